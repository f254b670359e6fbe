import { Webhook } from 'standardwebhooks';
import type { Env } from '../../env';
import { checkOutboundUrl, outboundFetch, outboundPolicy, OutboundUrlError } from '../../lib/outbound-url';

// The outgoing webhook adapter, the destination that needs no outside vendor: a POST signed per
// Standard Webhooks (https://www.standardwebhooks.com). The receiver verifies `webhook-signature` over
// "<webhook-id>.<webhook-timestamp>.<body>" with the endpoint's secret. During a rotation both the new
// and the previous secret sign, space-separated, so a receiver holding either verifies.

/** Header names the product sets itself; a workflow's custom headers may not replace them. */
export const RESERVED_HEADERS = new Set([
  'content-type',
  'content-length',
  'host',
  'user-agent',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);
/** How long a rotated-out secret keeps signing alongside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;
const TIMEOUT_MS = 10_000;

/** A new endpoint secret in the Standard Webhooks format: "whsec_" + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/** The three signature headers for one message. */
export function signatureHeaders(secrets: string[], msgId: string, timestamp: Date, body: string): Record<string, string> {
  const signatures = secrets.map((s) => new Webhook(s).sign(msgId, timestamp, body));
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

export type WebhookAttempt = {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  excerpt: string;
  error: string | null;
  retryable: boolean;
  retryAfter: string | null;
};

/**
 * Sends one signed webhook under the outbound URL policy (loopback allowed only outside production, for
 * local receivers; OUTBOUND_ALLOWED_HOSTS for an operator's private receivers). Redirects are not
 * followed: a receiver that moved answers 3xx, a retryable failure the customer sees in the log.
 */
export async function sendWebhook(
  env: Pick<Env, 'APP_ENV' | 'OUTBOUND_ALLOWED_HOSTS'>,
  m: { url: string; headers: { name: string; value: string }[]; secrets: string[]; msgId: string; body: string; now: number },
  fetcher: typeof fetch = fetch,
): Promise<WebhookAttempt> {
  const policy = outboundPolicy(env);
  const verdict = checkOutboundUrl(m.url, policy);
  if (!verdict.ok)
    return { ok: false, status: null, latencyMs: 0, excerpt: '', error: `Refused: ${verdict.reason}`, retryable: false, retryAfter: null };
  const headers: Record<string, string> = {};
  for (const h of m.headers) if (!RESERVED_HEADERS.has(h.name.toLowerCase())) headers[h.name] = h.value;
  Object.assign(
    headers,
    { 'content-type': 'application/json', 'user-agent': 'Routewise-Webhooks/1.0' },
    signatureHeaders(m.secrets, m.msgId, new Date(m.now), m.body),
  );
  const started = performance.now();
  try {
    // The receiver's answer matters only as an excerpt: at most 64 KB of it is read.
    const res = await outboundFetch(
      m.url,
      { method: 'POST', headers, body: m.body, redirect: 'manual' },
      { policy, fetcher, timeoutMs: TIMEOUT_MS, maxBytes: 64 * 1024, truncate: true },
    );
    const excerpt = (await res.text().catch(() => '')).slice(0, 500);
    const latencyMs = Math.round(performance.now() - started);
    const ok = res.status >= 200 && res.status < 300;
    const retryable =
      !ok &&
      (res.status === 408 ||
        res.status === 409 ||
        res.status === 425 ||
        res.status === 429 ||
        res.status >= 500 ||
        (res.status >= 300 && res.status < 400));
    return {
      ok,
      status: res.status,
      latencyMs,
      excerpt,
      error: ok ? null : `Receiver answered ${res.status}`,
      retryable,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch (err) {
    const latencyMs = Math.round(performance.now() - started);
    const timeout =
      (err instanceof OutboundUrlError && err.reason === 'timeout') ||
      (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
    return {
      ok: false,
      status: null,
      latencyMs,
      excerpt: '',
      error: timeout
        ? `No answer within ${TIMEOUT_MS / 1000} s`
        : `Could not connect: ${String(err instanceof Error ? err.message : err).slice(0, 200)}`,
      retryable: true,
      retryAfter: null,
    };
  }
}
