import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { RelayInputSchema, relayListQuery } from '../../contracts/relay';
import { relaySchema, relaySummarySchema } from '../../contracts/relay-responses';
import { dataOf } from '../../contracts/response-kit';
import { ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { docDone, docList } from '../../http/doc-answers';
import { docVersionedEdit, docVersionedRead, versioned } from '../../http/versioned';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as relays from './service';
import { noContent } from '../../http/answers';

const TAG = 'relays';
const editors = requireRole('super_admin', 'manager');

/** Relay (handover) routers. Everyone signed in reads (bookers find theirs); Admins and Managers write. Mounted at /api/relays. */
export const relayRoutes = new Hono<AppEnv>()
  .use(requireAuth)
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
  .get('/:id', docVersionedRead(TAG, 'One relay', relaySchema), validate('param', idParam), async (c) =>
    versioned(c, await relays.getRelay(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .put(
    '/:id',
    docVersionedEdit(TAG, 'Update a relay', relaySchema),
    editors,
    validate('param', idParam),
    validate('json', RelayInputSchema),
    async (c) =>
      versioned(c, await relays.updateRelay(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c))),
  )
  .delete('/:id', docDone(TAG, 'Delete a relay'), editors, validate('param', idParam), async (c) =>
    noContent(c, relays.deleteRelay(c.var.db, c.var.caller, c.req.valid('param').id)),
  );
