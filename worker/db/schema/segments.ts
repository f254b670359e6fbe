import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { SegmentCondition, SegmentMatch, SegmentModule, SegmentScope } from '../../contracts/segments';
import { tenantRow } from './identity';
import { timestamps } from './columns';

// A segment: a saved filter over the accounts or contacts list, global (every member sees it) or
// personal (its creator only). The filter runs in SQL over crm_records (worker/features/crm/segment-filter-repo.ts).
export const segments = sqliteTable(
  'segments',
  {
    ...tenantRow(),
    module: text('module', { enum: ['account', 'contact'] })
      .$type<SegmentModule>()
      .notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['global', 'personal'] })
      .$type<SegmentScope>()
      .notNull(),
    createdBy: text('created_by').notNull(),
    match: text('match', { enum: ['all', 'any'] })
      .$type<SegmentMatch>()
      .notNull()
      .default('all'),
    conditions: text('conditions', { mode: 'json' }).$type<SegmentCondition[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('segments_account_idx').on(t.accountId, t.module, t.scope, t.createdBy)],
);
