import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { ROUTING_REASONS, type CrmRecord } from '../../../contracts/routing';
import type { DecisionEvent, DecisionInputs } from '../../../contracts/routing-decision';
import { decideRouting } from '../../../core/routing/decide';
import { assignSession, type Assignment } from '../../../core/routing/assignment';
import { crmSnapshotForMatching } from '../../crm/service';
import { processWriteJob, providerLabel, writeJobStmt } from '../../crm-sync/service';
import { dispatch, prepareEmail } from '../../mail/service';
import { slackTargetOf } from '../../members/service';
import { signalTaskStmts } from '../../tasks/service';
import { prepareSlackMessage } from '../../workflows/service';
import {
  applyCrmDelivery,
  drawFromPod,
  kindDecisionRecord,
  objectRoutingContext,
  recordKindSession,
  type ObjectRoutingContext,
} from '../../routing-sessions/service';
import * as repo from '../repo';
import { iso } from '../../../contracts/response-kit';

/** A crashed routing attempt holds its record this long before another delivery takes it over. */
export const RUN_LEASE_MS = 60_000;
const recordName = (r: CrmRecord) => String(r.fields.name ?? '') || r.email || r.id;

export type RouteOutcome = { result: 'routed' | 'duplicate'; sessionId?: string; ownerUserId?: string | null };
export type RouteSource = { how: 'crm_change' | 'backfill'; provider: string; triggerKey: string };

function inputsOf(ctx: ObjectRoutingContext, record: CrmRecord, related: CrmRecord[]): DecisionInputs {
  return {
    // The record stands where a form's prospect stands: its e-mail and phone, and its fields as answers.
    prospect: { email: record.email, phone: record.phone, answers: {}, enrichment: null },
    crmRecords: [record, ...related.filter((r) => r.id !== record.id)],
    users: [...ctx.people.values()].map((p) => ({ id: p.id, email: p.email, crmOwnerIds: [], active: true })),
    lists: [],
    matchingRules: ctx.matchingRules,
    distributionRules: ctx.distributionRules,
    fallbackPod: ctx.fallbackPod,
    options: {
      matchingEnabled: ctx.matchingRules.length > 0,
      disqualifyFreeEmail: false,
      disqualifyInvalidEmail: false,
      overrideExistingOwner: true,
    },
  };
}

/**
 * Who owns the record: the matched user, or the member a strict pod's turn chose. A record shows no
 * slots, so a group or an available/balanced pod gives it the first member it would offer (the order
 * the pod's own method puts them in), which the log shows as the candidates.
 */
const ownerOf = (a: Assignment) => a.assigneeUserId ?? a.candidates[0] ?? null;

function eventsOf(
  router: repo.StoredObjectRouter,
  record: CrmRecord,
  src: RouteSource,
  ctx: ObjectRoutingContext,
  d: ReturnType<typeof decideRouting>,
  owner: string | null,
  a: Assignment,
  now: number,
) {
  const at = iso(now);
  const name = String(record.fields.name ?? '') || record.email || record.id;
  const why = src.how === 'backfill' ? 'a backfill of existing records' : `a ${providerLabel(src.provider)} change`;
  const out: DecisionEvent[] = [
    { at, type: 'record_triggered', detail: `${router.objectType} "${name}" picked up by ${why} (${src.triggerKey})` },
  ];
  if (d.matching.outcome === 'matched') out.push({ at, type: 'matched', detail: `Matched the rule "${d.matchingRule?.name ?? ''}"` });
  else if (d.matching.outcome === 'not_matched')
    out.push({ at, type: 'not_matched', detail: d.matching.reason ?? ROUTING_REASONS.noRuleMatched });
  if (d.plan.kind === 'pod') out.push({ at, type: 'distributed', detail: `Distributed to "${d.plan.pod.name}"` });
  if (owner) out.push({ at, type: 'assigned', detail: `Assigned to ${ctx.people.get(owner)?.name ?? owner}` });
  else if (a.reason) out.push({ at, type: 'not_booked', detail: a.reason });
  return out;
}

/**
 * Routes one CRM record for one trigger episode: claims the episode (the unique run is what makes a
 * record routed once however many deliveries bring it), decides with the inbound core over the mirror,
 * takes a strict pod's turn, logs a routing session (and its owner write job) in the run's batch, and writes
 * the owner back at once (a 429 waits in the CRM queue for its Retry-After). The new owner is told if asked.
 */
export async function routeRecord(
  env: Env,
  db: Db,
  router: repo.StoredObjectRouter,
  record: CrmRecord,
  src: RouteSource,
  now = Date.now(),
): Promise<RouteOutcome> {
  const accountId = router.accountId;
  const runId = await repo.claimRun(
    db,
    {
      id: crypto.randomUUID(),
      accountId,
      objectRouterId: router.id,
      recordId: record.id,
      triggerKey: src.triggerKey,
      leaseUntil: now + RUN_LEASE_MS,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  if (!runId) return { result: 'duplicate' };
  const [ctx, related] = await Promise.all([
    objectRoutingContext(db, accountId, router),
    record.email || record.phone
      ? crmSnapshotForMatching(db, accountId, { email: record.email, phone: record.phone })
      : Promise.resolve([]),
  ]);
  const inputs = inputsOf(ctx, record, related);
  const decision = decideRouting(inputs);
  const sessionId = crypto.randomUUID();
  // A record shows no slots, so every pod takes its turn now, as a strict pod does for a form (an available
  // or balanced pod would otherwise only be read, and the same first member would get every record).
  const turn = decision.plan.kind === 'pod' ? { ...decision.plan.pod, method: 'round_robin_strict' as const } : null;
  const draw = turn ? await drawFromPod(env, accountId, turn, sessionId, now) : null;
  const a = assignSession({ inputs, decision, groupMembers: ctx.groupMembers, draw, people: ctx.people, now });
  const owner = a.outcome === 'disqualified' ? null : ownerOf(a);
  const decisionRecord = kindDecisionRecord({
    router: { id: router.id, name: router.name, version: router.version, crmModule: router.objectType },
    inputs,
    rulesUsed: ctx.rulesUsed,
    decision,
    roundRobin: a.roundRobin,
    events: eventsOf(router, record, src, ctx, decision, owner, a, now),
  });
  const person = owner ? ctx.people.get(owner) : undefined;
  const mail =
    router.notifyEmail && person
      ? prepareEmail(
          db,
          {
            id: `object-${sessionId}:notify`,
            kind: 'object_router_assigned',
            to: person.email,
            accountId,
            subject: `New ${router.objectType} assigned to you: ${recordName(record)}`,
            text: `${router.name} routed a ${router.objectType} to you.\n\n${decisionRecord.events.map((e) => e.detail).join('\n')}`,
          },
          now,
        )
      : null;
  // The Slack message goes through the delivery machinery (retries, the delivery log), to where the owner's
  // Slack alerts go; an owner who chose no Slack target is not told there.
  const slackTarget = router.notifySlack && person ? await slackTargetOf(db, accountId, person.id) : null;
  const slack = slackTarget
    ? await prepareSlackMessage(db, {
        accountId,
        causeId: `object-${sessionId}`,
        eventType: 'object_router.assigned',
        subjectId: sessionId,
        channel: slackTarget.id,
        text: `*New ${router.objectType} assigned to you: ${recordName(record)}*\n${router.name} routed it to you. ${decisionRecord.events.map((e) => e.detail).join('. ')}`,
        now,
      })
    : null;
  const job = owner ? ownerJob(router, record, src, sessionId, owner) : null;
  const task = router.followUpTask && owner ? followUpTaskStmts(db, router, record, src, owner, decisionRecord.events, now) : [];
  // Logged with the product events an inbound routing that ended unbooked has (submitted, then not booked or
  // disqualified), so the reports, the funnel and workflows count it as it happens, not after a rollup rebuild.
  await recordKindSession(
    env,
    db,
    'object',
    {
      id: sessionId,
      accountId,
      routerId: router.id,
      routerName: router.name,
      prospectName: String(record.fields.name ?? '').slice(0, 200),
      prospectEmail: (record.email ?? '').slice(0, 320),
      answers: {},
      attribution: { pageUrl: '', referrer: null, utm: {} },
      outcome: a.outcome === 'disqualified' ? 'disqualified' : 'not_booked',
      outcomeReason: owner ? null : a.reason,
      assigneeState: owner ? 'assigned' : null,
      via: a.via,
      viaId: a.viaId,
      viaName: a.viaName,
      assigneeUserId: owner,
      candidateUserIds: a.candidates,
      podId: a.podId,
      decision: decisionRecord,
      createdAt: now,
      updatedAt: now,
    },
    [
      repo.finishRunStmt(db, runId, sessionId, owner, now),
      ...(job ? [writeJobStmt(db, job, now)] : []),
      ...(mail ? [mail.stmt] : []),
      ...(slack ? [slack.stmt] : []),
      ...task,
    ],
    now,
  );
  if (mail) await dispatch(env, mail.id);
  if (slack) await slack.send(env);
  if (job) await writeOwner(env, db, job.id);
  return { result: 'routed', sessionId, ownerUserId: owner };
}

/**
 * The new owner's follow-up to-do on the routed record, in the routing's batch. Its source key is the
 * router, the record and the trigger episode (the record's version), so the record gets one task per
 * episode even if a crashed run is taken over. A lead hangs off as a contact (a task's subject is an
 * account or a person).
 */
function followUpTaskStmts(
  db: Db,
  router: repo.StoredObjectRouter,
  record: CrmRecord,
  src: RouteSource,
  owner: string,
  events: DecisionEvent[],
  now: number,
) {
  return signalTaskStmts(
    db,
    {
      accountId: router.accountId,
      subject: { subjectType: router.objectType === 'account' ? 'account' : 'contact', subjectId: record.id },
      title: `Follow up: ${recordName(record)}`,
      description: `${router.name} routed this ${router.objectType} to you.\n\n${events.map((e) => e.detail).join('\n')}`,
      assigneeUserIds: [owner],
      sourceKey: `object:${router.id}:${record.id}:${src.triggerKey}`,
    },
    now,
  );
}

/**
 * The owner write-back: a CRM write job like every other, recorded in the routing's own batch and
 * delivered at once (routing runs after the webhook's answer or in a queue consumer already, so this
 * saves a queue hop); a 429 or a failure goes to the queue with the CRM's Retry-After, and a delivery
 * that dies here leaves a pending job for the cron's sweep.
 */
function ownerJob(router: repo.StoredObjectRouter, record: CrmRecord, src: RouteSource, sessionId: string, owner: string) {
  const fromOwner = record.fields.owner_email ? String(record.fields.owner_email) : null;
  const plan = {
    people: [],
    account: null,
    owner: { userId: owner, property: router.ownerField, recordId: record.id, onWrittenPerson: false, fromOwner },
  };
  const id = `object-${sessionId}:owner`;
  return { id, accountId: router.accountId, integrationId: router.integrationId, provider: src.provider, sessionId, plan };
}

async function writeOwner(env: Env, db: Db, jobId: string) {
  const out = await processWriteJob(env, db, jobId, applyCrmDelivery);
  if (out.result === 'retry') await env.CRM_QUEUE.send({ type: 'write', jobId }, { delaySeconds: out.delaySeconds ?? 30 });
}
