import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import type { ReplayChangeKind, ReplaySide, ReplayTally, ReplayVersion, SimulatedPods } from '../../contracts/router-replays';
import { tenantRow } from './identity';
import { timestamps } from './columns';

// Replay over history (issue 30): one row per replay job with its progress, and one row per changed session.
export const routerReplays = sqliteTable(
  'router_replays',
  {
    ...tenantRow(),
    routerId: text('router_id').notNull(),
    userId: text('user_id').notNull(),
    versionId: text('version_id').notNull(),
    /** The rules and options replayed, fixed when the replay starts so later edits do not change it. */
    version: text('version', { mode: 'json' }).$type<ReplayVersion & { label: string }>().notNull(),
    fromAt: integer('from_at').notNull(),
    toAt: integer('to_at').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    /** The last session replayed, `createdAt:id`, so the next page starts after it. */
    cursor: text('cursor'),
    tally: text('tally', { mode: 'json' }).$type<ReplayTally>().notNull(),
    pods: text('pods', { mode: 'json' }).$type<SimulatedPods>().notNull(),
    error: text('error'),
    ...timestamps(),
    finishedAt: integer('finished_at'),
  },
  (t) => [index('router_replays_router_idx').on(t.accountId, t.routerId, t.createdAt)],
);

export const routerReplayChanges = sqliteTable(
  'router_replay_changes',
  {
    replayId: text('replay_id').notNull(),
    accountId: text('account_id').notNull(),
    sessionId: text('session_id').notNull(),
    sessionAt: integer('session_at').notNull(),
    kind: text('kind', { enum: ['outcome', 'rule', 'rep'] })
      .$type<ReplayChangeKind>()
      .notNull(),
    prospectName: text('prospect_name').notNull(),
    prospectEmail: text('prospect_email').notNull(),
    before: text('before', { mode: 'json' }).$type<ReplaySide>().notNull(),
    after: text('after', { mode: 'json' }).$type<ReplaySide>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.replayId, t.sessionId] }),
    index('router_replay_changes_order_idx').on(t.replayId, t.sessionAt, t.sessionId),
  ],
);
