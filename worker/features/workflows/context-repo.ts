import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/identity';
import { meetingParticipants, meetings, meetingTypes } from '../../db/schema/scheduling';
import { routingSessions } from '../../db/schema/routers';
import { teams } from '../../db/schema/teams';
import { findScoped, ofAccount } from '../../db/live-rows';

// Read-only snapshots of what an event is about, scoped by account: workflows and signals describe the
// meeting or prospect as it is now (handlers converge on the current state).

export const findMeeting = (db: Db, accountId: string, id: string) => findScoped(db, meetings, accountId, id);

export const findMeetingType = (db: Db, accountId: string, id: string) =>
  db
    .select({ id: meetingTypes.id, name: meetingTypes.name, kind: meetingTypes.kind, teamId: meetingTypes.teamId })
    .from(meetingTypes)
    .where(ofAccount(meetingTypes, accountId, eq(meetingTypes.id, id)))
    .get();

export const findSession = (db: Db, accountId: string, id: string) => findScoped(db, routingSessions, accountId, id);

export const findSessionByMeeting = (db: Db, accountId: string, meetingId: string) =>
  db
    .select()
    .from(routingSessions)
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.meetingId, meetingId)))
    .get();

export const participantIds = async (db: Db, meetingId: string) =>
  (
    await db
      .select({ userId: meetingParticipants.userId, role: meetingParticipants.role, active: meetingParticipants.active })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meetingId))
      .all()
  ).filter((p) => p.active);

export const findAccount = (db: Db, accountId: string) =>
  db
    .select({ id: accounts.id, company: accounts.company, timeFormat: accounts.timeFormat, defaultTimezone: accounts.defaultTimezone })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get();

export const findTeam = (db: Db, accountId: string, id: string) =>
  db
    .select({ name: teams.name })
    .from(teams)
    .where(ofAccount(teams, accountId, eq(teams.id, id)))
    .get();

/** Scheduled (or already ended) meetings of an account starting inside a window, for the timed sweep. */
export const meetingsStartingBetween = (db: Db, accountId: string, from: number, to: number) =>
  db
    .select({
      id: meetings.id,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
      status: meetings.status,
      meetingTypeId: meetings.meetingTypeId,
      prospectTimezone: meetings.prospectTimezone,
    })
    .from(meetings)
    .where(ofAccount(meetings, accountId, gte(meetings.startAt, from), lte(meetings.startAt, to)))
    .all();
