import { AnalyticsError } from '../../../integrations/analytics/adapter';
import { MessagingError } from '../../../integrations/messaging/adapter';

/** What one send came to; `retryAfter` is a vendor's own wait in seconds. */
export type Sent =
  | { ok: true; status: number | null; excerpt: string; externalId?: string | null; latencyMs: number }
  | { ok: false; status: number | null; excerpt: string; error: string; retryable: boolean; retryAfter: number | null; latencyMs: number };

/** A send that gives up before calling anyone (a missing number, a connection gone): never retried. */
export const refused = (error: string) => ({ ok: false as const, status: null, excerpt: '', error, retryable: false, retryAfter: null });

export async function timed(fn: () => Promise<Omit<Sent, 'latencyMs'>>): Promise<Sent> {
  const started = performance.now();
  const r = await fn();
  return { ...r, latencyMs: Math.round(performance.now() - started) } as Sent;
}

/** A vendor's error as an attempt: its status, answer and retry hint; anything else is retried. */
export function failureOf(err: unknown): Omit<Extract<Sent, { ok: false }>, 'latencyMs'> {
  if (err instanceof MessagingError || err instanceof AnalyticsError)
    return {
      ok: false,
      status: err.status,
      excerpt: err.excerpt,
      error: err.message,
      retryable: err.retryable,
      retryAfter: err.retryAfterSeconds,
    };
  return {
    ok: false,
    status: null,
    excerpt: '',
    error: String(err instanceof Error ? err.message : err).slice(0, 300),
    retryable: true,
    retryAfter: null,
  };
}
