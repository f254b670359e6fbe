import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';

// The mirror of an outside CRM lives in crm_records (ids `${integrationId}:${module}:${externalId}`, so a
// re-delivered page upserts the same row and removing the integration removes its range). These tables
// hold what the sync needs beside it: where each module's import stands, the CRM's owners and fields,
// and the writes waiting to go out.

// One row per integration and module: the initial import's progress, then the incremental cursor.
export const crmSyncState = sqliteTable(
  'crm_sync_state',
  {
    integrationId: text('integration_id').notNull(),
    module: text('module').notNull(),
    accountId: text('account_id').notNull(),
    phase: text('phase', { enum: ['initial', 'incremental'] })
      .notNull()
      .default('initial'),
    status: text('status', { enum: ['queued', 'running', 'idle', 'failed'] })
      .notNull()
      .default('queued'),
    /** The vendor's page cursor of the query in progress (null: start a new query from `since`). */
    cursor: text('cursor'),
    /** Changes at or after this (epoch ms of the vendor's modified date) are still to be read. */
    since: integer('since'),
    /** The newest vendor change seen in the query in progress; becomes `since` when it ends. */
    highWater: integer('high_water'),
    processed: integer('processed').notNull().default(0),
    lastError: text('last_error'),
    /** When the mirror last caught up with the vendor (end of a query). */
    syncedAt: integer('synced_at'),
    /** A consumer holds the module until then; a crashed one's lease runs out and the sweep re-queues it. */
    leaseUntil: integer('lease_until'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.integrationId, t.module] }), index('crm_sync_state_account_idx').on(t.accountId)],
);

// The CRM's users who can own records, with the product member of the same e-mail.
export const crmOwners = sqliteTable(
  'crm_owners',
  {
    integrationId: text('integration_id').notNull(),
    externalId: text('external_id').notNull(),
    accountId: text('account_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.integrationId, t.externalId] }), index('crm_owners_email_idx').on(t.accountId, t.email)],
);

// Field lists from the CRM's describe/properties API per module, refreshed on demand.
export const crmFieldLists = sqliteTable(
  'crm_field_lists',
  {
    integrationId: text('integration_id').notNull(),
    module: text('module').notNull(),
    accountId: text('account_id').notNull(),
    fields: text('fields', { mode: 'json' })
      .$type<{ key: string; label: string; type: string; options?: string[]; writable: boolean }[]>()
      .notNull(),
    refreshedAt: integer('refreshed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.integrationId, t.module] })],
);

// A routing session's writes to the outside CRM, one job per session and purpose (id is the
// idempotency key): steps done are kept in `result`, so a re-delivered message never writes twice.
export const crmWriteJobs = sqliteTable(
  'crm_write_jobs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    integrationId: text('integration_id').notNull(),
    provider: text('provider').notNull(),
    sessionId: text('session_id'),
    plan: text('plan', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next attempt is due (backoff, or the vendor's Retry-After). */
    dueAt: integer('due_at').notNull(),
    leaseUntil: integer('lease_until'),
    ...timestamps(),
  },
  (t) => [index('crm_write_jobs_due_idx').on(t.status, t.dueAt), index('crm_write_jobs_session_idx').on(t.accountId, t.sessionId)],
);

// What a booking's mapped answers (a meeting link question's "CRM field", a relay's CRM step) did in
// each CRM: one row per meeting and CRM ('builtin' or the integration id), shown on the meeting.
// Outside CRMs are written by the crm_write_jobs row of the same meeting; its outcome lands here.
export const meetingCrmWrites = sqliteTable(
  'meeting_crm_writes',
  {
    meetingId: text('meeting_id').notNull(),
    crm: text('crm').notNull(),
    accountId: text('account_id').notNull(),
    label: text('label').notNull(),
    status: text('status', { enum: ['pending', 'written', 'failed'] }).notNull(),
    detail: text('detail').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.crm] }), index('meeting_crm_writes_account_idx').on(t.accountId, t.meetingId)],
);
