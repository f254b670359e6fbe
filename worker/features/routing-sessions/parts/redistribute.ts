import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { ROUTER_MESSAGES } from '../../../contracts/routers';
import { ROUTING_REASONS, type RuleEvaluation } from '../../../contracts/routing';
import { SESSION_REASONS } from '../../../contracts/routing-sessions';
import type { DecisionEvent, DecisionRecord, RoundRobinRecord } from '../../../contracts/routing-decision';
import { selectDistributionRule } from '../../../core/routing/distribution';
import { changes, runBatch } from '../../../db/batch';
import { claimSessionStmt, isClaimRefused } from '../../meetings/service';
import { podOf } from '../../distribution/service';
import { applyTurn, turnStmt } from '../../pod-turns/service';
import { dispatch, prepareEmail, renderTeamNotice } from '../../mail/service';
import { peopleByIds } from '../../members/service';
import { named } from '../../../core/routing/assignment';
import { toPod } from './context';
import * as repo from '../repo';
import { eventStmt, eventStmtIfChanged, publishEvents } from '../../events/service';
import { decisionParts, type LoadedSession } from './session';
import { redirectFor, redirectSources } from './redirect';
import { iso } from '../../../contracts/response-kit';

export type RedistributionResult = { result: 'redistributed' | 'finalised' | 'noop' | 'not_due'; retryInSeconds?: number };

/** A message may arrive a little early; anything earlier than this is retried at the due time instead. */
const EARLY_TOLERANCE_MS = 5_000;
const notConfigured = (e: unknown) => /not configured/.test(String((e as Error)?.message ?? e));

const sessionIds = (s: LoadedSession) => ({ sessionId: s.id, routerId: s.routerId, routerKind: s.routerKind });

/** The prospect.not_booked event of a session still pending; one the prospect closed already told the product. */
export const notBookedIfPending = (db: Db, s: LoadedSession, now: number) =>
  s.outcome === 'pending'
    ? eventStmtIfChanged(db, {
        accountId: s.accountId,
        type: 'prospect.not_booked',
        subjectId: s.id,
        payload: sessionIds(s),
        occurredAt: now,
      })
    : null;

/** Ends the wait without handing the prospect to anyone: not booked, and off the sweep's list. */
async function finalise(
  env: Env,
  db: Db,
  s: LoadedSession,
  now: number,
  state: 'not_enabled' | 'skipped',
  reason: string,
  evaluations: RuleEvaluation[] = [],
): Promise<RedistributionResult> {
  const outcomeReason = s.outcomeReason === SESSION_REASONS.leftScheduler ? s.outcomeReason : SESSION_REASONS.notBookedInTime;
  const redistribution: DecisionRecord['redistribution'] = { ...s.decision.redistribution, state, reason, evaluations, at: iso(now) };
  const events: DecisionEvent[] = [
    { at: iso(now), type: 'not_booked', detail: outcomeReason },
    { at: iso(now), type: 'redistribution_skipped', detail: reason },
  ];
  const update = repo.updateSessionStmt(
    db,
    s.accountId,
    s.id,
    { outcome: 'not_booked', outcomeReason, redistributeAt: null, updatedAt: now },
    { set: { redistribution }, push: { events } },
    [repo.guards.open(), repo.guards.notRedistributed(), repo.guards.due()],
  );
  // Only a session still pending ends here; one the prospect closed already told the product it was not booked.
  const ended = notBookedIfPending(db, s, now);
  const [res] = await runBatch(db, [update, ...(ended ? [ended.stmt] : [])]);
  if (changes(res) === 0) return { result: 'noop' };
  if (ended) await publishEvents(env, [ended.id]);
  return { result: 'finalised' };
}

/** The host-style notice to the member a prospect was redistributed to: who, their answers, the routing log. */
async function notice(env: Env, s: LoadedSession, to: { name: string; email: string }, routerName: string) {
  const who = s.prospectName || s.prospectEmail || 'A prospect';
  const answers = Object.entries(s.answers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
  const url = `${env.APP_URL}/routing-logs/${s.id}/details`;
  const subject = `Prospect ${who} did not book; they are yours now`;
  const body = await renderTeamNotice({
    title: subject,
    recipientName: to.name,
    lines: [`${who} did not book a meeting in time, so the router "${routerName}" handed them to you.`],
    details: [
      { label: 'Prospect', value: s.prospectName },
      { label: 'E-mail', value: s.prospectEmail, href: s.prospectEmail ? `mailto:${s.prospectEmail}` : undefined },
      { label: 'Router', value: routerName },
    ],
    listTitle: 'Their answers',
    items: answers,
    action: { label: 'Open the routing log', href: url },
    footer: 'You get this e-mail because the redistribution rules assigned this prospect to you.',
  });
  return { id: `redistribution:${s.id}`, accountId: s.accountId, kind: 'redistribution_notice', to: to.email, subject, ...body };
}

/**
 * Hands a prospect who did not book in time to the next member of the pod the redistribution rules
 * pick, exactly once: the member is peeked (no turn taken), then ONE guarded UPDATE claims the session
 * together with the notice e-mail (whose id is derived from the session); only the caller whose claim
 * changed the row takes the pod's turn for that member and dispatches the e-mail. A queue message
 * delivered twice, or the queue racing the cron sweep, therefore redistributes and notifies once.
 */
export async function redistributeSession(
  env: Env,
  db: Db,
  sessionId: string,
  now: number,
  accountId?: string,
): Promise<RedistributionResult> {
  const row = accountId ? await repo.findSessionScoped(db, accountId, sessionId) : await repo.findSession(db, sessionId);
  if (!row?.decision || row.redistributeAt === null || row.redistributedAt !== null) return { result: 'noop' };
  if (row.outcome !== 'pending' && row.outcome !== 'not_booked') return { result: 'noop' };
  if (row.redistributeAt > now + EARLY_TOLERANCE_MS)
    return { result: 'not_due', retryInSeconds: Math.ceil((row.redistributeAt - now) / 1000) };
  const s = row as LoadedSession;
  const router = s.routerId ? await repo.findRouterScoped(db, s.accountId, s.routerId) : null;
  if (!router || router.deletedAt !== null || !router.redistributionEnabled)
    return finalise(env, db, s, now, 'not_enabled', ROUTING_REASONS.redistributionDisabled);

  const podRows = await repo.podsByIds(db, s.accountId, [
    ...router.redistributionRuleIds,
    ...(router.fallbackPodId ? [router.fallbackPodId] : []),
  ]);
  const byId = new Map(podRows.map((r) => [r.id, r]));
  const ruleRows = router.redistributionRuleIds
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined && r.kind === 'rule') as repo.DistributionRow[];
  const fallbackRow = router.fallbackPodId ? (byId.get(router.fallbackPodId) ?? null) : null;
  const { context } = decisionParts(s.decision, s);
  const d = selectDistributionRule({ rules: ruleRows.map(toPod), fallbackPod: fallbackRow ? toPod(fallbackRow) : null, context });
  if (!d.pod) return finalise(env, db, s, now, 'skipped', SESSION_REASONS.noRedistributionRule, d.evaluations);

  const stub = podOf(env, s.accountId, d.pod.id);
  let choice: Awaited<ReturnType<typeof stub.peek>> | null = null;
  try {
    choice = await stub.peek(iso(now));
  } catch (e) {
    if (!notConfigured(e)) throw e;
  }
  const userId = choice?.memberId ?? null;
  const people = await peopleByIds(db, s.accountId, [
    ...new Set([...(choice?.explanation.map((e) => e.memberId) ?? []), ...(userId ? [userId] : [])]),
  ]);
  const assignee = userId ? people.get(userId) : undefined;
  if (!choice || !userId || !assignee)
    return finalise(env, db, s, now, 'skipped', userId ? ROUTING_REASONS.userNotInProduct : ROUTER_MESSAGES.noAssignee, d.evaluations);

  const outcomeReason = s.outcomeReason === SESSION_REASONS.leftScheduler ? s.outcomeReason : SESSION_REASONS.notBookedInTime;
  const meetingId = `redistribution:${s.id}`;
  const roundRobin: RoundRobinRecord = {
    podId: d.pod.id,
    podName: d.pod.name,
    method: d.pod.method,
    stage: 'redistribution',
    chosenUserId: userId,
    explanation: named(choice.explanation, people),
    at: iso(now),
    draw: { state: choice.drawnFrom, availableMemberIds: null },
  };
  const redistribution: DecisionRecord['redistribution'] = {
    ...s.decision.redistribution,
    state: 'redistributed',
    reason: null,
    evaluations: d.evaluations,
    podId: d.pod.id,
    userId,
    at: iso(now),
  };
  const events: DecisionEvent[] = [
    ...(s.outcome === 'pending' ? [{ at: iso(now), type: 'not_booked' as const, detail: outcomeReason }] : []),
    { at: iso(now), type: 'redistributed', detail: `Redistributed by "${d.pod.name}" to ${assignee.name}, who was notified by e-mail` },
  ];
  // A prospect still in the widget is sent on: the pod's redistribution redirect, else the not-booked one.
  const redirect =
    s.closedAt === null
      ? redirectFor(
          'not_booked',
          await redirectSources(db, s.accountId, router),
          { context, matchingRule: null, pod: null, redistributionPod: d.pod },
          now,
        )
      : null;
  if (redirect) events.push(redirect.event);
  const rulesUsed = [
    ...[...ruleRows, ...(fallbackRow ? [fallbackRow] : [])].map((r) => ({
      id: r.id,
      name: r.name,
      version: r.version,
      kind: 'redistribution' as const,
    })),
    ...(redirect?.ruleVersion ? [redirect.ruleVersion] : []),
  ];
  const mail = await notice(env, s, assignee, router.name);
  const turn = { meetingId, accountId: s.accountId, podId: d.pod.id, memberId: userId, at: now };
  const recorded = [
    ...(s.outcome === 'pending'
      ? [eventStmt(db, { accountId: s.accountId, type: 'prospect.not_booked', subjectId: s.id, payload: sessionIds(s), occurredAt: now })]
      : []),
    eventStmt(db, {
      accountId: s.accountId,
      type: 'prospect.redistributed',
      subjectId: s.id,
      payload: { ...sessionIds(s), previousAssigneeUserId: s.assigneeUserId },
      occurredAt: now,
    }),
  ];
  // One batch: the claim on the session (the same claim a booking takes, so exactly one of them wins),
  // the session's new state, the notice and the pod's turn. A lost claim fails the whole batch.
  try {
    await runBatch(db, [
      claimSessionStmt(db, { kind: 'routing_session', subjectId: s.id, meetingId, accountId: s.accountId, createdAt: now }),
      repo.updateSessionStmt(
        db,
        s.accountId,
        s.id,
        {
          outcome: 'not_booked',
          outcomeReason,
          assigneeState: 'redistributed',
          via: 'redistribution_rule',
          viaId: d.pod.id,
          viaName: d.pod.name,
          assigneeUserId: userId,
          redistributedAt: now,
          redistributeAt: null,
          updatedAt: now,
        },
        {
          set: { redistribution, ...(redirect ? { redirect: redirect.record } : {}) },
          push: { events, roundRobin: [roundRobin], rulesUsed },
        },
      ),
      prepareEmail(db, { ...mail, kind: 'redistribution_notice' }, now).stmt,
      turnStmt(db, turn),
      ...recorded.map((e) => e.stmt),
    ]);
  } catch (e) {
    if (isClaimRefused(e)) return { result: 'noop' };
    throw e;
  }
  await Promise.all([
    dispatch(env, mail.id),
    publishEvents(
      env,
      recorded.map((e) => e.id),
    ),
  ]);
  await applyTurn(env, db, turn, now).catch((e) =>
    console.error(JSON.stringify({ level: 'error', msg: 'redistribution turn left to the sweep', sessionId: s.id, error: String(e) })),
  );
  return { result: 'redistributed' };
}

/** The cron safety net: due sessions whose queue message was lost are redistributed or finalised, a few per run. */
export async function sweepDueRedistributions(env: Env, db: Db, now: number, limit = 50) {
  const due = await repo.dueSessions(db, now, limit);
  const counts = { due: due.length, redistributed: 0, finalised: 0, failed: 0 };
  for (const s of due) {
    try {
      const { result } = await redistributeSession(env, db, s.id, now, s.accountId);
      if (result === 'redistributed') counts.redistributed++;
      if (result === 'finalised') counts.finalised++;
    } catch (e) {
      counts.failed++;
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'redistribution failed; the next sweep retries',
          sessionId: s.id,
          error: String((e as Error)?.stack ?? e),
        }),
      );
    }
  }
  return counts;
}
