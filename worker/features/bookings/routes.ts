import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { bookingRequestSchema, cancelSchema, manageQuery, publicSlotsQuery, rescheduleSchema } from '../../contracts/booking';
import { bookingSchema, dataOf, managedBookingSchema, publicLinkSchema, slotsSchema } from '../../contracts/booking-responses';
import { idempotent } from '../../http/idempotency';
import { doc } from '../../http/openapi';
import { validate } from '../../http/validate';
import { bookLink, publicLink, publicSlots } from './service';
import { bookingSlots, cancelBooking, getBooking, rescheduleBooking } from './parts/manage';

const slugParam = v.object({ slug: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)) });

/** The public booking API used by booking pages and the widget; no cookies, no CSRF, CORS-open. */
export const publicLinkRoutes = new Hono<AppEnv>()
  .get(
    '/:slug',
    doc('public', 'What a booking page needs to render', { public: true, ok: { schema: dataOf(publicLinkSchema) } }),
    validate('param', slugParam),
    async (c) => c.json({ data: await publicLink(c.env, c.var.db, c.req.valid('param').slug) }),
  )
  .get(
    '/:slug/slots',
    doc('public', 'Bookable slots of a link', { public: true, ok: { schema: slotsSchema } }),
    validate('param', slugParam),
    validate('query', publicSlotsQuery),
    async (c) => c.json(await publicSlots(c.var.db, c.req.valid('param').slug, c.req.valid('query'))),
  )
  .post(
    '/:slug/bookings',
    doc('public', 'Book a slot (Idempotency-Key header required)', {
      public: true,
      idempotencyKey: 'required',
      ok: { status: 201, schema: dataOf(bookingSchema) },
    }),
    validate('param', slugParam),
    idempotent({ scope: (c) => `link:${c.req.param('slug')}`, status: 201, required: true }),
    validate('json', bookingRequestSchema),
    async (c) => c.json({ data: await bookLink(c.env, c.var.db, c.req.valid('param').slug, c.req.valid('json'), c.var.idempotency) }, 201),
  );

const bookingParam = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** The prospect's reschedule and cancel links, secured by the booking's token. */
export const publicBookingRoutes = new Hono<AppEnv>()
  .get(
    '/:id',
    doc('public', 'A booking, by its manage token', { public: true, ok: { schema: dataOf(managedBookingSchema) } }),
    validate('param', bookingParam),
    validate('query', manageQuery),
    async (c) => c.json({ data: await getBooking(c.env, c.var.db, c.req.valid('param').id, c.req.valid('query').token) }),
  )
  .get(
    '/:id/slots',
    doc('public', 'Times a booking can move to', { public: true, ok: { schema: slotsSchema } }),
    validate('param', bookingParam),
    validate('query', v.object({ ...manageQuery.entries, ...publicSlotsQuery.entries })),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await bookingSlots(c.var.db, c.req.valid('param').id, q.token, q));
    },
  )
  .post(
    '/:id/reschedule',
    doc('public', 'Reschedule a booking (Idempotency-Key header required)', {
      public: true,
      idempotencyKey: 'required',
      ok: { schema: dataOf(managedBookingSchema) },
    }),
    validate('param', bookingParam),
    idempotent({ scope: (c) => `reschedule:${c.req.param('id')}`, status: 200, required: true }),
    validate('json', rescheduleSchema),
    async (c) =>
      c.json({ data: await rescheduleBooking(c.env, c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.idempotency) }),
  )
  .post(
    '/:id/cancel',
    doc('public', 'Cancel a booking with a reason (Idempotency-Key header recommended)', {
      public: true,
      idempotencyKey: 'optional',
      ok: { schema: dataOf(managedBookingSchema) },
    }),
    validate('param', bookingParam),
    idempotent({ scope: (c) => `cancel:${c.req.param('id')}`, status: 200, required: false }),
    validate('json', cancelSchema),
    async (c) => c.json({ data: await cancelBooking(c.env, c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.idempotency) }),
  );
