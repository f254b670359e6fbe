import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { ReplayTally } from '../../../contracts/router-replays';
import { runBatch } from '../../../db/batch';
import { changeKind, recordedSide, replaySession, type ReplayContext } from '../../../core/routing/replay';
import { listsForRouting } from '../../lists/service';
import { listIdsOf } from './context';
import * as repo from '../repo';
import * as replays from '../replay-repo';

/** Sessions read and replayed per page; progress is saved after each. */
export const REPLAY_PAGE = 1000;
/** How long one queue message keeps replaying pages before it hands the rest to the next message. */
export const STEP_BUDGET_MS = 20_000;

const bump = (counts: Record<string, number>, id: string | null) => {
  if (id !== null) counts[id] = (counts[id] ?? 0) + 1;
};

/** What every page of a replay decides with: the version fixed at its start, and the organization's people, groups and lists now. */
async function contextOf(db: Db, row: replays.StoredReplay): Promise<ReplayContext> {
  const { version } = row;
  const router = await repo.findRouterScoped(db, row.accountId, row.routerId);
  if (!router) throw new Error('The router of this replay is gone');
  const groupIds = [...new Set(version.matchingRules.flatMap((r) => (r.assignee.type === 'group' ? r.assignee.groupIds : [])))];
  const listIds = listIdsOf(
    [...version.matchingRules, ...version.distributionRules, ...(version.fallbackPod ? [version.fallbackPod] : [])].map(
      (r) => r.conditions,
    ),
  );
  const [loaded, groupMembers, lists] = await Promise.all([
    repo.routingContext(db, router),
    repo.membersByGroup(db, row.accountId, groupIds),
    listIds.length ? listsForRouting(db, row.accountId, listIds) : Promise.resolve([]),
  ]);
  return { version, lists, pods: row.pods, groupMembers, people: new Map(loaded.people.map((p) => [p.id, p])) };
}

function keysetOf(cursor: string | null): replays.Keyset | null {
  if (!cursor) return null;
  const i = cursor.indexOf(':');
  return { at: Number(cursor.slice(0, i)), id: cursor.slice(i + 1) };
}

/**
 * One queue message's work: replays pages of the period's sessions (oldest first, pods moving as they go) until
 * the budget is spent, saving progress, totals and the pods' states after each page in one guarded batch, then
 * sends the next message. A redelivered or racing message finds the replay moved on and stops.
 */
export async function runReplayStep(env: Env, db: Db, replayId: string, budgetMs = STEP_BUDGET_MS): Promise<'more' | 'done' | 'skipped'> {
  const found = await replays.findReplayForJob(db, replayId);
  if (!found || found.status !== 'running') return 'skipped';
  let row: replays.StoredReplay = found;
  const started = Date.now();
  const ctx = await contextOf(db, row);
  for (;;) {
    const sessions = await replays.sessionsPage(db, row.accountId, row.routerId, row.fromAt, row.toAt, keysetOf(row.cursor), REPLAY_PAGE);
    const tally: ReplayTally = { ...row.tally, before: { ...row.tally.before }, after: { ...row.tally.after } };
    const changes: replays.ReplayChangeInsert[] = [];
    for (const s of sessions) {
      const before = recordedSide(s.decision);
      if (!before || !s.decision) {
        tally.skipped++;
        continue;
      }
      const after = replaySession(ctx, { id: s.id, at: s.createdAt, prospectName: s.prospectName, inputs: s.decision.inputs });
      if (before.outcome === 'routed') bump(tally.before, before.repId);
      if (after.outcome === 'routed') bump(tally.after, after.repId);
      const kind = changeKind(before, after);
      if (!kind) continue;
      tally[kind]++;
      changes.push({
        replayId,
        accountId: row.accountId,
        sessionId: s.id,
        sessionAt: s.createdAt,
        kind,
        prospectName: s.prospectName,
        prospectEmail: s.prospectEmail,
        before,
        after,
      });
    }
    const now = Date.now();
    const processed: number = row.processed + sessions.length;
    const last = sessions[sessions.length - 1];
    const done = sessions.length < REPLAY_PAGE;
    const set = {
      processed,
      total: Math.max(row.total, processed),
      cursor: last ? `${last.createdAt}:${last.id}` : row.cursor,
      tally,
      pods: ctx.pods,
      updatedAt: now,
      ...(done ? { status: 'done' as const, finishedAt: now } : {}),
    };
    const [saved] = await runBatch(db, [replays.progressStmt(db, row, set), ...replays.insertChangesStmts(db, changes)]);
    if (!((saved as { meta?: { changes?: number } }).meta?.changes ?? 0)) return 'skipped';
    if (done) return 'done';
    row = { ...row, ...set };
    if (Date.now() - started >= budgetMs) {
      await env.REPLAYS_QUEUE.send({ replayId });
      return 'more';
    }
  }
}

export const failReplay = (db: Db, replayId: string, error: string) => replays.failReplay(db, replayId, error, Date.now());
