import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { doc } from '../../http/openapi';
import { docData } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { MuxMetadataSchema } from '../../contracts/media';
import { muxVideoMetadataSchema } from '../../contracts/media-responses';
import * as assets from './service';
import { accountIdParam } from '../../contracts/common';

/** Mux's video events for one organization: no session; each proves itself with Mux-Signature. Mount at /api/public/mux. */
export const muxWebhookRoutes = new Hono<AppEnv>().post(
  '/:accountId/webhook',
  doc('media', "Mux webhook endpoint (Mux-Signature with the webhook's signing secret; a bad or stale signature gets 400)", {
    public: true,
    ok: { schema: v.object({ received: v.boolean(), outcome: v.picklist(['applied', 'duplicate', 'ignored']) }) },
  }),
  validate('param', accountIdParam),
  async (c) => {
    const outcome = await assets.muxWebhook(c.env, c.var.db, c.req.valid('param').accountId, {
      body: await c.req.text(),
      signature: c.req.header('mux-signature') ?? null,
    });
    return c.json({ received: true, outcome });
  },
);

/**
 * POST /api/mux (spec section 7: {url} -> Get video metadata): what Mux has of the video a playback URL plays,
 * asked with the organization's Mux token. Admins use it adding a Mux link to the asset library. Mount at /api/mux.
 */
export const muxMetadataRoutes = signedInRoutes().post(
  '/',
  docData(
    'media',
    'Get video metadata: a Mux playback URL (stream.mux.com, player.mux.com or image.mux.com) -> its status, length, aspect ratio and thumbnail',
    muxVideoMetadataSchema,
  ),
  requireRole('super_admin'),
  validate('json', MuxMetadataSchema),
  async (c) => c.json({ data: await assets.muxMetadata(c.env, c.var.db, c.var.caller.accountId, c.req.valid('json').url) }),
);
