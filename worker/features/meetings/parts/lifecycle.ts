import type { Db } from '../../../db/client';
import { changes, runBatch, type Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import { BOOKING_MESSAGES } from '../../../contracts/booking';
import { computeSlots } from '../../../core/slots/compute-slots';
import { DomainError } from '../../../core/errors';
import { dispatch, prepareEmail } from '../../mail/service';
import { eventStmt, eventStmtIfChanged, publishEvents } from '../../events/service';
import type { DomainEventPayloads, DomainEventType } from '../../../contracts/events';
import { peopleByIds } from '../../members/service';
import { settingsOf, slotMembersFor } from '../../meeting-types/service';
import { neverBookable } from './book-slot';
import { meetingBlock } from './book-stmts';
import { mailParties, loadMeetingContext, type MeetingContext } from './context';
import { meetingEmails, prospectToken } from './notify';
import * as repo from '../repo';

const DAY_MS = 86_400_000;
const MAX_ATTEMPTS = 10;
const failedWith = (e: unknown, what: string) =>
  `${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`.includes(what);
export const slotTaken = (e: unknown) => failedWith(e, 'slot_taken');

/** Statements a caller adds to a change's batch, e.g. the stored answer of an idempotent request. */
export type AlsoWrite = (updated: repo.MeetingRow, ctx: MeetingContext) => Stmt[];

export function assertChangeable(meeting: repo.MeetingRow, ctx: MeetingContext, now: number) {
  if (meeting.status !== 'scheduled') throw new DomainError('conflict', 'not_scheduled', 'Only scheduled meetings can be changed');
  if (meeting.startAt <= now && !ctx.org.allowChangesAfterStart)
    throw new DomainError('conflict', 'already_started', BOOKING_MESSAGES.pastChange);
}

/**
 * Runs a change, its e-mails and the caller's statements as one batch, then hands the e-mails to the
 * queue. The meeting's UPDATE goes first and raises its SEQUENCE: a trigger refuses a SEQUENCE that does
 * not rise, so of two changes made from the same reading only one commits.
 */
export async function commit<T extends DomainEventType>(
  env: Env,
  db: Db,
  stmts: Stmt[],
  emails: Awaited<ReturnType<typeof meetingEmails>>,
  event: { meeting: repo.MeetingRow; type: T; payload: DomainEventPayloads[T]; now: number },
  /** What a change that takes someone's time answers when a block of it overlaps another one (the no-overlap trigger). */
  taken?: DomainError,
) {
  const mails = emails.map((m) => prepareEmail(db, m));
  const recorded = eventStmt(db, {
    accountId: event.meeting.accountId,
    type: event.type,
    subjectId: event.meeting.id,
    payload: event.payload,
    occurredAt: event.now,
  });
  try {
    await runBatch(db, [...stmts, ...mails.map((m) => m.stmt), recorded.stmt]);
  } catch (e) {
    if (taken && slotTaken(e)) throw taken;
    throw e;
  }
  await Promise.all([dispatch(env, ...mails.map((m) => m.id)), publishEvents(env, [recorded.id])]);
}

/**
 * Compare-and-set on the meeting's SEQUENCE: a change that lost the race to another change of the same
 * meeting reads the meeting again and is made anew, so every acknowledged change gets its own, higher
 * SEQUENCE (calendars ignore an update whose SEQUENCE did not rise).
 */
export async function changeWithRisingSequence(
  db: Db,
  meeting: repo.MeetingRow,
  change: (current: repo.MeetingRow) => Promise<repo.MeetingRow>,
) {
  let current = meeting;
  for (let attempt = 1; ; attempt++) {
    try {
      return await change(current);
    } catch (e) {
      if (!failedWith(e, 'stale_sequence') || attempt >= MAX_ATTEMPTS) throw e;
      current = (await repo.findMeetingInAccount(db, meeting.accountId, meeting.id)) ?? current;
    }
  }
}

/**
 * A change the invitees are told of: the meeting's row after it and the UPDATE that writes it, made from
 * one set of columns so they cannot disagree, with the ICS sequence one up so calendars take the new invite.
 */
export function risingChange(db: Db, m: repo.MeetingRow, set: Partial<repo.MeetingRow>, now: number) {
  const change = { ...set, icsSequence: m.icsSequence + 1, updatedAt: now };
  const updated: repo.MeetingRow = { ...m, ...change };
  return { updated, stmt: repo.updateMeetingStmt(db, m.accountId, m.id, change) };
}

/** Slots the meeting could move to: its required people all free, its own blocks ignored. */
export async function rescheduleSlots(db: Db, meeting: repo.MeetingRow, from: number, to: number, now: number, ignoreBusy = false) {
  const ctx = await loadMeetingContext(db, meeting);
  if (!ctx.type) return { ctx, slots: [] };
  const people = await peopleByIds(db, meeting.accountId, ctx.requiredIds);
  const members = ctx.requiredIds.map((id) => people.get(id)).filter((p) => p !== undefined);
  const slotMembers = await slotMembersFor(db, meeting.accountId, ctx.type, members, from, to, { excludeMeetingId: meeting.id });
  const checked = ignoreBusy ? slotMembers.map((m) => ({ ...m, busy: [] })) : slotMembers;
  const slots = members.length
    ? computeSlots({ settings: settingsOf(ctx.type), members: checked, mode: 'all', now, window: { from, to } })
    : [];
  return { ctx, slots };
}

/** Why a time the meeting cannot move to is refused: taken meanwhile (409), or never bookable (422). */
async function refuseMove(db: Db, meeting: repo.MeetingRow, ctx: MeetingContext, start: number, now: number): Promise<never> {
  const { slots } = await rescheduleSlots(db, meeting, start - DAY_MS, start + DAY_MS, now, true);
  if (slots.some((s) => s.start === start)) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
  throw neverBookable(ctx.type, start, now);
}

/** Moves a meeting: the participant rows change in place, so the no-overlap trigger checks the new time atomically. */
export async function rescheduleMeeting(
  env: Env,
  db: Db,
  meeting: repo.MeetingRow,
  start: number,
  token: string | null,
  now = Date.now(),
  alsoWrite?: AlsoWrite,
) {
  if (!Number.isFinite(start)) throw new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
  if (start < now) throw new DomainError('invalid', 'past_time', BOOKING_MESSAGES.pastTime, '/start');
  return changeWithRisingSequence(db, meeting, async (m) => {
    const { ctx, slots } = await rescheduleSlots(db, m, start - DAY_MS, start + DAY_MS, now);
    assertChangeable(m, ctx, now);
    if (!slots.some((s) => s.start === start)) await refuseMove(db, m, ctx, start, now);
    const end = start + (m.endAt - m.startAt);
    // An admin's move sends the prospect links that work: the meeting's token, its hash written in this batch.
    const link = await prospectToken(env, m, token);
    const { updated, stmt } = risingChange(db, m, { ...link.set, startAt: start, endAt: end, reminderSentAt: null }, now);
    await commit(
      env,
      db,
      [stmt, repo.moveParticipantsStmt(db, m.id, meetingBlock(updated)), ...(alsoWrite?.(updated, ctx) ?? [])],
      await meetingEmails({
        env,
        kind: 'rescheduled',
        meeting: updated,
        ...mailParties(ctx),
        token: link.token,
        previousStart: m.startAt,
      }),
      { meeting: m, type: 'meeting.rescheduled', payload: { meetingId: m.id, previousStartAt: m.startAt, previousEndAt: m.endAt }, now },
      new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start'),
    );
    return updated;
  });
}

/** Cancels: frees every participant's time and sends METHOD:CANCEL with the reason. `by`: who cancelled, for the round-robin log. */
export async function cancelMeeting(
  env: Env,
  db: Db,
  meeting: repo.MeetingRow,
  reason: string,
  now = Date.now(),
  alsoWrite?: AlsoWrite,
  by: 'prospect' | 'host' = 'host',
) {
  return changeWithRisingSequence(db, meeting, async (m) => {
    const ctx = await loadMeetingContext(db, m);
    assertChangeable(m, ctx, now);
    const { updated, stmt } = risingChange(db, m, { status: 'cancelled', cancellationReason: reason, cancelledAt: now }, now);
    await commit(
      env,
      db,
      [stmt, repo.deactivateParticipantsStmt(db, m.id), ...(alsoWrite?.(updated, ctx) ?? [])],
      await meetingEmails({
        env,
        kind: 'cancelled',
        meeting: updated,
        ...mailParties(ctx),
        token: null,
      }),
      { meeting: m, type: 'meeting.cancelled', payload: { meetingId: m.id, reason, by }, now },
    );
    return updated;
  });
}

/**
 * Completed and No Show are outcomes: only a meeting that has started can have one. The change is a
 * compare-and-set on the status it was read with, so of two marks racing (two clicks, the host and
 * no-show detection) one lands and records its event; answers whether this one did. `alsoWrite` joins
 * the batch (a caller's own record of why it marked).
 */
export async function setOutcome(
  env: Env,
  db: Db,
  meeting: repo.MeetingRow,
  status: 'completed' | 'no_show',
  now = Date.now(),
  alsoWrite: Stmt[] = [],
): Promise<boolean> {
  if (meeting.status === 'cancelled')
    throw new DomainError('conflict', 'not_scheduled', 'A cancelled meeting cannot be marked Completed or No Show');
  if (meeting.startAt > now)
    throw new DomainError('invalid', 'invalid', 'A meeting can be marked Completed or No Show once it has started', '/status');
  if (meeting.status === status) {
    await runBatch(db, alsoWrite);
    return false;
  }
  const update = repo.updateMeetingIfStatusStmt(db, meeting.accountId, meeting.id, meeting.status, { status, updatedAt: now });
  const recorded = eventStmtIfChanged(db, {
    accountId: meeting.accountId,
    type: status === 'completed' ? 'meeting.completed' : 'meeting.no_show',
    subjectId: meeting.id,
    payload: { meetingId: meeting.id, previousStatus: meeting.status },
    occurredAt: now,
  });
  const [result] = await runBatch(db, [update, recorded.stmt, ...alsoWrite]);
  if (changes(result) === 0) return false;
  await publishEvents(env, [recorded.id]);
  return true;
}
