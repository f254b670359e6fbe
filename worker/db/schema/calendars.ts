import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { integrations } from './integrations';
import { requiredRef, timestamps } from './columns';

// A member's calendars, one row per calendar of a connected calendar integration (several accounts per
// member). `checkConflicts` feeds busy time, `writeTo` (at most one per member) receives the bookings.
// The busy cache covers [cacheFrom, cacheTo) once `syncState` is 'warm'; `syncToken` is Google's
// nextSyncToken, Graph's deltaLink or a CalDAV sync-token.
export const memberCalendars = sqliteTable(
  'member_calendars',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    integrationId: requiredRef('integration_id', () => integrations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    timeZone: text('time_zone').notNull().default('UTC'),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
    canWrite: integer('can_write', { mode: 'boolean' }).notNull().default(false),
    checkConflicts: integer('check_conflicts', { mode: 'boolean' }).notNull().default(false),
    writeTo: integer('write_to', { mode: 'boolean' }).notNull().default(false),
    syncState: text('sync_state', { enum: ['cold', 'warm', 'error'] })
      .notNull()
      .default('cold'),
    syncToken: text('sync_token'),
    cacheFrom: integer('cache_from'),
    cacheTo: integer('cache_to'),
    syncedAt: integer('synced_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('member_calendars_external_uq').on(t.integrationId, t.externalId),
    index('member_calendars_user_idx').on(t.accountId, t.userId),
  ],
);

// Busy intervals of a calendar after the provider's transparency rules (free, cancelled and declined
// events are never stored). `meetingId` marks the copy of one of our own meetings, which busy time skips:
// our meetings table is the authority for those (and a reschedule must not collide with its own copy).
export const calendarBusy = sqliteTable(
  'calendar_busy',
  {
    calendarId: requiredRef('calendar_id', () => memberCalendars.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    startAt: integer('start_at').notNull(),
    endAt: integer('end_at').notNull(),
    meetingId: text('meeting_id'),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.eventId] }), index('calendar_busy_user_idx').on(t.accountId, t.userId, t.startAt)],
);

// A push channel (Google events.watch) or subscription (Graph) keeping one calendar's cache fresh.
// `token` is the secret the provider echoes back (X-Goog-Channel-Token, clientState).
export const calendarChannels = sqliteTable(
  'calendar_channels',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    calendarId: requiredRef('calendar_id', () => memberCalendars.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    resourceId: text('resource_id').notNull().default(''),
    token: text('token').notNull(),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('calendar_channels_expiry_idx').on(t.expiresAt), index('calendar_channels_calendar_idx').on(t.calendarId)],
);

export type Rsvp = 'pending' | 'declined' | 'maybe' | 'accepted';

// The host calendar's copy of one meeting: where it was written, its provider id and etag, and what the
// last attempt to converge it left behind (shown on meeting details), with the attendees' RSVPs.
export const meetingCalendarEvents = sqliteTable(
  'meeting_calendar_events',
  {
    meetingId: text('meeting_id').primaryKey(),
    accountId: text('account_id').notNull(),
    integrationId: text('integration_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    etag: text('etag'),
    status: text('status', { enum: ['pending', 'synced', 'deleted', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    joinUrl: text('join_url'),
    attendees: text('attendees', { mode: 'json' }).$type<{ email: string; rsvp: Rsvp }[]>().notNull().default([]),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('meeting_calendar_events_account_idx').on(t.accountId, t.integrationId)],
);
