import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { bookingClaims } from '../../db/schema/booking';
import { meetingParticipants, meetings, meetingTypes } from '../../db/schema/scheduling';
import { groups } from '../../db/schema/teams';
import { ofAccount } from '../../db/live-rows';

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingInsert = typeof meetings.$inferInsert;
export type ParticipantInsert = typeof meetingParticipants.$inferInsert;

export const insertMeetingStmt = (db: Db, row: MeetingInsert) => db.insert(meetings).values(row);
export const insertParticipantStmt = (db: Db, row: ParticipantInsert) => db.insert(meetingParticipants).values(row);
export const updateMeetingStmt = (db: Db, accountId: string, id: string, set: Partial<MeetingInsert>) =>
  db
    .update(meetings)
    .set(set)
    .where(ofAccount(meetings, accountId, eq(meetings.id, id)));
/** The same, only while the meeting is still in `status`: of two changes made from one reading, one lands. */
export const updateMeetingIfStatusStmt = (
  db: Db,
  accountId: string,
  id: string,
  status: MeetingRow['status'],
  set: Partial<MeetingInsert>,
) =>
  db
    .update(meetings)
    .set(set)
    .where(ofAccount(meetings, accountId, eq(meetings.id, id), eq(meetings.status, status)));
export const deactivateParticipantsStmt = (db: Db, meetingId: string) =>
  db.update(meetingParticipants).set({ active: false }).where(eq(meetingParticipants.meetingId, meetingId));
export const deleteParticipantsStmt = (db: Db, meetingId: string) =>
  db.delete(meetingParticipants).where(eq(meetingParticipants.meetingId, meetingId));

export const findMeeting = (db: Db, id: string) => db.select().from(meetings).where(eq(meetings.id, id)).get();
export const findMeetingInAccount = (db: Db, accountId: string, id: string) =>
  db
    .select()
    .from(meetings)
    .where(ofAccount(meetings, accountId, eq(meetings.id, id)))
    .get();

export const participantsOf = (db: Db, meetingId: string) =>
  db
    .select({
      userId: meetingParticipants.userId,
      role: meetingParticipants.role,
      active: meetingParticipants.active,
      name: users.name,
      email: users.email,
      timezone: users.timezone,
      groupName: groups.name,
    })
    .from(meetingParticipants)
    .innerJoin(users, eq(users.id, meetingParticipants.userId))
    .leftJoin(groups, eq(groups.id, meetingParticipants.groupId))
    .where(eq(meetingParticipants.meetingId, meetingId))
    .all();

export const meetingTypeNameOf = async (db: Db, id: string | null) =>
  id ? ((await db.select({ name: meetingTypes.name }).from(meetingTypes).where(eq(meetingTypes.id, id)).get())?.name ?? '') : '';

/** How many live meetings each member joined from each additional group: groupId -> userId -> count. */
export async function joinCounts(db: Db, accountId: string, groupIds: string[]) {
  const out = new Map<string, Map<string, number>>();
  if (!groupIds.length) return out;
  const rows = await db
    .select({ groupId: meetingParticipants.groupId, userId: meetingParticipants.userId, n: count() })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.accountId, accountId),
        inArray(meetingParticipants.groupId, groupIds),
        eq(meetingParticipants.active, true),
      ),
    )
    .groupBy(meetingParticipants.groupId, meetingParticipants.userId)
    .all();
  for (const r of rows) {
    if (!out.has(r.groupId!)) out.set(r.groupId!, new Map());
    out.get(r.groupId!)!.set(r.userId, r.n);
  }
  return out;
}

/** How many meetings each user hosts from a start instant on, for the interim round-robin order of links. */
/** How many meetings each of these members has hosted since `since` (the fewest-booked-first order). */
export const hostedCountsStmt = (db: Db, accountId: string, userIds: string[], since: number) =>
  db
    .select({ userId: meetings.hostUserId, n: count() })
    .from(meetings)
    .where(ofAccount(meetings, accountId, inArray(meetings.hostUserId, userIds), gt(meetings.createdAt, since)))
    .groupBy(meetings.hostUserId);

export type MeetingListFilter = {
  status?: MeetingRow['status'];
  userId?: string;
  from?: number;
  to?: number;
  q?: string;
  limit: number;
  offset: number;
  upcomingFirst: boolean;
};

/** Meetings of the organization, optionally only those a user takes part in. */
export async function listMeetings(db: Db, accountId: string, f: MeetingListFilter) {
  const conds = [eq(meetings.accountId, accountId)];
  if (f.status) conds.push(eq(meetings.status, f.status));
  if (f.from) conds.push(gt(meetings.endAt, f.from));
  if (f.to) conds.push(lte(meetings.startAt, f.to));
  if (f.userId)
    conds.push(
      inArray(
        meetings.id,
        db.select({ id: meetingParticipants.meetingId }).from(meetingParticipants).where(eq(meetingParticipants.userId, f.userId)),
      ),
    );
  if (f.q) {
    const p = `%${f.q.replace(/[%_]/g, '')}%`;
    conds.push(sql`(${meetings.prospectName} like ${p} or ${meetings.prospectEmail} like ${p} or ${meetings.title} like ${p})`);
  }
  return db
    .select({ meeting: meetings, hostName: users.name, meetingTypeName: meetingTypes.name })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.hostUserId))
    .leftJoin(meetingTypes, eq(meetingTypes.id, meetings.meetingTypeId))
    .where(and(...conds))
    .orderBy(f.upcomingFirst ? asc(meetings.startAt) : desc(meetings.startAt))
    .limit(f.limit)
    .offset(f.offset)
    .all();
}

export async function statusCounts(db: Db, accountId: string, userId?: string) {
  const rows = await db
    .select({ status: meetings.status, n: count() })
    .from(meetings)
    .where(
      and(
        eq(meetings.accountId, accountId),
        userId
          ? inArray(
              meetings.id,
              db.select({ id: meetingParticipants.meetingId }).from(meetingParticipants).where(eq(meetingParticipants.userId, userId)),
            )
          : undefined,
      ),
    )
    .groupBy(meetings.status)
    .all();
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<MeetingRow['status'], number>>;
}

/** Scheduled meetings whose reminder is due now and has not gone out. */
export const dueReminders = (db: Db, now: number, horizon: number) =>
  db
    .select({
      meeting: meetings,
      reminderMinutesBefore: meetingTypes.reminderMinutesBefore,
      reminderSubject: meetingTypes.reminderSubject,
      reminderBody: meetingTypes.reminderBody,
    })
    .from(meetings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.meetingTypeId))
    .where(
      and(
        eq(meetings.status, 'scheduled'),
        isNull(meetings.reminderSentAt),
        eq(meetingTypes.reminderEnabled, true),
        gt(meetings.startAt, now),
        lte(meetings.startAt, horizon),
      ),
    )
    .limit(200)
    .all();

/** Marks a reminder sent only once: the WHERE keeps a second sweep from sending it again. */
export const claimReminderStmt = (db: Db, id: string, now: number) =>
  db
    .update(meetings)
    .set({ reminderSentAt: now })
    .where(and(eq(meetings.id, id), isNull(meetings.reminderSentAt)))
    .returning({ id: meetings.id });

/** Moves every participant block of a meeting; the update trigger refuses an overlap for any of them. */
export const moveParticipantsStmt = (
  db: Db,
  meetingId: string,
  t: { startAt: number; endAt: number; blockStart: number; blockEnd: number },
) =>
  db
    .update(meetingParticipants)
    .set(t)
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.active, true)));

export const removeParticipantStmt = (db: Db, meetingId: string, userId: string) =>
  db.delete(meetingParticipants).where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId)));

export const userName = async (db: Db, id: string) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, id)).get())?.name ?? '';

/** The claim on what a booking (or a redistribution) ends; its primary key and trigger fail the whole batch for a second one. */
export const insertClaimStmt = (db: Db, row: typeof bookingClaims.$inferInsert) => db.insert(bookingClaims).values(row);

/** Titles of meetings by id, within one organization. */
export async function titlesByIds(db: Db, accountId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows: { id: string; title: string }[] = [];
  for (let i = 0; i < unique.length; i += 90)
    rows.push(
      ...(await db
        .select({ id: meetings.id, title: meetings.title })
        .from(meetings)
        .where(ofAccount(meetings, accountId, inArray(meetings.id, unique.slice(i, i + 90))))
        .all()),
    );
  return rows;
}
