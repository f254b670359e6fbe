/**
 * A strict local stand-in for Twilio's REST API on api.twilio.com (2010-04-01): HTTP Basic auth with
 * the Account SID and Auth Token, form-encoded bodies, and Twilio's JSON errors `{ code, message,
 * more_info, status }`: 20003 Authenticate (401), 20404 not found, 21211 invalid 'To', 21602 body
 * required, 21606 'From' not a number of this account, 21617 body over 1,600 characters, 20429 rate
 * limit (429 with Retry-After). Endpoints: GET /2010-04-01/Accounts/{Sid}.json,
 * GET .../IncomingPhoneNumbers.json, POST .../Messages.json (201 with sid, status queued, num_segments).
 *
 * FAKE_TWILIO_ACCOUNT exists from the start (local runs and browser tests); tests create their own
 * accounts so they never see each other's messages. Test-only control routes (never Twilio paths):
 *   POST /__fake/accounts      (no auth) {numbers?} a new account: {sid, token, numbers}
 *   GET  /__fake/messages      (account's Basic auth) what was sent
 *   POST /__fake/fail-next     (account's Basic auth) {status, code?, retryAfter?, count?}
 *   GET  /__fake/all-messages  (no auth) every account's messages, for the browser tests
 */

import { respond, type Answer } from './kit';
type Sent = { sid: string; to: string; from: string; body: string; numSegments: number; at: string };
type Account = { sid: string; token: string; name: string; numbers: string[]; messages: Sent[]; failNext: Answer[] };

export const TWILIO_HOST = 'api.twilio.com';
export const FAKE_TWILIO_ACCOUNT = { sid: `AC${'0'.repeat(31)}1`, token: 'f'.repeat(32), numbers: ['+15005550006'] } as const;

const E164 = /^\+[1-9]\d{6,14}$/;
const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });
const twilioError = (status: number, code: number, message: string, headers?: Record<string, string>) =>
  json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, headers);
const hex = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n / 2)), (b) => b.toString(16).padStart(2, '0')).join('');

// Twilio counts parts the same way carriers do; the fake keeps it simple and close enough for checks.
const segmentsOf = (body: string) => {
  const ucs = /[^\x20-\x7E\n\r£¥èéùìòÇØøÅåÆæßÉÄÖÑÜ§¿äöñüà€]/.test(body);
  const single = ucs ? 70 : 160;
  const multi = ucs ? 67 : 153;
  return body.length <= single ? 1 : Math.ceil(body.length / multi);
};

export function createFakeTwilio() {
  const accounts = new Map<string, Account>();
  const addAccount = (sid: string, token: string, numbers: string[]) => {
    const a: Account = { sid, token, name: `Routewise test ${sid.slice(-4)}`, numbers, messages: [], failNext: [] };
    accounts.set(sid, a);
    return a;
  };
  addAccount(FAKE_TWILIO_ACCOUNT.sid, FAKE_TWILIO_ACCOUNT.token, [...FAKE_TWILIO_ACCOUNT.numbers]);

  function authenticate(req: Request): Account | null {
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!basic) return null;
    let decoded: string;
    try {
      decoded = atob(basic);
    } catch {
      return null;
    }
    const i = decoded.indexOf(':');
    const account = accounts.get(decoded.slice(0, i));
    return account && account.token === decoded.slice(i + 1) ? account : null;
  }

  async function send(req: Request, account: Account): Promise<Answer> {
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/x-www-form-urlencoded')
      return twilioError(400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
    const form = new URLSearchParams(await req.text());
    const canned = account.failNext.shift();
    if (canned) return canned;
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from) return twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (!account.numbers.includes(from))
      return twilioError(
        400,
        21606,
        `The 'From' phone number provided (${from}) is not a valid message-capable Twilio phone number for this destination/account.`,
      );
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (body.length > 1600) return twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const sent: Sent = { sid: `SM${hex(32)}`, to, from, body, numSegments: segmentsOf(body), at: new Date().toUTCString() };
    account.messages.push(sent);
    return json(201, {
      sid: sent.sid,
      account_sid: account.sid,
      to,
      from,
      body,
      status: 'queued',
      num_segments: String(sent.numSegments),
      direction: 'outbound-api',
      date_created: sent.at,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${account.sid}/Messages/${sent.sid}.json`,
    });
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const path = url.pathname;
    if (path === '/__fake/accounts' && req.method === 'POST') {
      const { numbers = ['+15005550006'] } = ((await req.json().catch(() => ({}))) ?? {}) as { numbers?: string[] };
      const a = addAccount(`AC${hex(32)}`, hex(32), numbers);
      return json(201, { sid: a.sid, token: a.token, numbers: a.numbers });
    }
    if (path === '/__fake/all-messages' && req.method === 'GET')
      return json(200, { messages: [...accounts.values()].flatMap((a) => a.messages) });
    const account = authenticate(req);
    const m = /^\/2010-04-01\/Accounts\/([^/]+?)(\.json|\/.*)?$/.exec(path);
    if (!account) return twilioError(401, 20003, 'Authenticate');
    if (path === '/__fake/messages') return json(200, { messages: account.messages });
    if (path === '/__fake/fail-next' && req.method === 'POST') {
      const {
        status,
        code,
        retryAfter = 1,
        count = 1,
      } = (await req.json()) as { status: number; code?: number; retryAfter?: number; count?: number };
      const answer =
        status === 429
          ? twilioError(429, 20429, 'Too Many Requests', { 'retry-after': String(retryAfter) })
          : twilioError(status, code ?? (status >= 500 ? 20500 : 21211), 'Canned failure from the fake.');
      for (let i = 0; i < count; i++) account.failNext.push(answer);
      return json(204, null);
    }
    if (!m) return twilioError(404, 20404, 'The requested resource was not found');
    if (m[1] !== account.sid) return twilioError(403, 20003, 'Authenticate');
    const rest = m[2] ?? '';
    if (rest === '.json' && req.method === 'GET')
      return json(200, { sid: account.sid, friendly_name: account.name, status: 'active', type: 'Full' });
    if (rest === '/IncomingPhoneNumbers.json' && req.method === 'GET') {
      const filter = url.searchParams.get('PhoneNumber');
      const numbers = account.numbers.filter((n) => !filter || n === filter);
      return json(200, {
        incoming_phone_numbers: numbers.map((n) => ({
          sid: `PN${hex(32)}`,
          phone_number: n,
          friendly_name: n,
          capabilities: { sms: true, voice: true, mms: false },
        })),
        page: 0,
        page_size: 50,
      });
    }
    if (rest === '/Messages.json')
      return req.method === 'POST'
        ? send(req, account)
        : json(200, { messages: account.messages.map((s) => ({ sid: s.sid, to: s.to, from: s.from, body: s.body, status: 'delivered' })) });
    return twilioError(404, 20404, 'The requested resource was not found');
  }

  return {
    handle: async (req: Request) => respond(await route(req)),
  };
}
