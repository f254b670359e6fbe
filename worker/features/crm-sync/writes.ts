import type { Db } from '../../db/client';
import { runBatch } from '../../db/batch';
import type { Env } from '../../env';
import type { FieldValue } from '../../contracts/routing';
import { CrmError, CrmRateLimitedError, CrmTokenExpiredError } from '../../integrations/crm/adapter';
import { crmVendor } from '../../integrations/crm/registry';
import { CrmHttpError } from '../../integrations/crm/http';
import { crmInUse, isUsable, openClient, providerLabel, type CrmClientHandle } from './connection';
import { externalIdOf, mirrorId } from './mirror';
import * as repo from './repo';

/** What a routing session asks of the outside CRM, decided when it was routed (or booked). */
export type WritePlan = {
  people: { module: 'lead' | 'contact'; action: 'create' | 'update'; email: string; name: string | null; phone: string | null; company: string | null; fields: Record<string, FieldValue> }[];
  account: { domain: string; name: string } | null;
  /** recordId: the matched record (a mirror id); null with `onWrittenPerson`: the person this job writes. */
  owner: { userId: string; property: string | null; recordId: string | null; onWrittenPerson: boolean; fromOwner: string | null } | null;
  /** Set when the job writes a booking's mapped answers: its outcome also lands on that meeting, fields named. */
  mapping?: { meetingId: string };
};

type StepResult = { ok: boolean; externalId?: string; created?: boolean; error?: string };
export type WriteResult = { people?: (StepResult & { module: 'lead' | 'contact' })[]; account?: StepResult; owner?: StepResult & { recordId?: string | null } };

/** How a settled job reads on the routing log: crm writes, owner update and events, like the built-in path records them. */
export type Delivery = {
  accountId: string;
  sessionId: string;
  provider: string;
  integrationId: string;
  /** The meeting whose mapped answers the job wrote (plan.mapping), else null. */
  meetingId: string | null;
  crmWrites: { module: 'lead' | 'contact' | 'account'; action: 'created' | 'updated' | 'skipped'; recordId: string | null; detail: string }[];
  ownerUpdate: { updated: boolean; field: string | null; reason: string | null; recordId: string | null; fromOwner: string | null; toUserId: string | null } | null;
  events: { at: string; type: string; detail: string }[];
};
export type ApplyDelivery = (db: Db, delivery: Delivery, now: number) => Promise<void>;

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

/** Records a session's job once (the id is the idempotency key) and queues it. */
export async function queueWriteJob(env: Env, db: Db, j: { id: string; accountId: string; integrationId: string; provider: string; sessionId: string | null; plan: WritePlan }, now = Date.now()) {
  await runBatch(db, [repo.insertJobStmt(db, { id: j.id, accountId: j.accountId, integrationId: j.integrationId, provider: j.provider, sessionId: j.sessionId, plan: j.plan as unknown as Record<string, unknown>, result: {}, status: 'pending', attempts: 0, dueAt: now, createdAt: now, updatedAt: now })]);
  await env.CRM_QUEUE.send({ type: 'write', jobId: j.id }).catch((e) => console.warn(JSON.stringify({ level: 'warn', msg: 'crm write queue send failed; the sweep delivers it', jobId: j.id, error: String(e) })));
}

const retryable = (e: unknown) => e instanceof CrmRateLimitedError || (e instanceof CrmHttpError && e.status >= 500) || !(e instanceof CrmError || e instanceof CrmTokenExpiredError);
const text = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);
const split = (name: string | null) => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts.length > 1 ? parts.slice(0, -1).join(' ') : null, lastName: parts.length ? parts[parts.length - 1] : null };
};

/** Contact-based CRMs (HubSpot, Freshsales) keep a written lead as a contact. */
const mirroredAs = (provider: string, module: 'lead' | 'contact') => (crmVendor(provider)?.based === 'contact' ? 'contact' : module);

/** Runs the steps not done yet, keeping each result as it lands, so a retry never repeats a write. */
async function runSteps(db: Db, job: repo.WriteJobRow, h: CrmClientHandle, plan: WritePlan, result: WriteResult) {
  const save = () => runBatch(db, [repo.updateJobStmt(db, job.id, { result: result as Record<string, unknown>, updatedAt: Date.now() })]);
  const step = async (run: () => Promise<StepResult>): Promise<StepResult> => {
    try {
      return await run();
    } catch (e) {
      if (retryable(e) || e instanceof CrmTokenExpiredError) throw e;
      return { ok: false, error: text(e) };
    }
  };
  const ownerId = plan.owner ? (await repo.ownerOfUser(db, job.accountId, job.integrationId, plan.owner.userId))?.externalId ?? null : null;
  result.people ??= [];
  for (const [i, p] of plan.people.entries()) {
    if (result.people[i]) continue;
    const { firstName, lastName } = split(p.name);
    const r = await step(async () => ({ ok: true, ...(await h.client.upsertPerson(p.module, { email: p.email, firstName, lastName, phone: p.phone, company: p.company, fields: p.fields })) }));
    result.people[i] = { module: p.module, ...r };
    await save();
  }
  if (plan.account && !result.account) {
    const account = plan.account;
    result.account = await step(async () => ({ ok: true, ...(await h.client.upsertAccount({ domain: account.domain, name: account.name })) }));
    await save();
  }
  if (plan.owner && !result.owner) {
    const o = plan.owner;
    const written = result.people.find((r) => r.ok && r.externalId);
    const target = o.recordId ? externalIdOf(job.integrationId, o.recordId) : written ? { module: mirroredAs(job.provider, written.module), externalId: written.externalId! } : null;
    const recordId = target ? mirrorId(job.integrationId, target.module, target.externalId) : o.recordId;
    if (!ownerId) result.owner = { ok: false, recordId, error: `This user doesn't exist in ${h.def.label}` };
    else if (!target) result.owner = { ok: false, recordId, error: 'No matching record found' };
    else result.owner = { recordId, ...(await step(async () => (await h.client.updateOwner(target.module as never, target.externalId, ownerId, o.property), { ok: true }))) };
    await save();
  }
}

/** The routing log's view of a settled job. */
export function deliveryOf(job: repo.WriteJobRow, plan: WritePlan, result: WriteResult, failure: string | null, now: number): Delivery {
  const label = providerLabel(job.provider);
  const at = new Date(now).toISOString();
  const crmWrites: Delivery['crmWrites'] = plan.people.map((p, i) => {
    const r = result.people?.[i];
    if (!r?.ok) return { module: p.module, action: 'skipped', recordId: null, detail: `Not written to ${label}: ${r?.error ?? failure ?? 'not attempted'}` };
    const fields = plan.mapping && Object.keys(p.fields).length ? `: ${Object.entries(p.fields).map(([k, v]) => `${k} = ${String(v)}`).join(', ')}` : '';
    return { module: p.module, action: r.created ? 'created' : 'updated', recordId: mirrorId(job.integrationId, mirroredAs(job.provider, p.module), r.externalId!), detail: `${r.created ? 'Created' : 'Updated'} ${p.module} ${p.email} in ${label}${fields}` };
  });
  if (plan.account) {
    const r = result.account;
    crmWrites.push(r?.ok ? { module: 'account', action: r.created ? 'created' : 'updated', recordId: mirrorId(job.integrationId, 'account', r.externalId!), detail: `${r.created ? 'Created' : 'Updated'} account ${plan.account.domain} in ${label}` } : { module: 'account', action: 'skipped', recordId: null, detail: `Not written to ${label}: ${r?.error ?? failure ?? 'not attempted'}` });
  }
  const o = plan.owner;
  const ownerUpdate: Delivery['ownerUpdate'] = o
    ? { updated: !!result.owner?.ok, field: o.property, reason: result.owner?.ok ? null : (result.owner?.error ?? failure ?? 'Not attempted'), recordId: result.owner?.recordId ?? o.recordId, fromOwner: o.fromOwner, toUserId: o.userId }
    : null;
  const events: Delivery['events'] = crmWrites.filter((w) => w.action !== 'skipped').map((w) => ({ at, type: 'crm_written', detail: w.detail }));
  if (ownerUpdate?.updated) events.push({ at, type: 'owner_updated', detail: `Owner field "${o?.property ?? 'owner'}" of record ${ownerUpdate.recordId} set to the assignee in ${label}` });
  return { accountId: job.accountId, sessionId: job.sessionId ?? '', provider: job.provider, integrationId: job.integrationId, meetingId: plan.mapping?.meetingId ?? null, crmWrites, ownerUpdate, events };
}

export type JobOutcome = { result: 'done' | 'dead' | 'busy' | 'retry'; delaySeconds?: number };

/**
 * Delivers one write job: claims it (a duplicate delivery finds it leased or done and writes nothing),
 * runs the steps left, and settles it (done, or dead after MAX_WRITE_ATTEMPTS or on an expired token),
 * recording the outcome on the routing log. 429s and 5xx retry with backoff, honouring the vendor's wait.
 */
export async function processWriteJob(env: Env, db: Db, jobId: string, apply: ApplyDelivery, now = Date.now()): Promise<JobOutcome> {
  const job = await repo.claimJob(db, jobId, now, now + WRITE_LEASE_MS);
  if (!job) return { result: 'busy' };
  const plan = job.plan as unknown as WritePlan;
  const result = (job.result ?? {}) as WriteResult;
  const settle = async (status: 'done' | 'dead', failure: string | null) => {
    await runBatch(db, [repo.updateJobStmt(db, job.id, { status, result: result as Record<string, unknown>, lastError: failure, leaseUntil: null, updatedAt: Date.now() })]);
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
    if (e instanceof CrmTokenExpiredError) return settle('dead', `${providerLabel(job.provider)} connection expired: reconnect it to write to the CRM`);
    if (job.attempts >= MAX_WRITE_ATTEMPTS) return settle('dead', text(e));
    const wait = e instanceof CrmRateLimitedError && e.retryAfterSeconds !== null ? Math.max(1, e.retryAfterSeconds) : backoffSeconds(job.attempts);
    await runBatch(db, [repo.updateJobStmt(db, job.id, { result: result as Record<string, unknown>, lastError: text(e), dueAt: now + wait * 1000, leaseUntil: null, updatedAt: Date.now() })]);
    return { result: 'retry', delaySeconds: wait };
  }
}

/** The cron's part: queues pending jobs whose message was lost or whose consumer died. */
export async function sweepWriteJobs(env: Env, db: Db, now: number) {
  const due = await repo.dueJobs(db, now - 30_000, 50);
  for (const j of due) await env.CRM_QUEUE.send({ type: 'write', jobId: j.id }).catch(() => undefined);
  return due.length;
}
