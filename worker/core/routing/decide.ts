import { ROUTING_REASONS, type CrmRecord, type MatchingRule, type OwnerUpdate } from '../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../contracts/routing-pods';
import type { DecisionInputs, DecisionRecord } from '../../contracts/routing-decision';
import { buildUserDirectory, decideOwnerUpdate, type OwnerUpdateDecision } from './assignee';
import { selectDistributionRule } from './distribution';
import { evaluateMatchingRules, ruleEvaluation } from './matching';
import { leadQualityFlags, leadQualityReason } from './lead-quality';
import { prospectFacts } from './record-lookup';

/** Why matching rules were listed but not run: the router has matching switched off. */
export const MATCHING_NOT_ENABLED = 'Not evaluated: matching rules are not enabled in this router';

/** Who gets the prospect, before any round robin turn is taken. */
export type RoutingPlan =
  | { kind: 'disqualified'; reason: string }
  | { kind: 'user'; userId: string; via: 'form_matching_rule'; viaId: string; viaName: string }
  | { kind: 'group'; teamId: string; groupIds: string[]; via: 'form_matching_rule'; viaId: string; viaName: string }
  | { kind: 'pod'; pod: DistributionRule | FallbackPod; via: 'form_routing_rule' | 'fallback_pod'; viaId: string; viaName: string }
  | { kind: 'none'; reason: string };

/** The replayable parts of a decision record plus the plan the service carries out. */
export interface RoutingDecision {
  disqualification: DecisionRecord['disqualification'];
  matching: DecisionRecord['matching'];
  distribution: DecisionRecord['distribution'];
  plan: RoutingPlan;
  matchingRule: MatchingRule | null;
  /** The matched record, or the record matching found first (distribution conditions read it). */
  record: CrmRecord | null;
  /** Decided for a user assignee; pods and groups decide theirs once a member is chosen. */
  ownerUpdate: OwnerUpdateDecision | null;
  meetingTypeOverrideId: string | null;
}

const notEvaluated = (rule: { id: string; name: string }, reason: string) => ruleEvaluation(rule, 'not_evaluated', { reason });

function distributionSkipped(inputs: DecisionInputs, reason: string): DecisionRecord['distribution'] {
  const pods: { id: string; name: string }[] = [...inputs.distributionRules, ...(inputs.fallbackPod ? [inputs.fallbackPod] : [])];
  return { outcome: 'not_needed', podId: null, reason: null, evaluations: pods.map((p) => notEvaluated(p, reason)) };
}

/** Free or invalid e-mail, or low lead quality: disqualification decided the same way whether or not matching is enabled. */
function disqualificationOf(inputs: DecisionInputs): string | null {
  const facts = prospectFacts(inputs.prospect);
  if (inputs.options.disqualifyInvalidEmail && facts.emailGiven && !facts.email) return ROUTING_REASONS.invalidEmailDisqualified;
  if (inputs.options.disqualifyFreeEmail && facts.freeDomain) return ROUTING_REASONS.freeEmailDisqualified;
  if (inputs.options.disqualifyLowQuality) {
    const q = inputs.leadQuality ?? { name: null, mailServer: 'unknown' as const };
    const flags = leadQualityFlags({ email: facts.email, name: q.name, mailServer: q.mailServer });
    if (flags.length) return leadQualityReason(flags);
  }
  return null;
}

/**
 * The routing decision for one form submission: disqualification, then the matching rules in sequence
 * (when enabled), then distribution rules and the fallback pod when matching did not assign anyone.
 * Pure: the same inputs always give the same result, so a stored decision can be replayed.
 */
export function decideRouting(inputs: DecisionInputs): RoutingDecision {
  const reason = disqualificationOf(inputs);
  if (reason) {
    return {
      disqualification: { reason },
      matching: {
        outcome: 'disqualified',
        reason,
        ruleId: null,
        matchResult: null,
        recordId: null,
        evaluations: inputs.matchingRules.map((r) => notEvaluated(r, ROUTING_REASONS.disqualified)),
      },
      distribution: distributionSkipped(inputs, ROUTING_REASONS.disqualified),
      plan: { kind: 'disqualified', reason },
      matchingRule: null,
      record: null,
      ownerUpdate: null,
      meetingTypeOverrideId: null,
    };
  }

  let matching: DecisionRecord['matching'];
  let record: CrmRecord | null = null;
  if (inputs.options.matchingEnabled) {
    const m = evaluateMatchingRules({
      prospect: inputs.prospect,
      rules: inputs.matchingRules,
      crm: inputs.crmRecords,
      users: inputs.users,
      lists: inputs.lists,
      options: { overrideExistingOwner: inputs.options.overrideExistingOwner },
    });
    matching = {
      outcome: m.outcome,
      reason: m.reason,
      ruleId: m.ruleId,
      matchResult: m.matchResult,
      recordId: m.record?.id ?? null,
      evaluations: m.evaluations,
    };
    const rule = inputs.matchingRules.find((r) => r.id === m.ruleId) ?? null;
    if (m.outcome === 'matched' && m.assignee && rule) {
      const via = { via: 'form_matching_rule' as const, viaId: rule.id, viaName: rule.name };
      const plan: RoutingPlan =
        m.assignee.type === 'user'
          ? { kind: 'user', userId: m.assignee.userId, ...via }
          : { kind: 'group', teamId: m.assignee.teamId, groupIds: m.assignee.groupIds, ...via };
      return {
        disqualification: null,
        matching,
        distribution: distributionSkipped(inputs, ROUTING_REASONS.earlierRuleMatched),
        plan,
        matchingRule: rule,
        record: m.record,
        ownerUpdate: m.ownerUpdate,
        meetingTypeOverrideId: rule.meetingTypeOverrideId ?? null,
      };
    }
    // A record found by a rule whose conditions or assignee failed is still the best CRM context for pods.
    const foundId = m.evaluations.find((e) => e.recordId)?.recordId ?? null;
    record = foundId ? (inputs.crmRecords.find((r) => r.id === foundId) ?? null) : null;
  } else {
    matching = {
      outcome: 'not_enabled',
      reason: null,
      ruleId: null,
      matchResult: null,
      recordId: null,
      evaluations: inputs.matchingRules.map((r) => notEvaluated(r, MATCHING_NOT_ENABLED)),
    };
  }

  const d = selectDistributionRule({
    rules: inputs.distributionRules,
    fallbackPod: inputs.fallbackPod,
    context: { answers: inputs.prospect.answers, record, enrichment: inputs.prospect.enrichment, lists: inputs.lists },
  });
  const distribution: DecisionRecord['distribution'] = {
    outcome: d.outcome,
    podId: d.pod?.id ?? null,
    reason: d.reason,
    evaluations: d.evaluations,
  };
  const base = { disqualification: null, matching, distribution, matchingRule: null, record, ownerUpdate: null };
  if (!d.pod) return { ...base, plan: { kind: 'none', reason: d.reason ?? ROUTING_REASONS.noRuleMatched }, meetingTypeOverrideId: null };
  return {
    ...base,
    plan: {
      kind: 'pod',
      pod: d.pod,
      via: d.outcome === 'fallback' ? 'fallback_pod' : 'form_routing_rule',
      viaId: d.pod.id,
      viaName: d.pod.name,
    },
    meetingTypeOverrideId: d.pod.meetingTypeOverrideId ?? null,
  };
}

/** The owner update once round robin or a booking has chosen the member (pods and matching groups). */
export function decideLaterOwnerUpdate(
  inputs: DecisionInputs,
  setting: OwnerUpdate,
  record: CrmRecord | null,
  userId: string,
): OwnerUpdateDecision {
  return decideOwnerUpdate({
    setting,
    record,
    assigneeUserId: userId,
    users: buildUserDirectory(inputs.users),
    overrideExistingOwner: inputs.options.overrideExistingOwner,
  });
}
