import { and, asc, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podTurns } from '../../db/schema/booking';
import { domainEvents, eventHandlings } from '../../db/schema/events';
import { meetings } from '../../db/schema/scheduling';
import { ofAccount } from '../../db/live-rows';

type PodTurnRow = typeof podTurns.$inferSelect;

/** The turn a change owes a pod, written in the change's own batch; a repeat for the same meeting changes nothing. */
export const insertTurnStmt = (db: Db, row: typeof podTurns.$inferInsert) => db.insert(podTurns).values(row).onConflictDoNothing();

export const markAppliedStmt = (db: Db, meetingId: string, now: number) =>
  db
    .update(podTurns)
    .set({ appliedAt: now })
    .where(and(eq(podTurns.meetingId, meetingId), isNull(podTurns.appliedAt)));

/** Turns still owed that were written before `before` (a crash left them, or the pod was busy). */
export const pendingTurns = (db: Db, before: number, limit: number) =>
  db
    .select()
    .from(podTurns)
    .where(and(isNull(podTurns.appliedAt), lte(podTurns.at, before)))
    .orderBy(asc(podTurns.at))
    .limit(limit)
    .all();

/** The turn that put a meeting in a pod (none: no pod counted it). */
export const turnQuery = (db: Db, accountId: string, meetingId: string) =>
  db
    .select()
    .from(podTurns)
    .where(ofAccount(podTurns, accountId, eq(podTurns.meetingId, meetingId)))
    .limit(1);

/** After a reassignment the turn names the member the pod now counts the meeting for. */
export const setMemberStmt = (db: Db, accountId: string, meetingId: string, memberId: string) =>
  db
    .update(podTurns)
    .set({ memberId })
    .where(ofAccount(podTurns, accountId, eq(podTurns.meetingId, meetingId)));

/** The meeting's current host and status, for a reassignment's new member. */
export const meetingHostQuery = (db: Db, accountId: string, meetingId: string) =>
  db
    .select({ hostUserId: meetings.hostUserId })
    .from(meetings)
    .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId)))
    .limit(1);

/** An earlier event of the same meeting, of the given types, that `handler` has not finished: this one waits for it. */
export const earlierUnhandledQuery = (
  db: Db,
  e: { accountId: string; subjectId: string; occurredAt: number },
  types: readonly string[],
  handler: string,
) =>
  db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.accountId, e.accountId),
        eq(domainEvents.subjectId, e.subjectId),
        lt(domainEvents.occurredAt, e.occurredAt),
        inArray(domainEvents.type, [...types]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventHandlings)
            .where(and(eq(eventHandlings.eventId, domainEvents.id), eq(eventHandlings.handler, handler))),
        ),
      ),
    )
    .limit(1);
