import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { ROUTING_REASONS, type RoutingUser } from '../../contracts/routing';
import { oneLineAnswerErrors, type DecisionEvent, type DecisionInputs, type DecisionRecord, type PublicAssigneeDto, type Submission, type SubmissionResultDto } from '../../contracts/routing-sessions';
import { decideRouting, type RoutingDecision } from '../../core/routing/decide';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { runBatch } from '../../db/batch';
import { problemsError } from '../../core/errors';
import { answerStmts, orReplay, storedAnswer } from '../idempotency/service';
import { eventStmt, publishEvents } from '../events/service';
import { crmSnapshotWithFreshness } from '../crm-sync/freshness';
import { crmSnapshotForMatching } from '../crm/matching-snapshot';
import { listsForRouting } from '../lists/service';
import { enrichProspect, readsEnrichment } from '../enrichment/service';
import { ENRICHMENT_TIMEOUT_MS } from '../../contracts/enrichment';
import { assignSession, type Assignment } from '../../core/routing/assignment';
import { drawFromPod } from './assign';
import { listIdsOf, loadRouterContext, type RouterContext } from './context';
import { writeToCrm } from './crm-writes';
import { extractProspect, fieldProbe, oneLineFields, type ExtractedProspect } from './prospect';
import { redirectFor } from './redirect';
import * as repo from './repo';

/** Runs work after the response when the platform allows it (waitUntil), otherwise unawaited. */
export type Defer = (work: Promise<unknown>) => void;

const iso = (ms: number) => new Date(ms).toISOString();

function events(ctx: RouterContext, input: Submission, decision: RoutingDecision, a: Assignment, people: RouterContext['people'], now: number): DecisionEvent[] {
  const at = iso(now);
  const out: DecisionEvent[] = [{ at, type: 'form_submitted', detail: `Form "${ctx.form.name}" submitted on ${input.pageUrl}` }];
  if (decision.disqualification) out.push({ at, type: 'disqualified', detail: decision.disqualification.reason });
  else if (decision.matching.outcome === 'matched') out.push({ at, type: 'matched', detail: `Matched the rule "${decision.matchingRule?.name ?? ''}"` });
  else if (decision.matching.outcome === 'not_matched') out.push({ at, type: 'not_matched', detail: decision.matching.reason ?? ROUTING_REASONS.noRuleMatched });
  if (decision.plan.kind === 'pod') out.push({ at, type: 'distributed', detail: `Distributed to "${decision.plan.pod.name}"` });
  if (a.assigneeUserId) out.push({ at, type: 'assigned', detail: `Assigned to ${people.get(a.assigneeUserId)?.name ?? a.assigneeUserId}` });
  if (a.outcome === 'not_booked' && a.reason) out.push({ at, type: 'not_booked', detail: a.reason });
  return out;
}

function assigneeDto(ctx: RouterContext, a: Assignment): PublicAssigneeDto | null {
  if (a.assigneeState === 'user_slots_shown' && a.assigneeUserId) {
    const p = ctx.people.get(a.assigneeUserId);
    return { kind: 'user', name: p?.name ?? '', avatarUrl: p?.avatarUrl ?? null };
  }
  if (a.assigneeState === 'team_slots_shown') return { kind: 'team', name: (a.teamId && ctx.teams.get(a.teamId)) || a.viaName || '', memberCount: a.candidates.length };
  return null;
}

type Enrichment = Awaited<ReturnType<typeof enrichProspect>> | null;

function decisionInputs(ctx: RouterContext, prospect: ExtractedProspect, crmRecords: DecisionInputs['crmRecords'], lists: DecisionInputs['lists'], enrichment: Enrichment = null, ownerIds: Map<string, string[]> = new Map()): DecisionInputs {
  const users: RoutingUser[] = [...ctx.people.values()].map((p) => ({ id: p.id, email: p.email, crmOwnerIds: ownerIds.get(p.id) ?? [], active: true }));
  const f = ctx.router.flags;
  return {
    prospect: { email: prospect.email || null, phone: prospect.phone, answers: prospect.answers, enrichment: enrichment?.data ?? null },
    crmRecords,
    users,
    lists,
    matchingRules: ctx.matchingRules,
    distributionRules: ctx.distributionRules,
    fallbackPod: ctx.fallbackPod,
    options: { matchingEnabled: ctx.router.matchingEnabled, disqualifyFreeEmail: f.disqualifyFreeEmail, disqualifyInvalidEmail: f.disqualifyInvalidEmail, overrideExistingOwner: f.overrideExistingOwner },
    ...(enrichment ? { enrichment: enrichment.note } : {}),
  };
}

/** CRM records kept in the log: every one up to this many (exact replay), else the matched one and the freshest. */
const MAX_LOGGED_RECORDS = 250;

/** The inputs as stored: a company domain with thousands of records must not outgrow a D1 row. */
function loggedInputs(inputs: DecisionInputs, matchedId: string | null): DecisionInputs {
  if (inputs.crmRecords.length <= MAX_LOGGED_RECORDS) return inputs;
  const kept = inputs.crmRecords.filter((r, i) => i < MAX_LOGGED_RECORDS - 1 || r.id === matchedId).slice(0, MAX_LOGGED_RECORDS);
  return { ...inputs, crmRecords: kept, crmRecordsOmitted: inputs.crmRecords.length - kept.length };
}

/**
 * POST /api/public/routers/{id}/submissions: loads the router and the prospect's CRM records, decides in
 * core, takes a strict round-robin turn if needed, stores the session (the routing log row) in one batch
 * and answers; CRM writes and the redistribution message follow after the response.
 */
export async function submitForm(env: Env, db: Db, routerId: string, input: Submission, idem: IdempotencyRecord | null, defer: Defer, now = Date.now()): Promise<SubmissionResultDto> {
  const [ctx, replay] = await Promise.all([loadRouterContext(db, routerId), storedAnswer(db, idem)]);
  if (replay !== null) return replay as SubmissionResultDto;
  return routeSubmission(env, db, ctx, input, idem, defer, now);
}

/** Which kind of router a session comes from: campaign sessions name their matching rules campaign_matching_rule. */
export type SubmissionKind = 'inbound' | 'campaign';

/**
 * Decides, assigns and stores one routing session for a router context already loaded: the inbound
 * router's form submission above, and a campaign router's link (its own context, the same core and pods).
 */
export async function routeSubmission(
  env: Env,
  db: Db,
  ctx: RouterContext,
  input: Submission,
  idem: IdempotencyRecord | null,
  defer: Defer,
  now = Date.now(),
  kind: SubmissionKind = 'inbound',
): Promise<SubmissionResultDto> {
  const { router } = ctx;
  const accountId = router.accountId;
  const lineErrors = oneLineAnswerErrors(oneLineFields(ctx.view), input.answers);
  if (lineErrors.length) throw problemsError('invalid', lineErrors);
  const prospect = extractProspect(ctx.view, input.answers);
  const listIds = listIdsOf([...ctx.matchingRules, ...ctx.distributionRules, ...(ctx.fallbackPod ? [ctx.fallbackPod] : []), ...ctx.redirectRules].map((r) => r.conditions));
  // Fetch first: everything the decision and the assignment can need, in parallel.
  const groupIds = [...new Set(ctx.matchingRules.flatMap((r) => (r.assignee.type === 'group' ? r.assignee.groupIds : [])))];
  const overrideIds = [...new Set([...ctx.matchingRules, ...ctx.distributionRules, ...(ctx.fallbackPod ? [ctx.fallbackPod] : [])].flatMap((r) => (r.meetingTypeOverrideId ? [r.meetingTypeOverrideId] : [])))];
  // Enrichment only when a condition reads it; bounded so a slow provider never holds the prospect.
  const wantsEnrichment = readsEnrichment([...ctx.matchingRules, ...ctx.distributionRules, ...(ctx.fallbackPod ? [ctx.fallbackPod] : []), ...ctx.redirectRules].map((r) => r.conditions));
  const [crm, lists, groupMembers, overrideTypes, enrichment] = await Promise.all([
    crmSnapshotWithFreshness(env, db, accountId, prospect, crmSnapshotForMatching(db, accountId, { email: prospect.email, phone: prospect.phone, fields: fieldProbe(ctx.matchingRules, input.answers) }), now),
    listIds.length ? listsForRouting(db, accountId, listIds) : Promise.resolve([]),
    repo.membersByGroup(db, accountId, groupIds),
    repo.meetingTypesByIds(db, accountId, overrideIds),
    wantsEnrichment ? enrichProspect(env, db, accountId, prospect.email, now, ENRICHMENT_TIMEOUT_MS) : null,
  ]);
  const crmRecords = crm.records;
  const inputs = decisionInputs(ctx, prospect, crmRecords, lists, enrichment, crm.ownerIds);
  const decision = decideRouting(inputs);
  const sessionId = crypto.randomUUID();
  // The pod is the one thing asked after deciding: a strict pod's turn must be taken in its own object.
  const draw = decision.plan.kind === 'pod' ? await drawFromPod(env, accountId, decision.plan.pod, sessionId, now) : null;
  const assigned = assignSession({ inputs, decision, groupMembers, draw, people: ctx.people, now });
  const a: Assignment = kind === 'campaign' && assigned.via === 'form_matching_rule' ? { ...assigned, via: 'campaign_matching_rule' } : assigned;
  const overrideType = decision.meetingTypeOverrideId ? (overrideTypes.find((t) => t.id === decision.meetingTypeOverrideId) ?? null) : null;
  const meetingType = overrideType ?? ctx.meetingType;
  const context = { answers: prospect.answers, record: decision.record, enrichment: inputs.prospect.enrichment, lists };
  const redirect = a.outcome === 'pending' ? null : redirectFor(a.outcome, ctx, { context, matchingRule: null, pod: null }, now);
  const waitMinutes = router.notBookedMinutes;
  const dueAt = a.outcome === 'disqualified' ? null : now + waitMinutes * 60_000;
  const record: DecisionRecord = {
    schemaVersion: 1,
    router: { id: router.id, name: router.name, version: router.version, notBookedMinutes: waitMinutes, redistributionEnabled: router.redistributionEnabled, crmModule: router.crmModule },
    inputs: loggedInputs(inputs, decision.record?.id ?? null),
    rulesUsed: [...ctx.rulesUsed, ...(redirect?.ruleVersion ? [redirect.ruleVersion] : [])],
    disqualification: decision.disqualification,
    matching: decision.matching,
    distribution: decision.distribution,
    roundRobin: a.roundRobin,
    ownerUpdate: null,
    crmWrites: [],
    slotsShown: null,
    redistribution: {
      enabled: router.redistributionEnabled,
      waitMinutes,
      dueAt: dueAt === null ? null : iso(dueAt),
      state: a.outcome === 'disqualified' ? 'skipped' : router.redistributionEnabled ? 'scheduled' : 'not_enabled',
      reason: a.outcome === 'disqualified' ? decision.disqualification?.reason ?? null : router.redistributionEnabled ? null : ROUTING_REASONS.redistributionDisabled,
      evaluations: [],
      podId: null,
      userId: null,
      at: null,
    },
    redirect: redirect?.record ?? null,
    booking: null,
    events: [...events(ctx, input, decision, a, ctx.people, now), ...crm.notes.map((detail) => ({ at: iso(now), type: 'crm_mirror_used' as const, detail })), ...(redirect ? [redirect.event] : [])],
  };
  const body: SubmissionResultDto = {
    sessionId,
    outcome: a.outcome === 'disqualified' ? 'disqualified' : 'not_booked',
    assignee: assigneeDto(ctx, a),
    redirectUrl: redirect?.record.url ?? null,
    meetingType: a.outcome === 'pending' && meetingType ? { name: meetingType.name, durationMinutes: meetingType.durationMinutes, slotTimeFormat: meetingType.slotTimeFormat, description: meetingType.description } : null,
    prospect: { name: prospect.name, email: prospect.email },
    organization: { company: ctx.org.company, logoUrl: ctx.org.logoUrl },
    redistributeAt: a.outcome === 'pending' && router.redistributionEnabled && dueAt !== null ? iso(dueAt) : null,
  };
  const row: repo.SessionInsert = {
    id: sessionId,
    accountId,
    routerId: router.id,
    routerKind: kind,
    routerName: router.name,
    prospectName: prospect.name,
    prospectEmail: prospect.email.slice(0, 320),
    answers: input.answers,
    attribution: { pageUrl: input.pageUrl, referrer: input.referrer ?? null, utm: input.utm ?? {} },
    outcome: a.outcome,
    outcomeReason: a.reason,
    assigneeState: a.assigneeState,
    via: a.via,
    viaId: a.viaId,
    viaName: a.viaName,
    assigneeUserId: a.assigneeUserId,
    candidateUserIds: a.candidates,
    podId: a.podId,
    meetingTypeId: meetingType?.id ?? null,
    decision: record,
    redistributeAt: dueAt,
    createdAt: now,
    updatedAt: now,
  };
  const recorded = sessionEvents(db, row, a.outcome, now);
  const written = await orReplay(db, idem, () => runBatch(db, [...answerStmts(db, idem, body, now), repo.insertSessionStmt(db, row), ...recorded.map((e) => e.stmt)]));
  if ('replayed' in written) return written.replayed as SubmissionResultDto;
  defer(publishEvents(env, recorded.map((e) => e.id)));
  if (dueAt !== null) defer(scheduleRedistribution(env, sessionId, accountId, waitMinutes));
  if (crm.persist) defer(crm.persist().catch((e) => console.warn(JSON.stringify({ level: 'warn', msg: 'freshness read not mirrored', error: String(e) }))));
  if (a.outcome !== 'disqualified') defer(recordCrmWrites(env, db, ctx, prospect, crmRecords, a, sessionId, now));
  return body;
}

/** What a submission tells the rest of the product: submitted, and disqualified or not booked when it already ended so. */
function sessionEvents(db: Db, row: repo.SessionInsert, outcome: Assignment['outcome'], now: number) {
  const base = { accountId: row.accountId, subjectId: row.id, occurredAt: now };
  const ids = { sessionId: row.id, routerId: row.routerId ?? null, routerKind: row.routerKind ?? 'inbound' };
  return [
    eventStmt(db, { ...base, type: 'prospect.submitted', payload: ids }),
    ...(outcome === 'disqualified' ? [eventStmt(db, { ...base, type: 'prospect.disqualified', payload: { ...ids, reason: row.outcomeReason ?? '' } })] : []),
    ...(outcome === 'not_booked' ? [eventStmt(db, { ...base, type: 'prospect.not_booked', payload: ids })] : []),
  ];
}

/** The delayed message that redistributes (or finalises) the session; the cron sweep covers a lost one. */
async function scheduleRedistribution(env: Env, sessionId: string, accountId: string, minutes: number) {
  try {
    await env.ROUTING_QUEUE.send({ sessionId, accountId }, { delaySeconds: minutes * 60 });
  } catch (e) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'routing queue send failed; the sweep will redistribute', sessionId, error: String(e) }));
  }
}

async function recordCrmWrites(env: Env, db: Db, ctx: RouterContext, prospect: ExtractedProspect, records: DecisionInputs['crmRecords'], a: Assignment, sessionId: string, now: number) {
  try {
    const r = await writeToCrm(db, { router: ctx.router, prospect, records, owner: a.owner, vendor: { env, sessionId, purpose: 'submit' } }, now);
    if (!r.crmWrites.length && !r.ownerUpdate) return;
    const columns = r.ownerUpdate ? { crmOwnerUpdated: r.ownerUpdate.updated, crmOwnerField: r.ownerUpdate.field } : {};
    await repo.updateSessionStmt(db, ctx.router.accountId, sessionId, columns, { set: r.ownerUpdate ? { ownerUpdate: r.ownerUpdate } : {}, push: { crmWrites: r.crmWrites, events: r.events } }).run();
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'router CRM writes failed', sessionId, error: String((e as Error)?.stack ?? e) }));
  }
}
