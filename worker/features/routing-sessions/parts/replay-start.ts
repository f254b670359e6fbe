import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import {
  REPLAY_MAX_SESSIONS,
  REPLAY_MESSAGES,
  type ReplayVersion,
  type RouterReplayDto,
  type RouterReplayInput,
  type SimulatedPods,
} from '../../../contracts/router-replays';
import { fieldError, notFound } from '../../../core/errors';
import { emptyRoundRobinState } from '../../../core/round-robin/state';
import { podOf } from '../../distribution/service';
import { routerContextOf, type RouterContext } from './context';
import { withDraft } from './preview-inputs';
import { decisionInputs } from './submit-record';
import { replayDto } from './replay-read';
import * as repo from '../repo';
import * as replays from '../replay-repo';
import { iso } from '../../../contracts/response-kit';

/** The rules and options a router context decides with, built by the same code a submission's inputs are. */
export function versionOf(ctx: RouterContext): ReplayVersion {
  const blank = { email: '', name: '', phone: null, answers: {}, leadFields: {}, contactFields: {} };
  const { matchingRules, distributionRules, fallbackPod, options } = decisionInputs(ctx, blank, [], []);
  return { matchingRules, distributionRules, fallbackPod, options };
}

/** live, draft (the saved router with unsaved edits) or v<N>: an earlier version, as its newest stored decision recorded it. */
async function resolveVersion(db: Db, router: repo.RouterRow, input: RouterReplayInput): Promise<ReplayVersion & { label: string }> {
  if (input.versionId === 'live') return { ...versionOf(await routerContextOf(db, router)), label: `Live (version ${router.version})` };
  if (input.versionId === 'draft') return { ...versionOf(await routerContextOf(db, withDraft(router, input.draft))), label: 'Draft' };
  const n = Number(input.versionId.slice(1));
  const record = await replays.decisionAtVersion(db, router.accountId, router.id, n);
  if (!record?.inputs) throw fieldError('versionId', REPLAY_MESSAGES.unknownVersion);
  const { matchingRules, distributionRules, fallbackPod, options } = record.inputs;
  return { matchingRules, distributionRules, fallbackPod, options, label: `Version ${n}` };
}

/**
 * Each pod the version can draw from, as it stood when the period began: the state the period's first recorded
 * turn was drawn from, else the pod's state now; its settings from its object (read only, no turn taken).
 */
async function podsAtStart(env: Env, db: Db, accountId: string, version: ReplayVersion, from: number, to: number): Promise<SimulatedPods> {
  const pods = [...version.distributionRules, ...(version.fallbackPod ? [version.fallbackPod] : [])];
  const entries = await Promise.all(
    pods.map(async (pod) => {
      const [record, snap] = await Promise.all([
        replays.firstPodDraw(db, accountId, pod.id, from, to),
        podOf(env, accountId, pod.id).snapshot(iso(from), 0),
      ]);
      const drawn = record?.roundRobin.find((r) => r.podId === pod.id && r.draw)?.draw?.state;
      return [pod.id, { state: drawn ?? snap.state ?? emptyRoundRobinState(), settings: snap.settings }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * POST /api/routers/{id}/replays: fixes the version and the pods' starting states, counts the period's sessions
 * (at most 100,000) and hands the replay to its queue; the answer is the replay at 0 processed.
 */
export async function startReplay(env: Env, db: Db, caller: Caller, routerId: string, input: RouterReplayInput, now = Date.now()) {
  const router = await repo.findLiveRouter(db, routerId);
  if (!router || router.accountId !== caller.accountId) throw notFound('Router');
  const from = Date.parse(input.from);
  const to = Date.parse(input.to);
  const [version, total] = await Promise.all([
    resolveVersion(db, router, input),
    replays.countSessions(db, caller.accountId, routerId, from, to),
  ]);
  if (total > REPLAY_MAX_SESSIONS) throw fieldError('to', REPLAY_MESSAGES.tooManySessions);
  const row: replays.ReplayInsert = {
    id: crypto.randomUUID(),
    accountId: caller.accountId,
    routerId,
    userId: caller.userId,
    versionId: input.versionId,
    version,
    fromAt: from,
    toAt: to,
    status: total === 0 ? 'done' : 'running',
    total,
    processed: 0,
    tally: { outcome: 0, rule: 0, rep: 0, skipped: 0, before: {}, after: {} },
    pods: await podsAtStart(env, db, caller.accountId, version, from, to),
    createdAt: now,
    updatedAt: now,
    finishedAt: total === 0 ? now : null,
  };
  await replays.insertReplay(db, row);
  if (total > 0) {
    try {
      await env.REPLAYS_QUEUE.send({ replayId: row.id });
    } catch (err) {
      // Nothing would ever move it: say so on the replay instead of leaving it running.
      await replays.failReplay(db, row.id, `The replay could not be queued (${String(err)}); start it again`, now);
    }
  }
  return replayDto(db, caller.accountId, (await replays.findReplay(db, caller.accountId, routerId, row.id))!);
}

export type { RouterReplayDto };
