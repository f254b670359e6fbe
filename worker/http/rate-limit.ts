import type { Env } from '../env';
import { ApiError } from './errors';
import { MESSAGES } from '../contracts/common';

/**
 * Outside production a local run may raise every limit by a factor (RATE_LIMIT_SCALE), so a browser
 * suite that signs the same demo users in dozens of times from one address is not locked out.
 */
const scaleOf = (env: Env) => (env.APP_ENV === 'production' ? 1 : Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1));

/** Counts one attempt against `key`; throws 429 once `limit` attempts fall inside the window. */
export async function enforceRateLimit(env: Env, key: string, limit: number, windowMs: number): Promise<void> {
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));
  const res = await stub.hit(limit * scaleOf(env), windowMs, Date.now());
  if (!res.allowed) throw new ApiError(429, 'rate_limited', MESSAGES.tooManyRequests, undefined, [], { 'Retry-After': String(res.retryAfterSeconds) });
}

export async function clearRateLimit(env: Env, key: string): Promise<void> {
  await env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key)).reset();
}
