import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { tenantRow } from './identity';
import type { WorkflowConfig } from '../../contracts/workflows';
import type { Condition } from '../../contracts/routing';
import { authoredRow } from './columns';

// A workflow: when `trigger` happens (to a meeting of the chosen types), do `action`. The webhook
// signing secret is sealed by the vault; during a rotation the previous one keeps signing alongside
// until `webhookPreviousUntil`, so receivers can switch over without dropping a delivery.
export const workflows = sqliteTable(
  'workflows',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    trigger: text('trigger').notNull(),
    action: text('action').notNull(),
    meetingTypeScope: text('meeting_type_scope', { enum: ['all', 'selected'] })
      .notNull()
      .default('all'),
    meetingTypeIds: text('meeting_type_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    meetingKinds: text('meeting_kinds', { mode: 'json' }).$type<string[]>().notNull().default([]),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    config: text('config', { mode: 'json' }).$type<WorkflowConfig>().notNull(),
    webhookSecret: text('webhook_secret'),
    webhookSecretHint: text('webhook_secret_hint'),
    webhookPreviousSecret: text('webhook_previous_secret'),
    webhookPreviousUntil: integer('webhook_previous_until'),
    webhookRotatedAt: integer('webhook_rotated_at'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    // A timed trigger fires only for instants after this (turning a workflow on never fires the past).
    activeSince: integer('active_since').notNull(),
    ...authoredRow(),
  },
  (t) => [index('workflows_account_idx').on(t.accountId, t.trigger, t.active)],
);

// One outgoing message (e-mail, Slack, SMS, webhook, Segment or Mixpanel call) owed for one event. The id
// is derived from what caused it (event + workflow, or workflow + meeting + start for timed triggers), so
// handling an event twice inserts nothing new. A consumer leases the row while it sends.
export const workflowDeliveries = sqliteTable(
  'workflow_deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    workflowId: text('workflow_id'),
    integrationId: text('integration_id'),
    channel: text('channel', { enum: ['email', 'slack', 'sms', 'webhook', 'segment', 'mixpanel'] }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivering', 'delivered', 'failed', 'dead', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    leaseUntil: integer('lease_until'),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    externalId: text('external_id'),
    createdAt: integer('created_at').notNull(),
    deliveredAt: integer('delivered_at'),
  },
  (t) => [
    index('workflow_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('workflow_deliveries_workflow_idx').on(t.accountId, t.workflowId, t.createdAt),
  ],
);

// Every attempt of a delivery: the per-endpoint delivery log (status, latency, response excerpt).
export const workflowDeliveryAttempts = sqliteTable(
  'workflow_delivery_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id').notNull(),
    accountId: text('account_id').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    manual: integer('manual', { mode: 'boolean' }).notNull().default(false),
    at: integer('at').notNull(),
  },
  (t) => [index('workflow_delivery_attempts_idx').on(t.deliveryId, t.at)],
);

// A before-start or after-end firing, keyed by workflow, meeting and the start it was computed from: a
// second sweep finds it and fires nothing; a moved meeting has another start and fires at its new time.
export const workflowSchedules = sqliteTable(
  'workflow_schedules',
  {
    workflowId: text('workflow_id').notNull(),
    meetingId: text('meeting_id').notNull(),
    startAt: integer('start_at').notNull(),
    accountId: text('account_id').notNull(),
    fireAt: integer('fire_at').notNull(),
    deliveryId: text('delivery_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.meetingId, t.startAt] })],
);

// A signal: a real-time alert on account or user events.
export const signals = sqliteTable(
  'signals',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    triggerType: text('trigger_type', { enum: ['on_account', 'on_user'] }).notNull(),
    event: text('event'),
    filters: text('filters', { mode: 'json' }).$type<Condition[]>().notNull().default([]),
    frequency: text('frequency', { enum: ['once_per_day', 'every_time'] }).notNull(),
    notify: text('notify', { enum: ['account_owners', 'all_users', 'specific_users'] }).notNull(),
    recipientUserIds: text('recipient_user_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    channels: text('channels', { mode: 'json' }).$type<string[]>().notNull().default([]),
    actions: text('actions', { mode: 'json' }).$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    ...authoredRow(),
  },
  (t) => [index('signals_account_idx').on(t.accountId, t.active)],
);

// What a signal fired for: the key is the event (every time) or the subject and day (once per day).
export const signalFirings = sqliteTable(
  'signal_firings',
  {
    signalId: text('signal_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    accountId: text('account_id').notNull(),
    eventId: text('event_id').notNull(),
    at: integer('at').notNull(),
    /** Whose event it was: the activity streams of the contact (e-mail) and the CRM account (domain) show the firing. */
    subjectEmail: text('subject_email'),
    subjectDomain: text('subject_domain'),
  },
  (t) => [
    primaryKey({ columns: [t.signalId, t.dedupeKey] }),
    index('signal_firings_email_idx').on(t.accountId, t.subjectEmail, t.at),
    index('signal_firings_domain_idx').on(t.accountId, t.subjectDomain, t.at),
  ],
);

// The in-app bell: one row per recipient.
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    signalId: text('signal_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: integer('created_at').notNull(),
    readAt: integer('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.accountId, t.userId, t.createdAt)],
);
