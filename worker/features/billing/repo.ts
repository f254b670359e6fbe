import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { stripeCustomers, stripeEvents, stripeSubscriptions } from '../../db/schema/billing';
import type { BillingCustomer, BillingSubscription } from '../../integrations/billing/adapter';
import { ofAccount } from '../../db/live-rows';

// Stripe's mirror (the CRM account columns recomputed from it are crm's: crm/billing-columns-repo.ts). Every write carries a version (Stripe's
// event time in ms and its id; a sync page is the time it was read, with an empty id): an upsert older than
// the stored row changes nothing, so duplicate and out-of-order deliveries settle on the newest state.

export type Version = { at: number; id: string };

const IN_SLICE = 90;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / IN_SLICE) }, (_, i) => items.slice(i * IN_SLICE, (i + 1) * IN_SLICE));

const newer = (t: typeof stripeCustomers | typeof stripeSubscriptions) =>
  sql`excluded.version_at > ${t.versionAt} or (excluded.version_at = ${t.versionAt} and excluded.version_id > ${t.versionId})`;

export const findCustomer = (db: Db, accountId: string, customerId: string) =>
  db
    .select()
    .from(stripeCustomers)
    .where(ofAccount(stripeCustomers, accountId, eq(stripeCustomers.customerId, customerId)))
    .get();

export function upsertCustomerStmt(db: Db, accountId: string, c: BillingCustomer, crmRecordId: string | null, v: Version, now: number) {
  // A newer version of the customer replaces every column but its identity.
  const set = { email: c.email, name: c.name, crmRecordId, deleted: c.deleted, versionAt: v.at, versionId: v.id, updatedAt: now };
  return db
    .insert(stripeCustomers)
    .values({ id: `${accountId}:${c.customerId}`, accountId, customerId: c.customerId, ...set })
    .onConflictDoUpdate({ target: stripeCustomers.id, set, setWhere: newer(stripeCustomers) });
}

/** A customer known only by id (a subscription arrived first): unmatched until its own details come. */
export const customerPlaceholderStmt = (db: Db, accountId: string, customerId: string, now: number) =>
  db
    .insert(stripeCustomers)
    .values({ id: `${accountId}:${customerId}`, accountId, customerId, versionAt: 0, versionId: '', updatedAt: now })
    .onConflictDoNothing();

export const upsertSubscriptionStmt = (db: Db, accountId: string, s: BillingSubscription, v: Version, now: number) => {
  const values = {
    customerId: s.customerId,
    status: s.status,
    plan: s.plan,
    mrrCents: s.mrrCents,
    currency: s.currency,
    versionAt: v.at,
    versionId: v.id,
    updatedAt: now,
  };
  return db
    .insert(stripeSubscriptions)
    .values({ id: `${accountId}:${s.subscriptionId}`, accountId, subscriptionId: s.subscriptionId, ...values })
    .onConflictDoUpdate({ target: stripeSubscriptions.id, set: values, setWhere: newer(stripeSubscriptions) });
};

export const eventSeen = (db: Db, accountId: string, eventId: string) =>
  rowExists(db, stripeEvents, stripeEvents.eventId, ofAccount(stripeEvents, accountId, eq(stripeEvents.eventId, eventId)));

export const recordEventStmt = (db: Db, accountId: string, eventId: string, type: string, now: number) =>
  db.insert(stripeEvents).values({ accountId, eventId, type, receivedAt: now }).onConflictDoNothing();

/** Disconnecting forgets Stripe: the mirror and the applied events go (the accounts' columns are recomputed after). */
export const forgetStmts = (db: Db, accountId: string) => [
  db.delete(stripeSubscriptions).where(eq(stripeSubscriptions.accountId, accountId)),
  db.delete(stripeCustomers).where(eq(stripeCustomers.accountId, accountId)),
  db.delete(stripeEvents).where(eq(stripeEvents.accountId, accountId)),
];

export async function customerCounts(db: Db, accountId: string) {
  const row = await db
    .select({ customers: count(), matched: count(stripeCustomers.crmRecordId) })
    .from(stripeCustomers)
    .where(ofAccount(stripeCustomers, accountId, eq(stripeCustomers.deleted, false)))
    .get();
  return { customers: Number(row?.customers ?? 0), matched: Number(row?.matched ?? 0) };
}
