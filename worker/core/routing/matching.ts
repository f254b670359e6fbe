import type { CountryCode } from 'libphonenumber-js';
import {
  ROUTING_REASONS,
  type ConditionResult,
  type CrmRecord,
  type MatchResult,
  type MatchingRule,
  type Prospect,
  type RoutingList,
  type RoutingUser,
  type RuleEvaluation,
} from '../../contracts/routing';
import {
  buildUserDirectory,
  decideOwnerUpdate,
  resolveAssignee,
  type OwnerUpdateDecision,
  type RoutingAssignee,
  type UserDirectory,
} from './assignee';
import { conditionsFailureReason, evaluateConditions } from './conditions';
import { buildCrmIndex, type CrmIndex } from './crm-index';
import { lookupRecords, prospectFacts } from './record-lookup';

export interface MatchingOptions {
  /** Router flag: end the session as disqualified when the e-mail is from a free provider. */
  disqualifyFreeEmail?: boolean;
  /** Router flag: end the session as disqualified when the e-mail given is not a valid address. */
  disqualifyInvalidEmail?: boolean;
  /** Router's default country code, for phone numbers typed without one. */
  defaultCountry?: CountryCode;
  /** Router's "override existing ownership" flag, used by the owner update decision. */
  overrideExistingOwner?: boolean;
  /** How many matched records are tried against a rule's conditions (big company domains hold thousands). */
  maxCandidates?: number;
}

export interface MatchingInput {
  prospect: Prospect;
  /** The router's matching rules in sequence order. */
  rules: ReadonlyArray<MatchingRule>;
  /** An index built once per snapshot (preferred), or the snapshot itself for one-off decisions. */
  crm: CrmIndex | ReadonlyArray<CrmRecord>;
  users: UserDirectory | ReadonlyArray<RoutingUser>;
  lists?: ReadonlyArray<RoutingList>;
  options?: MatchingOptions;
}

/** The outcome of running a router's matching rules, with one evaluation per rule for the routing log. */
export interface MatchingDecision {
  outcome: 'matched' | 'not_matched' | 'disqualified';
  reason: string | null;
  ruleId: string | null;
  matchResult: MatchResult | null;
  record: CrmRecord | null;
  assignee: RoutingAssignee | null;
  /** null when no rule passed, or when a group still has to be resolved by round robin. */
  ownerUpdate: OwnerUpdateDecision | null;
  evaluations: RuleEvaluation[];
}

const DEFAULT_MAX_CANDIDATES = 100;

function isIndex(crm: CrmIndex | ReadonlyArray<CrmRecord>): crm is CrmIndex {
  return 'byEmail' in crm;
}

/** One rule's evaluation as the routing log shows it: nothing found or explained unless `extra` says so. */
export function ruleEvaluation(
  rule: { id: string; name: string },
  status: RuleEvaluation['status'],
  extra: Partial<Omit<RuleEvaluation, 'ruleId' | 'ruleName' | 'status'>> = {},
): RuleEvaluation {
  return {
    ruleId: rule.id,
    ruleName: rule.name,
    status,
    reason: null,
    detail: null,
    matchResult: null,
    recordId: null,
    conditions: [],
    ...extra,
  };
}

function disqualified(rules: ReadonlyArray<MatchingRule>, reason: string): MatchingDecision {
  return {
    outcome: 'disqualified',
    reason,
    ruleId: null,
    matchResult: null,
    record: null,
    assignee: null,
    ownerUpdate: null,
    evaluations: rules.map((r) => ruleEvaluation(r, 'not_evaluated', { reason: ROUTING_REASONS.disqualified })),
  };
}

/**
 * Runs matching rules in sequence: the first that finds a record, meets its conditions and resolves an
 * assignee passes; later rules are Not evaluated. Disqualification is decided before any rule.
 */
export function evaluateMatchingRules(input: MatchingInput): MatchingDecision {
  const { prospect, rules } = input;
  const options = input.options ?? {};
  const crm = isIndex(input.crm) ? input.crm : buildCrmIndex(input.crm, { defaultCountry: options.defaultCountry });
  const users = 'byId' in input.users ? input.users : buildUserDirectory(input.users);
  const facts = prospectFacts(prospect, options.defaultCountry);

  if (options.disqualifyInvalidEmail && facts.emailGiven && !facts.email) {
    return disqualified(rules, ROUTING_REASONS.invalidEmailDisqualified);
  }
  if (options.disqualifyFreeEmail && facts.freeDomain) {
    return disqualified(rules, ROUTING_REASONS.freeEmailDisqualified);
  }

  const maxCandidates = options.maxCandidates ?? DEFAULT_MAX_CANDIDATES;
  const evaluations: RuleEvaluation[] = [];
  let decision: MatchingDecision | null = null;

  for (const rule of rules) {
    if (decision) {
      evaluations.push(ruleEvaluation(rule, 'not_evaluated', { reason: ROUTING_REASONS.earlierRuleMatched }));
      continue;
    }
    const found = lookupRecords(rule, facts, prospect, crm);
    if (!found.ok) {
      evaluations.push(ruleEvaluation(rule, 'failed', { reason: found.reason, detail: found.detail }));
      continue;
    }

    let record: CrmRecord | null = null;
    let conditions: ConditionResult[] = [];
    // Several records can match (duplicates, a whole company domain): the freshest one meeting the conditions wins.
    for (const [i, candidate] of found.records.slice(0, maxCandidates).entries()) {
      const result = evaluateConditions(rule.conditions, {
        answers: prospect.answers,
        record: candidate,
        enrichment: prospect.enrichment,
        lists: input.lists,
      });
      if (i === 0) conditions = result.results;
      if (result.passed) {
        record = candidate;
        conditions = result.results;
        break;
      }
    }
    const common = { matchResult: found.match, conditions };
    if (!record) {
      const tried = Math.min(found.records.length, maxCandidates);
      evaluations.push(
        ruleEvaluation(rule, 'failed', {
          ...common,
          recordId: found.records[0].id,
          reason: conditionsFailureReason(conditions),
          detail: `${tried} matching record(s) checked; none met every condition`,
        }),
      );
      continue;
    }

    const resolved = resolveAssignee(rule.assignee, record, users);
    if (!resolved.ok) {
      evaluations.push(
        ruleEvaluation(rule, 'failed', { ...common, recordId: record.id, reason: resolved.reason, detail: resolved.detail }),
      );
      continue;
    }
    evaluations.push(ruleEvaluation(rule, 'passed', { ...common, recordId: record.id }));
    const assignee = resolved.assignee;
    decision = {
      outcome: 'matched',
      reason: null,
      ruleId: rule.id,
      matchResult: found.match,
      record,
      assignee,
      ownerUpdate:
        assignee.type === 'user'
          ? decideOwnerUpdate({
              setting: rule.updateOwner,
              record,
              assigneeUserId: assignee.userId,
              users,
              overrideExistingOwner: options.overrideExistingOwner ?? false,
            })
          : null,
      evaluations,
    };
  }

  if (decision) return decision;
  return {
    outcome: 'not_matched',
    reason: ROUTING_REASONS.noRuleMatched,
    ruleId: null,
    matchResult: null,
    record: null,
    assignee: null,
    ownerUpdate: null,
    evaluations,
  };
}
