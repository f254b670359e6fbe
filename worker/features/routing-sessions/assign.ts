import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { ROUTER_MESSAGES } from '../../contracts/routers';
import type { CandidateExplanation } from '../../contracts/round-robin';
import type { DistributionRule, FallbackPod } from '../../contracts/routing';
import type { AssigneeState, DecisionInputs, RoundRobinRecord, RouterVia } from '../../contracts/routing-sessions';
import { decideLaterOwnerUpdate, type RoutingDecision } from '../../core/routing/decide';
import { slotCandidates } from '../../core/round-robin/choose';
import { podOf } from '../distribution/service';
import type { OwnerAssignment } from './crm-writes';
import * as repo from './repo';

/** Who the session shows slots for, and how they were chosen. */
export type Assignment = {
  outcome: 'pending' | 'not_booked' | 'disqualified';
  reason: string | null;
  assigneeState: AssigneeState | null;
  assigneeUserId: string | null;
  candidates: string[];
  podId: string | null;
  via: RouterVia | null;
  viaId: string | null;
  viaName: string | null;
  teamId: string | null;
  roundRobin: RoundRobinRecord[];
  owner: OwnerAssignment | null;
};

type People = Map<string, { name: string }>;
const iso = (ms: number) => new Date(ms).toISOString();
const BLANK: Assignment = {
  outcome: 'pending',
  reason: null,
  assigneeState: null,
  assigneeUserId: null,
  candidates: [],
  podId: null,
  via: null,
  viaId: null,
  viaName: null,
  teamId: null,
  roundRobin: [],
  owner: null,
};
const none = (reason: string, extra: Partial<Assignment> = {}): Assignment => ({ ...BLANK, ...extra, outcome: 'not_booked', reason });
const pending = (extra: Partial<Assignment>): Assignment => ({ ...BLANK, ...extra, outcome: 'pending', reason: null });

/** Round robin explanation rows with the names a person reads in the routing log. */
export const named = (rows: CandidateExplanation[], people: People) => rows.map((r) => ({ ...r, memberName: people.get(r.memberId)?.name ?? 'Former member' }));

/** A pod whose object was never configured (no members yet) has nobody to offer. */
const notConfigured = (e: unknown) => /not configured/.test(String((e as Error)?.message ?? e));

/**
 * Carries out the plan: a user's slots, a group's or a pod's team slots, or strict round robin taking
 * the turn now (before any slot is shown) so only the chosen member's slots appear.
 */
export async function carryOut(env: Env, db: Db, accountId: string, people: People, inputs: DecisionInputs, decision: RoutingDecision, sessionId: string, now: number): Promise<Assignment> {
  const plan = decision.plan;
  if (plan.kind === 'disqualified') return { ...BLANK, outcome: 'disqualified', reason: plan.reason };
  if (plan.kind === 'none') return none(plan.reason);
  const via = { via: plan.via, viaId: plan.viaId, viaName: plan.viaName };
  if (plan.kind === 'user') {
    const owner = decision.ownerUpdate ? { decision: decision.ownerUpdate, userId: plan.userId } : null;
    return pending({ assigneeState: 'user_slots_shown', assigneeUserId: plan.userId, candidates: [plan.userId], ...via, owner });
  }
  if (plan.kind === 'group') {
    const members = (await repo.groupMemberIds(db, accountId, plan.groupIds)).filter((id) => people.has(id));
    if (!members.length) return none(ROUTER_MESSAGES.noAssignee, { ...via, teamId: plan.teamId });
    return pending({ assigneeState: 'team_slots_shown', candidates: members, ...via, teamId: plan.teamId });
  }
  return carryOutPod(env, accountId, people, inputs, decision, plan.pod, via, sessionId, now);
}

async function carryOutPod(
  env: Env,
  accountId: string,
  people: People,
  inputs: DecisionInputs,
  decision: RoutingDecision,
  pod: DistributionRule | FallbackPod,
  via: { via: RouterVia; viaId: string; viaName: string },
  sessionId: string,
  now: number,
): Promise<Assignment> {
  const stub = podOf(env, accountId, pod.id);
  const common = { ...via, podId: pod.id, teamId: pod.teamId };
  if (pod.method === 'round_robin_strict') {
    let choice: Awaited<ReturnType<typeof stub.assign>> | null = null;
    try {
      choice = await stub.assign(sessionId, iso(now));
    } catch (e) {
      if (!notConfigured(e)) throw e;
    }
    if (!choice?.memberId) return none(ROUTER_MESSAGES.noAssignee, common);
    const record: RoundRobinRecord = { podId: pod.id, podName: pod.name, method: pod.method, stage: 'before_slots', chosenUserId: choice.memberId, explanation: named(choice.explanation, people), at: iso(now) };
    const owner = { decision: decideLaterOwnerUpdate(inputs, pod.ownerUpdate, decision.record, choice.memberId), userId: choice.memberId };
    return pending({ ...common, assigneeState: 'user_slots_shown', assigneeUserId: choice.memberId, candidates: [choice.memberId], roundRobin: [record], owner });
  }
  // Available and balanced take the turn when a slot is booked; until then the eligible members' slots are shown.
  const snap = await stub.snapshot(iso(now), 0);
  const candidates = snap.settings ? slotCandidates(snap.state, { method: pod.method, now: iso(now) }).filter((id) => people.has(id)) : [];
  if (!candidates.length) return none(ROUTER_MESSAGES.noAssignee, common);
  return pending({ ...common, assigneeState: 'team_slots_shown', candidates });
}
