import type { Db } from '../../../db/client';
import type { RedirectRule, RedirectRuleType } from '../../../contracts/routers';
import type { DecisionEvent, DecisionRecord, RuleVersion } from '../../../contracts/routing-decision';
import type { ConditionContext } from '../../../core/routing/conditions';
import { resolveRedirect, type RedirectInput } from '../../../core/routing/redirects';
import { toRedirectRule } from './context';
import * as repo from '../repo';

/** What redirect resolution reads about the router: its fallback URLs, query parameters and the organization's rules. */
export type RedirectSources = {
  router: Pick<repo.RouterRow, 'redirects'>;
  redirectRules: RedirectRule[];
  redirectVersions: Map<string, number>;
};

export type RedirectOptions = {
  context: ConditionContext;
  matchingRule: RedirectInput['matchingRule'];
  pod: RedirectInput['pod'];
  redistributionPod?: RedirectInput['redistributionPod'];
};

/** Loads the sources for a session's router, after the submission (booking, close); a campaign router has only its own URLs. */
export async function redirectSources(
  db: Db,
  accountId: string,
  router: repo.RouterRow,
  kind: repo.SessionRow['routerKind'] = 'inbound',
): Promise<RedirectSources> {
  const rows = kind === 'campaign' ? [] : await repo.liveRedirectRules(db, accountId);
  return { router, redirectRules: rows.map(toRedirectRule), redirectVersions: new Map(rows.map((r) => [r.id, r.version])) };
}

/** The redirect for an outcome, as the decision records it, with its event and the redirect rule version used. */
export function redirectFor(outcome: RedirectRuleType, src: RedirectSources, opts: RedirectOptions, now: number) {
  const resolved = resolveRedirect(outcome, {
    matchingRule: opts.matchingRule,
    pod: opts.pod,
    redistributionPod: opts.redistributionPod,
    redirectRules: src.redirectRules,
    fallbacks: src.router.redirects,
    queryParams: src.router.redirects.queryParams ?? [],
    context: opts.context,
  });
  const record: NonNullable<DecisionRecord['redirect']> = { outcome, ...resolved };
  const via = resolved.ruleName
    ? `the redirect rule "${resolved.ruleName}"`
    : resolved.source === 'fallback'
      ? "the router's URL"
      : `the ${resolved.source === 'pod' ? 'pod' : 'matching rule'}`;
  const event: DecisionEvent = { at: new Date(now).toISOString(), type: 'redirected', detail: `Redirected to ${resolved.url} (${via})` };
  const ruleVersion: RuleVersion | null = resolved.ruleId
    ? { id: resolved.ruleId, name: resolved.ruleName ?? '', version: src.redirectVersions.get(resolved.ruleId) ?? 1, kind: 'redirect' }
    : null;
  return { record, event, ruleVersion };
}
