import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import { CrmError, CrmRateLimitedError, CrmTokenExpiredError } from '../../../integrations/crm/adapter';
import { crmVendor } from '../../../integrations/crm/catalogue';
import { CrmHttpError } from '../../../integrations/crm/http';
import { crmInUse, isUsable, openClient, providerLabel, type CrmClientHandle } from './connection';
import { externalIdOf, mirrorId } from './mirror';
import * as repo from '../repo';
import * as jobRepo from '../write-job-repo';
import { deliveryOf, mirroredAs, type ApplyDelivery, type StepResult, type WritePlan, type WriteResult } from './write-delivery';

export const WRITE_LEASE_MS = 60_000;
/** Attempts before a job is dead-lettered (its failures then show on the routing log). */
export const MAX_WRITE_ATTEMPTS = 6;
const backoffSeconds = (attempt: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempt - 1));

/** Every outside CRM the organization connected, usable or not (a booking's mapped answers go to each). */
export async function connectedCrms(db: Db, accountId: string) {
  return (await repo.crmIntegrations(db, accountId)).map((row) => ({ row, label: providerLabel(row.provider), usable: isUsable(row) }));
}

/** The CRM the writes go to: the CRM in use when it is an outside one; null keeps the built-in CRM. */
export async function vendorTarget(db: Db, accountId: string) {
  const row = await crmInUse(db, accountId);
  return row ? { row, label: providerLabel(row.provider), usable: isUsable(row) } : null;
}

type NewWriteJob = { id: string; accountId: string; integrationId: string; provider: string; sessionId: string | null; plan: WritePlan };

/** The statement recording a job once (the id is the idempotency key), for a caller's own batch. */
export const writeJobStmt = (db: Db, j: NewWriteJob, now: number) =>
  jobRepo.insertJobStmt(db, {
    id: j.id,
    accountId: j.accountId,
    integrationId: j.integrationId,
    provider: j.provider,
    sessionId: j.sessionId,
    plan: j.plan as unknown as Record<string, unknown>,
    result: {},
    status: 'pending',
    attempts: 0,
    dueAt: now,
    createdAt: now,
    updatedAt: now,
  });

/**
 * Records a session's job once and queues it. A caller already running outside the request may record it
 * in its own batch (writeJobStmt) and deliver it at once with processWriteJob, queueing only a retry
 * (the cron's sweep picks up a pending job whose delivery died).
 */
export async function queueWriteJob(env: Env, db: Db, j: NewWriteJob, now = Date.now()) {
  await runBatch(db, [writeJobStmt(db, j, now)]);
  await env.CRM_QUEUE.send({ type: 'write', jobId: j.id }).catch((e) =>
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'crm write queue send failed; the sweep delivers it', jobId: j.id, error: String(e) }),
    ),
  );
}

const retryable = (e: unknown) =>
  e instanceof CrmRateLimitedError ||
  (e instanceof CrmHttpError && e.status >= 500) ||
  !(e instanceof CrmError || e instanceof CrmTokenExpiredError);
const text = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);
const split = (name: string | null) => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts.length > 1 ? parts.slice(0, -1).join(' ') : null, lastName: parts.length ? parts[parts.length - 1] : null };
};

/** Runs the steps not done yet, keeping each result as it lands, so a retry never repeats a write. */
async function runSteps(db: Db, job: repo.WriteJobRow, h: CrmClientHandle, plan: WritePlan, result: WriteResult) {
  const save = () =>
    runBatch(db, [jobRepo.updateJobStmt(db, job.id, { result: result as Record<string, unknown>, updatedAt: Date.now() })]);
  const step = async (run: () => Promise<StepResult>): Promise<StepResult> => {
    try {
      return await run();
    } catch (e) {
      if (retryable(e) || e instanceof CrmTokenExpiredError) throw e;
      return { ok: false, error: text(e) };
    }
  };
  const ownerId = plan.owner
    ? ((await repo.ownerOfUser(db, job.accountId, job.integrationId, plan.owner.userId))?.externalId ?? null)
    : null;
  result.people ??= [];
  for (const [i, p] of plan.people.entries()) {
    if (result.people[i]) continue;
    const { firstName, lastName } = split(p.name);
    const r = await step(async () => ({
      ok: true,
      ...(await h.client.upsertPerson(p.module, {
        email: p.email,
        firstName,
        lastName,
        phone: p.phone,
        company: p.company,
        fields: p.fields,
      })),
    }));
    result.people[i] = { module: p.module, ...r };
    await save();
  }
  if (plan.account && !result.account) {
    const account = plan.account;
    result.account = await step(async () => ({
      ok: true,
      ...(await h.client.upsertAccount({ domain: account.domain, name: account.name })),
    }));
    await save();
  }
  if (plan.owner && !result.owner) {
    const o = plan.owner;
    const written = result.people.find((r) => r.ok && r.externalId);
    const target = o.recordId
      ? externalIdOf(job.integrationId, o.recordId)
      : written
        ? { module: mirroredAs(job.provider, written.module), externalId: written.externalId! }
        : null;
    const recordId = target ? mirrorId(job.integrationId, target.module, target.externalId) : o.recordId;
    if (!ownerId) result.owner = { ok: false, recordId, error: `This user doesn't exist in ${h.def.label}` };
    else if (!target) result.owner = { ok: false, recordId, error: 'No matching record found' };
    else
      result.owner = {
        recordId,
        ...(await step(
          async () => (await h.client.updateOwner(target.module as never, target.externalId, ownerId, o.property), { ok: true }),
        )),
      };
    await save();
  }
}

export type JobOutcome = { result: 'done' | 'dead' | 'busy' | 'retry'; delaySeconds?: number };

/**
 * Delivers one write job: claims it (a duplicate delivery finds it leased or done and writes nothing),
 * runs the steps left, and settles it (done, or dead after MAX_WRITE_ATTEMPTS or on an expired token),
 * recording the outcome on the routing log. 429s and 5xx retry with backoff, honouring the vendor's wait.
 */
export async function processWriteJob(env: Env, db: Db, jobId: string, apply: ApplyDelivery, now = Date.now()): Promise<JobOutcome> {
  const job = await jobRepo.claimJob(db, jobId, now, now + WRITE_LEASE_MS);
  if (!job) return { result: 'busy' };
  const plan = job.plan as unknown as WritePlan;
  const result = (job.result ?? {}) as WriteResult;
  const settle = async (status: 'done' | 'dead', failure: string | null) => {
    await runBatch(db, [
      jobRepo.updateJobStmt(db, job.id, {
        status,
        result: result as Record<string, unknown>,
        lastError: failure,
        leaseUntil: null,
        updatedAt: Date.now(),
      }),
    ]);
    if (job.sessionId || plan.mapping) await apply(db, deliveryOf(job, plan, result, failure, Date.now()), Date.now());
    return { result: status } as JobOutcome;
  };
  const row = await repo.findCrmIntegration(db, job.integrationId);
  if (!row || row.accountId !== job.accountId) return settle('dead', `${providerLabel(job.provider)} is no longer connected`);
  try {
    const h = await openClient(env, db, row);
    await runSteps(db, job, h, plan, result);
    return settle('done', null);
  } catch (e) {
    if (e instanceof CrmTokenExpiredError)
      return settle('dead', `${providerLabel(job.provider)} connection expired: reconnect it to write to the CRM`);
    if (job.attempts >= MAX_WRITE_ATTEMPTS) return settle('dead', text(e));
    const wait =
      e instanceof CrmRateLimitedError && e.retryAfterSeconds !== null ? Math.max(1, e.retryAfterSeconds) : backoffSeconds(job.attempts);
    await runBatch(db, [
      jobRepo.updateJobStmt(db, job.id, {
        result: result as Record<string, unknown>,
        lastError: text(e),
        dueAt: now + wait * 1000,
        leaseUntil: null,
        updatedAt: Date.now(),
      }),
    ]);
    return { result: 'retry', delaySeconds: wait };
  }
}

/** The cron's part: queues pending jobs whose message was lost or whose consumer died. */
export async function sweepWriteJobs(env: Env, db: Db, now: number) {
  const due = await jobRepo.dueJobs(db, now - 30_000, 50);
  for (const j of due) await env.CRM_QUEUE.send({ type: 'write', jobId: j.id }).catch(() => undefined);
  return due.length;
}
