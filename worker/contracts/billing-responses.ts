import * as v from 'valibot';
import { absoluteUrl, examples, instant, schemaOf } from './response-kit';
import type { StripeConnectionDto } from './billing';

/** The answers of the billing API (/api/billing: Stripe) as valibot schemas for the OpenAPI document. */
export const stripeConnectionSchema = schemaOf<StripeConnectionDto>()(
  v.pipe(
    v.object({
      status: v.picklist(['not_connected', 'connected', 'expired', 'failed']),
      accountName: v.pipe(v.string(), v.description('Live mode or Test mode, from the key; empty when not connected')),
      webhookUrl: v.pipe(absoluteUrl, v.description("The endpoint to add in Stripe's dashboard for this organization's events")),
      lastError: v.nullable(v.string()),
      lastSync: v.nullable(
        v.object({
          finishedAt: instant,
          customers: v.pipe(v.number(), v.description('Stripe customers read')),
          matched: v.pipe(v.number(), v.description('Of them, matched to a CRM account')),
        }),
      ),
      syncing: v.boolean(),
    }),
    examples({
      status: 'connected',
      accountName: 'Live mode',
      webhookUrl: 'https://app.routewise.example/api/public/stripe/acc_8f2a/webhook',
      lastError: null,
      lastSync: { finishedAt: '2026-12-07T15:00:00.000Z', customers: 412, matched: 388 },
      syncing: false,
    }),
  ),
);
