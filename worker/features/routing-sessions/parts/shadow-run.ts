import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { DecisionRecord } from '../../../contracts/routing-decision';
import { changeKind, recordedSide, replayInputs, sideOf, simulateDraw } from '../../../core/routing/replay';
import { assignSession } from '../../../core/routing/assignment';
import { decideRouting } from '../../../core/routing/decide';
import { emptyRoundRobinState } from '../../../core/round-robin/state';
import { podOf } from '../../distribution/service';
import { listsForRouting } from '../../lists/service';
import { listIdsOf, routerContextOf, type RouterContext } from './context';
import { withDraft } from './preview-inputs';
import { versionOf } from './replay-start';
import * as repo from '../repo';
import * as shadows from '../shadow-repo';
import { iso } from '../../../contracts/response-kit';

/** The live submission a shadow draft decides again: its stored session and decision record. */
export type ShadowSubject = { sessionId: string; at: number; prospectName: string; prospectEmail: string; record: DecisionRecord };

/**
 * Shadow mode, after the live answer: when the router runs a shadow draft, the draft decides the submission's
 * stored inputs with the pure core (as a replay does), its pods simulated from the live state read now (the
 * state the live decision drew from when it drew from the same pod), and the comparison is stored once per
 * session. Nothing else is written: no session, no pod turn, no CRM write. Failures are logged, never thrown.
 */
export async function runShadow(env: Env, db: Db, ctx: RouterContext, s: ShadowSubject) {
  const { router } = ctx;
  try {
    const shadow = await shadows.activeShadow(db, router.accountId, router.id);
    const live = shadow ? recordedSide(s.record) : null;
    if (!shadow || !live || !s.record.inputs) return;
    const version = versionOf(await routerContextOf(db, withDraft(router, shadow.draft)));
    const pods = [...version.distributionRules, ...(version.fallbackPod ? [version.fallbackPod] : [])];
    const groupIds = [...new Set(version.matchingRules.flatMap((r) => (r.assignee.type === 'group' ? r.assignee.groupIds : [])))];
    const listIds = listIdsOf([...version.matchingRules, ...pods].map((r) => r.conditions));
    const [groupMembers, lists] = await Promise.all([
      repo.membersByGroup(db, router.accountId, groupIds),
      listIds.length ? listsForRouting(db, router.accountId, listIds) : Promise.resolve([]),
    ]);
    // As a replay decides a session, but only the one pod the decision draws from is read (its object's state now,
    // or the state the live decision drew from when it used the same pod).
    const inputs = replayInputs(s.record.inputs, version, lists, s.prospectName);
    const decision = decideRouting(inputs);
    let draw = null;
    if (decision.plan.kind === 'pod') {
      const pod = decision.plan.pod;
      const snap = await podOf(env, router.accountId, pod.id).snapshot(iso(s.at), 0);
      const drawn = s.record.roundRobin.find((r) => r.podId === pod.id && r.draw)?.draw?.state;
      const simulated = { [pod.id]: { state: drawn ?? snap.state ?? emptyRoundRobinState(), settings: snap.settings } };
      draw = simulateDraw(simulated, pod, s.sessionId, s.at);
    }
    const decided = sideOf(assignSession({ inputs, decision, groupMembers, draw, people: ctx.people, now: s.at }));
    await shadows.insertDecision(db, {
      sessionId: s.sessionId,
      shadowId: shadow.id,
      accountId: router.accountId,
      routerId: router.id,
      sessionAt: s.at,
      kind: changeKind(live, decided),
      prospectName: s.prospectName,
      prospectEmail: s.prospectEmail,
      live,
      shadow: decided,
    });
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'shadow decision failed', sessionId: s.sessionId, error: String(e) }));
  }
}
