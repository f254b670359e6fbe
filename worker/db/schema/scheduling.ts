import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import type { Availability, DateOverride } from '../../contracts/availability';
import type { UtmValues } from '../../contracts/utm-params';
import { accounts, users, tenantRow } from './identity';
import { teams } from './teams';
import { PROSPECT_DOMAIN, requiredRef, timestamps } from './columns';

// One availability per owner: a member's default, a team's default, or a recurring meeting type's own.
export const availabilities = sqliteTable(
  'availabilities',
  {
    ownerKind: text('owner_kind', { enum: ['user', 'team', 'meeting_type'] }).notNull(),
    ownerId: text('owner_id').notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    data: text('data', { mode: 'json' }).$type<Availability>().notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId] }), index('availabilities_account_idx').on(t.accountId)],
);

export const meetingTypes = sqliteTable(
  'meeting_types',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['regular', 'event', 'recurring'] }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    locationType: text('location_type', { enum: ['video', 'phone', 'custom'] }).notNull(),
    videoTool: text('video_tool'),
    customLocation: text('custom_location').notNull().default(''),
    calendarTitle: text('calendar_title').notNull(),
    calendarBody: text('calendar_body').notNull(),
    greetingText: text('greeting_text').notNull().default(''),
    slotTimeFormat: text('slot_time_format', { enum: ['12h', '24h'] }).notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    slotIncrementMinutes: integer('slot_increment_minutes').notNull(),
    earliestSlotMinutes: integer('earliest_slot_minutes').notNull(),
    bookingWindowDays: integer('booking_window_days').notNull(),
    bookingWindowKind: text('booking_window_kind', { enum: ['calendar_days', 'available_days'] }).notNull(),
    // The two columns above hold the organization's meeting window defaults, kept in step when they change.
    windowFromOrg: integer('window_from_org', { mode: 'boolean' }).notNull().default(false),
    dayVisibility: text('day_visibility', { enum: ['all_days', 'available_days'] }).notNull(),
    availabilitySource: text('availability_source', { enum: ['member', 'team', 'recurring'] }).notNull(),
    teamId: text('team_id').references(() => teams.id),
    eventDates: text('event_dates', { mode: 'json' }).$type<DateOverride[]>().notNull().default([]),
    layout: text('layout', { enum: ['rows', 'columns'] }).notNull(),
    color: text('color').notNull(),
    language: text('language').notNull().default('en'),
    inviteSubject: text('invite_subject').notNull(),
    inviteBody: text('invite_body').notNull(),
    reminderEnabled: integer('reminder_enabled', { mode: 'boolean' }).notNull(),
    reminderMinutesBefore: integer('reminder_minutes_before').notNull(),
    reminderSubject: text('reminder_subject').notNull().default(''),
    reminderBody: text('reminder_body').notNull().default(''),
    createdBy: text('created_by').notNull(),
    ...timestamps(),
    // A link's own "custom" meeting type: private to that link, never listed with the shared ones.
    linkOnly: integer('link_only', { mode: 'boolean' }).notNull().default(false),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('meeting_types_account_idx').on(t.accountId)],
);

export const meetingTypeMembers = sqliteTable(
  'meeting_type_members',
  {
    meetingTypeId: requiredRef('meeting_type_id', () => meetingTypes.id),
    userId: requiredRef('user_id', () => users.id),
    accountId: text('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingTypeId, t.userId] }), index('meeting_type_members_user_idx').on(t.userId)],
);

// The product's own meetings. The booking feature grows this table; the scheduling core only needs
// who is busy when, which meeting_participants answers with one indexed range scan per member.
export const meetings = sqliteTable(
  'meetings',
  {
    ...tenantRow(),
    meetingTypeId: text('meeting_type_id').references(() => meetingTypes.id),
    hostUserId: requiredRef('host_user_id', () => users.id),
    title: text('title').notNull(),
    startAt: integer('start_at').notNull(),
    endAt: integer('end_at').notNull(),
    status: text('status', { enum: ['scheduled', 'completed', 'cancelled', 'no_show'] })
      .notNull()
      .default('scheduled'),
    source: text('source', { enum: ['meeting_link', 'group_link', 'booked_by_member', 'router'] })
      .notNull()
      .default('meeting_link'),
    linkId: text('link_id'),
    ownerUserId: text('owner_user_id'),
    prospectName: text('prospect_name').notNull().default(''),
    prospectEmail: text('prospect_email').notNull().default(''),
    prospectTimezone: text('prospect_timezone').notNull().default('UTC'),
    answers: text('answers', { mode: 'json' }).$type<{ question: string; answer: string }[]>().notNull().default([]),
    guests: text('guests', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The UTM values the booking came with (migration 0051): a link page's URL, a router session's attribution. */
    utm: text('utm', { mode: 'json' }).$type<UtmValues>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The video meeting's join link once a conferencing tool made it (or the member's own link). */
    conferenceUrl: text('conference_url'),
    conferenceProvider: text('conference_provider'),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    icsUid: text('ics_uid').notNull().default(''),
    icsSequence: integer('ics_sequence').notNull().default(0),
    manageTokenHash: text('manage_token_hash'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: integer('cancelled_at'),
    reminderSentAt: integer('reminder_sent_at'),
    bookedByUserId: text('booked_by_user_id'),
    /** A relay's "default guest accept": the team members invited (not the prospect or outside guests) are marked accepted. */
    teamAccepted: integer('team_accepted', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull().default(0),
  },
  (t) => [
    index('meetings_account_start_idx').on(t.accountId, t.startAt),
    index('meetings_reminder_idx').on(t.status, t.reminderSentAt, t.startAt),
    index('meetings_prospect_email_idx').on(t.accountId, t.prospectEmail, t.createdAt),
    index('meetings_prospect_domain_idx').on(t.accountId, PROSPECT_DOMAIN, t.createdAt),
  ],
);

export const meetingParticipants = sqliteTable(
  'meeting_participants',
  {
    meetingId: requiredRef('meeting_id', () => meetings.id),
    userId: requiredRef('user_id', () => users.id),
    accountId: text('account_id').notNull(),
    startAt: integer('start_at').notNull(),
    endAt: integer('end_at').notNull(),
    // The meeting widened by its own buffers: two active blocks of one user may never overlap (trigger).
    blockStart: integer('block_start').notNull(),
    blockEnd: integer('block_end').notNull(),
    role: text('role', { enum: ['host', 'member', 'guest'] })
      .notNull()
      .default('host'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    // Group round robin: the additional group this member joined the meeting from; each group rotates
    // fairly over these counts.
    groupId: text('group_id'),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_participants_busy_idx').on(t.userId, t.active, t.blockStart),
    index('meeting_participants_group_idx').on(t.accountId, t.groupId),
  ],
);
