/**
 * A strict local stand-in for api.resend.com, speaking Resend's wire format: POST /emails with
 * `Authorization: Bearer re_...`, a JSON body (from, to, subject, html/text, attachments with
 * base64 content) and an optional Idempotency-Key; answers `{ id }`, or `{ statusCode, message, name }`
 * with 4xx, and 429 with rate-limit headers. A repeated Idempotency-Key with the same body replays
 * the first answer without sending again; with another body it is a 409, as Resend does.
 *
 * State is kept per API key, so tests running side by side never see each other's mail. Test-only
 * control routes live under /__fake/ (never a Resend path): GET /__fake/emails lists what was sent,
 * POST /__fake/fail-next queues canned failures (for the domains API too). The domains API (./resend-domains.ts)
 * keeps each key's sending domains; a key starting `re_sendonly_` is a sending-only key, which Resend refuses
 * there (401 restricted_api_key), and a From on a domain the key added but has not verified is refused (403). The workerd tests reach it through the Miniflare
 * outbound service (vitest.config.ts), the Node unit tests through an injected fetcher.
 */

import { type Answer, queueFailNext, respond } from './kit';
import { controlDomains, readResendObject, routeDomains, unverifiedFrom, type DomainStore } from './resend-domains';
export type FakeSentEmail = {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  attachments: { filename: string; content: string; content_type?: string }[];
};

type Mailbox = {
  sent: FakeSentEmail[];
  replies: Map<string, { payload: string; answer: Answer }>;
  failNext: Answer[];
  /** The account's sending domains (./resend-domains.ts). */
  domains: DomainStore;
};

const KEY = /^re_[A-Za-z0-9_-]{4,}$/;
const EMAIL = /^[^\s@<>",;:\\]+@[^\s@<>",;:\\]+\.[A-Za-z]{2,}$/;
const FROM = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BODY_KEYS = new Set([
  'from',
  'to',
  'subject',
  'html',
  'text',
  'cc',
  'bcc',
  'reply_to',
  'headers',
  'attachments',
  'tags',
  'scheduled_at',
]);
const ATTACHMENT_KEYS = new Set(['filename', 'content', 'path', 'content_type', 'content_id']);
const CONTROL = /[\u0000-\u001F\u007F]/;

const error = (status: number, name: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { statusCode: status, message, name },
  headers,
});

export function createFakeResend() {
  const mailboxes = new Map<string, Mailbox>();
  const mailbox = (key: string) => {
    let m = mailboxes.get(key);
    if (!m) mailboxes.set(key, (m = { sent: [], replies: new Map(), failNext: [], domains: new Map() }));
    return m;
  };

  function validate(raw: string): Answer | { email: Omit<FakeSentEmail, 'id' | 'idempotencyKey'> } {
    const read = readResendObject(raw, BODY_KEYS);
    if ('refused' in read) return read.refused;
    const { from, to, subject, html, text, attachments } = read.body;
    if (typeof from !== 'string' || !from) return error(422, 'missing_required_field', 'Missing `from` field.');
    const fromMatch = FROM.exec(from);
    if (!fromMatch || !EMAIL.test(fromMatch[1] ?? fromMatch[2])) {
      return error(
        422,
        'invalid_from_address',
        'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
      );
    }
    const recipients = typeof to === 'string' ? [to] : to;
    if (!Array.isArray(recipients) || recipients.length === 0) return error(422, 'missing_required_field', 'Missing `to` field.');
    if (recipients.length > 50)
      return error(422, 'validation_error', 'Too many recipients. The `to` field can contain at most 50 addresses.');
    if (!recipients.every((r) => typeof r === 'string' && EMAIL.test(r)))
      return error(
        422,
        'validation_error',
        'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
      );
    if (typeof subject !== 'string' || !subject) return error(422, 'missing_required_field', 'Missing `subject` field.');
    if (CONTROL.test(subject))
      return error(422, 'validation_error', 'Invalid `subject` field: it cannot contain line breaks or control characters.');
    if (html !== undefined && typeof html !== 'string') return error(422, 'validation_error', 'Invalid `html` field.');
    if (text !== undefined && typeof text !== 'string') return error(422, 'validation_error', 'Invalid `text` field.');
    if (html === undefined && text === undefined) return error(422, 'missing_required_field', 'Missing `html` or `text` field.');
    const files: FakeSentEmail['attachments'] = [];
    if (attachments !== undefined) {
      if (!Array.isArray(attachments)) return error(422, 'validation_error', 'Invalid `attachments` field.');
      for (const a of attachments as Record<string, unknown>[]) {
        if (!a || typeof a !== 'object' || Object.keys(a).some((k) => !ATTACHMENT_KEYS.has(k)))
          return error(422, 'validation_error', 'Invalid attachment.');
        if (typeof a.filename !== 'string' || !a.filename || CONTROL.test(a.filename))
          return error(422, 'validation_error', 'Invalid attachment `filename`.');
        if (typeof a.content !== 'string' || !BASE64.test(a.content))
          return error(422, 'validation_error', 'Attachment `content` must be base64.');
        if (a.content_type !== undefined && (typeof a.content_type !== 'string' || CONTROL.test(a.content_type)))
          return error(422, 'validation_error', 'Invalid attachment `content_type`.');
        files.push({ filename: a.filename, content: a.content, ...(a.content_type ? { content_type: a.content_type as string } : {}) });
      }
    }
    return {
      email: {
        from,
        to: recipients as string[],
        subject,
        text: text as string | undefined,
        html: html as string | undefined,
        attachments: files,
      },
    };
  }

  async function send(req: Request, key: string): Promise<Answer> {
    const box = mailbox(key);
    const idem = req.headers.get('idempotency-key');
    if (idem !== null && (idem.length < 1 || idem.length > 256))
      return error(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
      return error(422, 'validation_error', 'Content-Type must be application/json.');
    const raw = await req.text();
    if (idem !== null) {
      const seen = box.replies.get(idem);
      if (seen)
        return seen.payload === raw
          ? seen.answer
          : error(
              409,
              'invalid_idempotent_request',
              'Same idempotency key used with a different request payload. Change your idempotency key or payload.',
            );
    }
    const canned = box.failNext.shift();
    if (canned) return canned;
    const checked = validate(raw);
    if ('status' in checked) return checked;
    const fromAddress = FROM.exec(checked.email.from)!;
    const refused = unverifiedFrom(box.domains, fromAddress[1] ?? fromAddress[2]);
    if (refused) return refused;
    const id = crypto.randomUUID();
    box.sent.push({ id, idempotencyKey: idem, ...checked.email });
    const answer: Answer = { status: 200, body: { id } };
    if (idem !== null) box.replies.set(idem, { payload: raw, answer });
    return answer;
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const auth = req.headers.get('authorization');
    if (!auth)
      return error(
        401,
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header in your request: Authorization: Bearer YOUR_API_KEY',
      );
    const key = /^Bearer (\S+)$/.exec(auth)?.[1];
    if (!key || !KEY.test(key)) return error(403, 'invalid_api_key', 'API key is invalid');
    if (url.pathname === '/emails') {
      if (req.method !== 'POST') return error(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
      return send(req, key);
    }
    if (url.pathname.startsWith('/domains')) {
      if (key.startsWith('re_sendonly_')) return error(401, 'restricted_api_key', 'This API key is restricted to only send emails');
      const canned = mailbox(key).failNext.shift();
      if (canned) return canned;
      const answer = await routeDomains(req, url.pathname, mailbox(key).domains);
      if (answer) return answer;
    }
    const control = await controlDomains(req, url.pathname, mailbox(key).domains);
    if (control) return control;
    if (url.pathname === '/__fake/emails' && req.method === 'GET') return { status: 200, body: { data: mailbox(key).sent } };
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, mailbox(key).failNext, ({ status, retryAfter }) =>
        status === 429
          ? error(429, 'rate_limit_exceeded', 'Too many requests. You can only make 2 requests per second.', {
              'retry-after': String(retryAfter),
              'ratelimit-limit': '2',
              'ratelimit-remaining': '0',
              'ratelimit-reset': String(retryAfter),
            })
          : error(status, status >= 500 ? 'internal_server_error' : 'application_error', 'Canned failure from the fake.'),
      );
    }
    return error(404, 'not_found', 'The requested endpoint does not exist.');
  }

  return {
    /** Answers one request the way api.resend.com would. */
    handle: async (req: Request) => respond(await route(req)),
    /** The sending domains of one API key. */
    domains: (key: string) => [...mailbox(key).domains.values()],
    /** What was accepted for one API key, oldest first. */
    sent: (key: string) => mailbox(key).sent,
  };
}

export const RESEND_HOST = 'api.resend.com';
