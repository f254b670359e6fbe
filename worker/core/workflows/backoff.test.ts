import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DELIVERY_ATTEMPTS, RETRY_SCHEDULE_SECONDS, parseRetryAfter, retryDelaySeconds, retryableStatus } from './backoff';

describe('retryDelaySeconds', () => {
  it('grows exponentially-ish over about a day and then stops', () => {
    const total = RETRY_SCHEDULE_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(20);
    expect(total / 3600).toBeLessThan(30);
    expect(retryDelaySeconds(MAX_DELIVERY_ATTEMPTS, 0.5)).toBeNull();
    expect(retryDelaySeconds(0, 0.5)).toBeNull();
  });

  it('property: jitter stays within +-20% of the schedule and waits never shrink by more than jitter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DELIVERY_ATTEMPTS - 1 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (n, r) => {
        const d = retryDelaySeconds(n, r)!;
        const base = RETRY_SCHEDULE_SECONDS[n - 1];
        expect(d).toBeGreaterThanOrEqual(Math.floor(base * 0.8));
        expect(d).toBeLessThanOrEqual(Math.ceil(base * 1.2));
      }),
    );
  });

  it('honours a longer Retry-After, capped at the queue maximum', () => {
    expect(retryDelaySeconds(1, 0.5, 120)).toBe(120);
    expect(retryDelaySeconds(1, 0.5, 1)).toBe(5);
    expect(retryDelaySeconds(1, 0.5, 10 ** 9)).toBe(12 * 3600);
  });

  it('retryable statuses', () => {
    expect([500, 502, 503, 429, 408].every(retryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 410, 422].some(retryableStatus)).toBe(false);
  });

  it('reads Retry-After as seconds or a date', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
