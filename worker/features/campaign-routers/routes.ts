import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { ledgerQuery } from '../../contracts/distribution';
import {
  campaignCloneSchema,
  campaignListQuery,
  campaignPublicParam,
  CampaignRouterInputSchema,
  CampaignSlugSchema,
  CampaignSubmissionSchema,
} from '../../contracts/campaign';
import {
  campaignInstallationSchema,
  campaignRouterSchema,
  campaignRouterSummarySchema,
  publicCampaignSchema,
  slugAvailabilitySchema,
} from '../../contracts/campaign-responses';
import { ledgerEntrySchema, roundRobinSnapshotSchema } from '../../contracts/distribution-responses';
import { dataOf } from '../../contracts/response-kit';
import { submissionResultSchema } from '../../contracts/routing-sessions-responses';
import { deferFor } from '../../http/defer';
import { idempotent } from '../../http/idempotency';
import { doc } from '../../http/openapi';
import { docCreated, docData, docList } from '../../http/doc-answers';
import { versionedItemRoutes } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { podLedger, podSnapshot } from '../distribution/service';
import { publicCampaign, submitCampaign } from './parts/public';
import * as campaigns from './service';

const TAG = 'campaign-routers';
const editors = requireRole('super_admin', 'manager');
const slugQuery = v.object({ slug: CampaignSlugSchema, exceptId: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** Campaign routers (spec section 2). Everyone signed in reads; Admins and Managers write. Mounted at /api/campaign-routers. */
export const campaignRouterRoutes = signedInRoutes()
  .get(
    '/',
    docList(TAG, 'Campaign routers, newest first, with their last 28 days', campaignRouterSummarySchema),
    validate('query', campaignListQuery),
    async (c) => c.json({ data: await campaigns.listCampaignRouters(c.env, c.var.db, c.var.caller, c.req.valid('query').search) }),
  )
  .post(
    '/',
    docCreated(TAG, 'Create a campaign router', campaignRouterSchema),
    editors,
    validate('json', CampaignRouterInputSchema),
    async (c) => c.json({ data: await campaigns.createCampaignRouter(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get(
    '/slug-availability',
    docData(TAG, 'Whether a router slug is free in the organization', slugAvailabilitySchema),
    validate('query', slugQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({ data: await campaigns.slugAvailable(c.var.db, c.var.caller, q.slug, q.exceptId) });
    },
  )
  .route(
    '/',
    versionedItemRoutes({
      tag: TAG,
      noun: 'campaign router',
      schema: campaignRouterSchema,
      input: CampaignRouterInputSchema,
      editors,
      get: (db, caller, id, env) => campaigns.getCampaignRouter(env, db, caller, id),
      update: (db, caller, id, input, ifMatch, env) => campaigns.updateCampaignRouter(env, db, caller, id, input, ifMatch),
      remove: campaigns.deleteCampaignRouter,
    }),
  )
  .post(
    '/:id/clone',
    docCreated(TAG, 'Clone a campaign router under a free slug', campaignRouterSchema),
    editors,
    validate('param', idParam),
    validate('json', campaignCloneSchema),
    async (c) =>
      c.json(
        { data: await campaigns.cloneCampaignRouter(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) },
        201,
      ),
  )
  .get(
    '/:id/installation',
    docData(TAG, 'The router link and its pre-filled variants per marketing tool', campaignInstallationSchema),
    validate('param', idParam),
    async (c) => c.json({ data: await campaigns.getInstallation(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get(
    '/:id/round-robin',
    docData(TAG, "Round robin history of the router's fallback distribution", roundRobinSnapshotSchema),
    validate('param', idParam),
    async (c) => {
      const row = await campaigns.checkedRouter(c.var.db, c.var.caller, c.req.valid('param').id);
      return c.json({ data: await podSnapshot(c.env, c.var.db, c.var.caller.accountId, row.id) });
    },
  )
  .get(
    '/:id/round-robin/log',
    docList(TAG, "Round robin log of the router's fallback distribution", ledgerEntrySchema),
    validate('param', idParam),
    validate('query', ledgerQuery),
    async (c) => {
      const row = await campaigns.checkedRouter(c.var.db, c.var.caller, c.req.valid('param').id);
      const q = c.req.valid('query');
      return c.json({
        data: await podLedger(
          c.env,
          c.var.db,
          c.var.caller.accountId,
          row.id,
          q.before ? Number(q.before) : null,
          q.limit ? Number(q.limit) : 100,
        ),
      });
    },
  );

/** The public router link's calls: no cookies or CSRF; the page is served from the app's own origin. */
export const publicCampaignRoutes = new Hono<AppEnv>()
  .get(
    '/:org/:slug',
    doc('public', 'What a campaign router link shows: the contact form, consent and meeting type', {
      public: true,
      ok: { schema: dataOf(publicCampaignSchema) },
    }),
    validate('param', campaignPublicParam),
    async (c) => {
      const p = c.req.valid('param');
      return c.json({ data: await publicCampaign(c.env, c.var.db, p.org, p.slug) });
    },
  )
  .post(
    '/:org/:slug/submissions',
    doc('public', 'Route a campaign prospect (pre-filled from the link, or from the contact form; optional Idempotency-Key)', {
      public: true,
      rateLimited: true,
      idempotencyKey: 'optional',
      ok: { status: 201, schema: dataOf(submissionResultSchema) },
    }),
    validate('param', campaignPublicParam),
    idempotent({ scope: (c) => `campaign-submission:${c.req.param('org')}:${c.req.param('slug')}`, status: 201, required: false }),
    validate('json', CampaignSubmissionSchema),
    async (c) => {
      const p = c.req.valid('param');
      const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
      return c.json(
        { data: await submitCampaign(c.env, c.var.db, p.org, p.slug, c.req.valid('json'), c.var.idempotency, deferFor(c), ip) },
        201,
      );
    },
  );
