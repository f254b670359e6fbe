import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { RelayCrmMapping, RelayFlags, RelayRedirects, RelayRoundRobin } from '../../contracts/relay';
import { tenantRow } from './identity';
import { authoredRow } from './columns';

// Relay (handover) routers: bookers hand a prospect to the right rep. Rules and pods are referenced by
// id in the relay's own order, like inbound routers; every edit raises the version (ETag / If-Match).
export const relayRouters = sqliteTable(
  'relay_routers',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    teamId: text('team_id').notNull(),
    meetingTypeId: text('meeting_type_id').notNull(),
    formId: text('form_id').notNull(),
    handoverEnabled: integer('handover_enabled', { mode: 'boolean' }).notNull().default(true),
    matchingRuleIds: text('matching_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    distributionPodIds: text('distribution_pod_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    fallbackPodId: text('fallback_pod_id').notNull(),
    roundRobin: text('round_robin', { mode: 'json' }).$type<RelayRoundRobin>().notNull(),
    bookerUserIds: text('booker_user_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    organizer: text('organizer', { enum: ['assignee', 'booker'] })
      .notNull()
      .default('assignee'),
    crmMapping: text('crm_mapping', { mode: 'json' }).$type<RelayCrmMapping>().notNull(),
    flags: text('flags', { mode: 'json' }).$type<RelayFlags>().notNull(),
    defaultGuests: text('default_guests', { mode: 'json' }).$type<string[]>().notNull().default([]),
    redirects: text('redirects', { mode: 'json' }).$type<RelayRedirects>().notNull(),
    version: integer('version').notNull().default(1),
    ...authoredRow(),
  },
  (t) => [index('relay_routers_account_idx').on(t.accountId, t.createdAt)],
);

// Links a prospect opens to book through a relay: a rep's relay link, a pod link, or a dedicated link
// made for one named prospect. The id is the unguessable token in the URL.
export const relayLinks = sqliteTable(
  'relay_links',
  {
    ...tenantRow(),
    relayId: text('relay_id').notNull(),
    kind: text('kind', { enum: ['relay', 'pod', 'dedicated'] }).notNull(),
    userId: text('user_id'),
    podId: text('pod_id'),
    prospectName: text('prospect_name'),
    prospectEmail: text('prospect_email'),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [
    index('relay_links_account_idx').on(t.accountId, t.relayId, t.kind),
    // One live link per member, per pod and per named prospect of a relay.
    uniqueIndex('relay_links_user_idx')
      .on(t.relayId, t.userId)
      .where(sql`${t.kind} = 'relay' AND ${t.deletedAt} IS NULL`),
    uniqueIndex('relay_links_pod_idx')
      .on(t.relayId, t.podId)
      .where(sql`${t.kind} = 'pod' AND ${t.deletedAt} IS NULL`),
    uniqueIndex('relay_links_dedicated_idx')
      .on(t.relayId, t.prospectEmail)
      .where(sql`${t.kind} = 'dedicated' AND ${t.deletedAt} IS NULL`),
  ],
);

// A booker's own relay settings (spec section 3, Member preferences).
export const relayPreferences = sqliteTable('relay_preferences', {
  userId: text('user_id').primaryKey(),
  accountId: text('account_id').notNull(),
  preferredRelayId: text('preferred_relay_id'),
  timezone: text('timezone'),
  schedulerView: text('scheduler_view', { enum: ['quick_slots', 'calendar'] })
    .notNull()
    .default('quick_slots'),
  weekView: text('week_view', { enum: ['work_week', 'full_week'] })
    .notNull()
    .default('work_week'),
  assigneeChoice: text('assignee_choice', { enum: ['suggested', 'choose'] })
    .notNull()
    .default('suggested'),
  updatedAt: integer('updated_at').notNull(),
});

// The slot a relay session holds for its booker. Written by the session's Durable Object; a trigger on
// meeting_participants refuses any other booking of the held member's time until it expires, and the
// session's own booking claim deletes it in the booking's batch.
export const slotHolds = sqliteTable(
  'slot_holds',
  {
    sessionId: text('session_id').primaryKey(),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    startAt: integer('start_at').notNull(),
    blockStart: integer('block_start').notNull(),
    blockEnd: integer('block_end').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('slot_holds_user_idx').on(t.userId, t.blockStart)],
);
