import { env } from 'cloudflare:workers';
import type { Env } from '../env';
import { runBatch } from '../db/batch';
import { eventStmt } from '../features/events/service';
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

/** How many audit entries of the organization carry this marker in their detail: what a test handler wrote. */
export const auditRowsMarked = async (accountId: string, marker: string) =>
  (await (env as unknown as Env).DB.prepare(
    "select count(*) as n from audit_log where account_id = ? and json_extract(detail, '$.marker') = ?",
  )
    .bind(accountId, marker)
    .first<{ n: number }>())!.n;
