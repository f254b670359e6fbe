import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Key } from '../../db/batch';
import { users } from '../../db/schema/identity';
import { meetingSettings, teamMeetingSettings } from '../../db/schema/meeting-settings';
import { DEFAULT_MEETING_WINDOW } from '../../contracts/meeting-settings';
import { meetingParticipants, meetingTypeMembers, meetingTypes } from '../../db/schema/scheduling';
import type { BusyQuery } from '../../integrations/calendar/busy-time';
import { ofAccount } from '../../db/live-rows';

export type MeetingTypeRow = typeof meetingTypes.$inferSelect;
export type MeetingTypeInsert = typeof meetingTypes.$inferInsert;

const live = (accountId: Key) => ofAccount(meetingTypes, accountId, isNull(meetingTypes.deletedAt));

export const listMeetingTypes = (db: Db, accountId: string) =>
  db
    .select()
    .from(meetingTypes)
    .where(and(live(accountId), eq(meetingTypes.linkOnly, false)))
    .orderBy(desc(meetingTypes.updatedAt))
    .all();

export async function memberCounts(db: Db, accountId: string) {
  const rows = await db
    .select({ id: meetingTypeMembers.meetingTypeId, n: count() })
    .from(meetingTypeMembers)
    .where(eq(meetingTypeMembers.accountId, accountId))
    .groupBy(meetingTypeMembers.meetingTypeId)
    .all();
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const meetingTypeStmt = (db: Db, accountId: Key, id: Key) =>
  db
    .select()
    .from(meetingTypes)
    .where(and(live(accountId), eq(meetingTypes.id, id)));
export const findMeetingType = (db: Db, accountId: string, id: string) => meetingTypeStmt(db, accountId, id).get();

export const membersOf = (db: Db, accountId: string, meetingTypeId: string) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone })
    .from(meetingTypeMembers)
    .innerJoin(users, eq(users.id, meetingTypeMembers.userId))
    .where(ofAccount(meetingTypeMembers, accountId, eq(meetingTypeMembers.meetingTypeId, meetingTypeId), eq(users.status, 'active')))
    .all();

export const activeMembersIn = (db: Db, accountId: string, ids: string[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(ofAccount(users, accountId, eq(users.status, 'active'), inArray(users.id, ids)))
        .all()
    : Promise.resolve([]);

/** Other live event types sharing any of these members, for the same-dates conflict rule. */
export const otherEventsWithMembers = (db: Db, accountId: string, exceptId: string | null, memberIds: string[]) =>
  memberIds.length
    ? db
        .select({ id: meetingTypes.id, name: meetingTypes.name, eventDates: meetingTypes.eventDates, userId: meetingTypeMembers.userId })
        .from(meetingTypes)
        .innerJoin(meetingTypeMembers, eq(meetingTypeMembers.meetingTypeId, meetingTypes.id))
        .where(
          and(
            live(accountId),
            eq(meetingTypes.kind, 'event'),
            inArray(meetingTypeMembers.userId, memberIds),
            exceptId ? ne(meetingTypes.id, exceptId) : undefined,
          ),
        )
        .all()
    : Promise.resolve([]);

type WindowColumn = 'earliestSlotMinutes' | 'bookingWindowDays';

/**
 * The window value a type of `team` follows, as SQL: its team's own when the team has one (Settings ->
 * Meeting -> Team settings), else the organization's, else the defaults' defaults.
 */
const followedWindow = (accountId: string, team: SQL | string | null, column: WindowColumn) =>
  sql<number>`coalesce((select ${teamMeetingSettings[column]} from ${teamMeetingSettings} where ${teamMeetingSettings.teamId} = ${team} and ${teamMeetingSettings.accountId} = ${accountId}), (select ${meetingSettings[column]} from ${meetingSettings} where ${meetingSettings.accountId} = ${accountId}), ${DEFAULT_MEETING_WINDOW[column]})`;

/**
 * A type following the meeting window takes the current values (its team's or the organization's) inside
 * the statement that saves it, so a concurrent change of them is either seen here or rewrites this row
 * after it. An update that leaves the team as it is reads the row's own team.
 */
function withOrgWindow<T extends Partial<MeetingTypeInsert>>(accountId: string, row: T, sameTeam: SQL | null = null): T {
  if (!row.windowFromOrg) return row;
  const team = 'teamId' in row || !sameTeam ? (row.teamId ?? null) : sameTeam;
  return {
    ...row,
    earliestSlotMinutes: followedWindow(accountId, team, 'earliestSlotMinutes'),
    bookingWindowDays: followedWindow(accountId, team, 'bookingWindowDays'),
  };
}

export const insertMeetingTypeStmt = (db: Db, row: MeetingTypeInsert) => db.insert(meetingTypes).values(withOrgWindow(row.accountId, row));
export const updateMeetingTypeStmt = (db: Db, accountId: string, id: string, set: Partial<MeetingTypeInsert>) =>
  db
    .update(meetingTypes)
    .set(withOrgWindow(accountId, set, sql`${meetingTypes.teamId}`))
    .where(ofAccount(meetingTypes, accountId, eq(meetingTypes.id, id)));

/**
 * The statement that gives every type following the meeting window the values it follows now (its team's
 * own, else the organization's): all of the organization's such types, or only one team's. It runs after
 * the settings' write in the same batch, so it reads what was just saved.
 */
export const followOrgWindowStmt = (db: Db, accountId: string, teamId?: string) =>
  db
    .update(meetingTypes)
    .set({
      earliestSlotMinutes: followedWindow(accountId, sql`${meetingTypes.teamId}`, 'earliestSlotMinutes'),
      bookingWindowDays: followedWindow(accountId, sql`${meetingTypes.teamId}`, 'bookingWindowDays'),
    })
    .where(
      and(
        eq(meetingTypes.accountId, accountId),
        eq(meetingTypes.windowFromOrg, true),
        teamId === undefined ? undefined : eq(meetingTypes.teamId, teamId),
      ),
    );

export const replaceMembersStmts = (db: Db, accountId: string, meetingTypeId: string, userIds: string[]) => [
  db.delete(meetingTypeMembers).where(ofAccount(meetingTypeMembers, accountId, eq(meetingTypeMembers.meetingTypeId, meetingTypeId))),
  ...userIds.map((userId) => db.insert(meetingTypeMembers).values({ accountId, meetingTypeId, userId }).onConflictDoNothing()),
];

/**
 * Busy time from our own meetings: each active participation's block (the meeting widened by its own
 * buffers), so the slot engine and the no-overlap trigger agree on what conflicts.
 */
export const ownBusyStmt = (db: Db, q: BusyQuery) =>
  db
    .select({ userId: meetingParticipants.userId, start: meetingParticipants.blockStart, end: meetingParticipants.blockEnd })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.accountId, q.accountId),
        inArray(meetingParticipants.userId, q.userIds),
        eq(meetingParticipants.active, true),
        lt(meetingParticipants.blockStart, q.to),
        gt(meetingParticipants.blockEnd, q.from),
        q.excludeMeetingId ? ne(meetingParticipants.meetingId, q.excludeMeetingId) : undefined,
      ),
    );

/** Live meeting types that ask for a video call and have this member among their hosts. */
export const videoTypesHostedBy = (db: Db, accountId: string, userId: string) =>
  db
    .select({ id: meetingTypes.id, name: meetingTypes.name, videoTool: meetingTypes.videoTool })
    .from(meetingTypes)
    .innerJoin(meetingTypeMembers, eq(meetingTypeMembers.meetingTypeId, meetingTypes.id))
    .where(and(live(accountId), eq(meetingTypes.locationType, 'video'), eq(meetingTypeMembers.userId, userId)))
    .orderBy(meetingTypes.name)
    .all();
