import type { Db } from '../../../db/client';
import type { Condition, MatchingRule } from '../../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../../contracts/routing-pods';
import type { RedirectRule } from '../../../contracts/routers';
import type { RuleVersion } from '../../../contracts/routing-decision';
import { notFound } from '../../../core/errors';
import { mapRead, runRead } from '../../../db/batch';
import { formView } from './prospect';
import * as repo from '../repo';
import { pick } from '../../../contracts/response-kit';

export const toPod = (r: repo.DistributionRow): DistributionRule => ({ ...r.definition, id: r.id, name: r.name });

export const toRedirectRule = (r: Awaited<ReturnType<typeof repo.liveRedirectRules>>[number]): RedirectRule => ({
  ...pick(r, 'id', 'name', 'type', 'conditions', 'url', 'queryParams'),
});

/** List ids named by "in list" conditions, so only those lists are loaded. */
export function listIdsOf(conditionSets: ReadonlyArray<ReadonlyArray<Condition>>): string[] {
  const ids = new Set<string>();
  for (const set of conditionSets) for (const c of set) if (c.operator === 'in_list') ids.add(c.listId);
  return [...ids];
}

/** Keeps the router's own order of rule ids; deleted rules drop out (the routing log names them as deleted). */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** The live router a submission goes to: the row this request has read already (the origin check's), else read now. */
export async function liveRouter(db: Db, routerId: string, read?: repo.RouterRow) {
  const router = read?.id === routerId ? read : await repo.findLiveRouter(db, routerId);
  if (!router) throw notFound('Router');
  return router;
}

/**
 * The context of a router row. A campaign router passes its own fallback distribution (its pod is not a
 * distribution_rules row) and no organization redirect rules (its redirect URLs are its own).
 */
export async function routerContextOf(db: Db, router: repo.RouterRow, own?: Own) {
  return runRead(db, routerContextRead(db, router, own));
}
type Own = { fallbackPod: FallbackPod; fallbackVersion: number };

/** routerContextOf as a read that can join a caller's batch. */
export const routerContextRead = (db: Db, router: repo.RouterRow, own?: Own) =>
  mapRead(repo.routingContextRead(db, router), (loaded) => contextOf(router, loaded, own));

function contextOf(router: repo.RouterRow, loaded: repo.RoutingContextRows, own?: Own) {
  if (!loaded.form || !loaded.org) throw notFound('Router');
  const matchingRows = inOrder(router.matchingRuleIds, loaded.matching);
  const matchingRules: MatchingRule[] = matchingRows.map((r) => ({ ...r.definition, id: r.id, name: r.name }));
  const podRows = inOrder(
    router.distributionRuleIds,
    loaded.pods.filter((p) => p.kind === 'rule'),
  );
  const fallbackRow = own ? null : (loaded.pods.find((p) => p.id === router.fallbackPodId) ?? null);
  const distributionRules = podRows.map(toPod);
  const fallbackPod: FallbackPod | null = own ? own.fallbackPod : fallbackRow ? toPod(fallbackRow) : null;
  const fallbackVersion = own ? { id: own.fallbackPod.id, name: own.fallbackPod.name, version: own.fallbackVersion } : fallbackRow;
  const rulesUsed: RuleVersion[] = [
    ...matchingRows.map((r) => ({ id: r.id, name: r.name, version: r.version, kind: 'matching' as const })),
    ...podRows.map((r) => ({ id: r.id, name: r.name, version: r.version, kind: 'distribution' as const })),
    ...(fallbackVersion
      ? [{ id: fallbackVersion.id, name: fallbackVersion.name, version: fallbackVersion.version, kind: 'fallback_pod' as const }]
      : []),
  ];
  const redirectRows = own ? [] : loaded.redirects;
  return {
    router,
    org: loaded.org,
    form: loaded.form,
    view: formView(loaded.form),
    meetingType: loaded.meetingType,
    people: new Map(loaded.people.map((p) => [p.id, p])),
    teams: new Map(loaded.teams.map((t) => [t.id, t.name])),
    matchingRules,
    distributionRules,
    fallbackPod,
    rulesUsed,
    redirectRules: redirectRows.map(toRedirectRule),
    redirectVersions: new Map(redirectRows.map((r) => [r.id, r.version])),
  };
}
export type RouterContext = ReturnType<typeof contextOf>;
