import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { AvailableRouterKind } from '../../../contracts/router-kinds';
import { runBatch, type Stmt } from '../../../db/batch';
import { publishEvents } from '../../events/service';
import { sessionEvents } from './submit-effects';
import * as repo from '../repo';
import {
  NO_REDISTRIBUTION,
  type DecisionEvent,
  type DecisionInputs,
  type DecisionRecord,
  type RuleVersion,
} from '../../../contracts/routing-decision';
import type { RoutingDecision } from '../../../core/routing/decide';
import { openingDecisionRecord } from './decision-record';

// Kinds that route without a form or a scheduler (object and Intercom routers) log into the same routing
// sessions as inbound ones: one row per routing, keyed by its kind, with the same decision record, so the
// routing log, the reports and the router cards read them with no code of their own.

export type KindSessionInsert = Omit<repo.SessionInsert, 'routerKind'>;

/** What a routing of a kind without a scheduler decided, as the decision record takes it. */
export type KindDecision = {
  router: { id: string; name: string; version: number; crmModule: string };
  inputs: DecisionInputs;
  rulesUsed: RuleVersion[];
  decision: Pick<RoutingDecision, 'disqualification' | 'matching' | 'distribution'>;
  roundRobin: DecisionRecord['roundRobin'];
  events: DecisionEvent[];
};

/** The decision record of such a routing: no slots, no booking, no redistribution, no redirect. */
export const kindDecisionRecord = (k: KindDecision): DecisionRecord =>
  openingDecisionRecord({
    ...k,
    router: { ...k.router, notBookedMinutes: 0, redistributionEnabled: false },
    redistribution: NO_REDISTRIBUTION(),
    redirect: null,
  });

/**
 * Logs one routing of a kind with its product events (submitted, then not booked or disqualified, as a
 * submission that ended so has), committed in one batch with the caller's own statements, then publishes
 * the events (the reports' rollups count the session from them).
 */
export async function recordKindSession(
  env: Env,
  db: Db,
  kind: AvailableRouterKind,
  row: KindSessionInsert,
  alongside: Stmt[],
  now: number,
) {
  const session = { ...row, routerKind: kind };
  const outcome = row.outcome === 'disqualified' ? 'disqualified' : 'not_booked';
  const events = sessionEvents(db, session, outcome, now);
  await runBatch(db, [repo.insertSessionStmt(db, session), ...events.map((e) => e.stmt), ...alongside]);
  await publishEvents(
    env,
    events.map((e) => e.id),
  );
}
