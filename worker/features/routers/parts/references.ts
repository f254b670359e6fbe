import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { DEFAULT_QUESTION_IDS, type FormDto } from '../../../contracts/forms';
import { ROUTER_MESSAGES, type RouterValues } from '../../../contracts/routers';
import type { ApiProblem } from '../../../contracts/common';
import { DomainError, problemAt, problemsError } from '../../../core/errors';
import { listRules as listDistributionRules } from '../../distribution/service';
import { getForm } from '../../forms/service';
import { listRules as listMatchingRules } from '../../matching-rules/service';
import { loadMeetingType } from '../../meeting-types/service';

/** Messages for ids that name no live rule of the organization (the spec leaves these to us). */
export const MISSING_RULE = {
  matching: 'A selected matching rule does not exist',
  distribution: 'A selected distribution rule does not exist',
  fallback: 'The selected fallback pod does not exist',
  redistribution: 'A selected redistribution rule does not exist',
} as const;

/** Answers null for a row that is missing (404) and rethrows anything else, so real failures still surface. */
export const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((e) => {
    if (e instanceof DomainError && e.kind === 'not_found') return null;
    throw e;
  });

/**
 * Why a form cannot feed a router, or null when it can: routing needs the prospect's name and
 * e-mail, so a marketing form must map its first (or full) name and e-mail inputs.
 */
export function formProblem(form: FormDto): string | null {
  if (form.kind === 'form') {
    const ids = new Set(form.questions.map((q) => q.id));
    return DEFAULT_QUESTION_IDS.every((id) => ids.has(id)) ? null : ROUTER_MESSAGES.nameAndEmailMapped;
  }
  const m = form.mapping;
  if (!m) return ROUTER_MESSAGES.formNotMapped;
  const name = m.nameFields.mode === 'full' ? m.nameFields.fullName : m.nameFields.firstName;
  return name && m.emailField ? null : ROUTER_MESSAGES.nameAndEmailMapped;
}

/**
 * Checks that everything the router names exists in the caller's organization, with every problem at
 * its field. Matching rules are checked only at creation: they are fixed afterwards, and a rule
 * deleted since then must not make the router impossible to edit (routing logs it as deleted).
 */
export async function checkReferences(db: Db, caller: Caller, input: RouterValues, opts: { matching: boolean }) {
  const needDistribution = input.distributionRuleIds.length > 0 || !!input.fallbackPodId || input.redistributionRuleIds.length > 0;
  const [form, meetingType, matching, distribution] = await Promise.all([
    orNull(getForm(db, caller, input.formId)),
    orNull(loadMeetingType(db, caller, input.meetingTypeId)),
    opts.matching && input.matchingRuleIds.length ? listMatchingRules(db, caller) : Promise.resolve([]),
    needDistribution ? listDistributionRules(db, caller) : Promise.resolve([]),
  ]);
  const problems: ApiProblem[] = [];
  if (!form) problems.push(problemAt('/formId', ROUTER_MESSAGES.formRequired));
  else {
    const why = formProblem(form);
    if (why) problems.push(problemAt('/formId', why));
  }
  if (!meetingType) problems.push(problemAt('/meetingTypeId', ROUTER_MESSAGES.meetingTypeRequired));

  if (opts.matching) {
    const known = new Set(matching.map((r) => r.id));
    if (input.matchingRuleIds.some((id) => !known.has(id))) problems.push(problemAt('/matchingRuleIds', MISSING_RULE.matching));
  }
  const kindOf = new Map(distribution.map((r) => [r.id, r.kind]));
  if (input.distributionRuleIds.some((id) => kindOf.get(id) !== 'rule'))
    problems.push(problemAt('/distributionRuleIds', MISSING_RULE.distribution));
  if (input.fallbackPodId && kindOf.get(input.fallbackPodId) !== 'fallback_pod')
    problems.push(problemAt('/fallbackPodId', MISSING_RULE.fallback));
  if (input.redistributionRuleIds.some((id) => !kindOf.has(id)))
    problems.push(problemAt('/redistributionRuleIds', MISSING_RULE.redistribution));

  if (problems.length) throw problemsError('invalid', problems);
  return { form: form! };
}
