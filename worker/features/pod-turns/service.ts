import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { DomainEvent, DomainEventPayloads } from '../../contracts/events';
import type { MeetingOutcome } from '../../core/round-robin/outcomes';
import { RetryLater, type EventHandler } from '../events/service';
import { podOf } from '../distribution/service';
import * as repo from './repo';
import { iso } from '../../contracts/response-kit';

export type PodTurn = { meetingId: string; accountId: string; podId: string; memberId: string; at: number; countedAs?: string | null };

/** Turns older than this and still unapplied are the sweep's: the request that wrote them has ended. */
const SWEEP_AFTER_MS = 30_000;

/** The statement that records a turn owed to a pod; it goes into the batch of the change that owes it. */
export const turnStmt = (db: Db, turn: PodTurn) => repo.insertTurnStmt(db, { ...turn, countedAs: turn.countedAs ?? null, appliedAt: null });

/**
 * Takes the pod's turn for a committed change, then marks it applied. The pod counts a meeting once,
 * so a second application (this request and the sweep racing, or a retry) changes nothing.
 */
export async function applyTurn(env: Env, db: Db, turn: PodTurn, now = Date.now()) {
  const pod = podOf(env, turn.accountId, turn.podId);
  const res = turn.countedAs
    ? await pod.link(turn.meetingId, turn.countedAs)
    : await pod.record({ type: 'assign', memberId: turn.memberId, meetingId: turn.meetingId, at: new Date(turn.at).toISOString() });
  // A refused turn (the member left the pod meanwhile) is final: marking it keeps the sweep from retrying forever.
  if (!res.ok)
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'pod refused a turn', meetingId: turn.meetingId, podId: turn.podId, error: res.error }),
    );
  await repo.markAppliedStmt(db, turn.meetingId, now).run();
  return res;
}

/** Applies turns a crash left unapplied; called by the cron sweep. */
export async function sweepPendingTurns(env: Env, db: Db, now: number, limit = 50) {
  const rows = await repo.pendingTurns(db, now - SWEEP_AFTER_MS, limit);
  let applied = 0;
  for (const row of rows) {
    try {
      await applyTurn(env, db, row, now);
      applied++;
    } catch (e) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'pod turn not applied; the next sweep retries', meetingId: row.meetingId, error: String(e) }),
      );
    }
  }
  return { pending: rows.length, applied };
}

// The pods' side of meeting outcomes: the event handler that tells a pod what became of a meeting it counted.
const NAME = 'round-robin-outcomes';
const TYPES = ['meeting.cancelled', 'meeting.no_show', 'meeting.completed', 'meeting.reassigned'] as const;
type OutcomeEventType = (typeof TYPES)[number];

/** Why the pod's count changed, as the round-robin log shows it. */
function cancelReason(p: DomainEventPayloads['meeting.cancelled']) {
  const who = p.by === 'prospect' ? 'the prospect' : 'the host';
  return p.reason.trim() ? `Cancelled by ${who}: ${p.reason.trim()}` : `Cancelled by ${who}`;
}

/** The outcome an event reports; a reassignment names the meeting's host now (later reassignments wait their turn). */
async function outcomeOf(db: Db, event: DomainEvent<OutcomeEventType>): Promise<MeetingOutcome | null> {
  const at = iso(event.occurredAt);
  const meetingId = event.payload.meetingId;
  switch (event.type) {
    case 'meeting.cancelled':
      return { type: 'cancel', meetingId, at, reason: cancelReason(event.payload as DomainEventPayloads['meeting.cancelled']) };
    case 'meeting.no_show':
      return { type: 'no_show', meetingId, at, reason: 'The prospect did not show' };
    case 'meeting.completed':
      return { type: 'complete', meetingId, at };
    case 'meeting.reassigned': {
      const [host] = await repo.meetingHostQuery(db, event.accountId, meetingId);
      return host ? { type: 'reassign', meetingId, at, toMemberId: host.hostUserId } : null;
    }
  }
}

/**
 * Carries a meeting's outcomes to the pod that assigned it (its pod turn), so calibration applies: a
 * cancelled or no-show meeting gives the turn back (cancel_credit_back, nc_credit_back) and a reassigned
 * one moves its count (reassign_calibration). Exactly once: the pod keys each outcome by the event id, and
 * this handler's statement (the turn now naming the member the pod counts) commits with its handling row.
 * In order per meeting: an event waits while an earlier one of the same meeting is not finished here.
 */
export const roundRobinOutcomes: EventHandler = {
  name: NAME,
  types: TYPES,
  async applies(db, event, ctx) {
    const meetingId = (event.payload as { meetingId: string }).meetingId;
    const rows = await ctx.rows(`pod-turn:${meetingId}`, () => repo.turnQuery(db, event.accountId, meetingId));
    return rows.length > 0;
  },
  async handle(env: Env, db: Db, event: DomainEvent) {
    const e = event as DomainEvent<OutcomeEventType>;
    const [turn] = await repo.turnQuery(db, e.accountId, e.payload.meetingId);
    if (!turn) return [];
    const [earlier] = await repo.earlierUnhandledQuery(db, e, TYPES, NAME);
    if (earlier) throw new RetryLater('waiting for an earlier outcome of the meeting', 5);
    // The pod must have counted the meeting before it can take an outcome: take the owed turn now (it is counted once).
    if (turn.appliedAt === null) await applyTurn(env, db, turn);
    const outcome = await outcomeOf(db, e);
    if (!outcome) return [];
    const res = await podOf(env, e.accountId, turn.podId).outcome(e.id, outcome);
    if (res.status === 'refused')
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'pod refused an outcome',
          eventId: e.id,
          meetingId: turn.meetingId,
          podId: turn.podId,
          error: res.error,
        }),
      );
    return res.memberId && res.memberId !== turn.memberId ? [repo.setMemberStmt(db, e.accountId, turn.meetingId, res.memberId)] : [];
  },
};
