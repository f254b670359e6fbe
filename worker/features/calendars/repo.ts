import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Stmt } from '../../db/batch';
import { calendarBusy, calendarChannels, meetingCalendarEvents, memberCalendars } from '../../db/schema/calendars';
import { integrations } from '../../db/schema/integrations';
import { meetings, meetingParticipants } from '../../db/schema/scheduling';
import { users } from '../../db/schema/identity';
import type { BusyChange, CalendarInfo } from '../../integrations/calendar/adapter';

export type MemberCalendarRow = typeof memberCalendars.$inferSelect;
export type MeetingCalendarEventRow = typeof meetingCalendarEvents.$inferSelect;
export type ChannelRow = typeof calendarChannels.$inferSelect;

export const calendarsOfUser = (db: Db, accountId: string, userId: string) =>
  db.select().from(memberCalendars).where(and(eq(memberCalendars.accountId, accountId), eq(memberCalendars.userId, userId))).orderBy(memberCalendars.integrationId, memberCalendars.name).all();

export const calendarsOfIntegration = (db: Db, integrationId: string) => db.select().from(memberCalendars).where(eq(memberCalendars.integrationId, integrationId)).all();

export const calendarById = (db: Db, id: string) => db.select().from(memberCalendars).where(eq(memberCalendars.id, id)).get();

/** The member's calendar that receives bookings, if its integration is usable. */
/** A member's video tools and calendars (the booking's conference decision), as a builder to batch. */
export const memberConnectionsQuery = (db: Db, accountId: string, userId: string) =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.userId, userId), inArray(integrations.kind, ['conferencing', 'calendar'])))
    .orderBy(integrations.createdAt);

/** The provider of a member's working write calendar, if any, as a builder to batch. */
export const writeProviderQuery = (db: Db, accountId: string, userId: string) =>
  db
    .select({ provider: integrations.provider })
    .from(memberCalendars)
    .innerJoin(integrations, eq(integrations.id, memberCalendars.integrationId))
    .where(and(eq(memberCalendars.accountId, accountId), eq(memberCalendars.userId, userId), eq(memberCalendars.writeTo, true), eq(integrations.status, 'connected')))
    .limit(1);

export const writeCalendarOf = (db: Db, accountId: string, userId: string) =>
  db
    .select({ calendar: memberCalendars, integration: integrations })
    .from(memberCalendars)
    .innerJoin(integrations, eq(integrations.id, memberCalendars.integrationId))
    .where(and(eq(memberCalendars.accountId, accountId), eq(memberCalendars.userId, userId), eq(memberCalendars.writeTo, true)))
    .get();

/** Refreshes the list from the provider: new calendars arrive unchecked (the primary one checked and written to on first connect). */
export function upsertCalendarsStmts(db: Db, base: { accountId: string; userId: string; integrationId: string; provider: string }, list: CalendarInfo[], firstConnect: boolean, now: number): Stmt[] {
  return list.map((c) =>
    db
      .insert(memberCalendars)
      .values({
        id: crypto.randomUUID(),
        ...base,
        externalId: c.externalId,
        name: c.name,
        color: c.color,
        timeZone: c.timeZone,
        isPrimary: c.isPrimary,
        canWrite: c.canWrite,
        checkConflicts: firstConnect && c.isPrimary,
        writeTo: false,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: [memberCalendars.integrationId, memberCalendars.externalId], set: { name: c.name, color: c.color, timeZone: c.timeZone, isPrimary: c.isPrimary, canWrite: c.canWrite, updatedAt: now } }),
  );
}

/**
 * One provider page's choices: its calendars' checks are replaced; a write calendar is the only one of
 * the member (across providers), and "none" clears only this provider's.
 */
export function choiceStmts(db: Db, accountId: string, userId: string, provider: string, check: string[], writeTo: string | null, now: number): Stmt[] {
  const mine = and(eq(memberCalendars.accountId, accountId), eq(memberCalendars.userId, userId));
  return [
    db.update(memberCalendars).set({ checkConflicts: check.length ? inArray(memberCalendars.id, check) : sql`0`, updatedAt: now }).where(and(mine, eq(memberCalendars.provider, provider))),
    writeTo
      ? db.update(memberCalendars).set({ writeTo: eq(memberCalendars.id, writeTo) }).where(mine)
      : db.update(memberCalendars).set({ writeTo: false }).where(and(mine, eq(memberCalendars.provider, provider))),
  ];
}

export function setSyncStmt(db: Db, calendarId: string, set: Partial<Pick<MemberCalendarRow, 'syncState' | 'syncToken' | 'cacheFrom' | 'cacheTo' | 'syncedAt' | 'lastError'>>) {
  return db.update(memberCalendars).set(set).where(eq(memberCalendars.id, calendarId));
}

/** Writes one sync's changes to the busy cache; a full sync first forgets everything the calendar had. */
export function applyChangesStmts(db: Db, cal: Pick<MemberCalendarRow, 'id' | 'accountId' | 'userId'>, changes: BusyChange[], full: boolean): Stmt[] {
  const out: Stmt[] = [];
  if (full) out.push(db.delete(calendarBusy).where(eq(calendarBusy.calendarId, cal.id)));
  const gone = changes.filter((c) => !c.busy).map((c) => c.eventId);
  for (let i = 0; i < gone.length; i += 90) out.push(db.delete(calendarBusy).where(and(eq(calendarBusy.calendarId, cal.id), inArray(calendarBusy.eventId, gone.slice(i, i + 90)))));
  const busy = changes.filter((c) => c.busy);
  // D1 allows 100 bound parameters per statement: 7 columns a row.
  for (let i = 0; i < busy.length; i += 14) {
    const rows = busy.slice(i, i + 14).map((c) => ({ calendarId: cal.id, eventId: c.eventId, accountId: cal.accountId, userId: cal.userId, startAt: c.busy!.start, endAt: c.busy!.end, meetingId: c.meetingId }));
    out.push(db.insert(calendarBusy).values(rows).onConflictDoUpdate({ target: [calendarBusy.calendarId, calendarBusy.eventId], set: { startAt: sql`excluded.start_at`, endAt: sql`excluded.end_at`, meetingId: sql`excluded.meeting_id` } }));
  }
  return out;
}

/**
 * The busy path's one round trip: the members' checked calendars of working connections (to tell warm
 * caches from cold ones) and the cached intervals of the window, minus the copies of our own meetings.
 * An expired connection drops out here, so slots go on from our own meetings alone.
 */
export async function cachedBusy(db: Db, accountId: string, userIds: string[], from: number, to: number) {
  const [calendars, busy] = await db.batch([
    db
      // timeZone is the member's: all-day and floating events are their dates in their zone.
      .select({ id: memberCalendars.id, userId: memberCalendars.userId, externalId: memberCalendars.externalId, timeZone: users.timezone, provider: memberCalendars.provider, integrationId: memberCalendars.integrationId, syncState: memberCalendars.syncState, syncedAt: memberCalendars.syncedAt, cacheFrom: memberCalendars.cacheFrom, cacheTo: memberCalendars.cacheTo })
      .from(memberCalendars)
      .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
      .innerJoin(users, eq(users.id, memberCalendars.userId))
      .where(and(eq(memberCalendars.accountId, accountId), inArray(memberCalendars.userId, userIds), eq(memberCalendars.checkConflicts, true))),
    db
      .select({ calendarId: calendarBusy.calendarId, userId: calendarBusy.userId, start: calendarBusy.startAt, end: calendarBusy.endAt })
      .from(calendarBusy)
      .innerJoin(memberCalendars, and(eq(memberCalendars.id, calendarBusy.calendarId), eq(memberCalendars.checkConflicts, true)))
      .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
      .where(and(eq(calendarBusy.accountId, accountId), inArray(calendarBusy.userId, userIds), lt(calendarBusy.startAt, to), gt(calendarBusy.endAt, from), isNull(calendarBusy.meetingId))),
  ]);
  return { calendars, busy };
}

export const channelById = (db: Db, id: string) => db.select().from(calendarChannels).where(eq(calendarChannels.id, id)).get();
export const channelsOfCalendar = (db: Db, calendarId: string) => db.select().from(calendarChannels).where(eq(calendarChannels.calendarId, calendarId)).all();
export const channelsExpiringBefore = (db: Db, at: number, limit: number) => db.select().from(calendarChannels).where(lt(calendarChannels.expiresAt, at)).limit(limit).all();
export const insertChannelStmt = (db: Db, row: typeof calendarChannels.$inferInsert) => db.insert(calendarChannels).values(row);
export const deleteChannelStmt = (db: Db, id: string) => db.delete(calendarChannels).where(eq(calendarChannels.id, id));

/**
 * Calendars checked for conflicts whose cache is cold, stale or failed: the cron sync's work list,
 * longest unsynced first. CalDAV calendars are stale sooner (no push tells us of a change).
 */
export const calendarsNeedingSync = (db: Db, at: { staleBefore: number; caldavStaleBefore: number; now: number }, limit: number) =>
  db
    .select({ cal: memberCalendars })
    .from(memberCalendars)
    .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
    .where(
      and(
        eq(memberCalendars.checkConflicts, true),
        sql`(${memberCalendars.syncState} != 'warm' OR ${memberCalendars.syncedAt} < (CASE WHEN ${memberCalendars.provider} = 'caldav' THEN ${at.caldavStaleBefore} ELSE ${at.staleBefore} END) OR ${memberCalendars.cacheTo} < ${at.now + 60 * 86_400_000})`,
      ),
    )
    .orderBy(sql`coalesce(${memberCalendars.syncedAt}, 0)`)
    .limit(limit)
    .all()
    .then((rows) => rows.map((r) => r.cal));

/** The member's own time zone: the zone their all-day and floating calendar events are read in. */
export const memberTimeZone = async (db: Db, accountId: string, userId: string) =>
  (await db.select({ tz: users.timezone }).from(users).where(and(eq(users.accountId, accountId), eq(users.id, userId))).get())?.tz ?? 'UTC';

/** Whether a member takes part in (or booked) a meeting of the account: what lets a User see its calendar copy. */
/** Whether the meeting is one of the organization's. */
export const meetingInAccount = async (db: Db, accountId: string, meetingId: string) =>
  !!(await db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.accountId, accountId), eq(meetings.id, meetingId))).get());

export async function takesPart(db: Db, accountId: string, meetingId: string, userId: string) {
  const m = await db.select({ bookedBy: meetings.bookedByUserId }).from(meetings).where(and(eq(meetings.accountId, accountId), eq(meetings.id, meetingId))).get();
  if (!m) return false;
  if (m.bookedBy === userId) return true;
  const p = await db.select({ userId: meetingParticipants.userId }).from(meetingParticipants).where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId))).get();
  return !!p;
}

/** The meeting's calendar copy as a builder (the writer's check joins the delivery's batch). */
export const meetingEventQuery = (db: Db, meetingId: string) =>
  db.select({ externalId: meetingCalendarEvents.externalId, status: meetingCalendarEvents.status }).from(meetingCalendarEvents).where(eq(meetingCalendarEvents.meetingId, meetingId)).limit(1);

/** The working write calendar of a scheduled meeting's host, if any, in one query from the meeting id. */
export const hostWriteCalendarQuery = (db: Db, accountId: string, meetingId: string) =>
  db
    .select({ id: memberCalendars.id })
    .from(meetings)
    .innerJoin(memberCalendars, and(eq(memberCalendars.accountId, meetings.accountId), eq(memberCalendars.userId, meetings.hostUserId), eq(memberCalendars.writeTo, true)))
    .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
    .where(and(eq(meetings.accountId, accountId), eq(meetings.id, meetingId), eq(meetings.status, 'scheduled')))
    .limit(1);

export const meetingEventOf = (db: Db, meetingId: string) => db.select().from(meetingCalendarEvents).where(eq(meetingCalendarEvents.meetingId, meetingId)).get();

export function saveMeetingEventStmt(db: Db, row: typeof meetingCalendarEvents.$inferInsert) {
  const { meetingId: _id, ...set } = row;
  return db.insert(meetingCalendarEvents).values(row).onConflictDoUpdate({ target: meetingCalendarEvents.meetingId, set });
}

export const integrationById = (db: Db, id: string) => db.select().from(integrations).where(eq(integrations.id, id)).get();
export const calendarIntegrationsOfUser = (db: Db, accountId: string, userId: string) =>
  db.select().from(integrations).where(and(eq(integrations.accountId, accountId), eq(integrations.userId, userId), eq(integrations.kind, 'calendar'), ne(integrations.status, 'connecting'))).all();

/** What a calendar write needs of a meeting now: its state, host, people and the host's write calendar. */
export async function meetingForCalendar(db: Db, accountId: string, meetingId: string) {
  const [meeting, people] = await db.batch([
    db.select().from(meetings).where(and(eq(meetings.accountId, accountId), eq(meetings.id, meetingId))),
    db
      .select({ userId: meetingParticipants.userId, active: meetingParticipants.active, name: users.name, email: users.email })
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.userId))
      .where(and(eq(meetingParticipants.accountId, accountId), eq(meetingParticipants.meetingId, meetingId))),
  ]);
  const m = meeting[0];
  if (!m) return null;
  const host = m.hostUserId ? await db.select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone }).from(users).where(eq(users.id, m.hostUserId)).get() : undefined;
  return { meeting: m, host: host ?? null, people: people.filter((p) => p.active) };
}

export const setMeetingConferenceUrlStmt = (db: Db, accountId: string, meetingId: string, url: string) =>
  db.update(meetings).set({ conferenceUrl: url }).where(and(eq(meetings.accountId, accountId), eq(meetings.id, meetingId)));

export const markMeetingEventFailed = (db: Db, meetingId: string, error: string, now: number) =>
  db.update(meetingCalendarEvents).set({ status: 'failed', lastError: error, updatedAt: now }).where(eq(meetingCalendarEvents.meetingId, meetingId)).run();

export const setWriteStmt = (db: Db, accountId: string, userId: string, calendarId: string, now: number) =>
  db.update(memberCalendars).set({ writeTo: sql`${memberCalendars.id} = ${calendarId}`, updatedAt: now }).where(and(eq(memberCalendars.accountId, accountId), eq(memberCalendars.userId, userId)));

/** Members whose calendar connection expired, for the admins' warning. */
export const expiredCalendarMembers = (db: Db, accountId: string) =>
  db
    .select({ userId: users.id, name: users.name, provider: integrations.provider, since: integrations.updatedAt })
    .from(integrations)
    .innerJoin(users, eq(users.id, integrations.userId))
    .where(and(eq(integrations.accountId, accountId), eq(integrations.kind, 'calendar'), eq(integrations.status, 'expired')))
    .orderBy(users.name)
    .all();

/** Marks a connection as being disconnected; answers false when another request already is (a double click). */
export async function claimDisconnect(db: Db, accountId: string, id: string, now: number) {
  const res = await db
    .update(integrations)
    .set({ lastError: 'Disconnecting', updatedAt: now })
    .where(and(eq(integrations.accountId, accountId), eq(integrations.id, id), sql`coalesce(${integrations.lastError}, '') != 'Disconnecting'`))
    .run();
  return (res.meta?.changes ?? 0) > 0;
}
