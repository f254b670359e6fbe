import { sqliteTable, text, integer, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { UsageLevel, UsagePeriod } from '../../contracts/product-usage';
import { accounts, accountKey } from './identity';
import { requiredRef } from './columns';

// Product usage (migration 0041): settings and inbound credentials per organization, the stored events,
// their per-day counts and the scores. The counts and score bases move in the `usage_events_count`
// trigger, so an event id counts exactly once.

export const productUsage = sqliteTable(
  'product_usage',
  {
    ...accountKey(),
    /** The account tab's core events; its advanced events (migration 0050) add points on top. */
    accountEvents: text('account_events', { mode: 'json' }).$type<string[]>().notNull().default([]),
    accountAdvancedEvents: text('account_advanced_events', { mode: 'json' }).$type<string[]>().notNull().default([]),
    accountPeriodDays: integer('account_period_days').$type<UsagePeriod>().notNull().default(14),
    userEvents: text('user_events', { mode: 'json' }).$type<string[]>().notNull().default([]),
    userAdvancedEvents: text('user_advanced_events', { mode: 'json' }).$type<string[]>().notNull().default([]),
    userPeriodDays: integer('user_period_days').$type<UsagePeriod>().notNull().default(14),
    /** SHA-256 of the Segment write key the organization's source sends; the key itself is shown once. */
    segmentKeyHash: text('segment_key_hash'),
    segmentKeyHint: text('segment_key_hint'),
    /** The signing secret of the product's own endpoint, sealed by the vault. */
    httpSecret: text('http_secret'),
    httpSecretHint: text('http_secret_hint'),
    mixpanelImportedAt: integer('mixpanel_imported_at'),
    /** The org-local day number the scores were last recomputed for (the midnight roll-off). */
    rescoredDay: integer('rescored_day').notNull().default(0),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('product_usage_segment_key_idx').on(t.segmentKeyHash)],
);

export const usageEvents = sqliteTable(
  'usage_events',
  {
    accountId: requiredRef('account_id', () => accounts.id),
    source: text('source', { enum: ['segment', 'mixpanel', 'http'] }).notNull(),
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    userEmail: text('user_email'),
    accountDomain: text('account_domain'),
    day: integer('day').notNull(),
    occurredAt: integer('occurred_at').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.source, t.eventId] }),
    index('usage_events_email_idx').on(t.accountId, t.userEmail, t.occurredAt),
    index('usage_events_domain_idx').on(t.accountId, t.accountDomain, t.occurredAt),
  ],
);

export const usageDaily = sqliteTable(
  'usage_daily',
  {
    accountId: text('account_id').notNull(),
    kind: text('kind', { enum: ['account', 'user'] }).notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    day: integer('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.subject, t.day, t.name] })],
);

export const usageScores = sqliteTable(
  'usage_scores',
  {
    accountId: text('account_id').notNull(),
    kind: text('kind', { enum: ['account', 'user'] }).notNull(),
    subject: text('subject').notNull(),
    score: integer('score'),
    level: text('level').$type<UsageLevel>().notNull().default('not_applicable'),
    basis: integer('basis').notNull().default(0),
    scoredAt: integer('scored_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.subject] })],
);

export const usageIdentities = sqliteTable(
  'usage_identities',
  {
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);
