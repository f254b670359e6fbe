import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { runBatch, type Stmt } from '../../../db/batch';
import { DomainError } from '../../../core/errors';
import { webhookEvent } from '../../../lib/webhook-event';
import { matchCustomer, matchKeys } from '../../../core/billing/match';
import {
  STRIPE_EVENT_TYPES,
  StripeCustomerObjectSchema,
  StripeEventSchema,
  StripeSubscriptionObjectSchema,
} from '../../../contracts/billing';
import { verifyStripeSignature } from '../../../integrations/billing/stripe-signature';
import { toCustomer, toSubscription, type WireSubscription } from '../../../integrations/billing/stripe-wire';
import * as integrations from '../../integrations/service';
import * as crm from '../../crm/service';
import * as repo from '../repo';
import { stripeConnection, type StripeCredentials, type StripeSettings } from '../service';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const badSignature = () => new DomainError('bad_request', 'invalid_signature', 'Invalid Stripe signature');
const badEvent = () => new DomainError('bad_request', 'invalid_event', 'Not a Stripe event this endpoint understands');

/**
 * A Stripe event for one organization: the Stripe-Signature must be the endpoint's (its signing secret,
 * five minutes' tolerance), or 400. Customer and subscription events update the mirror and recompute the
 * matched account in one batch; an event id already applied changes nothing, and a change older than the
 * stored one (Stripe's event time) is kept out by the mirror's versions.
 */
export async function stripeWebhook(
  env: Env,
  db: Db,
  accountId: string,
  req: { body: string; signature: string | null },
  now = Date.now(),
): Promise<WebhookOutcome> {
  const conn = await stripeConnection(db, accountId);
  if (!conn || !conn.credentials) throw badSignature();
  const { signingSecret } = await integrations.credentialsOf<StripeCredentials>(env, conn);
  if (!(await verifyStripeSignature(signingSecret, req.signature, req.body, now))) throw badSignature();
  const event = webhookEvent(req.body, StripeEventSchema, badEvent);
  const { id, type, created } = event;
  if (await repo.eventSeen(db, accountId, id)) return 'duplicate';
  const seen = repo.recordEventStmt(db, accountId, id, type, now);
  if (!(STRIPE_EVENT_TYPES as readonly string[]).includes(type)) {
    await runBatch(db, [seen]);
    return 'ignored';
  }
  const version = { at: created * 1000, id };
  const object = event.data.object;
  const stmts: Stmt[] = [seen];
  if (type.startsWith('customer.subscription.')) {
    const parsed = v.safeParse(StripeSubscriptionObjectSchema, object);
    if (!parsed.success) throw badEvent();
    const sub = toSubscription(parsed.output as WireSubscription, (conn.settings as StripeSettings).productNames ?? {});
    // A deleted subscription is a canceled one, whatever status the object still shows.
    if (type === 'customer.subscription.deleted') Object.assign(sub, { status: 'canceled', mrrCents: 0 });
    stmts.push(
      repo.customerPlaceholderStmt(db, accountId, sub.customerId, now),
      repo.upsertSubscriptionStmt(db, accountId, sub, version, now),
      crm.recomputeBillingForCustomerStmt(db, accountId, sub.customerId, []),
    );
  } else {
    const parsed = v.safeParse(StripeCustomerObjectSchema, object);
    if (!parsed.success) throw badEvent();
    const customer = { ...toCustomer(parsed.output), deleted: type === 'customer.deleted' || parsed.output.deleted === true };
    const before = await repo.findCustomer(db, accountId, customer.customerId);
    const candidates = await crm.billingMatchCandidates(db, accountId, matchKeys([customer.email]));
    const match = customer.deleted ? null : matchCustomer(customer.email, candidates);
    stmts.push(
      repo.upsertCustomerStmt(db, accountId, customer, match, version, now),
      crm.recomputeBillingForCustomerStmt(db, accountId, customer.customerId, [before?.crmRecordId ?? null]),
    );
  }
  await runBatch(db, stmts);
  return 'applied';
}
