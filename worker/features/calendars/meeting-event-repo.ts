// A meeting's calendar copy: what the calendar writer reads of the meeting and records of its event.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { meetingCalendarEvents, memberCalendars } from '../../db/schema/calendars';
import { integrations } from '../../db/schema/integrations';
import { meetings, meetingParticipants, meetingTypes } from '../../db/schema/scheduling';
import { users } from '../../db/schema/identity';
import { meetingSettings, teamMeetingSettings } from '../../db/schema/meeting-settings';
import { DEFAULT_FORM_INVITES } from '../../contracts/meeting-settings';
import { ofAccount } from '../../db/live-rows';

/** Whether the meeting is one of the organization's. */
export const meetingInAccount = (db: Db, accountId: string, meetingId: string) =>
  rowExists(db, meetings, meetings.id, ofAccount(meetings, accountId, eq(meetings.id, meetingId)));

/** Whether a member takes part in (or booked) a meeting of the account: what lets a User see its calendar copy. */
export async function takesPart(db: Db, accountId: string, meetingId: string, userId: string) {
  const m = await db
    .select({ bookedBy: meetings.bookedByUserId })
    .from(meetings)
    .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId)))
    .get();
  if (!m) return false;
  if (m.bookedBy === userId) return true;
  const p = await db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId)))
    .get();
  return !!p;
}

/** The meeting's calendar copy as a builder (the writer's check joins the delivery's batch). */
export const meetingEventQuery = (db: Db, meetingId: string) =>
  db
    .select({ externalId: meetingCalendarEvents.externalId, status: meetingCalendarEvents.status })
    .from(meetingCalendarEvents)
    .where(eq(meetingCalendarEvents.meetingId, meetingId))
    .limit(1);

/** The working write calendar of a scheduled meeting's host, if any, in one query from the meeting id. */
export const hostWriteCalendarQuery = (db: Db, accountId: string, meetingId: string) =>
  db
    .select({ id: memberCalendars.id })
    .from(meetings)
    .innerJoin(
      memberCalendars,
      and(
        eq(memberCalendars.accountId, meetings.accountId),
        eq(memberCalendars.userId, meetings.hostUserId),
        eq(memberCalendars.writeTo, true),
      ),
    )
    .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
    .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId), eq(meetings.status, 'scheduled')))
    .limit(1);

export const meetingEventOf = (db: Db, meetingId: string) =>
  db.select().from(meetingCalendarEvents).where(eq(meetingCalendarEvents.meetingId, meetingId)).get();

export function saveMeetingEventStmt(db: Db, row: typeof meetingCalendarEvents.$inferInsert) {
  const { meetingId: _id, ...set } = row;
  return db.insert(meetingCalendarEvents).values(row).onConflictDoUpdate({ target: meetingCalendarEvents.meetingId, set });
}

/** What a calendar write needs of a meeting now: its state, host, people and the host's write calendar. */
export async function meetingForCalendar(db: Db, accountId: string, meetingId: string) {
  const [meeting, people, settings] = await db.batch([
    db
      .select()
      .from(meetings)
      .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId))),
    db
      .select({ userId: meetingParticipants.userId, active: meetingParticipants.active, name: users.name, email: users.email })
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.userId))
      .where(ofAccount(meetingParticipants, accountId, eq(meetingParticipants.meetingId, meetingId))),
    // Form invites (Settings -> Meeting): whether the event's description, which the prospect reads, lists the
    // answers - the meeting type's team's own switch when it has one, else the organization's.
    db
      .select({
        // Nested subqueries, not a join: each column name resolves to one table however drizzle qualifies it.
        on: sql<
          number | null
        >`coalesce((select ${teamMeetingSettings.formAnswersInInvites} from ${teamMeetingSettings} where ${teamMeetingSettings.accountId} = ${accountId} and ${teamMeetingSettings.teamId} = (select ${meetingTypes.teamId} from ${meetingTypes} where ${meetingTypes.id} = ${meetings.meetingTypeId})), (select ${meetingSettings.formAnswersInInvites} from ${meetingSettings} where ${meetingSettings.accountId} = ${accountId}))`,
      })
      .from(meetings)
      .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId))),
  ]);
  const m = meeting[0];
  if (!m) return null;
  const host = m.hostUserId
    ? await db
        .select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone })
        .from(users)
        .where(eq(users.id, m.hostUserId))
        .get()
    : undefined;
  const on = settings[0]?.on;
  const answersInInvites = on == null ? DEFAULT_FORM_INVITES.enabled : !!on;
  return { meeting: m, host: host ?? null, people: people.filter((p) => p.active), answersInInvites };
}

export const setMeetingConferenceUrlStmt = (db: Db, accountId: string, meetingId: string, url: string) =>
  db
    .update(meetings)
    .set({ conferenceUrl: url })
    .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId)));

export const markMeetingEventFailed = (db: Db, meetingId: string, error: string, now: number) =>
  db
    .update(meetingCalendarEvents)
    .set({ status: 'failed', lastError: error, updatedAt: now })
    .where(eq(meetingCalendarEvents.meetingId, meetingId))
    .run();
