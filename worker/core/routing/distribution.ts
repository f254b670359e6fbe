import { ROUTING_REASONS, type RuleEvaluation } from '../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../contracts/routing-pods';
import { conditionsFailureReason, evaluateConditions, type ConditionContext } from './conditions';

export interface DistributionInput {
  /** Distribution rules or pods in sequence order. */
  rules: ReadonlyArray<DistributionRule>;
  fallbackPod: FallbackPod | null;
  /** Form answers, the record matching found (if any), enrichment and lists. */
  context: ConditionContext;
}

/** Which pod takes the prospect and why, with one evaluation per rule (the fallback is listed last). */
export interface DistributionDecision {
  outcome: 'rule' | 'fallback' | 'none';
  pod: DistributionRule | FallbackPod | null;
  reason: string | null;
  evaluations: RuleEvaluation[];
}

function base(rule: { id: string; name: string }): Omit<RuleEvaluation, 'status'> {
  return { ruleId: rule.id, ruleName: rule.name, reason: null, detail: null, matchResult: null, recordId: null, conditions: [] };
}

/** Picks the first distribution rule whose conditions all pass, else the fallback pod. */
export function selectDistributionRule(input: DistributionInput): DistributionDecision {
  const evaluations: RuleEvaluation[] = [];
  let chosen: DistributionRule | null = null;
  for (const rule of input.rules) {
    if (chosen) {
      evaluations.push({ ...base(rule), status: 'not_evaluated', reason: ROUTING_REASONS.earlierRuleMatched });
      continue;
    }
    // A rule without conditions would swallow every prospect; only the fallback pod may have none.
    if (rule.conditions.length === 0) {
      evaluations.push({ ...base(rule), status: 'failed', reason: ROUTING_REASONS.conditionsNotMet, detail: 'The rule has no conditions' });
      continue;
    }
    const { passed, results } = evaluateConditions(rule.conditions, input.context);
    const recordId = input.context.record?.id ?? null;
    if (passed) {
      chosen = rule;
      evaluations.push({ ...base(rule), status: 'passed', recordId, conditions: results });
    } else {
      evaluations.push({ ...base(rule), status: 'failed', recordId, reason: conditionsFailureReason(results), conditions: results });
    }
  }
  if (chosen) {
    if (input.fallbackPod) {
      evaluations.push({ ...base(input.fallbackPod), status: 'not_evaluated', reason: ROUTING_REASONS.earlierRuleMatched });
    }
    return { outcome: 'rule', pod: chosen, reason: null, evaluations };
  }
  if (input.fallbackPod) {
    evaluations.push({
      ...base(input.fallbackPod),
      status: 'passed',
      detail: input.rules.length ? 'No distribution rule passed; the fallback pod takes the prospect' : 'Fallback pod',
    });
    return { outcome: 'fallback', pod: input.fallbackPod, reason: input.rules.length ? ROUTING_REASONS.noRuleMatched : null, evaluations };
  }
  return { outcome: 'none', pod: null, reason: ROUTING_REASONS.noRuleMatched, evaluations };
}
