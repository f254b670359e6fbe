import type { Env } from '../env';
import { ApiError } from './errors';
import { MESSAGES } from '../contracts/common';

/** Counts one attempt against `key`; throws 429 once `limit` attempts fall inside the window. */
export async function enforceRateLimit(env: Env, key: string, limit: number, windowMs: number): Promise<void> {
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));
  const res = await stub.hit(limit, windowMs, Date.now());
  if (!res.allowed) throw new ApiError(429, 'rate_limited', MESSAGES.tooManyRequests);
}

export async function clearRateLimit(env: Env, key: string): Promise<void> {
  await env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key)).reset();
}
