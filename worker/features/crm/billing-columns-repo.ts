import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmRecords } from '../../db/schema/routing';
import type { AccountBillingDto } from '../../contracts/billing';
import type { FieldValue } from '../../contracts/routing';
import { ofAccount } from '../../db/live-rows';

// The CRM side of Stripe (features/billing keeps the mirror of customers and subscriptions): the records a
// customer may match, and the account columns (plan, MRR, status, customer id) recomputed from the mirror.

type CrmRow = typeof crmRecords.$inferSelect;
const IN_SLICE = 90;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / IN_SLICE) }, (_, i) => items.slice(i * IN_SLICE, (i + 1) * IN_SLICE));

/** CRM accounts by domain and the accounts of contacts by e-mail, for matching customers. */
export async function matchCandidates(db: Db, accountId: string, keys: { emails: string[]; domains: string[] }) {
  const accountsByDomain = new Map<string, string>();
  const accountOfContactEmail = new Map<string, string>();
  for (const part of slices(keys.domains)) {
    const rows = await db
      .select({ id: crmRecords.id, domain: crmRecords.domain })
      .from(crmRecords)
      .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, 'account'), inArray(crmRecords.domain, part)))
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
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, 'account'), which));

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

/** The billing columns of an account row as the API shows them; null for other modules. */
export const billingOf = (r: CrmRow): AccountBillingDto | null =>
  r.module === 'account'
    ? {
        plan: r.billingPlan,
        mrrCents: r.billingMrrCents,
        status: r.billingStatus,
        currency: r.billingCurrency,
        stripeCustomerId: r.stripeCustomerId,
      }
    : null;

/** Stripe's plan and MRR (whole currency units) as CRM fields rules read, on accounts matched to a customer. */
export function billingFields(r: CrmRow): Record<string, FieldValue> {
  if (r.module !== 'account' || r.stripeCustomerId === null) return {};
  return { stripe_plan: r.billingPlan, stripe_mrr: r.billingMrrCents === null ? null : r.billingMrrCents / 100 };
}
