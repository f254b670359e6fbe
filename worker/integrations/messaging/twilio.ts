import { vendorUrl } from '../vendor-url';
import { MessagingError, excerptOf, type Fetcher, type SendOutcome, type SmsClient } from './adapter';

// Twilio's REST API (2010-04-01): HTTP Basic auth with the Account SID and Auth Token, form-encoded
// bodies, JSON errors `{ code, message, more_info, status }` (https://www.twilio.com/docs/api/errors).

export const TWILIO_HOST = 'api.twilio.com';
type TwilioEnv = { VENDOR_BASE_URL?: string };
export type TwilioCredentials = { accountSid: string; authToken: string };

/** Errors a retry cannot fix: bad numbers, bad body, bad credentials. */
const PERMANENT_CODES = new Set([20003, 20404, 21211, 21212, 21408, 21602, 21603, 21604, 21606, 21610, 21614, 21617, 21659]);

const basic = (c: TwilioCredentials) => `Basic ${btoa(`${c.accountSid}:${c.authToken}`)}`;
const accountPath = (c: TwilioCredentials, rest: string) => `/2010-04-01/Accounts/${encodeURIComponent(c.accountSid)}${rest}`;

async function request(env: TwilioEnv, fetcher: Fetcher, c: TwilioCredentials, path: string, init: RequestInit = {}) {
  const res = await fetcher(vendorUrl(env, TWILIO_HOST, accountPath(c, path)), {
    ...init,
    headers: { authorization: basic(c), accept: 'application/json', ...(init.headers ?? {}) },
  });
  const text = await res.text();
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text);
  } catch {
    /* non-JSON answers are reported by status */
  }
  if (res.ok) return { data, status: res.status, text };
  const code = typeof data.code === 'number' ? data.code : null;
  const message = typeof data.message === 'string' ? data.message : `Twilio answered ${res.status}`;
  const retryAfter = res.status === 429 ? Number(res.headers.get('retry-after') ?? '30') : null;
  const retryable = (res.status === 429 || res.status >= 500) && !(code !== null && PERMANENT_CODES.has(code));
  throw new MessagingError(message, retryable, res.status, code === null ? null : String(code), retryAfter, excerptOf(text));
}

/** A Twilio client over fetch. */
export function twilioClient(
  env: TwilioEnv,
  fetcher: Fetcher = fetch,
): SmsClient & {
  account(c: TwilioCredentials): Promise<{ sid: string; name: string }>;
  ownsNumber(c: TwilioCredentials, number: string): Promise<boolean>;
} {
  return {
    async send(c, m): Promise<SendOutcome> {
      const { data, status, text } = await request(env, fetcher, c, '/Messages.json', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: m.to, From: m.from, Body: m.body }).toString(),
      });
      return { externalId: String(data.sid ?? ''), status, excerpt: excerptOf(text) };
    },
    /** Checks the credentials: the account they open. */
    async account(c) {
      const { data } = await request(env, fetcher, c, '.json');
      return { sid: String(data.sid), name: String(data.friendly_name ?? '') };
    },
    /** Whether a sender number belongs to the account. */
    async ownsNumber(c, number) {
      const { data } = await request(env, fetcher, c, `/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(number)}`);
      return ((data.incoming_phone_numbers as { phone_number: string }[]) ?? []).some((n) => n.phone_number === number);
    },
  };
}
