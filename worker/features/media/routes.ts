import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { MuxConnectSchema } from '../../contracts/media';
import { muxConnectionSchema } from '../../contracts/media-responses';
import { doc } from '../../http/openapi';
import { docData, docDone } from '../../http/doc-answers';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as media from './service';
import * as assets from '../assets/service';

const TAG = 'media';
const admins = requireRole('super_admin');

/** The Mux connection (Admins only). Mount at /api/media. */
export const mediaRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/mux', docData(TAG, 'The Mux connection and its webhook URL', muxConnectionSchema), admins, async (c) =>
    c.json({ data: await media.connectionStatus(c.env, c.var.db, c.var.caller) }),
  )
  .put(
    '/mux',
    docData(TAG, 'Connect Mux: an access token (checked with a real read) and the webhook signing secret', muxConnectionSchema),
    admins,
    validate('json', MuxConnectSchema),
    async (c) => c.json({ data: await media.connect(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .delete('/mux', docDone(TAG, 'Disconnect Mux: new videos upload to storage again; uploaded ones keep playing'), admins, async (c) => {
    await media.disconnect(c.var.db, c.var.caller);
    return c.body(null, 204);
  });

const orgParam = v.object({ accountId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** Mux's video events for one organization: no session; each proves itself with Mux-Signature. Mount at /api/public/mux. */
export const muxWebhookRoutes = new Hono<AppEnv>().post(
  '/:accountId/webhook',
  doc(TAG, "Mux webhook endpoint (Mux-Signature with the webhook's signing secret; a bad or stale signature gets 400)", {
    public: true,
    ok: { schema: v.object({ received: v.boolean(), outcome: v.picklist(['applied', 'duplicate', 'ignored']) }) },
  }),
  validate('param', orgParam),
  async (c) => {
    const outcome = await assets.muxWebhook(c.env, c.var.db, c.req.valid('param').accountId, {
      body: await c.req.text(),
      signature: c.req.header('mux-signature') ?? null,
    });
    return c.json({ received: true, outcome });
  },
);
