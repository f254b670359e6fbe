import type { FieldValue } from '../../contracts/routing';
import type { QueryParam, RedirectRule, RedirectRuleType, RouterRedirects } from '../../contracts/routers';
import { evaluateConditions, type ConditionContext } from './conditions';
import { toAtoms } from './values';

/** Where a redirect URL came from, in precedence order for a booked prospect. */
export type RedirectSource = 'matching_rule' | 'pod' | 'redirect_rule' | 'fallback';

export interface RedirectInput {
  /** The matching rule that assigned the prospect (its redirect override wins for booked prospects). */
  matchingRule?: { redirectOverrideUrl?: string | null } | null;
  /** The pod that distributed the prospect (its post-booking redirect comes next). */
  pod?: { postBookingRedirectUrl?: string | null } | null;
  /** The pod the redistribution rules handed a not-booked prospect to (its redistribution redirect wins for them). */
  redistributionPod?: { redistributionRedirectUrl?: string | null } | null;
  /** The organization's redirect rules in position order; only those of the outcome's type are read. */
  redirectRules: ReadonlyArray<RedirectRule>;
  fallbacks: Pick<RouterRedirects, 'bookedUrl' | 'notBookedUrl' | 'disqualifiedUrl'>;
  /** The router's query parameters: appended to whichever URL wins. */
  queryParams: ReadonlyArray<QueryParam>;
  /** Form answers and the matched CRM record, for the redirect rules' conditions. */
  context: ConditionContext;
}

export interface ResolvedRedirect {
  url: string;
  source: RedirectSource;
  ruleId: string | null;
  ruleName: string | null;
}

/** The answer a query parameter carries: multi-selects joined by commas, blank answers left out. */
function paramValue(answer: FieldValue | undefined): string | null {
  const atoms = toAtoms(answer);
  return atoms.length ? atoms.join(',') : null;
}

/** Appends query parameters filled from form answers, keeping the URL's own query string and fragment. */
export function appendQueryParams(url: string, params: ReadonlyArray<QueryParam>, answers: Readonly<Record<string, FieldValue>>): string {
  const pairs = params
    .map((p) => [p.key, paramValue(answers[p.formField])] as const)
    .filter((p): p is readonly [string, string] => p[1] !== null);
  if (pairs.length === 0) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const [key, value] of pairs) parsed.searchParams.append(key, value);
  return parsed.toString();
}

const FALLBACK: Record<RedirectRuleType, keyof RedirectInput['fallbacks']> = {
  booked: 'bookedUrl',
  not_booked: 'notBookedUrl',
  disqualified: 'disqualifiedUrl',
};

/**
 * Where the prospect's browser goes for an outcome. Booked: the matching rule's override, then the
 * pod's post-booking redirect, then the first booked redirect rule whose conditions pass, then the
 * router's booked URL. Not booked: a redistributed prospect's pod redistribution redirect, then the
 * first passing not-booked rule, then the router's URL. Disqualified: the first passing rule of that
 * type, then the router's URL. The router's query parameters (and the winning rule's own) are appended.
 */
export function resolveRedirect(outcome: RedirectRuleType, input: RedirectInput): ResolvedRedirect {
  const answers = input.context.answers;
  const withParams = (url: string, extra: ReadonlyArray<QueryParam> = []) =>
    appendQueryParams(url, [...input.queryParams, ...extra], answers);
  if (outcome === 'booked') {
    const override = input.matchingRule?.redirectOverrideUrl;
    if (override) return { url: withParams(override), source: 'matching_rule', ruleId: null, ruleName: null };
    const pod = input.pod?.postBookingRedirectUrl;
    if (pod) return { url: withParams(pod), source: 'pod', ruleId: null, ruleName: null };
  }
  if (outcome === 'not_booked') {
    const redistributed = input.redistributionPod?.redistributionRedirectUrl;
    if (redistributed) return { url: withParams(redistributed), source: 'pod', ruleId: null, ruleName: null };
  }
  for (const rule of input.redirectRules) {
    if (rule.type !== outcome || rule.conditions.length === 0) continue;
    if (evaluateConditions(rule.conditions, input.context).passed) {
      return { url: withParams(rule.url, rule.queryParams), source: 'redirect_rule', ruleId: rule.id, ruleName: rule.name };
    }
  }
  return { url: withParams(input.fallbacks[FALLBACK[outcome]]), source: 'fallback', ruleId: null, ruleName: null };
}
