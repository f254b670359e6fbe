import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { accounts } from './identity';
import { requiredRef } from './columns';

// What an enrichment provider answered, per organization (its own key and plan), provider and subject
// (a company domain, or an e-mail address for e-mail validation). `data` null is a remembered miss.
// A submission reads this first and calls the provider only when the row is missing or expired.
export const enrichmentCache = sqliteTable(
  'enrichment_cache',
  {
    accountId: requiredRef('account_id', () => accounts.id),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: ['company', 'email'] }).notNull(),
    subject: text('subject').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    fetchedAt: integer('fetched_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider, t.kind, t.subject] }), index('enrichment_cache_expiry_idx').on(t.expiresAt)],
);
