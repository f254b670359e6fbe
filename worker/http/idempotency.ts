import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { IDEMPOTENCY_MESSAGES, type IdempotencyRecord } from '../contracts/idempotency';
import { ApiError } from './errors';

export const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Reads a public POST's Idempotency-Key and the hash of its body into `c.var.idempotency`, which the
 * service writes in the same batch as its change (and replays when the key comes back). `scope` names
 * what the key belongs to; `status` is the success status a replay answers with.
 */
export function idempotent(opts: {
  scope: (c: Context<AppEnv>) => string;
  status: 200 | 201;
  required: boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined && !opts.required) {
      c.set('idempotency', null);
      return next();
    }
    if (!key || !KEY_PATTERN.test(key)) throw new ApiError(400, 'idempotency_key_required', IDEMPOTENCY_MESSAGES.required, undefined, []);
    const record: IdempotencyRecord = { scope: opts.scope(c), key, requestHash: await sha256Hex(await c.req.text()), status: opts.status };
    c.set('idempotency', record);
    return next();
  };
}
