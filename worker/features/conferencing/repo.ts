import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changes } from '../../db/batch';
import { meetingConferences } from '../../db/schema/conferencing';
import { meetings, meetingTypes } from '../../db/schema/scheduling';
import { users } from '../../db/schema/identity';
import { ofAccount } from '../../db/live-rows';

export type ConferenceRow = typeof meetingConferences.$inferSelect;
export type ConferenceInsert = typeof meetingConferences.$inferInsert;

export const insertConferenceStmt = (db: Db, row: ConferenceInsert) => db.insert(meetingConferences).values(row).onConflictDoNothing();

/** The meeting's conference row as a builder, so the event handler's check can join a batch. */
export const conferenceQuery = (db: Db, meetingId: string) =>
  db
    .select({ meetingId: meetingConferences.meetingId })
    .from(meetingConferences)
    .where(eq(meetingConferences.meetingId, meetingId))
    .limit(1);

export const findConference = (db: Db, meetingId: string) =>
  db.select().from(meetingConferences).where(eq(meetingConferences.meetingId, meetingId)).get();

export const findConferenceInAccount = (db: Db, accountId: string, meetingId: string) =>
  db
    .select()
    .from(meetingConferences)
    .where(ofAccount(meetingConferences, accountId, eq(meetingConferences.meetingId, meetingId)))
    .get();

export const updateConferenceStmt = (db: Db, meetingId: string, set: Partial<ConferenceInsert>) =>
  db.update(meetingConferences).set(set).where(eq(meetingConferences.meetingId, meetingId));

/** Takes the right to call the tool for this meeting until `until`, unless another delivery holds it. */
export async function claimLease(db: Db, meetingId: string, now: number, until: number): Promise<boolean> {
  const res = await db
    .update(meetingConferences)
    .set({ leaseUntil: until, attempts: sql`${meetingConferences.attempts} + 1` })
    .where(
      and(eq(meetingConferences.meetingId, meetingId), or(isNull(meetingConferences.leaseUntil), lt(meetingConferences.leaseUntil, now))),
    )
    .run();
  return changes(res) > 0;
}

/** Marks the held invitations as released; true only for the one caller that did it. */
export async function takeInviteRelease(db: Db, meetingId: string, now: number): Promise<boolean> {
  const res = await db
    .update(meetingConferences)
    .set({ inviteReleasedAt: now })
    .where(
      and(
        eq(meetingConferences.meetingId, meetingId),
        eq(meetingConferences.inviteHeld, true),
        isNull(meetingConferences.inviteReleasedAt),
      ),
    )
    .run();
  return changes(res) > 0;
}

/** Held invitations whose conference never came in time (the tool down for long, handler given up). */
export const overdueHeld = (db: Db, before: number, limit: number) =>
  db
    .select({ meetingId: meetingConferences.meetingId })
    .from(meetingConferences)
    .where(
      and(eq(meetingConferences.inviteHeld, true), isNull(meetingConferences.inviteReleasedAt), lt(meetingConferences.createdAt, before)),
    )
    .limit(limit)
    .all();

/** What a conference needs of its meeting now: times, status, host, and the type's location. */
export const meetingForConference = (db: Db, meetingId: string) =>
  db
    .select({
      id: meetings.id,
      accountId: meetings.accountId,
      hostUserId: meetings.hostUserId,
      title: meetings.title,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
      status: meetings.status,
      conferenceUrl: meetings.conferenceUrl,
      conferenceProvider: meetings.conferenceProvider,
      locationType: meetingTypes.locationType,
      videoTool: meetingTypes.videoTool,
      hostTimezone: users.timezone,
    })
    .from(meetings)
    .leftJoin(meetingTypes, eq(meetingTypes.id, meetings.meetingTypeId))
    .innerJoin(users, eq(users.id, meetings.hostUserId))
    .where(eq(meetings.id, meetingId))
    .get();
export type MeetingForConference = NonNullable<Awaited<ReturnType<typeof meetingForConference>>>;

/** The meeting's join link and tool as every page, e-mail and reminder reads them. */
export const setMeetingConferenceStmt = (
  db: Db,
  accountId: string,
  meetingId: string,
  conferenceUrl: string | null,
  conferenceProvider: string | null,
  now: number,
) =>
  db
    .update(meetings)
    .set({ conferenceUrl, conferenceProvider, updatedAt: now })
    .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId)));
