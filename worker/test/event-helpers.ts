import { env } from 'cloudflare:workers';
import type { Env } from '../env';
import { runBatch } from '../db/batch';
import { eventStmt, handleEvent } from '../features/events/service';
import { EVENT_HANDLERS } from '../jobs/event-handlers';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { db } from './client';

/** Records a 'meeting.cancelled' event for the organization (the subject a fresh id unless given); answers its id. */
export async function recordEvent(accountId: string, subjectId = crypto.randomUUID()) {
  const e = eventStmt(db(), {
    accountId,
    type: 'meeting.cancelled',
    subjectId,
    payload: { meetingId: subjectId, reason: 'test' },
    occurredAt: Date.now(),
  });
  await runBatch(db(), [e.stmt]);
  return e.id;
}

/**
 * A website-form routing session of the prospect (disqualified unless told) and the 'prospect.disqualified'
 * event about it, as signals fire on; answers the event's id.
 */
export async function disqualifiedProspect(accountId: string, prospect: { email: string; name?: string; outcome?: string }) {
  const id = crypto.randomUUID();
  await (env as unknown as Env).DB.prepare(
    "insert into routing_sessions (id, account_id, router_name, prospect_name, prospect_email, answers, attribution, outcome, created_at, updated_at) values (?, ?, 'Website form', ?, ?, '{}', '{}', ?, ?, ?)",
  )
    .bind(id, accountId, prospect.name ?? 'Gail', prospect.email, prospect.outcome ?? 'disqualified', Date.now(), Date.now())
    .run();
  const e = eventStmt(db(), {
    accountId,
    type: 'prospect.disqualified',
    subjectId: id,
    payload: { sessionId: id, routerId: null, routerKind: 'inbound', reason: 'free' },
    occurredAt: Date.now(),
  });
  await runBatch(db(), [e.stmt]);
  return e.id;
}

/** How many audit entries of the organization carry this marker in their detail: what a test handler wrote. */
export const auditRowsMarked = async (accountId: string, marker: string) =>
  (await (env as unknown as Env).DB.prepare(
    "select count(*) as n from audit_log where account_id = ? and json_extract(detail, '$.marker') = ?",
  )
    .bind(accountId, marker)
    .first<{ n: number }>())!.n;

/** Runs every handler on the organization's events not done yet, in occurrence order (the queue does this in production). */
export async function drainEvents(accountId = DEMO_ACCOUNT_ID, rounds = 5) {
  const E = env as unknown as Env;
  for (let round = 0; round < rounds; round++) {
    const { results } = await E.DB.prepare('select id from domain_events where account_id = ? and done_at is null order by occurred_at')
      .bind(accountId)
      .all<{ id: string }>();
    if (!results.length) return;
    for (const r of results) await handleEvent(E, db(), EVENT_HANDLERS, r.id);
  }
}
