import { RelayInputSchema, relayListQuery } from '../../contracts/relay';
import { relaySchema, relaySummarySchema } from '../../contracts/relay-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { docList } from '../../http/doc-answers';
import { versioned, versionedItemRoutes } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as relays from './service';

const TAG = 'relays';
const editors = requireRole('super_admin', 'manager');

/** Relay (handover) routers. Everyone signed in reads (bookers find theirs); Admins and Managers write. Mounted at /api/relays. */
export const relayRoutes = signedInRoutes()
  .get(
    '/',
    docList(TAG, 'Relays, newest first, with their last 28 days', relaySummarySchema),
    validate('query', relayListQuery),
    async (c) => c.json({ data: await relays.listRelays(c.var.db, c.var.caller, c.req.valid('query').search) }),
  )
  .post(
    '/',
    doc(TAG, 'Create a relay', { ok: { status: 201, etag: true, schema: dataOf(relaySchema) } }),
    editors,
    validate('json', RelayInputSchema),
    async (c) => versioned(c, await relays.createRelay(c.var.db, c.var.caller, c.req.valid('json')), 201),
  )
  .route(
    '/',
    versionedItemRoutes({
      tag: TAG,
      noun: 'relay',
      schema: relaySchema,
      input: RelayInputSchema,
      editors,
      get: relays.getRelay,
      update: (db, caller, id, input, ifMatch) => relays.updateRelay(db, caller, id, input, ifMatch),
      remove: (db, caller, id) => relays.deleteRelay(db, caller, id),
    }),
  );
