import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { usageScopeParam, usageSettingsSchema } from '../../contracts/product-usage';
import { httpUsageBodySchema, segmentBatchSchema, segmentCallSchema, type SegmentCall } from '../../contracts/product-usage-inbound';
import { productUsageSchema, usageCredentialSchema, usageIngestSchema } from '../../contracts/product-usage-responses';
import { doc } from '../../http/openapi';
import { docCreated, docData, docDone } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as usage from './service';
import * as sources from './parts/sources';
import { noContent } from '../../http/answers';
import { accountIdParam } from '../../contracts/common';

const TAG = 'product usage';
const admins = requireRole('super_admin');

/** /api/product-usage: activation settings per tab, inbound credentials, Mixpanel import (Admins). */
export const productUsageRoutes = signedInRoutes()
  .use(admins)
  .get('/', docData(TAG, 'Activation settings, connected sources and event names seen', productUsageSchema), async (c) =>
    c.json({ data: await usage.getProductUsage(c.var.db, c.var.caller) }),
  )
  .put(
    '/settings/:scope',
    docData(TAG, 'Save the account-level or user-level activation events and window; every score is recalculated', productUsageSchema),
    validate('param', usageScopeParam),
    validate('json', usageSettingsSchema),
    async (c) => c.json({ data: await usage.saveScopeSettings(c.var.db, c.var.caller, c.req.valid('param').scope, c.req.valid('json')) }),
  )
  .post(
    '/segment-key',
    docCreated(TAG, 'A new Segment write key (shown once; the previous one stops working)', usageCredentialSchema),
    async (c) => c.json({ data: await usage.rotateSegmentKey(c.var.db, c.var.caller) }, 201),
  )
  .post(
    '/http-secret',
    docCreated(TAG, "A new signing secret for the product's own endpoint (shown once)", usageCredentialSchema),
    async (c) => c.json({ data: await usage.rotateHttpSecret(c.env, c.var.db, c.var.caller) }, 201),
  )
  .post(
    '/mixpanel-import',
    docData(TAG, "Import the last 14 days of the connected Mixpanel project's events", usageIngestSchema),
    async (c) => c.json({ data: await sources.importMixpanel(c.env, c.var.db, c.var.caller) }),
  )
  .post('/rebuild', docDone(TAG, 'Recount every score from the stored events'), async (c) =>
    noContent(c, usage.rebuild(c.var.db, c.var.caller)),
  );

type SegmentEnv = AppEnv & { Variables: { usageAccountId: string } };
const writeKey = createMiddleware<SegmentEnv>(async (c, next) => {
  c.set('usageAccountId', await sources.organizationOfWriteKey(c.var.db, c.req.header('authorization')));
  await next();
});
const signed = createMiddleware<AppEnv>(async (c, next) => {
  const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, c.req.header(h) ?? '']));
  await sources.verifyHttpSignature(c.env, c.var.db, c.req.param('accountId') ?? '', await c.req.text(), headers);
  await next();
});
const ingested = { public: true, ok: { schema: v.object({ data: usageIngestSchema }) } };

/** One Segment call (track, identify, or any type at /segment): a batch of one, with no sentAt of its own. */
const ingestCall = (c: Context<SegmentEnv>, call: SegmentCall) =>
  sources.ingestSegment(c.var.db, c.var.usageAccountId, [call], undefined, Date.now(), c.env);

/**
 * /api/public/product-usage: Segment's HTTP Tracking API (Basic auth with the organization's write key;
 * point a Segment HTTP source or webhook destination at /segment) and the product's signed endpoint.
 */
export const publicProductUsageRoutes = new Hono<SegmentEnv>()
  .post('/segment/v1/batch', doc(TAG, 'Segment batch call', ingested), writeKey, validate('json', segmentBatchSchema), async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await sources.ingestSegment(c.var.db, c.var.usageAccountId, body.batch, body.sentAt, Date.now(), c.env) });
  })
  .post('/segment/v1/track', doc(TAG, 'Segment track call', ingested), writeKey, validate('json', segmentCallSchema), async (c) =>
    c.json({ data: await ingestCall(c, { ...c.req.valid('json'), type: 'track' }) }),
  )
  .post('/segment/v1/identify', doc(TAG, 'Segment identify call', ingested), writeKey, validate('json', segmentCallSchema), async (c) =>
    c.json({ data: await ingestCall(c, { ...c.req.valid('json'), type: 'identify' }) }),
  )
  .post(
    '/segment',
    doc(TAG, 'One Segment call of any type, as a webhook destination posts it', ingested),
    writeKey,
    validate('json', segmentCallSchema),
    async (c) => c.json({ data: await ingestCall(c, c.req.valid('json')) }),
  )
  .post(
    '/events/:accountId',
    doc(TAG, "The product's own events, signed per Standard Webhooks with the organization's secret", ingested),
    validate('param', accountIdParam),
    signed,
    validate('json', httpUsageBodySchema),
    async (c) =>
      c.json({ data: await sources.ingestHttp(c.var.db, c.req.valid('param').accountId, c.req.valid('json'), Date.now(), c.env) }),
  );
