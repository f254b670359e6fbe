import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { meetings } from './scheduling';
import { timestamps } from './columns';

// The conference a meeting got from an outside tool (Zoom, Daily), kept so every later change moves or
// deletes that same conference: `externalId` is the tool's id, `startAt`/`endAt` what it was last set
// to. `leaseUntil` lets one delivery at a time call the tool. `inviteHeld`: the booking's invitations
// wait for the link, and `inviteReleasedAt` says they went out (exactly once).
export const meetingConferences = sqliteTable(
  'meeting_conferences',
  {
    meetingId: text('meeting_id')
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    provider: text('provider').notNull(),
    integrationId: text('integration_id'),
    hostUserId: text('host_user_id').notNull(),
    externalId: text('external_id'),
    joinUrl: text('join_url'),
    status: text('status', { enum: ['pending', 'created', 'failed', 'deleted'] })
      .notNull()
      .default('pending'),
    startAt: integer('start_at'),
    endAt: integer('end_at'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: integer('lease_until'),
    inviteHeld: integer('invite_held', { mode: 'boolean' }).notNull().default(false),
    inviteReleasedAt: integer('invite_released_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('meeting_conferences_account_idx').on(t.accountId, t.integrationId),
    index('meeting_conferences_held_idx').on(t.inviteHeld, t.inviteReleasedAt, t.createdAt),
  ],
);
