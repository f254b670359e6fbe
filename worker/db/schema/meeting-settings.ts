import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { accounts, accountKey } from './identity';
import { requiredRef } from './columns';
import { teams } from './teams';
import { lastEdit } from './columns';

// An organization's meeting settings (Settings -> Meeting). No row: the defaults of contracts/meeting-settings.
export const meetingSettings = sqliteTable('meeting_settings', {
  ...accountKey(),
  redirectMode: text('redirect_mode', { enum: ['countdown', 'stay'] })
    .notNull()
    .default('countdown'),
  redirectSeconds: integer('redirect_seconds').notNull().default(10),
  customCode: text('custom_code'),
  // Meeting window: the defaults meeting types with `windowFromOrg` use (migration 0048).
  earliestSlotMinutes: integer('earliest_slot_minutes').notNull().default(60),
  bookingWindowDays: integer('booking_window_days').notNull().default(14),
  // Form invites: booking form answers in the invitations the prospect sees (migration 0052).
  formAnswersInInvites: integer('form_answers_in_invites', { mode: 'boolean' }).notNull().default(true),
  ...lastEdit(),
});

/**
 * A team's own meeting settings (Settings -> Meeting, "Team settings" tab; migration 0053). They apply to the
 * meetings of meeting types whose `team_id` is the team; a NULL column follows the organization's value.
 * Each setting's columns are set or cleared together.
 */
export const teamMeetingSettings = sqliteTable(
  'team_meeting_settings',
  {
    teamId: text('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    accountId: requiredRef('account_id', () => accounts.id),
    redirectMode: text('redirect_mode', { enum: ['countdown', 'stay'] }),
    redirectSeconds: integer('redirect_seconds'),
    earliestSlotMinutes: integer('earliest_slot_minutes'),
    bookingWindowDays: integer('booking_window_days'),
    formAnswersInInvites: integer('form_answers_in_invites', { mode: 'boolean' }),
    ...lastEdit(),
  },
  (t) => [index('team_meeting_settings_account_idx').on(t.accountId)],
);
