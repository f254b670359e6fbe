import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { doc } from '../../http/openapi';
import { validate } from '../../http/validate';
import * as assets from './service';

const orgParam = v.object({ accountId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** Mux's video events for one organization: no session; each proves itself with Mux-Signature. Mount at /api/public/mux. */
export const muxWebhookRoutes = new Hono<AppEnv>().post(
  '/:accountId/webhook',
  doc('media', "Mux webhook endpoint (Mux-Signature with the webhook's signing secret; a bad or stale signature gets 400)", {
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
