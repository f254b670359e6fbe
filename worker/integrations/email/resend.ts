import { EmailSendError, headerValue, type EmailSender, type OutgoingEmail } from './adapter';

/** How long one call may take; well inside the outbox lease, so a live send is never doubled by the sweep. */
export const RESEND_TIMEOUT_MS = 15_000;

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Resend's HTTP API (POST /emails), for production delivery. The outbox id goes out as Resend's
 * Idempotency-Key, so a retry after a crash between sending and recording it is answered with the
 * first result instead of a second e-mail.
 */
export class ResendSender implements EmailSender {
  readonly name = 'resend';
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://api.resend.com',
    // workerd's fetch throws "Illegal invocation" when called as a method of another object, so the
    // default looks the global up and calls it unbound.
    private readonly fetcher: Fetcher = (input, init) => fetch(input, init),
  ) {}

  async send(email: OutgoingEmail) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' };
    if (email.idempotencyKey) headers['idempotency-key'] = email.idempotencyKey;
    const body = JSON.stringify({
      from: headerValue(email.from),
      to: [headerValue(email.to)],
      subject: headerValue(email.subject),
      text: email.text,
      html: email.html ?? undefined,
      attachments: email.attachments?.length
        ? email.attachments.map((a) => ({
            filename: headerValue(a.filename),
            content: a.content,
            content_type: headerValue(a.contentType),
          }))
        : undefined,
    });
    const fetcher = this.fetcher;
    let res: Response;
    try {
      res = await fetcher(`${this.baseUrl}/emails`, { method: 'POST', headers, body, signal: AbortSignal.timeout(RESEND_TIMEOUT_MS) });
    } catch (err) {
      throw new EmailSendError(`resend unreachable: ${String(err)}`, true);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      // Provider errors carry no secrets; the key is never echoed back.
      throw new EmailSendError(
        `resend responded ${res.status}: ${text.slice(0, 200)}`,
        isRetryable(res.status, text),
        retryAfter(res.headers),
      );
    }
    const json = (await res.json()) as { id?: string };
    return { providerMessageId: json.id ?? null };
  }
}

// 429 (rate limit), 409 concurrent_idempotent_requests (the first attempt is still running) and
// server errors pass; any other 4xx is a message Resend will refuse however often it is sent.
function isRetryable(status: number, body: string) {
  if (status === 429 || status === 408 || status >= 500) return true;
  return status === 409 && body.includes('concurrent_idempotent_requests');
}

function retryAfter(headers: Headers): number | null {
  const raw = headers.get('retry-after') ?? headers.get('ratelimit-reset');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
