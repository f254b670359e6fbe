import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { requiredRef } from './columns';
import { accounts, tenantRow } from './identity';

// Stripe's customers and subscriptions as last seen (sync or webhook). `version_at`/`version_id` order the
// writes: a change older than the stored one (Stripe's event time, then event id) never overwrites it, so
// webhooks arriving together or out of order end in the newest state whatever order they are applied in.
export const stripeCustomers = sqliteTable(
  'stripe_customers',
  {
    ...tenantRow(),
    customerId: text('customer_id').notNull(),
    email: text('email'),
    name: text('name').notNull().default(''),
    /** The CRM account this customer is matched to (by e-mail domain or a contact's e-mail), or null. */
    crmRecordId: text('crm_record_id'),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    versionAt: integer('version_at').notNull(),
    versionId: text('version_id').notNull().default(''),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('stripe_customers_uq').on(t.accountId, t.customerId),
    index('stripe_customers_record_idx').on(t.accountId, t.crmRecordId),
  ],
);

export const stripeSubscriptions = sqliteTable(
  'stripe_subscriptions',
  {
    ...tenantRow(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    plan: text('plan').notNull().default(''),
    mrrCents: integer('mrr_cents').notNull().default(0),
    currency: text('currency').notNull().default(''),
    versionAt: integer('version_at').notNull(),
    versionId: text('version_id').notNull().default(''),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('stripe_subscriptions_uq').on(t.accountId, t.subscriptionId),
    index('stripe_subscriptions_customer_idx').on(t.accountId, t.customerId),
  ],
);

export const stripeEvents = sqliteTable(
  'stripe_events',
  {
    accountId: requiredRef('account_id', () => accounts.id),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.eventId] })],
);
