// Retry timing for outgoing deliveries (webhooks, Slack, SMS, event streams). The schedule follows
// Standard Webhooks' guidance: quick retries for blips, then hours apart, about 27 hours in all;
// each wait is spread by +-20% jitter so a receiver that comes back is not hit by every retry at once.

/** Base wait in seconds before attempt n+1 (index = attempts already made - 1). */
export const RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** Attempts in all, the first included; after the last failure the delivery is dead-lettered. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length + 1;
/** Cloudflare Queues delay a message by at most 12 hours. */
export const MAX_QUEUE_DELAY_SECONDS = 12 * 3600;

/**
 * Seconds to wait after `attempts` failed attempts, or null when the delivery is out of attempts.
 * `random` is a number in [0, 1) (passed in: core has no randomness of its own); `retryAfter` is a
 * receiver's Retry-After, honoured when it asks for longer.
 */
export function retryDelaySeconds(attempts: number, random: number, retryAfter?: number | null): number | null {
  if (attempts < 1 || attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const base = RETRY_SCHEDULE_SECONDS[attempts - 1];
  const jittered = Math.round(base * (0.8 + 0.4 * random));
  return Math.max(1, jittered, Math.min(retryAfter ?? 0, MAX_QUEUE_DELAY_SECONDS));
}

/** Whether an HTTP answer is worth retrying: timeouts, 429 and 5xx are; other 4xx are the sender's fault. */
export const retryableStatus = (status: number) => status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;

/** Reads a Retry-After header (seconds or an HTTP date) as seconds from now. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
