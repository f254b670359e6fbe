import type { Db } from '../../../db/client';
import type { BookingClaim, BookingPlan } from './book-plan';
import * as repo from '../repo';

// The statements a booking batch is made of (the meeting, its blocks, its claim) and how their triggers
// refuse one.

/** True when a batch failed on a claim: the subject was booked, redistributed or closed meanwhile. */
export const isClaimRefused = (e: unknown) =>
  /session_ended|booking_claims/.test(`${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`);

/**
 * The claim on a routing session, for whatever ends it: its booking, or its redistribution (whose
 * `meetingId` is then `redistribution:<session>`). Only one claim per session can ever commit.
 */
export const claimSessionStmt = (
  db: Db,
  row: { kind: BookingClaim['kind']; subjectId: string; meetingId: string; accountId: string; createdAt: number },
) => repo.insertClaimStmt(db, row);

export function claimStmt(db: Db, plan: BookingPlan, meetingId: string, now: number) {
  return repo.insertClaimStmt(db, {
    kind: plan.claim!.kind,
    subjectId: plan.claim!.subjectId,
    meetingId,
    accountId: plan.accountId,
    createdAt: now,
  });
}

/**
 * The statements that create a meeting and each participant's block. The no-overlap trigger on the
 * blocks is the double-booking check, inside whatever batch these statements join.
 */
export function createMeetingStmts(db: Db, meeting: repo.MeetingRow, participantIds: string[]) {
  return [
    repo.insertMeetingStmt(db, meeting),
    ...participantIds.map((userId, i) => blockStmt(db, meeting, userId, i === 0 ? 'host' : 'member')),
  ];
}

/** The block a participant holds: the meeting widened by its buffers, checked by the no-overlap trigger. */
export const meetingBlock = (m: Pick<repo.MeetingRow, 'startAt' | 'endAt' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>) => ({
  startAt: m.startAt,
  endAt: m.endAt,
  blockStart: m.startAt - m.bufferBeforeMinutes * 60_000,
  blockEnd: m.endAt + m.bufferAfterMinutes * 60_000,
});

/** Inserts one participant's block for a meeting. */
export const blockStmt = (db: Db, m: repo.MeetingRow, userId: string, role: 'host' | 'member' | 'guest') =>
  repo.insertParticipantStmt(db, { meetingId: m.id, userId, accountId: m.accountId, ...meetingBlock(m), role, active: true });

/** True when a batch failed on the no-overlap trigger: somebody's time was taken meanwhile. */
export const isSlotTaken = (e: unknown) =>
  /slot_taken/.test(`${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`);
