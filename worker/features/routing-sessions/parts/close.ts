import type { Db } from '../../../db/client';
import { SESSION_REASONS, type SessionCloseDto } from '../../../contracts/routing-sessions';
import type { DecisionEvent } from '../../../contracts/routing-decision';
import { redirectFor, redirectSources } from './redirect';
import { sessionRouter } from './campaign';
import * as repo from '../repo';
import { changes, runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import { publishEvents } from '../../events/service';
import { notBookedIfPending } from './redistribute';
import { decisionParts, loadSession } from './session';
import { iso } from '../../../contracts/response-kit';

/**
 * POST /api/public/routing-sessions/{id}/close: the prospect left the scheduler without a slot. The
 * session ends not booked and the widget gets the not-booked redirect (a redistributed one keeps its
 * redistribution redirect); redistribution still happens when the wait ends. Closing again, or closing
 * a booked or disqualified session, changes nothing.
 */
export async function closeSession(env: Env, db: Db, sessionId: string, now = Date.now()): Promise<SessionCloseDto> {
  const s = await loadSession(db, sessionId);
  const stored = s.decision.redirect?.url ?? null;
  if (s.outcome === 'booked' || s.outcome === 'disqualified' || s.closedAt !== null) return { outcome: s.outcome, redirectUrl: stored };
  // A redistributed prospect already has their redirect (the pod's redistribution redirect): it stays.
  const router = s.redistributedAt === null ? await sessionRouter(db, s) : null;
  const parts = decisionParts(s.decision, s);
  const redirect = router
    ? redirectFor(
        'not_booked',
        await redirectSources(db, s.accountId, router, s.routerKind),
        { context: parts.context, matchingRule: null, pod: null },
        now,
      )
    : null;
  const events: DecisionEvent[] = [
    { at: iso(now), type: 'left_scheduler', detail: SESSION_REASONS.leftScheduler },
    ...(redirect ? [redirect.event] : []),
  ];
  // A session that already ended not booked (nobody to meet, or redistributed) keeps its reason.
  const outcome = s.outcome === 'pending' ? { outcome: 'not_booked' as const, outcomeReason: SESSION_REASONS.leftScheduler } : {};
  const update = repo.updateSessionStmt(
    db,
    s.accountId,
    s.id,
    { ...outcome, closedAt: now, updatedAt: now },
    {
      set: redirect ? { redirect: redirect.record } : {},
      push: { events, rulesUsed: redirect?.ruleVersion ? [redirect.ruleVersion] : [] },
    },
    [repo.guards.open(), repo.guards.notClosed()],
  );
  const ended = notBookedIfPending(db, s, now);
  const [result] = await runBatch(db, [update, ...(ended ? [ended.stmt] : [])]);
  if (ended && changes(result) > 0) await publishEvents(env, [ended.id]);
  if (changes(result) === 0) {
    const now2 = await repo.findSessionScoped(db, s.accountId, s.id);
    return { outcome: now2?.outcome ?? s.outcome, redirectUrl: now2?.decision?.redirect?.url ?? stored };
  }
  return { outcome: 'not_booked', redirectUrl: redirect?.record.url ?? stored };
}
