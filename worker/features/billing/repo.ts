import { and, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stripeCustomers, stripeEvents, stripeSubscriptions } from '../../db/schema/billing';
import { crmRecords } from '../../db/schema/routing';
import type { BillingCustomer, BillingSubscription } from '../../integrations/billing/adapter';

// Stripe's mirror and the CRM account columns recomputed from it. Every write carries a version (Stripe's
// event time in ms and its id; a sync page is the time it was read, with an empty id): an upsert older than
// the stored row changes nothing, so duplicate and out-of-order deliveries settle on the newest state.

export type Version = { at: number; id: string };

const IN_SLICE = 90;
const slices = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / IN_SLICE) }, (_, i) => items.slice(i * IN_SLICE, (i + 1) * IN_SLICE));

const newer = (t: typeof stripeCustomers | typeof stripeSubscriptions) =>
  sql`excluded.version_at > ${t.versionAt} or (excluded.version_at = ${t.versionAt} and excluded.version_id > ${t.versionId})`;

/** CRM accounts by domain and the accounts of contacts by e-mail, for matching customers. */
export async function matchCandidates(db: Db, accountId: string, keys: { emails: string[]; domains: string[] }) {
  const accountsByDomain = new Map<string, string>();
  const accountOfContactEmail = new Map<string, string>();
  for (const part of slices(keys.domains)) {
    const rows = await db
      .select({ id: crmRecords.id, domain: crmRecords.domain })
      .from(crmRecords)
      .where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, 'account'), inArray(crmRecords.domain, part)))
      .orderBy(crmRecords.createdAt, crmRecords.id)
      .all();
    for (const r of rows) if (r.domain && !accountsByDomain.has(r.domain)) accountsByDomain.set(r.domain, r.id);
  }
  for (const part of slices(keys.emails)) {
    const rows = await db
      .select({ email: crmRecords.email, parent: crmRecords.parentAccountId })
      .from(crmRecords)
      .where(
        and(
          eq(crmRecords.accountId, accountId),
          eq(crmRecords.module, 'contact'),
          inArray(crmRecords.email, part),
          isNotNull(crmRecords.parentAccountId),
        ),
      )
      .orderBy(crmRecords.createdAt, crmRecords.id)
      .all();
    for (const r of rows) if (r.email && r.parent && !accountOfContactEmail.has(r.email)) accountOfContactEmail.set(r.email, r.parent);
  }
  return { accountsByDomain, accountOfContactEmail };
}

export const findCustomer = (db: Db, accountId: string, customerId: string) =>
  db
    .select()
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.accountId, accountId), eq(stripeCustomers.customerId, customerId)))
    .get();

export const upsertCustomerStmt = (db: Db, accountId: string, c: BillingCustomer, crmRecordId: string | null, v: Version, now: number) =>
  db
    .insert(stripeCustomers)
    .values({
      id: `${accountId}:${c.customerId}`,
      accountId,
      customerId: c.customerId,
      email: c.email,
      name: c.name,
      crmRecordId,
      deleted: c.deleted,
      versionAt: v.at,
      versionId: v.id,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: stripeCustomers.id,
      set: {
        email: c.email,
        name: c.name,
        crmRecordId,
        deleted: c.deleted,
        versionAt: v.at,
        versionId: v.id,
        updatedAt: now,
      },
      setWhere: newer(stripeCustomers),
    });

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

export const eventSeen = async (db: Db, accountId: string, eventId: string) =>
  !!(await db
    .select({ id: stripeEvents.eventId })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.accountId, accountId), eq(stripeEvents.eventId, eventId)))
    .get());

export const recordEventStmt = (db: Db, accountId: string, eventId: string, type: string, now: number) =>
  db.insert(stripeEvents).values({ accountId, eventId, type, receivedAt: now }).onConflictDoNothing();

// The account's subscriptions (through its matched, live customers), best first: paying, then by MRR.
const subsOf = (select: SQL, order = true) =>
  sql`(select ${select} from "stripe_subscriptions" "s" join "stripe_customers" "c" on "c"."account_id" = "s"."account_id" and "c"."customer_id" = "s"."customer_id" where "c"."account_id" = ${crmRecords.accountId} and "c"."crm_record_id" = ${crmRecords.id} and "c"."deleted" = 0${order ? sql` order by case "s"."status" when 'active' then 0 when 'past_due' then 1 when 'trialing' then 2 when 'unpaid' then 3 when 'paused' then 4 when 'incomplete' then 5 else 6 end, "s"."mrr_cents" desc, "s"."subscription_id" limit 1` : sql``})`;
const matched = sql`exists (select 1 from "stripe_customers" "c" where "c"."account_id" = ${crmRecords.accountId} and "c"."crm_record_id" = ${crmRecords.id} and "c"."deleted" = 0)`;
const mainCustomer = sql`(select "c"."customer_id" from "stripe_customers" "c" left join "stripe_subscriptions" "s" on "s"."account_id" = "c"."account_id" and "s"."customer_id" = "c"."customer_id" where "c"."account_id" = ${crmRecords.accountId} and "c"."crm_record_id" = ${crmRecords.id} and "c"."deleted" = 0 order by case "s"."status" when 'active' then 0 when 'past_due' then 1 when 'trialing' then 2 when 'unpaid' then 3 else 4 end, "s"."mrr_cents" desc, "c"."customer_id" limit 1)`;

/**
 * Recomputes plan, MRR (the sum over the account's subscriptions), status and customer id of the CRM
 * accounts `which` selects, in one statement: it reads the mirror as it is when it runs, so whichever of
 * two concurrent deliveries runs it last leaves the account agreeing with everything written before.
 */
const recomputeStmt = (db: Db, accountId: string, which: SQL) =>
  db
    .update(crmRecords)
    .set({
      billingMrrCents: sql`case when ${matched} then coalesce(${subsOf(sql`sum("s"."mrr_cents")`, false)}, 0) end`,
      billingPlan: subsOf(sql`nullif("s"."plan", '')`),
      billingStatus: subsOf(sql`"s"."status"`),
      billingCurrency: subsOf(sql`nullif("s"."currency", '')`),
      stripeCustomerId: mainCustomer,
    })
    .where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, 'account'), which));

/** The account a customer is matched to now, and any it was matched to before (`formerly`). */
export const recomputeForCustomerStmt = (db: Db, accountId: string, customerId: string, formerly: (string | null)[]) => {
  const now = sql`${crmRecords.id} in (select "crm_record_id" from "stripe_customers" where "account_id" = ${accountId} and "customer_id" = ${customerId})`;
  const before = formerly.filter((x): x is string => !!x);
  return recomputeStmt(db, accountId, before.length ? or(now, inArray(crmRecords.id, before))! : now);
};

/** Every account matched to a customer or still showing one (after a full sync or a disconnect). */
export const recomputeAllStmt = (db: Db, accountId: string) =>
  recomputeStmt(
    db,
    accountId,
    or(
      sql`${crmRecords.id} in (select "crm_record_id" from "stripe_customers" where "account_id" = ${accountId})`,
      isNotNull(crmRecords.stripeCustomerId),
      isNotNull(crmRecords.billingStatus),
    )!,
  );

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
    .where(and(eq(stripeCustomers.accountId, accountId), eq(stripeCustomers.deleted, false)))
    .get();
  return { customers: Number(row?.customers ?? 0), matched: Number(row?.matched ?? 0) };
}
