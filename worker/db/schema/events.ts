import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';

// The event outbox: a change others react to (calendar and CRM writes, workflows, rollups) writes its
// event here in the same batch as the change itself, so an event is never lost nor invented.
// `dueAt`/`leaseUntil` let the cron sweep re-queue an event whose queue message was lost.
export const domainEvents = sqliteTable(
  'domain_events',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    type: text('type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    occurredAt: integer('occurred_at').notNull(),
    dueAt: integer('due_at'),
    doneAt: integer('done_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('domain_events_due_idx').on(t.doneAt, t.dueAt),
    index('domain_events_subject_idx').on(t.accountId, t.subjectId, t.occurredAt),
  ],
);

// One row per handler that finished (or gave up on) an event; its primary key is what makes a handler's
// writes happen once however often the event is delivered.
export const eventHandlings = sqliteTable(
  'event_handlings',
  {
    eventId: text('event_id').notNull(),
    handler: text('handler').notNull(),
    status: text('status', { enum: ['done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

// A handler's failed attempts so far (deleted when it finally succeeds or is marked failed).
export const eventAttempts = sqliteTable(
  'event_attempts',
  {
    eventId: text('event_id').notNull(),
    handler: text('handler').notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);
