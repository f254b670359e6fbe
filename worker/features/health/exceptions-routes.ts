import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { doc } from '../../http/openapi';
import { validate } from '../../http/validate';

const reportSchema = v.object({
  message: v.pipe(v.string(), v.maxLength(1000)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(4000)), ''),
  url: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});

/** POST /exceptions (spec section 7): client error reports land in the worker's structured log. */
export const exceptionRoutes = new Hono<AppEnv>().post(
  '/',
  doc('system', 'Report a client error', { public: true, ok: { status: 204, description: 'Logged' } }),
  validate('json', reportSchema),
  (c) => {
    const r = c.req.valid('json');
    console.warn(
      JSON.stringify({
        level: 'warn',
        kind: 'client_error',
        requestId: c.get('requestId'),
        userId: c.var.caller?.userId ?? null,
        message: r.message,
        url: r.url,
        stack: r.stack,
      }),
    );
    return c.body(null, 204);
  },
);
