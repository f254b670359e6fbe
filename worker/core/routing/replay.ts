import type { ReplayChangeKind, ReplaySide, ReplayVersion } from '../../contracts/router-replays';
import type { DecisionInputs, DecisionRecord } from '../../contracts/routing-decision';
import type { RoutingList } from '../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../contracts/routing-pods';
import type { RoundRobinSettings, RoundRobinState } from '../../contracts/round-robin';
import { chooseNext, stateAt } from '../round-robin/choose';
import { applyEvent } from '../round-robin/events';
import { emptyRoundRobinState } from '../round-robin/state';
import { assignSession, type Assignment, type PodDraw } from './assignment';
import { decideRouting } from './decide';
import { iso } from '../../contracts/response-kit';

// Replay over history: a stored submission's inputs decided again by another router version, pods simulated in
// memory as their objects would run them (a strict pod takes the turn, levels move by the same ledger rules).

/** A pod as the replay runs it: its state (moved by each simulated turn) and its settings (null: never configured). */
export type SimulatedPod = { state: RoundRobinState; settings: RoundRobinSettings | null };

/**
 * How the session was routed, from its decision record alone: disqualified, nobody found (a `not_booked` event at
 * submission), or routed by a matching rule or pod to the member drawn before slots (null for a team's slots).
 * Null for records stored without their inputs (nothing to replay).
 */
export function recordedSide(record: DecisionRecord | null): ReplaySide | null {
  if (!record?.inputs) return null;
  if (record.disqualification) return { outcome: 'disqualified', ruleId: null, ruleName: null, repId: null };
  const matched = record.matching.outcome === 'matched';
  const ruleId = matched ? record.matching.ruleId : record.distribution.podId;
  const evaluations = matched ? record.matching.evaluations : record.distribution.evaluations;
  const ruleName = evaluations.find((e) => e.ruleId === ruleId)?.ruleName ?? null;
  const submittedAt = record.events[0]?.at;
  if (record.events.some((e) => e.type === 'not_booked' && e.at === submittedAt))
    return { outcome: 'not_routed', ruleId, ruleName, repId: null };
  const turn = record.roundRobin.find((r) => r.stage === 'before_slots');
  let repId = turn?.chosenUserId ?? null;
  // A user assignee is not named in the record but follows from its inputs (the core is pure).
  if (!turn && matched) {
    const plan = decideRouting(record.inputs).plan;
    if (plan.kind === 'user') repId = plan.userId;
  }
  return { outcome: 'routed', ruleId, ruleName, repId };
}

/**
 * The stored inputs with the version's rules and options: the prospect, CRM records, users and lists stay as
 * they were at submission. Lists the version reads that the session did not load come from `lists` (now).
 */
export function replayInputs(stored: DecisionInputs, version: ReplayVersion, lists: RoutingList[], prospectName: string): DecisionInputs {
  const { leadQuality, ...rest } = stored;
  const had = new Set(stored.lists.map((l) => l.id));
  const quality = version.options.disqualifyLowQuality
    ? { leadQuality: leadQuality ?? { name: prospectName || null, mailServer: 'unknown' as const } }
    : {};
  return {
    ...rest,
    lists: [...stored.lists, ...lists.filter((l) => !had.has(l.id))],
    matchingRules: version.matchingRules,
    distributionRules: version.distributionRules,
    fallbackPod: version.fallbackPod,
    options: version.options,
    ...quality,
  };
}

/** The pod draw a submission made, against the simulated pod: a strict pod takes its turn (as `assign` does). */
export function simulateDraw(
  pods: Record<string, SimulatedPod>,
  pod: DistributionRule | FallbackPod,
  sessionId: string,
  at: number,
): PodDraw {
  const sim = pods[pod.id];
  const now = iso(at);
  if (pod.method !== 'round_robin_strict') {
    return { kind: 'open', state: stateAt(sim?.state ?? emptyRoundRobinState(), now).state, configured: !!sim?.settings };
  }
  if (!sim?.settings) return { kind: 'unconfigured' };
  const drawnFrom = sim.state;
  const choice = chooseNext(drawnFrom, { method: sim.settings.method, now });
  if (choice.memberId) {
    const res = applyEvent(drawnFrom, { type: 'assign', memberId: choice.memberId, meetingId: sessionId, at: now }, sim.settings);
    if (res.ok) sim.state = res.state;
  }
  return { kind: 'strict', choice, drawnFrom };
}

export function sideOf(a: Assignment): ReplaySide {
  if (a.outcome === 'disqualified') return { outcome: 'disqualified', ruleId: null, ruleName: null, repId: null };
  return {
    outcome: a.outcome === 'pending' ? 'routed' : 'not_routed',
    ruleId: a.viaId,
    ruleName: a.viaName,
    repId: a.outcome === 'pending' && a.assigneeState === 'user_slots_shown' ? a.assigneeUserId : null,
  };
}

export type ReplayContext = {
  version: ReplayVersion;
  lists: RoutingList[];
  pods: Record<string, SimulatedPod>;
  groupMembers: ReadonlyMap<string, ReadonlyArray<string>>;
  people: ReadonlyMap<string, { name: string }>;
};

/** One stored session decided again by the version; the simulated pods move as the real ones would have. */
export function replaySession(ctx: ReplayContext, s: { id: string; at: number; prospectName: string; inputs: DecisionInputs }): ReplaySide {
  const inputs = replayInputs(s.inputs, ctx.version, ctx.lists, s.prospectName);
  const decision = decideRouting(inputs);
  const draw = decision.plan.kind === 'pod' ? simulateDraw(ctx.pods, decision.plan.pod, s.id, s.at) : null;
  return sideOf(assignSession({ inputs, decision, groupMembers: ctx.groupMembers, draw, people: ctx.people, now: s.at }));
}

/** What changed, the first that applies (null: the same decision). */
export function changeKind(before: ReplaySide, after: ReplaySide): ReplayChangeKind | null {
  if (before.outcome !== after.outcome) return 'outcome';
  if (before.ruleId !== after.ruleId) return 'rule';
  if (before.repId !== after.repId) return 'rep';
  return null;
}
