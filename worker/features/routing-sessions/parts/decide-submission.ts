import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { ROUTING_REASONS } from '../../../contracts/routing';
import { oneLineAnswerErrors, type PublicAssigneeDto, type Submission } from '../../../contracts/routing-sessions';
import type { DistributionRule, FallbackPod } from '../../../contracts/routing-pods';
import { decideRouting } from '../../../core/routing/decide';
import { problemsError } from '../../../core/errors';
import { crmSnapshotWithFreshness } from '../../crm-sync/service';
import { crmSnapshotForMatching } from '../../crm/service';
import { listsForRouting } from '../../lists/service';
import { segmentIdsOf, segmentsForRouting } from '../../segments/service';
import { enrichProspect, readsEnrichment } from '../../enrichment/service';
import { ENRICHMENT_TIMEOUT_MS } from '../../../contracts/enrichment';
import { assignSession, type Assignment, type PodDraw } from '../../../core/routing/assignment';
import { listIdsOf, type RouterContext } from './context';
import { extractProspect, fieldProbe, oneLineFields } from './prospect';
import { redirectFor } from './redirect';
import * as repo from '../repo';
import { decisionEvents, decisionInputs, loggedInputs } from './submit-record';
import { openingDecisionRecord } from './decision-record';
import { mailServerOf } from '../../../integrations/dns/mail-server';
import { iso } from '../../../contracts/response-kit';

// The decision of one submission, without storing it: the submission stores what this decides, and a
// preview (an admin trying a prospect on a router) answers it with no write and no turn taken.

/** Which kind of router a session comes from: campaign sessions name their matching rules campaign_matching_rule. */
export type SubmissionKind = 'inbound' | 'campaign';

/** How the chosen pod is asked: a submission takes a strict pod's turn, a preview only peeks. */
export type DrawPod = (pod: DistributionRule | FallbackPod) => Promise<PodDraw>;

export function assigneeDto(ctx: RouterContext, a: Assignment): PublicAssigneeDto | null {
  if (a.assigneeState === 'user_slots_shown' && a.assigneeUserId) {
    const p = ctx.people.get(a.assigneeUserId);
    return { kind: 'user', name: p?.name ?? '', avatarUrl: p?.avatarUrl ?? null };
  }
  if (a.assigneeState === 'team_slots_shown')
    return { kind: 'team', name: (a.teamId && ctx.teams.get(a.teamId)) || a.viaName || '', memberCount: a.candidates.length };
  return null;
}

/**
 * Fetches everything the decision can need (CRM records, lists, group members, override meeting types,
 * enrichment and the MX lookup, in parallel), decides in core, asks the pod and assigns, and builds the
 * decision record the routing log shows.
 */
export async function decideSubmission(
  env: Env,
  db: Db,
  ctx: RouterContext,
  input: Submission,
  drawPod: DrawPod,
  now: number,
  kind: SubmissionKind = 'inbound',
) {
  const { router } = ctx;
  const accountId = router.accountId;
  const lineErrors = oneLineAnswerErrors(oneLineFields(ctx.view), input.answers);
  if (lineErrors.length) throw problemsError('invalid', lineErrors);
  const prospect = extractProspect(ctx.view, input.answers);
  const conditionSets = [
    ...ctx.matchingRules,
    ...ctx.distributionRules,
    ...(ctx.fallbackPod ? [ctx.fallbackPod] : []),
    ...ctx.redirectRules,
  ].map((r) => r.conditions);
  const listIds = listIdsOf(conditionSets);
  // Fetch first: everything the decision and the assignment can need, in parallel.
  const groupIds = [...new Set(ctx.matchingRules.flatMap((r) => (r.assignee.type === 'group' ? r.assignee.groupIds : [])))];
  const overrideIds = [
    ...new Set(
      [...ctx.matchingRules, ...ctx.distributionRules, ...(ctx.fallbackPod ? [ctx.fallbackPod] : [])].flatMap((r) =>
        r.meetingTypeOverrideId ? [r.meetingTypeOverrideId] : [],
      ),
    ),
  ];
  // Enrichment only when a condition reads it; bounded so a slow provider never holds the prospect.
  const wantsEnrichment = readsEnrichment(
    [...ctx.matchingRules, ...ctx.distributionRules, ...(ctx.fallbackPod ? [ctx.fallbackPod] : []), ...ctx.redirectRules].map(
      (r) => r.conditions,
    ),
  );
  // The lead-quality check's one network fact, bounded like enrichment: an MX lookup over DNS-over-HTTPS.
  const domain = router.flags.disqualifyLowQuality ? prospect.email.split('@')[1] : undefined;
  const [crm, namedLists, groupMembers, overrideTypes, enrichment, mailServer] = await Promise.all([
    crmSnapshotWithFreshness(
      env,
      db,
      accountId,
      prospect,
      crmSnapshotForMatching(db, accountId, {
        email: prospect.email,
        phone: prospect.phone,
        fields: fieldProbe(ctx.matchingRules, input.answers),
      }),
      now,
    ),
    listIds.length ? listsForRouting(db, accountId, listIds) : Promise.resolve([]),
    repo.membersByGroup(db, accountId, groupIds),
    repo.meetingTypesByIds(db, accountId, overrideIds),
    wantsEnrichment ? enrichProspect(env, db, accountId, prospect.email, now, ENRICHMENT_TIMEOUT_MS) : null,
    domain ? mailServerOf(env, domain, now) : ('unknown' as const),
  ]);
  const crmRecords = crm.records;
  // "is in segment" needs the candidate records first: their membership is resolved here, before deciding.
  const lists = [...namedLists, ...(await segmentsForRouting(db, accountId, segmentIdsOf(conditionSets), crmRecords))];
  const inputs = decisionInputs(ctx, prospect, crmRecords, lists, enrichment, crm.ownerIds, mailServer);
  const decision = decideRouting(inputs);
  // The pod is the one thing asked after deciding: a strict pod's turn must be taken in its own object.
  const draw = decision.plan.kind === 'pod' ? await drawPod(decision.plan.pod) : null;
  const assigned = assignSession({ inputs, decision, groupMembers, draw, people: ctx.people, now });
  const a: Assignment =
    kind === 'campaign' && assigned.via === 'form_matching_rule' ? { ...assigned, via: 'campaign_matching_rule' } : assigned;
  const overrideType = decision.meetingTypeOverrideId ? (overrideTypes.find((t) => t.id === decision.meetingTypeOverrideId) ?? null) : null;
  const meetingType = overrideType ?? ctx.meetingType;
  const context = { answers: prospect.answers, record: decision.record, enrichment: inputs.prospect.enrichment, lists };
  const redirect = a.outcome === 'pending' ? null : redirectFor(a.outcome, ctx, { context, matchingRule: null, pod: null }, now);
  const waitMinutes = router.notBookedMinutes;
  const dueAt = a.outcome === 'disqualified' ? null : now + waitMinutes * 60_000;
  const record = openingDecisionRecord({
    router: {
      id: router.id,
      name: router.name,
      version: router.version,
      notBookedMinutes: waitMinutes,
      redistributionEnabled: router.redistributionEnabled,
      crmModule: router.crmModule,
    },
    inputs: loggedInputs(inputs, decision.record?.id ?? null),
    rulesUsed: [...ctx.rulesUsed, ...(redirect?.ruleVersion ? [redirect.ruleVersion] : [])],
    decision,
    roundRobin: a.roundRobin,
    redistribution: {
      enabled: router.redistributionEnabled,
      waitMinutes,
      dueAt: dueAt === null ? null : iso(dueAt),
      state: a.outcome === 'disqualified' ? 'skipped' : router.redistributionEnabled ? 'scheduled' : 'not_enabled',
      reason:
        a.outcome === 'disqualified'
          ? (decision.disqualification?.reason ?? null)
          : router.redistributionEnabled
            ? null
            : ROUTING_REASONS.redistributionDisabled,
      evaluations: [],
      podId: null,
      userId: null,
      at: null,
    },
    redirect: redirect?.record ?? null,
    events: [
      ...decisionEvents(ctx, input, decision, a, ctx.people, now),
      ...crm.notes.map((detail) => ({ at: iso(now), type: 'crm_mirror_used' as const, detail })),
      ...(redirect ? [redirect.event] : []),
    ],
  });
  return { prospect, inputs, crm, decision, a, meetingType, redirect, dueAt, waitMinutes, record };
}
