import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import { accounts } from './identity';

// An organization's meeting settings (Settings -> Meeting). No row: the defaults of contracts/meeting-settings.
export const meetingSettings = sqliteTable('meeting_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
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
  updatedBy: text('updated_by'),
  updatedAt: integer('updated_at').notNull(),
});
