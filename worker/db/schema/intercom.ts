import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { IntercomExplanation, IntercomTrigger } from '../../contracts/intercom';
import { tenantRow } from './identity';
import { versionedRow } from './columns';

// An Intercom router: when a conversation starts (or a contact's attribute is set to a value), its
// contact goes through the organization's matching rules it names, then to the next rep of a round-robin pod (the pod object named by pod_id, shared with the
// inbound routers that use it), and the conversation is assigned, noted and tagged in Intercom.
export const intercomRouters = sqliteTable(
  'intercom_routers',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    trigger: text('trigger').$type<IntercomTrigger>().notNull(),
    attributeName: text('attribute_name'),
    attributeValue: text('attribute_value'),
    matchingRuleIds: text('matching_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    podId: text('pod_id').notNull(),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    ...versionedRow(),
  },
  (t) => [index('intercom_routers_account_idx').on(t.accountId, t.createdAt)],
);

// One row per Intercom notification received: the unique (account, notification id) makes a redelivered
// webhook a no-op (the claim parallel deliveries race for). A routed conversation is logged as a routing
// session of kind `intercom` (session_id), which the routing log, reports and router cards read; this row
// keeps the notification's own outcome, which no session has when no router or an error stopped it.
export const intercomRoutings = sqliteTable(
  'intercom_routings',
  {
    ...tenantRow(),
    routerId: text('router_id'),
    notificationId: text('notification_id').notNull(),
    topic: text('topic').notNull(),
    conversationId: text('conversation_id'),
    contactId: text('contact_id'),
    contactEmail: text('contact_email'),
    outcome: text('outcome', { enum: ['routed', 'no_router', 'no_rep', 'failed'] }).notNull(),
    assigneeUserId: text('assignee_user_id'),
    intercomAdminId: text('intercom_admin_id'),
    explanation: text('explanation', { mode: 'json' }).$type<IntercomExplanation>().notNull().default({ lines: [] }),
    /** The routing session that logs this routing (routing_sessions.id), once a router chose for it. */
    sessionId: text('session_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('intercom_routings_notification_idx').on(t.accountId, t.notificationId),
    index('intercom_routings_account_idx').on(t.accountId, t.createdAt),
  ],
);
