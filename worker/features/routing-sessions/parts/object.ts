import type { Db } from '../../../db/client';
import type { MatchingRule } from '../../../contracts/routing';
import type { FallbackPod } from '../../../contracts/routing-pods';
import type { RuleVersion } from '../../../contracts/routing-decision';
import { toPod } from './context';
import { objectRuleRows } from '../object-repo';
import * as repo from '../repo';

// Object routers (features/object-routers) decide with the inbound routers' matching rules and pods and
// log into the same routing sessions (recordKindSession); this is their way into the rules and pods.

export type ObjectRuleRefs = { matchingRuleIds: string[]; distributionRuleIds: string[]; fallbackPodId: string | null };

function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** The rules, pods and people an object router decides with, in the router's order; deleted rules drop out. */
export async function objectRoutingContext(db: Db, accountId: string, refs: ObjectRuleRefs) {
  const podIds = [...refs.distributionRuleIds, ...(refs.fallbackPodId ? [refs.fallbackPodId] : [])];
  const loaded = await objectRuleRows(db, accountId, refs.matchingRuleIds, podIds);
  const matchingRows = inOrder(refs.matchingRuleIds, loaded.matching);
  const matchingRules: MatchingRule[] = matchingRows.map((r) => ({ ...r.definition, id: r.id, name: r.name }));
  const podRows = inOrder(
    refs.distributionRuleIds,
    loaded.pods.filter((p) => p.kind === 'rule'),
  );
  const fallbackRow = loaded.pods.find((p) => p.id === refs.fallbackPodId) ?? null;
  const fallbackPod: FallbackPod | null = fallbackRow ? toPod(fallbackRow) : null;
  const rulesUsed: RuleVersion[] = [
    ...matchingRows.map((r) => ({ id: r.id, name: r.name, version: r.version, kind: 'matching' as const })),
    ...podRows.map((r) => ({ id: r.id, name: r.name, version: r.version, kind: 'distribution' as const })),
    ...(fallbackRow ? [{ id: fallbackRow.id, name: fallbackRow.name, version: fallbackRow.version, kind: 'fallback_pod' as const }] : []),
  ];
  const groupIds = [...new Set(matchingRules.flatMap((r) => (r.assignee.type === 'group' ? r.assignee.groupIds : [])))];
  return {
    matchingRules,
    distributionRules: podRows.map(toPod),
    fallbackPod,
    rulesUsed,
    people: new Map(loaded.people.map((p) => [p.id, p])),
    groupMembers: await repo.membersByGroup(db, accountId, groupIds),
  };
}
export type ObjectRoutingContext = Awaited<ReturnType<typeof objectRoutingContext>>;
