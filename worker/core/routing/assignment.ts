import type { CandidateExplanation, RoundRobinState } from '../../contracts/round-robin';
import type { AssigneeState, RouterVia } from '../../contracts/routing-sessions';
import type { DecisionInputs, RoundRobinRecord } from '../../contracts/routing-decision';
import { ROUTER_MESSAGES } from '../../contracts/routers';
import { chooseNext, slotCandidates, type RoundRobinChoice } from '../round-robin/choose';
import type { OwnerUpdateDecision } from './assignee';
import { decideLaterOwnerUpdate, type RoutingDecision } from './decide';
import { iso } from '../../contracts/response-kit';

/** Who a session shows slots for, and how they were chosen. */
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
  owner: { decision: OwnerUpdateDecision; userId: string } | null;
};

/**
 * What the pod said, fetched before deciding: strict pods take their turn in the pod's object (the one
 * serialized step, so two prospects never get the same "next" member), the others are read.
 */
export type PodDraw =
  | { kind: 'strict'; choice: RoundRobinChoice; drawnFrom: RoundRobinState }
  | { kind: 'open'; state: RoundRobinState; configured: boolean }
  | { kind: 'unconfigured' };

export type AssignmentInput = {
  inputs: DecisionInputs;
  decision: RoutingDecision;
  /** Active members of each group a matching rule may assign to, loaded up front. */
  groupMembers: ReadonlyMap<string, ReadonlyArray<string>>;
  draw: PodDraw | null;
  /** Active people of the organization, for names in the log and to drop anyone who left. */
  people: ReadonlyMap<string, { name: string }>;
  now: number;
};

/** An assignment that has decided nothing yet: every outcome starts from it. */
export const BLANK_ASSIGNMENT: Assignment = {
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
const none = (reason: string, extra: Partial<Assignment> = {}): Assignment => ({
  ...BLANK_ASSIGNMENT,
  ...extra,
  outcome: 'not_booked',
  reason,
});
const pending = (extra: Partial<Assignment>): Assignment => ({ ...BLANK_ASSIGNMENT, ...extra, outcome: 'pending', reason: null });

/** Round robin explanation rows with the names a person reads in the routing log. */
export const named = (rows: CandidateExplanation[], people: ReadonlyMap<string, { name: string }>) =>
  rows.map((r) => ({ ...r, memberName: people.get(r.memberId)?.name ?? 'Former member' }));

/**
 * Turns a routing decision into the session's assignee, with no I/O: a user's slots, a group's or an
 * open pod's team slots, or the member a strict pod chose before any slot is shown.
 */
export function assignSession(input: AssignmentInput): Assignment {
  const { decision, inputs, people, now } = input;
  const plan = decision.plan;
  if (plan.kind === 'disqualified') return { ...BLANK_ASSIGNMENT, outcome: 'disqualified', reason: plan.reason };
  if (plan.kind === 'none') return none(plan.reason);
  const via = { via: plan.via, viaId: plan.viaId, viaName: plan.viaName };
  if (plan.kind === 'user') {
    const owner = decision.ownerUpdate ? { decision: decision.ownerUpdate, userId: plan.userId } : null;
    return pending({ assigneeState: 'user_slots_shown', assigneeUserId: plan.userId, candidates: [plan.userId], ...via, owner });
  }
  if (plan.kind === 'group') {
    const members = [...new Set(plan.groupIds.flatMap((g) => input.groupMembers.get(g) ?? []))].filter((id) => people.has(id)).sort();
    if (!members.length) return none(ROUTER_MESSAGES.noAssignee, { ...via, teamId: plan.teamId });
    return pending({ assigneeState: 'team_slots_shown', candidates: members, ...via, teamId: plan.teamId });
  }
  const pod = plan.pod;
  const common = { ...via, podId: pod.id, teamId: pod.teamId };
  const draw = input.draw;
  if (!draw || draw.kind === 'unconfigured') return none(ROUTER_MESSAGES.noAssignee, common);
  if (draw.kind === 'strict') {
    const chosen = draw.choice.memberId;
    if (!chosen) return none(ROUTER_MESSAGES.noAssignee, common);
    const record: RoundRobinRecord = {
      podId: pod.id,
      podName: pod.name,
      method: pod.method,
      stage: 'before_slots',
      chosenUserId: chosen,
      explanation: named(draw.choice.explanation, people),
      at: iso(now),
      draw: { state: draw.drawnFrom, availableMemberIds: null },
    };
    const owner = { decision: decideLaterOwnerUpdate(inputs, pod.ownerUpdate, decision.record, chosen), userId: chosen };
    return pending({
      ...common,
      assigneeState: 'user_slots_shown',
      assigneeUserId: chosen,
      candidates: [chosen],
      roundRobin: [record],
      owner,
    });
  }
  // Available and balanced take the turn when a slot is booked; until then the eligible members' slots are shown.
  const candidates = draw.configured
    ? slotCandidates(draw.state, { method: pod.method, now: iso(now) }).filter((id) => people.has(id))
    : [];
  if (!candidates.length) return none(ROUTER_MESSAGES.noAssignee, common);
  return pending({ ...common, assigneeState: 'team_slots_shown', candidates });
}

/** The member a stored round-robin record chose, recomputed from the pod state it keeps (null without one). */
export function replayRoundRobin(record: RoundRobinRecord): string | null {
  if (!record.draw) return null;
  return chooseNext(record.draw.state, {
    method: record.method,
    availableMemberIds: record.draw.availableMemberIds ?? undefined,
    now: record.at,
  }).memberId;
}
