import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { DecisionInputs } from '../../../contracts/routing-decision';
import type { Assignment } from '../../../core/routing/assignment';
import { eventStmt } from '../../events/service';
import type { RouterContext } from './context';
import { writeToCrm } from './crm-writes';
import type { ExtractedProspect } from './prospect';
import * as repo from '../repo';

// What follows a stored submission: its product events, the redistribution message, the CRM writes.

/** What a submission tells the rest of the product: submitted, and disqualified or not booked when it already ended so. */
export function sessionEvents(db: Db, row: repo.SessionInsert, outcome: Assignment['outcome'], now: number) {
  const base = { accountId: row.accountId, subjectId: row.id, occurredAt: now };
  const ids = { sessionId: row.id, routerId: row.routerId ?? null, routerKind: row.routerKind ?? 'inbound' };
  return [
    eventStmt(db, { ...base, type: 'prospect.submitted', payload: ids }),
    ...(outcome === 'disqualified'
      ? [eventStmt(db, { ...base, type: 'prospect.disqualified', payload: { ...ids, reason: row.outcomeReason ?? '' } })]
      : []),
    ...(outcome === 'not_booked' ? [eventStmt(db, { ...base, type: 'prospect.not_booked', payload: ids })] : []),
  ];
}

/** The delayed message that redistributes (or finalises) the session; the cron sweep covers a lost one. */
export async function scheduleRedistribution(env: Env, sessionId: string, accountId: string, minutes: number) {
  try {
    await env.ROUTING_QUEUE.send({ sessionId, accountId }, { delaySeconds: minutes * 60 });
  } catch (e) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'routing queue send failed; the sweep will redistribute', sessionId, error: String(e) }),
    );
  }
}

export async function recordCrmWrites(
  env: Env,
  db: Db,
  ctx: RouterContext,
  prospect: ExtractedProspect,
  records: DecisionInputs['crmRecords'],
  a: Assignment,
  sessionId: string,
  now: number,
) {
  try {
    const r = await writeToCrm(
      db,
      { router: ctx.router, prospect, records, owner: a.owner, vendor: { env, sessionId, purpose: 'submit' } },
      now,
    );
    if (!r.crmWrites.length && !r.ownerUpdate) return;
    const columns = r.ownerUpdate ? { crmOwnerUpdated: r.ownerUpdate.updated, crmOwnerField: r.ownerUpdate.field } : {};
    await repo
      .updateSessionStmt(db, ctx.router.accountId, sessionId, columns, {
        set: r.ownerUpdate ? { ownerUpdate: r.ownerUpdate } : {},
        push: { crmWrites: r.crmWrites, events: r.events },
      })
      .run();
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'router CRM writes failed', sessionId, error: String((e as Error)?.stack ?? e) }));
  }
}
