import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { RelayInputSchema, relayListQuery } from '../../contracts/relay';
import { relaySchema, relaySummarySchema } from '../../contracts/relay-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as relays from './service';

const TAG = 'relays';
const editors = requireRole('super_admin', 'manager');

/** Relay (handover) routers. Everyone signed in reads (bookers find theirs); Admins and Managers write. Mounted at /api/relays. */
export const relayRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Relays, newest first, with their last 28 days', { ok: { schema: listOf(relaySummarySchema) } }), validate('query', relayListQuery), async (c) =>
    c.json({ data: await relays.listRelays(c.var.db, c.var.caller, c.req.valid('query').search) }),
  )
  .post('/', doc(TAG, 'Create a relay', { ok: { status: 201, etag: true, schema: dataOf(relaySchema) } }), editors, validate('json', RelayInputSchema), async (c) => {
    const data = await relays.createRelay(c.var.db, c.var.caller, c.req.valid('json'));
    return c.json({ data }, 201, { ETag: etagOf(data.version) });
  })
  .get('/:id', doc(TAG, 'One relay (ETag: its version)', { ok: { etag: true, schema: dataOf(relaySchema) } }), validate('param', idParam), async (c) => {
    const data = await relays.getRelay(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .put('/:id', doc(TAG, 'Update a relay (If-Match: the version edited, else 412)', { ifMatch: true, ok: { etag: true, schema: dataOf(relaySchema) } }), editors, validate('param', idParam), validate('json', RelayInputSchema), async (c) => {
    const data = await relays.updateRelay(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c));
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .delete('/:id', doc(TAG, 'Delete a relay', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await relays.deleteRelay(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  });
