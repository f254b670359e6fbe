import type { Db } from '../../db/client';
import { changes, runBatch } from '../../db/batch';
import type { Caller, Env } from '../../env';
import { EXPORT_ON_THE_WAY, type ExportAcceptedDto, type ExportKind, type ExportRequest } from '../../contracts/reports';
import { DomainError, notFound } from '../../core/errors';
import { toBase64 } from '../../integrations/calendar/ics-invite';
import { dispatch, prepareEmail } from '../mail/service';
import { userProfile } from '../auth/service';
import { captionOf, EXPORT_TITLES, nextPage } from './parts/pages';
import * as repo from './repo';

/** Files up to this size are attached to the e-mail (an outbox row holds at most ~1.5 MB of base64); larger ones are linked. */
export const ATTACH_MAX_CHARS = 1_000_000;
/** How long an export's file can be downloaded. */
export const EXPORT_TTL_MS = 7 * 24 * 3600_000;
/** A running export without progress this long lost its queue message; the cron sweep sends it again. */
export const STALLED_AFTER_MS = 60_000;
const END = 'end';

const fileNameOf = (kind: ExportKind, now: number) => `${kind.replace(/_/g, '-')}-${new Date(now).toISOString().slice(0, 10)}.csv`;

async function enqueue(env: Env, exportId: string, part: number) {
  try {
    await env.EXPORTS_QUEUE.send({ exportId, part });
  } catch (err) {
    // The cron sweep finds the export without progress and sends the message again.
    console.warn(JSON.stringify({ level: 'warn', msg: 'export enqueue failed; cron will retry', exportId, error: String(err) }));
  }
}

async function keyedId(accountId: string, userId: string, key: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${accountId}:${userId}:${key}`)));
  return `x-${[...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * "E-mail me this export": records the job and hands its first page to the queue. With an
 * Idempotency-Key the job id comes from the key, so a double click or a retried request makes one
 * export (and one e-mail), and every copy answers with the same id.
 */
export async function requestExport(
  env: Env,
  db: Db,
  caller: Caller,
  req: ExportRequest,
  key?: string,
  now = Date.now(),
): Promise<ExportAcceptedDto> {
  const id = key ? await keyedId(caller.accountId, caller.userId, key) : crypto.randomUUID();
  const created = await repo.insertJob(db, {
    id,
    accountId: caller.accountId,
    userId: caller.userId,
    kind: req.kind,
    params: req.filters as Record<string, unknown>,
    fileName: fileNameOf(req.kind, now),
    createdAt: now,
    updatedAt: now,
    expiresAt: now + EXPORT_TTL_MS,
  });
  if (created) await enqueue(env, id, 0);
  return { id, message: EXPORT_ON_THE_WAY };
}

export type StepResult = 'next' | 'sent' | 'skipped';

/**
 * One queue message's work: write the page `part` (or, after the last page, send the e-mail). A
 * duplicate or stale message finds the job past its part and does nothing; of two copies racing on
 * the same part only the one whose guarded update commits sends the next message.
 */
export async function runExportStep(env: Env, db: Db, exportId: string, part: number, now = Date.now()): Promise<StepResult> {
  const job = await repo.findJob(db, exportId);
  if (!job || job.status !== 'running' || job.nextPart !== part) return 'skipped';
  // The requester as they are now: an export runs with their current role and visibility.
  const who = await userProfile(db, job.accountId, job.userId);
  if (!who || who.status !== 'active') {
    await repo.failJob(db, job.id, 'The requester is no longer active', now);
    return 'skipped';
  }
  const caller: Caller = {
    userId: who.id,
    accountId: who.accountId,
    role: who.role,
    isBooker: who.isBooker,
    email: who.email,
    name: who.name,
    sessionHash: '',
  };
  if (job.cursor === END) return finish(env, db, job, caller, now);
  const page = await nextPage(db, caller, job.kind as ExportKind, job.params, job.cursor, job.createdAt);
  const [, advanced] = await runBatch(
    db,
    repo.writePartStmts(db, job, { part, csv: page.csv, rows: page.rows, cursor: page.next ?? END, now }),
  );
  if (!changes(advanced)) return 'skipped';
  await enqueue(env, job.id, part + 1);
  return 'next';
}

async function assemble(db: Db, exportId: string, parts: number) {
  let text = '';
  for (let p = 0; p < parts; p++) text += (await repo.partCsv(db, exportId, p)) ?? '';
  return text;
}

async function finish(env: Env, db: Db, job: repo.ExportJob, caller: Caller, now: number): Promise<StepResult> {
  const title = EXPORT_TITLES[job.kind as ExportKind];
  const link = `${env.APP_URL.replace(/\/$/, '')}/api/exports/${job.id}/download`;
  const attach = job.bytes <= ATTACH_MAX_CHARS;
  const caption = await captionOf(db, caller, job.kind as ExportKind, job.params, job.createdAt);
  const lines = [
    `Hi ${caller.name},`,
    '',
    `Your ${title} export${caption ? ` (${caption})` : ''} is ready: ${job.rows.toLocaleString('en-US')} ${job.rows === 1 ? 'row' : 'rows'}.`,
    attach ? 'The CSV file is attached.' : 'The file is too large to attach; download it here (sign in first):',
    ...(attach ? [`You can also download it for 7 days here: ${link}`] : [link, 'The link works for 7 days.']),
  ];
  const email = prepareEmail(
    db,
    {
      id: `export:${job.id}`,
      kind: `${job.kind}_export`,
      to: caller.email,
      subject: `Your ${title} export`,
      text: lines.join('\n'),
      accountId: job.accountId,
      attachments: attach
        ? [{ filename: job.fileName, contentType: 'text/csv; charset=utf-8', content: toBase64(await assemble(db, job.id, job.nextPart)) }]
        : [],
    },
    now,
  );
  const [, done] = await runBatch(db, [email.stmt, repo.finishStmt(db, job.id, job.nextPart, now)]);
  if (!changes(done)) return 'skipped';
  await dispatch(env, email.id);
  return 'sent';
}

/** Streams a finished export part by part: only one part is in memory at a time. */
export async function downloadExport(db: Db, caller: Caller, id: string) {
  const job = await repo.findOwnJob(db, caller.accountId, caller.userId, id);
  if (!job || job.expiresAt < Date.now()) throw notFound('Export');
  if (job.status !== 'done')
    throw new DomainError('conflict', 'export_not_ready', 'This export is not ready yet. It will reach your inbox within 10 minutes.');
  let part = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const csv = part < job.nextPart ? await repo.partCsv(db, job.id, part++) : null;
      if (csv === null) controller.close();
      else controller.enqueue(encoder.encode(csv));
    },
  });
  return { body, fileName: job.fileName };
}

/** The cron sweep: sends again the message of exports that stopped moving, and drops expired files. */
export async function sweepExports(env: Env, db: Db, now: number) {
  for (const j of await repo.stalledJobs(db, now - STALLED_AFTER_MS)) {
    await repo.touchJob(db, j.id, now);
    await enqueue(env, j.id, j.nextPart);
  }
  await repo.purgeExpired(db, now);
}
