import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { StripeConnectSchema } from '../../contracts/billing';
import { stripeConnectionSchema } from '../../contracts/billing-responses';
import { doc } from '../../http/openapi';
import { docData, docDone } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as billing from './service';
import { stripeWebhook } from './parts/webhook';
import { noContent } from '../../http/answers';
import { accountIdParam } from '../../contracts/common';

const TAG = 'billing';
const admins = requireRole('super_admin');

/** The Stripe connection (Admins only). Mount at /api/billing. */
export const billingRoutes = signedInRoutes()
  .get('/stripe', docData(TAG, 'The Stripe connection, its webhook endpoint and last sync', stripeConnectionSchema), admins, async (c) =>
    c.json({ data: await billing.connectionStatus(c.env, c.var.db, c.var.caller) }),
  )
  .put(
    '/stripe',
    docData(TAG, 'Connect Stripe: a restricted API key (checked with a real read) and the webhook signing secret', stripeConnectionSchema),
    admins,
    validate('json', StripeConnectSchema),
    async (c) => c.json({ data: await billing.connect(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .post('/stripe/sync', docData(TAG, 'Read every Stripe customer and subscription again', stripeConnectionSchema), admins, async (c) =>
    c.json({ data: await billing.syncNow(c.env, c.var.db, c.var.caller) }),
  )
  .delete('/stripe', docDone(TAG, "Disconnect Stripe: every account's plan and MRR are cleared"), admins, async (c) =>
    noContent(c, billing.disconnect(c.var.db, c.var.caller)),
  );

/** Stripe's events for one organization: no session; each proves itself with Stripe-Signature. Mount at /api/public/stripe. */
export const stripeWebhookRoutes = new Hono<AppEnv>().post(
  '/:accountId/webhook',
  doc(TAG, "Stripe webhook endpoint (Stripe-Signature with the endpoint's signing secret; a bad signature gets 400)", {
    public: true,
    ok: { schema: v.object({ received: v.boolean(), outcome: v.picklist(['applied', 'duplicate', 'ignored']) }) },
  }),
  validate('param', accountIdParam),
  async (c) => {
    const outcome = await stripeWebhook(c.env, c.var.db, c.req.valid('param').accountId, {
      body: await c.req.text(),
      signature: c.req.header('stripe-signature') ?? null,
    });
    return c.json({ received: true, outcome });
  },
);
