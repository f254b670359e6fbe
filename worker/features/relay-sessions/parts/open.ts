import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { isBookerSource, RELAY_MESSAGES } from '../../../contracts/relay';
import type { MatchingRule, RoutingUser } from '../../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../../contracts/routing-pods';
import { NO_REDISTRIBUTION, type DecisionEvent, type DecisionInputs, type RuleVersion } from '../../../contracts/routing-decision';
import { ROUTING_REASONS } from '../../../contracts/routing';
import { decideRouting } from '../../../core/routing/decide';
import { assignSession, type Assignment } from '../../../core/routing/assignment';
import { DomainError, notFound } from '../../../core/errors';
import { SESSION_TTL_MS, type OpenCommand } from '../../../core/relay/state';
import { runBatch } from '../../../db/batch';
import { activeUsers } from '../../auth/service';
import { crmSnapshotForMatching } from '../../crm/service';
import { listRules as listDistributionRules } from '../../distribution/service';
import { listRules as listMatchingRules } from '../../matching-rules/service';
import { meetingTypeForBooking } from '../../meeting-types/service';
import { drawFromPod, fieldProbe, openingDecisionRecord } from '../../routing-sessions/service';
import * as repo from '../repo';
import { findLiveRelay } from '../../relay-routers/service';
import { teamNames } from '../../teams/service';
import { iso } from '../../../contracts/response-kit';

/** The log's words for where a booker handed over from, when not the app. */
const FROM: Partial<Record<OpenCommand['source'], string>> = {
  chrome_extension: ' from the browser extension',
  outlook_addin: ' from the Outlook add-in',
};

/** The relay's "via" vocabulary in the routing log (spec section 3). */
const relayVia = (via: Assignment['via']) =>
  via === 'form_matching_rule' ? 'relay_matching_rule' : via === 'form_routing_rule' ? 'pod' : via;

/** A relay's rules as the system reads them: the public link calls have no signed-in caller. */
const systemCaller = (accountId: string): Caller => ({
  userId: 'relay',
  accountId,
  role: 'super_admin',
  isBooker: false,
  email: '',
  name: 'Relay',
  sessionHash: '',
});

/**
 * Opens a relay session: fetch first (relay, rules, pods, people, CRM records), decide with the routing
 * core exactly as a form submission does, take a strict pod's turn in its object, and store the
 * session (the routing log row, router_kind 'relay', booker and source) in one statement.
 */
export async function openRelaySession(env: Env, db: Db, cmd: OpenCommand) {
  const { accountId, now } = cmd;
  // The prospect's name and e-mail are answers too, as on a form: conditions and matching can read them.
  const answers: Record<string, string> = { name: cmd.prospect.name, email: cmd.prospect.email, ...cmd.answers };
  const relay = await findLiveRelay(db, accountId, cmd.relayId);
  if (!relay) throw notFound('Relay');
  const sys = systemCaller(accountId);
  const [matchingAll, podsAll, people, teams, typeInfo] = await Promise.all([
    listMatchingRules(db, sys),
    listDistributionRules(db, sys),
    activeUsers(db, accountId),
    teamNames(db, accountId),
    meetingTypeForBooking(db, accountId, cmd.meetingTypeId ?? relay.meetingTypeId),
  ]);
  if (cmd.meetingTypeId && !typeInfo) throw new DomainError('invalid', 'invalid', RELAY_MESSAGES.meetingTypeRequired, '/meetingTypeId');
  const method = relay.roundRobin[isBookerSource(cmd.source) ? 'internal' : 'links'];
  const byId = new Map(podsAll.map((p) => [p.id, p]));
  const asPod = (id: string): DistributionRule | null => {
    const p = byId.get(id);
    return p ? { ...p.definition, id: p.id, name: p.name, method } : null;
  };
  if (cmd.podId && !relay.distributionPodIds.includes(cmd.podId) && cmd.podId !== relay.fallbackPodId)
    throw new DomainError('invalid', 'invalid', RELAY_MESSAGES.missingPod, '/podId');
  const fuzzy = relay.flags.fuzzyMatching;
  const matchingRows = relay.matchingRuleIds.flatMap((id) => matchingAll.filter((r) => r.id === id));
  const matchingRules: MatchingRule[] = matchingRows.map((r) => ({
    ...r.definition,
    id: r.id,
    name: r.name,
    fuzzy: r.definition.fuzzy || (fuzzy && r.definition.matchBy.by === 'email'),
  }));
  const podIds = cmd.podId ? [cmd.podId] : relay.distributionPodIds;
  const distributionRules = podIds.flatMap((id) => (id === relay.fallbackPodId ? [] : (asPod(id) ?? [])));
  const fallbackPod = asPod(relay.fallbackPodId) as FallbackPod | null;
  const peopleMap = new Map(people.map((p) => [p.id, p]));
  const users: RoutingUser[] = people.map((p) => ({ id: p.id, email: p.email, crmOwnerIds: [], active: true }));
  const crmRecords = cmd.assigneeUserId
    ? []
    : await crmSnapshotForMatching(db, accountId, { email: cmd.prospect.email, phone: null, fields: fieldProbe(matchingRules, answers) });
  const inputs: DecisionInputs = {
    prospect: { email: cmd.prospect.email, phone: null, answers, enrichment: null },
    crmRecords,
    users,
    lists: [],
    // A pod chosen up front (pod link, pod override) skips matching: the pod is the decision.
    matchingRules: cmd.podId || cmd.assigneeUserId ? [] : matchingRules,
    distributionRules: cmd.podId && cmd.podId === relay.fallbackPodId ? [] : distributionRules,
    fallbackPod,
    options: {
      matchingEnabled: relay.handoverEnabled && !cmd.podId && !cmd.assigneeUserId,
      disqualifyFreeEmail: false,
      disqualifyInvalidEmail: false,
      overrideExistingOwner: false,
    },
  };
  const decision = decideRouting(inputs);
  let a: Assignment;
  if (cmd.assigneeUserId) {
    if (!peopleMap.has(cmd.assigneeUserId)) throw new DomainError('invalid', 'invalid', 'Select a member', '/assigneeUserId');
    a = {
      outcome: 'pending',
      reason: null,
      assigneeState: 'user_slots_shown',
      assigneeUserId: cmd.assigneeUserId,
      candidates: [cmd.assigneeUserId],
      podId: null,
      via: 'team',
      viaId: null,
      viaName: cmd.linkId ? 'Relay link' : 'Chosen by the booker',
      teamId: relay.teamId,
      roundRobin: [],
      owner: null,
    };
  } else {
    // The one serialized step outside this session: a strict pod takes its turn in its own object.
    const draw = decision.plan.kind === 'pod' ? await drawFromPod(env, accountId, decision.plan.pod, cmd.sessionId, now) : null;
    a = assignSession({ inputs, decision, groupMembers: new Map(), draw, people: peopleMap, now });
  }
  const type = typeInfo?.type ?? null;
  const rulesUsed: RuleVersion[] = [
    ...matchingRows.map((r) => ({ id: r.id, name: r.name, version: r.version, kind: 'matching' as const })),
    ...distributionRules.map((p) => ({ id: p.id, name: p.name, version: byId.get(p.id)!.version, kind: 'distribution' as const })),
    ...(fallbackPod
      ? [{ id: fallbackPod.id, name: fallbackPod.name, version: byId.get(fallbackPod.id)!.version, kind: 'fallback_pod' as const }]
      : []),
  ];
  const at = iso(now);
  const bookerName = cmd.bookerUserId ? (peopleMap.get(cmd.bookerUserId)?.name ?? 'A booker') : null;
  const typeChosen = cmd.meetingTypeId && type ? `, for a ${type.name} instead of the relay's meeting type` : '';
  const events: DecisionEvent[] = [
    {
      at,
      type: 'form_submitted',
      detail: bookerName
        ? `${bookerName} handed over ${cmd.prospect.email} through the relay "${relay.name}"${typeChosen}${FROM[cmd.source] ?? ''}`
        : `${cmd.prospect.email} opened a ${cmd.source === 'pod_link' ? 'pod' : 'relay'} link of "${relay.name}"`,
    },
  ];
  if (decision.matching.outcome === 'matched')
    events.push({ at, type: 'matched', detail: `Matched the rule "${decision.matchingRule?.name ?? ''}"` });
  else if (decision.matching.outcome === 'not_matched')
    events.push({ at, type: 'not_matched', detail: decision.matching.reason ?? ROUTING_REASONS.noRuleMatched });
  if (decision.plan.kind === 'pod') events.push({ at, type: 'distributed', detail: `Distributed to "${decision.plan.pod.name}"` });
  if (a.assigneeUserId)
    events.push({ at, type: 'assigned', detail: `Assigned to ${peopleMap.get(a.assigneeUserId)?.name ?? a.assigneeUserId}` });
  if (a.outcome === 'not_booked' && a.reason) events.push({ at, type: 'not_booked', detail: a.reason });
  const record = openingDecisionRecord({
    router: {
      id: relay.id,
      name: relay.name,
      version: relay.version,
      notBookedMinutes: SESSION_TTL_MS / 60_000,
      redistributionEnabled: false,
      crmModule: relay.crmMapping.module,
    },
    inputs,
    rulesUsed,
    decision: { disqualification: null, matching: decision.matching, distribution: decision.distribution },
    roundRobin: a.roundRobin,
    redistribution: NO_REDISTRIBUTION(ROUTING_REASONS.redistributionDisabled),
    redirect: null,
    events,
  });
  const row: repo.SessionInsert = {
    id: cmd.sessionId,
    accountId,
    routerId: relay.id,
    routerName: relay.name,
    routerKind: 'relay',
    prospectName: cmd.prospect.name,
    prospectEmail: cmd.prospect.email.slice(0, 320),
    answers,
    attribution: { pageUrl: cmd.linkId ? `relay-link:${cmd.linkId}` : 'app', referrer: null, utm: cmd.utm ?? {} },
    outcome: a.outcome === 'pending' ? 'pending' : 'not_booked',
    outcomeReason: a.reason,
    assigneeState: a.assigneeState,
    via: relayVia(a.via),
    viaId: a.viaId,
    viaName: a.viaName,
    assigneeUserId: a.assigneeUserId,
    candidateUserIds: a.candidates,
    podId: a.podId,
    meetingTypeId: type?.id ?? null,
    decision: record,
    redistributeAt: null,
    bookedByUserId: cmd.bookerUserId,
    bookedBySource: cmd.source,
    createdAt: now,
    updatedAt: now,
  };
  await runBatch(db, [repo.insertSessionStmt(db, row)]);
  return row;
}
