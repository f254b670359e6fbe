import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { RouterPreviewDraft } from '../../contracts/router-preview';
import type { ReplayChangeKind, ReplaySide } from '../../contracts/router-replays';
import { tenantRow } from './identity';

// Shadow mode (issue 30): a router's shadow draft (one active at a time) and the decision it made for each session.
export const routerShadows = sqliteTable(
  'router_shadows',
  {
    ...tenantRow(),
    routerId: text('router_id').notNull(),
    userId: text('user_id').notNull(),
    /** The router edits the shadow decides with, over the saved router of each submission. */
    draft: text('draft', { mode: 'json' }).$type<RouterPreviewDraft>().notNull(),
    baseVersion: integer('base_version').notNull(),
    createdAt: integer('created_at').notNull(),
    stoppedAt: integer('stopped_at'),
    stopReason: text('stop_reason', { enum: ['turned_off', 'published'] }),
  },
  (t) => [
    uniqueIndex('router_shadows_active_idx')
      .on(t.routerId)
      .where(sql`${t.stoppedAt} IS NULL`),
    index('router_shadows_router_idx').on(t.accountId, t.routerId, t.createdAt),
  ],
);

export const shadowDecisions = sqliteTable(
  'shadow_decisions',
  {
    sessionId: text('session_id').primaryKey(),
    shadowId: text('shadow_id').notNull(),
    accountId: text('account_id').notNull(),
    routerId: text('router_id').notNull(),
    sessionAt: integer('session_at').notNull(),
    /** What differs from the live decision, the first that applies; null when they agree. */
    kind: text('kind', { enum: ['outcome', 'rule', 'rep'] }).$type<ReplayChangeKind>(),
    prospectName: text('prospect_name').notNull(),
    prospectEmail: text('prospect_email').notNull(),
    live: text('live', { mode: 'json' }).$type<ReplaySide>().notNull(),
    shadow: text('shadow', { mode: 'json' }).$type<ReplaySide>().notNull(),
  },
  (t) => [index('shadow_decisions_order_idx').on(t.shadowId, t.sessionAt, t.sessionId)],
);
