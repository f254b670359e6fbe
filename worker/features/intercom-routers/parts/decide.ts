import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import type { MatchingRule, RoutingUser } from '../../../contracts/routing';
import type { FallbackPod } from '../../../contracts/routing-pods';
import type { DecisionInputs, RuleVersion } from '../../../contracts/routing-decision';
import { decideRouting } from '../../../core/routing/decide';
import { assignSession } from '../../../core/routing/assignment';
import { activeUsers } from '../../auth/service';
import { crmSnapshotForMatching } from '../../crm/service';
import { listRules as listDistributionRules } from '../../distribution/service';
import { listRules as listMatchingRules } from '../../matching-rules/service';
import { drawFromPod, fieldProbe } from '../../routing-sessions/service';
import type { IntercomRouterRecord } from '../repo';

/** The router's rules as the system reads them: a webhook has no signed-in caller. */
const systemCaller = (accountId: string): Caller => ({
  userId: 'intercom',
  accountId,
  role: 'super_admin',
  isBooker: false,
  email: '',
  name: 'Intercom',
  sessionHash: '',
});

/** The conversation's contact, with its company's name and web domain when Intercom knows its company. */
export type IntercomProspect = {
  email: string | null;
  name: string | null;
  company: string | null;
  companyDomain: string | null;
  attributes: Record<string, unknown>;
};
export type RepChoice = { userId: string | null; name: string | null; email: string | null; lines: string[] };

/** Custom attributes as the answers conditions read (strings, numbers and booleans; the rest is left out). */
function answersOf(p: IntercomProspect): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p.attributes))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  return {
    ...out,
    ...(p.name ? { name: p.name } : {}),
    ...(p.email ? { email: p.email } : {}),
    ...(p.company ? { company: p.company } : {}),
    ...(p.companyDomain ? { company_domain: p.companyDomain } : {}),
  };
}

/**
 * Chooses the rep for an Intercom contact with the routing core the inbound routers use: the router's
 * matching rules against the CRM mirror, then its pod. A conversation has no booking to wait for, so the
 * pod's turn is taken now, in the pod's own object (strict), whatever method the pod books with.
 */
export async function chooseRep(env: Env, db: Db, router: IntercomRouterRecord, p: IntercomProspect, routingId: string, now: number) {
  const accountId = router.accountId;
  const sys = systemCaller(accountId);
  const [matchingAll, podsAll, people] = await Promise.all([
    listMatchingRules(db, sys),
    listDistributionRules(db, sys),
    activeUsers(db, accountId),
  ]);
  const podRow = podsAll.find((x) => x.id === router.podId);
  const pod = podRow ? ({ ...podRow.definition, id: podRow.id, name: podRow.name, method: 'round_robin_strict' } as FallbackPod) : null;
  const matchingRules: MatchingRule[] = router.matchingRuleIds.flatMap((id) =>
    matchingAll.filter((r) => r.id === id).map((r) => ({ ...r.definition, id: r.id, name: r.name })),
  );
  const answers = answersOf(p);
  // The company's domain finds its CRM account when the contact writes from a personal address.
  const crmRecords =
    matchingRules.length && (p.email || p.companyDomain)
      ? await crmSnapshotForMatching(db, accountId, {
          email: p.email,
          phone: null,
          domain: p.companyDomain,
          fields: fieldProbe(matchingRules, answers),
        })
      : [];
  const users: RoutingUser[] = people.map((u) => ({ id: u.id, email: u.email, crmOwnerIds: [], active: true }));
  const inputs: DecisionInputs = {
    prospect: { email: p.email, phone: null, answers, enrichment: null },
    crmRecords,
    users,
    lists: [],
    matchingRules,
    distributionRules: [],
    fallbackPod: pod,
    options: {
      matchingEnabled: matchingRules.length > 0,
      disqualifyFreeEmail: false,
      disqualifyInvalidEmail: false,
      overrideExistingOwner: false,
    },
  };
  const decision = decideRouting(inputs);
  const draw = decision.plan.kind === 'pod' ? await drawFromPod(env, accountId, decision.plan.pod, routingId, now) : null;
  const peopleMap = new Map(people.map((u) => [u.id, u]));
  const a = assignSession({ inputs, decision, groupMembers: new Map(), draw, people: peopleMap, now });
  // A group or team assignment shows several people's slots; a conversation goes to the first of them.
  const userId = a.assigneeUserId ?? a.candidates[0] ?? null;
  const rep = userId ? peopleMap.get(userId) : undefined;
  const lines: string[] = [];
  if (decision.matching.outcome === 'matched') lines.push(`Matched by the matching rule ${a.viaName ?? ''}`.trim());
  else if (matchingRules.length) lines.push(`No matching rule matched${decision.matching.reason ? `: ${decision.matching.reason}` : ''}`);
  if (a.via === 'fallback_pod' || a.via === 'form_routing_rule')
    lines.push(`Round robin of the pod ${pod?.name ?? ''}: ${rep?.name ?? 'nobody'} is next`);
  if (!rep) lines.push(a.reason ?? (pod ? 'Nobody in the pod can take the conversation' : 'The pod of this router was deleted'));
  const rulesUsed: RuleVersion[] = [
    ...router.matchingRuleIds.flatMap((id) =>
      matchingAll.filter((r) => r.id === id).map((r) => ({ id: r.id, name: r.name, version: r.version, kind: 'matching' as const })),
    ),
    ...(podRow ? [{ id: podRow.id, name: podRow.name, version: podRow.version, kind: 'fallback_pod' as const }] : []),
  ];
  const choice: RepChoice = { userId: rep?.id ?? null, name: rep?.name ?? null, email: rep?.email ?? null, lines };
  return { ...choice, inputs, decision, assignment: a, rulesUsed, peopleMap };
}
