import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { bookingRequestSchema, publicSlotsQuery } from '../../contracts/booking';
import { getDb } from '../../db/client';
import { ApiError } from '../../http/errors';
import { doc } from '../../http/openapi';
import { validate } from '../../http/validate';
import { bookLink, publicLink, publicSlots } from './service';

const slugParam = v.object({ slug: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)) });
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** Reads the Idempotency-Key header every public POST must carry. */
export function idempotencyKey(header: string | undefined) {
  if (!header || !KEY_PATTERN.test(header)) {
    throw new ApiError(400, 'idempotency_key_required', 'An Idempotency-Key header (8-200 letters, digits or -_.:) is required', undefined, []);
  }
  return header;
}

/** The public booking API used by booking pages and the widget; no cookies, no CSRF, CORS-open. */
export const publicLinkRoutes = new Hono<AppEnv>()
  .get('/:slug', doc('public', 'What a booking page needs to render', { public: true }), validate('param', slugParam), async (c) =>
    c.json({ data: await publicLink(getDb(c.env.DB), c.req.valid('param').slug) }),
  )
  .get('/:slug/slots', doc('public', 'Bookable slots of a link', { public: true }), validate('param', slugParam), validate('query', publicSlotsQuery), async (c) =>
    c.json(await publicSlots(getDb(c.env.DB), c.req.valid('param').slug, c.req.valid('query'))),
  )
  .post('/:slug/bookings', doc('public', 'Book a slot (Idempotency-Key header required)', { public: true }), validate('param', slugParam), validate('json', bookingRequestSchema), async (c) => {
    const key = idempotencyKey(c.req.header('idempotency-key'));
    const res = await bookLink(c.env, getDb(c.env.DB), c.req.valid('param').slug, c.req.valid('json'), key);
    return c.json(res.body as object, res.status as 201);
  });
