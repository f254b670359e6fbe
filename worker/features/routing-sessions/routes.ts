import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { publicSlotsQuery } from '../../contracts/booking';
import { bookingSchema, slotsSchema } from '../../contracts/booking-responses';
import { dataOf } from '../../contracts/response-kit';
import {
  publicRouterSchema,
  sessionCloseSchema,
  sessionStateSchema,
  submissionResultSchema,
} from '../../contracts/routing-sessions-responses';
import { routerParam, sessionParam, SessionBookingSchema, SubmissionSchema } from '../../contracts/routing-sessions';
import { deferFor } from '../../http/defer';
import { doc } from '../../http/openapi';
import { validate } from '../../http/validate';
import { idempotent } from '../../http/idempotency';
import { simpleRequest } from '../../http/simple-request';
import { bookSession } from './parts/booking';
import { closeSession } from './parts/close';
import { publicRouter } from './parts/public-router';
import { sessionSlots } from './parts/slots';
import { sessionState } from './parts/state';
import { submitForm } from './parts/submit';
import { routerReadFor } from './cors-middleware';

/** The widget's router calls: no cookies or CSRF; the trusted-origin CORS middleware guards browsers. */
export const publicRouterRoutes = new Hono<AppEnv>()
  .get(
    '/:routerId',
    doc('public', 'What the widget needs to hook a router form', { public: true, ok: { schema: dataOf(publicRouterSchema) } }),
    validate('param', routerParam),
    async (c) => c.json({ data: await publicRouter(c.var.db, c.req.valid('param').routerId, c.req.header('origin') ?? null) }),
  )
  .post(
    '/:routerId/submissions',
    doc('public', 'Route a form submission (optional Idempotency-Key header)', {
      public: true,
      idempotencyKey: 'optional',
      simpleRequest: true,
      ok: { status: 201, schema: dataOf(submissionResultSchema) },
    }),
    validate('param', routerParam),
    simpleRequest,
    // The key is optional here (the widget retries with one), but when given it must be a usable one.
    idempotent({ scope: (c) => `router-submission:${c.req.param('routerId')}`, status: 201, required: false }),
    validate('json', SubmissionSchema),
    async (c) => {
      const { routerId } = c.req.valid('param');
      const result = await submitForm(c.env, c.var.db, routerId, c.req.valid('json'), c.var.idempotency, deferFor(c), {
        read: routerReadFor(c),
      });
      return c.json({ data: result }, 201);
    },
  );

/** The scheduler the widget opens after a submission: its state, slots, booking, and leaving without a slot. */
export const publicRoutingSessionRoutes = new Hono<AppEnv>()
  .get(
    '/:sessionId',
    doc('public', 'Where a routing session stands: redistributed, and where its prospect goes', {
      public: true,
      ok: { schema: dataOf(sessionStateSchema) },
    }),
    validate('param', sessionParam),
    async (c) => c.json({ data: await sessionState(c.var.db, c.req.valid('param').sessionId) }),
  )
  .get(
    '/:sessionId/slots',
    doc('public', "Bookable slots of a routing session's assignee or team", { public: true, ok: { schema: slotsSchema } }),
    validate('param', sessionParam),
    validate('query', publicSlotsQuery),
    async (c) => c.json(await sessionSlots(c.var.db, c.req.valid('param').sessionId, c.req.valid('query'))),
  )
  .post(
    '/:sessionId/bookings',
    doc('public', 'Book a slot for a routing session (Idempotency-Key required)', {
      public: true,
      idempotencyKey: 'required',
      simpleRequest: true,
      ok: { status: 201, schema: dataOf(bookingSchema) },
    }),
    validate('param', sessionParam),
    simpleRequest,
    idempotent({ scope: (c) => `routing-session:${c.req.param('sessionId')}`, status: 201, required: true }),
    validate('json', SessionBookingSchema),
    async (c) =>
      c.json({ data: await bookSession(c.env, c.var.db, c.req.valid('param').sessionId, c.req.valid('json'), c.var.idempotency) }, 201),
  )
  .post(
    '/:sessionId/close',
    doc('public', 'The prospect left the scheduler without booking', { public: true, ok: { schema: dataOf(sessionCloseSchema) } }),
    validate('param', sessionParam),
    async (c) => c.json({ data: await closeSession(c.env, c.var.db, c.req.valid('param').sessionId) }),
  );
