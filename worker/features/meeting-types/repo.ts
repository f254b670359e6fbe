import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { meetingSettings } from '../../db/schema/meeting-settings';
import { DEFAULT_MEETING_WINDOW } from '../../contracts/meeting-settings';
import { meetingParticipants, meetingTypeMembers, meetingTypes } from '../../db/schema/scheduling';
import type { BusyQuery } from '../../integrations/calendar/busy-time';

export type MeetingTypeRow = typeof meetingTypes.$inferSelect;
export type MeetingTypeInsert = typeof meetingTypes.$inferInsert;

const live = (accountId: string) => and(eq(meetingTypes.accountId, accountId), isNull(meetingTypes.deletedAt));

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

export const findMeetingType = (db: Db, accountId: string, id: string) =>
  db
    .select()
    .from(meetingTypes)
    .where(and(live(accountId), eq(meetingTypes.id, id)))
    .get();

export const membersOf = (db: Db, accountId: string, meetingTypeId: string) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone })
    .from(meetingTypeMembers)
    .innerJoin(users, eq(users.id, meetingTypeMembers.userId))
    .where(
      and(eq(meetingTypeMembers.accountId, accountId), eq(meetingTypeMembers.meetingTypeId, meetingTypeId), eq(users.status, 'active')),
    )
    .all();

export const activeMembersIn = (db: Db, accountId: string, ids: string[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.status, 'active'), inArray(users.id, ids)))
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

/**
 * A type following the organization's meeting window takes the current defaults inside the statement that
 * saves it (the defaults' defaults when the organization never saved any), so a concurrent change of the
 * defaults is either seen here or rewrites this row after it.
 */
function withOrgWindow<T extends Partial<MeetingTypeInsert>>(accountId: string, row: T): T {
  if (!row.windowFromOrg) return row;
  const orgValue = (column: typeof meetingSettings.earliestSlotMinutes | typeof meetingSettings.bookingWindowDays, unset: number) =>
    sql<number>`coalesce((select ${column} from ${meetingSettings} where ${meetingSettings.accountId} = ${accountId}), ${unset})`;
  return {
    ...row,
    earliestSlotMinutes: orgValue(meetingSettings.earliestSlotMinutes, DEFAULT_MEETING_WINDOW.earliestSlotMinutes),
    bookingWindowDays: orgValue(meetingSettings.bookingWindowDays, DEFAULT_MEETING_WINDOW.bookingWindowDays),
  };
}

export const insertMeetingTypeStmt = (db: Db, row: MeetingTypeInsert) => db.insert(meetingTypes).values(withOrgWindow(row.accountId, row));
export const updateMeetingTypeStmt = (db: Db, accountId: string, id: string, set: Partial<MeetingTypeInsert>) =>
  db
    .update(meetingTypes)
    .set(withOrgWindow(accountId, set))
    .where(and(eq(meetingTypes.accountId, accountId), eq(meetingTypes.id, id)));

/** The statement that rewrites the window of every type following the organization's defaults. */
export const followOrgWindowStmt = (db: Db, accountId: string, window: { earliestSlotMinutes: number; bookingWindowDays: number }) =>
  db
    .update(meetingTypes)
    .set(window)
    .where(and(eq(meetingTypes.accountId, accountId), eq(meetingTypes.windowFromOrg, true)));

export const replaceMembersStmts = (db: Db, accountId: string, meetingTypeId: string, userIds: string[]) => [
  db
    .delete(meetingTypeMembers)
    .where(and(eq(meetingTypeMembers.accountId, accountId), eq(meetingTypeMembers.meetingTypeId, meetingTypeId))),
  ...userIds.map((userId) => db.insert(meetingTypeMembers).values({ accountId, meetingTypeId, userId }).onConflictDoNothing()),
];

/**
 * Busy time from our own meetings: each active participation's block (the meeting widened by its own
 * buffers), so the slot engine and the no-overlap trigger agree on what conflicts.
 */
export const ownBusy = (db: Db) => (q: BusyQuery) =>
  q.userIds.length
    ? db
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
        )
        .all()
    : Promise.resolve([]);

/** Live meeting types that ask for a video call and have this member among their hosts. */
export const videoTypesHostedBy = (db: Db, accountId: string, userId: string) =>
  db
    .select({ id: meetingTypes.id, name: meetingTypes.name, videoTool: meetingTypes.videoTool })
    .from(meetingTypes)
    .innerJoin(meetingTypeMembers, eq(meetingTypeMembers.meetingTypeId, meetingTypes.id))
    .where(and(live(accountId), eq(meetingTypes.locationType, 'video'), eq(meetingTypeMembers.userId, userId)))
    .orderBy(meetingTypes.name)
    .all();
