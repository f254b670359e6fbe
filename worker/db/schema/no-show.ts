import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { accountKey } from './identity';
import { meetings } from './scheduling';
import { timestamps, lastEdit } from './columns';

// An organization's no-show detection (Settings -> Distribution -> No-show detection). Meetings that
// ended before `enabledAt` are never checked: turning it on does not judge months of old meetings.
export const noShowSettings = sqliteTable('no_show_settings', {
  ...accountKey(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  waitMinutes: integer('wait_minutes').notNull().default(30),
  enabledAt: integer('enabled_at'),
  ...lastEdit(),
});

// One check per Zoom meeting. `pending` while it waits for its turn (`nextAt`) or retries (report not
// ready, rate limited); `leaseUntil` lets one sweep at a time read Zoom for it; `done` with the outcome
// (and why, when unsure), or `failed` when the report never came or the connection is gone.
export const noShowChecks = sqliteTable(
  'no_show_checks',
  {
    meetingId: text('meeting_id')
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    state: text('state', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    outcome: text('outcome', { enum: ['attended', 'no_show', 'unsure'] }),
    reasons: text('reasons', { mode: 'json' }).$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAt: integer('next_at').notNull(),
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    firstTriedAt: integer('first_tried_at'),
    checkedAt: integer('checked_at'),
    ...timestamps(),
  },
  (t) => [index('no_show_checks_due_idx').on(t.state, t.nextAt), index('no_show_checks_account_idx').on(t.accountId, t.meetingId)],
);
