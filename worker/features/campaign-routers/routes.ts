import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { ledgerQuery } from '../../contracts/distribution';
import { campaignCloneSchema, campaignListQuery, campaignPublicParam, CampaignRouterInputSchema, CampaignSlugSchema, CampaignSubmissionSchema } from '../../contracts/campaign';
import { campaignInstallationSchema, campaignRouterSchema, campaignRouterSummarySchema, publicCampaignSchema, slugAvailabilitySchema } from '../../contracts/campaign-responses';
import { ledgerEntrySchema, roundRobinSnapshotSchema } from '../../contracts/distribution-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { submissionResultSchema } from '../../contracts/routing-sessions-responses';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { idempotent } from '../../http/idempotency';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import { podLedger, podSnapshot } from '../distribution/round-robin';
import { publicCampaign, submitCampaign } from './public';
import * as campaigns from './service';

const TAG = 'campaign-routers';
const editors = requireRole('super_admin', 'manager');
const slugQuery = v.object({ slug: CampaignSlugSchema, exceptId: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** Campaign routers (spec section 2). Everyone signed in reads; Admins and Managers write. Mounted at /api/campaign-routers. */
export const campaignRouterRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Campaign routers, newest first, with their last 28 days', { ok: { schema: listOf(campaignRouterSummarySchema) } }), validate('query', campaignListQuery), async (c) =>
    c.json({ data: await campaigns.listCampaignRouters(c.env, c.var.db, c.var.caller, c.req.valid('query').search) }),
  )
  .post('/', doc(TAG, 'Create a campaign router', { ok: { status: 201, schema: dataOf(campaignRouterSchema) } }), editors, validate('json', CampaignRouterInputSchema), async (c) =>
    c.json({ data: await campaigns.createCampaignRouter(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/slug-availability', doc(TAG, 'Whether a router slug is free in the organization', { ok: { schema: dataOf(slugAvailabilitySchema) } }), validate('query', slugQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await campaigns.slugAvailable(c.var.db, c.var.caller, q.slug, q.exceptId) });
  })
  .get('/:id', doc(TAG, 'One campaign router (ETag: its version)', { ok: { etag: true, schema: dataOf(campaignRouterSchema) } }), validate('param', idParam), async (c) => {
    const data = await campaigns.getCampaignRouter(c.env, c.var.db, c.var.caller, c.req.valid('param').id);
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .put('/:id', doc(TAG, 'Update a campaign router (If-Match: the version edited, else 412)', { ifMatch: true, ok: { etag: true, schema: dataOf(campaignRouterSchema) } }), editors, validate('param', idParam), validate('json', CampaignRouterInputSchema), async (c) => {
    const data = await campaigns.updateCampaignRouter(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c));
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .delete('/:id', doc(TAG, 'Delete a campaign router', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await campaigns.deleteCampaignRouter(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/clone', doc(TAG, 'Clone a campaign router under a free slug', { ok: { status: 201, schema: dataOf(campaignRouterSchema) } }), editors, validate('param', idParam), validate('json', campaignCloneSchema), async (c) =>
    c.json({ data: await campaigns.cloneCampaignRouter(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }, 201),
  )
  .get('/:id/installation', doc(TAG, 'The router link and its pre-filled variants per marketing tool', { ok: { schema: dataOf(campaignInstallationSchema) } }), validate('param', idParam), async (c) =>
    c.json({ data: await campaigns.getInstallation(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get('/:id/round-robin', doc(TAG, "Round robin history of the router's fallback distribution", { ok: { schema: dataOf(roundRobinSnapshotSchema) } }), validate('param', idParam), async (c) => {
    const row = await campaigns.checkedRouter(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.json({ data: await podSnapshot(c.env, c.var.db, c.var.caller.accountId, row.id) });
  })
  .get('/:id/round-robin/log', doc(TAG, "Round robin log of the router's fallback distribution", { ok: { schema: listOf(ledgerEntrySchema) } }), validate('param', idParam), validate('query', ledgerQuery), async (c) => {
    const row = await campaigns.checkedRouter(c.var.db, c.var.caller, c.req.valid('param').id);
    const q = c.req.valid('query');
    return c.json({ data: await podLedger(c.env, c.var.db, c.var.caller.accountId, row.id, q.before ? Number(q.before) : null, q.limit ? Number(q.limit) : 100) });
  });

/** Runs work after the response; without an execution context (some tests) it still runs, unawaited. */
function deferFor(c: Context<AppEnv>) {
  return (work: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      void work;
    }
  };
}

/** The public router link's calls: no cookies or CSRF; the page is served from the app's own origin. */
export const publicCampaignRoutes = new Hono<AppEnv>()
  .get('/:org/:slug', doc('public', 'What a campaign router link shows: the contact form, consent and meeting type', { public: true, ok: { schema: dataOf(publicCampaignSchema) } }), validate('param', campaignPublicParam), async (c) => {
    const p = c.req.valid('param');
    return c.json({ data: await publicCampaign(c.var.db, p.org, p.slug) });
  })
  .post(
    '/:org/:slug/submissions',
    doc('public', 'Route a campaign prospect (pre-filled from the link, or from the contact form; optional Idempotency-Key)', { public: true, rateLimited: true, idempotencyKey: 'optional', ok: { status: 201, schema: dataOf(submissionResultSchema) } }),
    validate('param', campaignPublicParam),
    idempotent({ scope: (c) => `campaign-submission:${c.req.param('org')}:${c.req.param('slug')}`, status: 201, required: false }),
    validate('json', CampaignSubmissionSchema),
    async (c) => {
      const p = c.req.valid('param');
      const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
      return c.json({ data: await submitCampaign(c.env, c.var.db, p.org, p.slug, c.req.valid('json'), c.var.idempotency, deferFor(c), ip) }, 201);
    },
  );
