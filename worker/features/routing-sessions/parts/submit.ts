import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Submission, SubmissionResultDto } from '../../../contracts/routing-sessions';
import type { IdempotencyRecord } from '../../../contracts/idempotency';
import { allOf, readTogether, runBatch, runRead } from '../../../db/batch';
import { answerStmts, orReplay, storedAnswerRead } from '../../idempotency/service';
import { publishEvents } from '../../events/service';
import { drawFromPod } from './assign';
import { publicBrandingRead } from '../../branding/service';
import { postBookingByTeamRead } from '../../meeting-settings/service';
import { liveRouter, routerContextRead, type RouterContext } from './context';
import * as repo from '../repo';
import { recordCrmWrites, scheduleRedistribution, sessionEvents } from './submit-effects';
import { assigneeDto, decideSubmission, type SubmissionKind } from './decide-submission';
import { runShadow } from './shadow-run';
import { firstSlots, withFirstSlots } from './slots';
import { sessionHostsOf } from './session';
import { iso } from '../../../contracts/response-kit';

export type { SubmissionKind };

/** Runs work after the response when the platform allows it (waitUntil), otherwise unawaited. */
export type Defer = (work: Promise<unknown>) => void;

/**
 * Resolves on the next turn of the event loop, once the answer has been handed to the runtime. Work chained on it
 * (the session's events, whose consumer runs at once, CRM writes, the shadow draft) then does not hold the answer up:
 * locally one workerd thread runs the worker, D1 and the queue consumers, and answering first took a third off the
 * submission's server time in the browser bench.
 */
const answerFirst = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * POST /api/public/routers/{id}/submissions: loads the router and the prospect's CRM records, decides in
 * core, takes a strict round-robin turn if needed, stores the session (the routing log row) in one batch
 * and answers; CRM writes and the redistribution message follow after the response.
 */
export async function submitForm(
  env: Env,
  db: Db,
  routerId: string,
  input: Submission,
  idem: IdempotencyRecord | null,
  defer: Defer,
  { now = Date.now(), read }: { now?: number; /** The live router, when this request has read it already. */ read?: repo.RouterRow } = {},
): Promise<SubmissionResultDto> {
  const router = await liveRouter(db, routerId, read);
  // The router's context, the stored answer for the key and what the answer shows beside the decision, in one
  // round trip.
  const [ctx, replay, shown] = await readTogether(db, [
    routerContextRead(db, router),
    storedAnswerRead(db, idem),
    answerPartsRead(db, router.accountId),
  ]);
  if (replay !== null) return withFirstSlots(db, replay as SubmissionResultDto, input);
  return routeSubmission(env, db, ctx, input, idem, defer, now, 'inbound', shown);
}

/** What a submission's answer shows but its routing does not decide: the theme, and the post-booking behaviour of any team. */
const answerPartsRead = (db: Db, accountId: string) => allOf([publicBrandingRead(db, accountId), postBookingByTeamRead(db, accountId)]);
type AnswerParts = Awaited<ReturnType<ReturnType<typeof answerPartsRead>['of']>>;

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
  /** The answer's theme and post-booking behaviour, when the caller read them with the router. */
  given?: AnswerParts,
): Promise<SubmissionResultDto> {
  const { router } = ctx;
  const accountId = router.accountId;
  const sessionId = crypto.randomUUID();
  // Otherwise they are read beside the decision, not after it. The post-booking behaviour is read for every team,
  // so a rule's override type in another team needs no read of its own.
  const parts = given ? Promise.resolve(given) : runRead(db, answerPartsRead(db, accountId));
  // A submission refused before it is stored leaves this unread; its failure then is nobody's.
  parts.catch(() => undefined);
  const decided = await decideSubmission(env, db, ctx, input, (pod) => drawFromPod(env, accountId, pod, sessionId, now), now, kind);
  const { prospect, crm, a, meetingType, redirect, dueAt, waitMinutes, record } = decided;
  const body: SubmissionResultDto = {
    sessionId,
    outcome: a.outcome === 'disqualified' ? 'disqualified' : 'not_booked',
    assignee: assigneeDto(ctx, a),
    redirectUrl: redirect?.record.url ?? null,
    meetingType:
      a.outcome === 'pending' && meetingType
        ? {
            id: meetingType.id,
            name: meetingType.name,
            durationMinutes: meetingType.durationMinutes,
            slotTimeFormat: meetingType.slotTimeFormat,
            description: meetingType.description,
          }
        : null,
    prospect: { name: prospect.name, email: prospect.email },
    organization: { company: ctx.org.company, logoUrl: ctx.org.logoUrl },
    theme: (await parts)[0].theme,
    postBooking: (await parts)[1](meetingType?.teamId ?? null),
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
  // The times the widget asked for are read while the session is stored (they do not depend on it being there):
  // the prospect waits for one of the two, not both. The hosts are the ones just decided, not read again. Noting
  // the times as shown waits for the row, after the answer.
  const shown =
    body.outcome === 'not_booked' && body.assignee && body.meetingType && meetingType
      ? firstSlots(db, { ...repo.storedSession(row), decision: record }, input, now, safeHosts(row, meetingType, ctx.people))
      : null;
  shown?.catch(() => undefined);
  const written = await orReplay(db, idem, () =>
    runBatch(db, [...answerStmts(db, idem, body, now), repo.insertSessionStmt(db, row), ...recorded.map((e) => e.stmt)]),
  );
  if ('replayed' in written) return withFirstSlots(db, written.replayed as SubmissionResultDto, input);
  // What follows the stored session starts once the answer has gone (answerFirst): the prospect waits only for it.
  const effects: (() => Promise<unknown>)[] = [
    () =>
      publishEvents(
        env,
        recorded.map((e) => e.id),
      ),
  ];
  if (dueAt !== null) effects.push(() => scheduleRedistribution(env, sessionId, accountId, waitMinutes));
  const { persist } = crm;
  if (persist)
    effects.push(() =>
      persist().catch((e) => console.warn(JSON.stringify({ level: 'warn', msg: 'freshness read not mirrored', error: String(e) }))),
    );
  if (a.outcome !== 'disqualified') effects.push(() => recordCrmWrites(env, db, ctx, prospect, crm.records, a, sessionId, now));
  // Shadow mode: the router's shadow draft (if any) decides the same inputs after the answer, off the hot path.
  if (kind === 'inbound')
    effects.push(() =>
      runShadow(env, db, ctx, { sessionId, at: now, prospectName: prospect.name, prospectEmail: prospect.email.slice(0, 320), record }),
    );
  let first: Awaited<typeof shown> = null;
  try {
    first = await shown;
  } finally {
    // Also when reading the times failed: the session is stored, so its events and CRM writes still go.
    for (const run of effects) defer(answerFirst().then(run));
  }
  if (!first) return body;
  const { record: shownRecord } = first;
  if (shownRecord)
    defer(
      answerFirst()
        .then(() => shownRecord.run())
        .catch((e) => console.warn(JSON.stringify({ level: 'warn', msg: 'slots shown not recorded', error: String(e) }))),
    );
  return { ...body, firstSlots: first.first };
}

/** The hosts as just decided, or none (they are then read) when a candidate is not among the router's people. */
function safeHosts(row: repo.SessionInsert, type: repo.MeetingTypeRow, people: RouterContext['people']) {
  const ids = row.candidateUserIds ?? [];
  return ids.length && ids.every((id) => people.has(id)) ? sessionHostsOf({ candidateUserIds: ids }, type, people) : undefined;
}
