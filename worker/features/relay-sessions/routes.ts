import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { publicSlotsQuery } from '../../contracts/booking';
import {
  DedicatedLinkSchema,
  PublicRelayBookSchema,
  PublicRelayStartSchema,
  RelayBookSchema,
  RelayHoldSchema,
  RelayPreferencesSchema,
  RelaySessionStartSchema,
  RelaySlotsQuery,
} from '../../contracts/relay-sessions';
import {
  publicRelayLinkSchema,
  relayLinkSchema,
  relayPreferencesSchema,
  relaySessionSchema,
  relaySlotSchema,
} from '../../contracts/relay-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { docCreated, docData, docDone, docList } from '../../http/doc-answers';
import { idempotent } from '../../http/idempotency';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { createDedicatedLink, deleteLink, listLinks, publicLink } from './parts/links';
import { getPreferences, savePreferences } from './parts/preferences';
import * as sessions from './service';
import { noContent } from '../../http/answers';

const TAG = 'relays';
const tokenParam = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** A booker's handoff: open a session for a prospect, see slots, hold one, book. Mounted at /api/relay-sessions. */
export const relaySessionRoutes = signedInRoutes()
  .post(
    '/',
    docCreated(TAG, 'Hand a prospect over through a relay (booker permission required)', relaySessionSchema),
    validate('json', RelaySessionStartSchema),
    async (c) => c.json({ data: await sessions.startSession(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/:id', docData(TAG, 'A relay session as its booker sees it', relaySessionSchema), validate('param', idParam), async (c) =>
    c.json({ data: await sessions.getSession(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get(
    '/:id/slots',
    doc(
      TAG,
      "Slots of the session's assignee or pod (override=true and outside=true also list slots over the rep's own events and outside their hours, marked, where the relay allows it)",
      { ok: { schema: listOf(relaySlotSchema) } },
    ),
    validate('param', idParam),
    validate('query', RelaySlotsQuery),
    async (c) =>
      c.json({ data: await sessions.sessionSlots(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query')) }),
  )
  .post(
    '/:id/hold',
    docData(TAG, 'Hold a slot for the booker for two minutes', relaySessionSchema),
    validate('param', idParam),
    validate('json', RelayHoldSchema),
    async (c) =>
      c.json({ data: await sessions.holdSessionSlot(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post(
    '/:id/bookings',
    doc(TAG, 'Book the session (once; optional Idempotency-Key)', {
      idempotencyKey: 'optional',
      ok: { status: 201, schema: dataOf(relaySessionSchema) },
    }),
    validate('param', idParam),
    idempotent({ scope: (c) => `relay-session:${c.req.param('id')}`, status: 201, required: false }),
    validate('json', RelayBookSchema),
    async (c) =>
      c.json(
        {
          data: await sessions.bookSessionSlot(
            c.env,
            c.var.db,
            c.var.caller,
            c.req.valid('param').id,
            c.req.valid('json'),
            c.var.idempotency,
          ),
        },
        201,
      ),
  );

/** /relay-meeting-links: relay, pod and dedicated links. Mounted at /api/relay-links. */
export const relayLinkRoutes = signedInRoutes()
  .get('/', docList(TAG, 'My Relay Links (users) or every relay link (Admins and Managers)', relayLinkSchema), async (c) =>
    c.json({ data: await listLinks(c.var.db, c.var.caller, c.env) }),
  )
  .post(
    '/dedicated',
    docCreated(TAG, 'A dedicated link for a named prospect', relayLinkSchema),
    validate('json', DedicatedLinkSchema),
    async (c) => c.json({ data: await createDedicatedLink(c.var.db, c.var.caller, c.req.valid('json'), c.env) }, 201),
  )
  .delete('/:id', docDone(TAG, 'Remove a relay link'), validate('param', idParam), async (c) =>
    noContent(c, deleteLink(c.var.db, c.var.caller, c.req.valid('param').id)),
  );

/** /profile/relay-preferences. Mounted at /api/profile/relay-preferences. */
export const relayPreferenceRoutes = signedInRoutes()
  .get('/', docData(TAG, 'My relay preferences', relayPreferencesSchema), async (c) =>
    c.json({ data: await getPreferences(c.var.db, c.var.caller) }),
  )
  .put('/', docData(TAG, 'Save my relay preferences', relayPreferencesSchema), validate('json', RelayPreferencesSchema), async (c) =>
    c.json({ data: await savePreferences(c.var.db, c.var.caller, c.req.valid('json')) }),
  );

/** A prospect on a relay, pod or dedicated link: no cookies; bookings need an Idempotency-Key. Mounted at /api/public/relay-links. */
export const publicRelayLinkRoutes = new Hono<AppEnv>()
  .get(
    '/:token',
    doc('public', 'What a relay link booking page shows', { public: true, ok: { schema: dataOf(publicRelayLinkSchema) } }),
    validate('param', tokenParam),
    async (c) => c.json({ data: await publicLink(c.var.db, c.req.valid('param').token) }),
  )
  .post(
    '/:token/sessions',
    doc('public', 'Start a relay session from a link', { public: true, ok: { status: 201, schema: dataOf(relaySessionSchema) } }),
    validate('param', tokenParam),
    validate('json', PublicRelayStartSchema),
    async (c) => c.json({ data: await sessions.startFromLink(c.env, c.var.db, c.req.valid('param').token, c.req.valid('json')) }, 201),
  );

/** Mounted at /api/public/relay-sessions. */
export const publicRelaySessionRoutes = new Hono<AppEnv>()
  .get(
    '/:id/slots',
    doc('public', "Slots of a link session's rep or pod", { public: true, ok: { schema: listOf(relaySlotSchema) } }),
    validate('param', idParam),
    validate('query', publicSlotsQuery),
    async (c) => c.json({ data: await sessions.linkSessionSlots(c.env, c.var.db, c.req.valid('param').id, c.req.valid('query')) }),
  )
  .post(
    '/:id/bookings',
    doc('public', 'Book a link session (Idempotency-Key header required)', {
      public: true,
      idempotencyKey: 'required',
      ok: { status: 201, schema: dataOf(relaySessionSchema) },
    }),
    validate('param', idParam),
    idempotent({ scope: (c) => `relay-session:${c.req.param('id')}`, status: 201, required: true }),
    validate('json', PublicRelayBookSchema),
    async (c) =>
      c.json(
        { data: await sessions.bookLinkSession(c.env, c.var.db, c.req.valid('param').id, c.req.valid('json').start, c.var.idempotency) },
        201,
      ),
  );
