import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { tenantRow } from './identity';
import { versionedRow, timestamps } from './columns';

// An object router routes CRM records that never fill a form: a trigger on the mirrored records of one
// connected CRM picks them, the inbound routers' matching rules and pods choose the owner, and the owner
// is written back through the CRM write queue. Rule lists are ids in the router's order, as inbound keeps them.
export const objectRouters = sqliteTable(
  'object_routers',
  {
    ...tenantRow(),
    integrationId: text('integration_id').notNull(),
    name: text('name').notNull(),
    objectType: text('object_type', { enum: ['lead', 'contact', 'account'] }).notNull(),
    triggerType: text('trigger_type', { enum: ['record_created', 'field_changed', 'owner_empty'] }).notNull(),
    triggerField: text('trigger_field'),
    triggerValue: text('trigger_value'),
    matchingRuleIds: text('matching_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    distributionRuleIds: text('distribution_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    fallbackPodId: text('fallback_pod_id'),
    /** The CRM owner field written (null: the CRM's default owner field). */
    ownerField: text('owner_field'),
    notifyEmail: integer('notify_email', { mode: 'boolean' }).notNull().default(false),
    /** Tell the new owner in Slack (their Slack target: a direct message or the channel they chose). */
    notifySlack: integer('notify_slack', { mode: 'boolean' }).notNull().default(false),
    /** Create a to-do for the new owner on the routed record (its tasks list and the owner's My tasks). */
    followUpTask: integer('follow_up_task', { mode: 'boolean' }).notNull().default(false),
    backfillStatus: text('backfill_status', { enum: ['idle', 'running', 'done'] })
      .notNull()
      .default('idle'),
    backfillTotal: integer('backfill_total').notNull().default(0),
    backfillProcessed: integer('backfill_processed').notNull().default(0),
    /** The last mirrored record id the backfill handled (records are read in id order). */
    backfillCursor: text('backfill_cursor'),
    ...versionedRow(),
  },
  (t) => [index('object_routers_account_idx').on(t.accountId, t.createdAt), index('object_routers_integration_idx').on(t.integrationId)],
);

// One row per record and trigger episode: the unique key is what makes a record routed once however
// many webhooks, sync passes or backfill batches bring it. `routing` rows are leased so a crashed
// attempt is taken over once the lease runs out.
export const objectRoutingRuns = sqliteTable(
  'object_routing_runs',
  {
    ...tenantRow(),
    objectRouterId: text('object_router_id').notNull(),
    recordId: text('record_id').notNull(),
    triggerKey: text('trigger_key').notNull(),
    status: text('status', { enum: ['routing', 'routed'] })
      .notNull()
      .default('routing'),
    sessionId: text('session_id'),
    assigneeUserId: text('assignee_user_id'),
    leaseUntil: integer('lease_until'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('object_routing_runs_once_idx').on(t.objectRouterId, t.recordId, t.triggerKey),
    index('object_routing_runs_router_idx').on(t.accountId, t.objectRouterId, t.status),
  ],
);
