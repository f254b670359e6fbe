// Attempt limits kept by the RateLimiter Durable Object; the routes and services that guard a door
// (sign-in, sign-up, public submissions) call them, and a refusal is a DomainError like any other.
import type { Env } from '../env';
import { MESSAGES } from '../contracts/common';
import { DomainError } from '../core/errors';

/**
 * Outside production a local run may raise every limit by a factor (RATE_LIMIT_SCALE), so a browser
 * suite that signs the same demo users in dozens of times from one address is not locked out.
 */
const scaleOf = (env: Env) => (env.APP_ENV === 'production' ? 1 : Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1));

const limiter = (env: Env, key: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));

/**
 * Counts one attempt against `key`; throws 429 (with Retry-After) once `limit` attempts fall inside the
 * window. Answers the attempt's instant, which `forgiveAttempt` takes back.
 */
export async function enforceRateLimit(env: Env, key: string, limit: number, windowMs: number): Promise<number> {
  const now = Date.now();
  const res = await limiter(env, key).hit(limit * scaleOf(env), windowMs, now);
  if (!res.allowed) throw new DomainError('rate_limited', 'rate_limited', MESSAGES.tooManyRequests, undefined, [], res.retryAfterSeconds);
  return now;
}

/** Takes back an attempt that succeeded, so a limit counts failures only. */
export async function forgiveAttempt(env: Env, key: string, at: number): Promise<void> {
  await limiter(env, key).forgive(at);
}

export async function clearRateLimit(env: Env, key: string): Promise<void> {
  await limiter(env, key).reset();
}
