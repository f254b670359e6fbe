import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { podOf } from '../distribution/service';
import * as repo from './repo';

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
  if (!res.ok) console.warn(JSON.stringify({ level: 'warn', msg: 'pod refused a turn', meetingId: turn.meetingId, podId: turn.podId, error: res.error }));
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
      console.error(JSON.stringify({ level: 'error', msg: 'pod turn not applied; the next sweep retries', meetingId: row.meetingId, error: String(e) }));
    }
  }
  return { pending: rows.length, applied };
}

