import type { Db } from '../../db/client';
import type { Read } from '../../db/batch';
import type { Caller, Env } from '../../env';
import { DomainError, conflict, fieldError, notFound, isUniqueViolation } from '../../core/errors';
import { dnsRecords, domainStatus, hostnameProblem, verificationErrors } from '../../core/domains/scheduler-domain';
import {
  DOMAIN_MESSAGES,
  type SaveSchedulerDomainInput,
  type SchedulerDomainStateDto,
  type UpdateRootRedirectInput,
} from '../../contracts/scheduler-domain';
import {
  CloudflareError,
  customHostnames,
  hasCloudflareCredentials,
  type CloudflareEnv,
  type CustomHostname,
} from '../../integrations/cloudflare/custom-hostnames';
import * as repo from './repo';

export type DomainEnv = CloudflareEnv & Pick<Env, 'APP_URL'> & { CF_FALLBACK_ORIGIN?: string };

const ownHost = (env: Pick<Env, 'APP_URL'>) => new URL(env.APP_URL).hostname;
/** The CNAME target customers point their hostname at: the zone's fallback origin, by default the app's own host. */
const fallbackOrigin = (env: DomainEnv) => env.CF_FALLBACK_ORIGIN?.trim() || ownHost(env);

const notConfigured = () => new DomainError('bad_request', 'domains_not_configured', DOMAIN_MESSAGES.notConfigured);

/** Cloudflare's refusal in the spec's words; Cloudflare's own message follows so the Admin knows what to fix. */
function cloudflareProblem(e: unknown): never {
  if (!(e instanceof CloudflareError)) throw e;
  // 1406: "Duplicate custom hostname found": another zone or customer already serves it.
  if (e.codes.includes(1406)) throw conflict('domain_in_use', DOMAIN_MESSAGES.inUse, '/hostname');
  const why = e.messages.join('; ');
  throw new DomainError('invalid', 'cannot_verify_domain', why ? `${DOMAIN_MESSAGES.cannotVerify}: ${why}` : DOMAIN_MESSAGES.cannotVerify);
}

const stateOf = (env: DomainEnv, h: CustomHostname): repo.DomainState => ({
  status: domainStatus(h),
  hostnameStatus: h.status,
  sslStatus: h.ssl?.status ?? null,
  records: dnsRecords(h, fallbackOrigin(env)),
  verificationErrors: verificationErrors(h),
});

const answer = (env: DomainEnv, row: repo.DomainRecord | null | undefined): SchedulerDomainStateDto => ({
  configured: hasCloudflareCredentials(env),
  domain: row ? repo.toDto(row) : null,
});

export async function getSchedulerDomain(db: Db, env: DomainEnv, caller: Caller) {
  return answer(env, await repo.findDomain(db, caller.accountId));
}

/**
 * Adds the organization's scheduler domain and creates its custom hostname at Cloudflare. Saving the same
 * hostname again (a double click, two tabs) answers the domain as it is and creates nothing more.
 */
export async function saveSchedulerDomain(db: Db, env: DomainEnv, caller: Caller, input: SaveSchedulerDomainInput, now = Date.now()) {
  const problem = hostnameProblem(input.hostname, ownHost(env));
  if (problem) throw fieldError('hostname', DOMAIN_MESSAGES.invalid);
  if (!hasCloudflareCredentials(env)) throw notConfigured();
  const rootRedirectUrl = input.rootRedirectUrl || null;
  let claimed: repo.DomainRecord | null;
  try {
    claimed = await repo.claimDomain(db, caller.accountId, input.hostname, rootRedirectUrl, now);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('domain_in_use', DOMAIN_MESSAGES.inUse, '/hostname');
    throw e;
  }
  if (!claimed) {
    const current = await repo.findDomain(db, caller.accountId);
    if (current?.hostname !== input.hostname) throw conflict('domain_exists', DOMAIN_MESSAGES.replace, '/hostname');
    return answer(env, current);
  }
  let created: CustomHostname;
  try {
    created = await customHostnames(env).create(input.hostname);
  } catch (e) {
    await repo.deleteDomain(db, caller.accountId);
    cloudflareProblem(e);
  }
  return answer(env, await repo.saveState(db, caller.accountId, created.id, stateOf(env, created), now));
}

export async function updateRootRedirect(db: Db, env: DomainEnv, caller: Caller, input: UpdateRootRedirectInput, now = Date.now()) {
  const row = await repo.saveRootRedirect(db, caller.accountId, input.rootRedirectUrl || null, now);
  if (!row) throw notFound('Scheduler domain');
  return answer(env, row);
}

/** Reads the custom hostname at Cloudflare now and records its state ("Check now", and the cron). */
async function refresh(db: Db, env: DomainEnv, row: repo.DomainRecord, now: number) {
  if (!row.cfHostnameId) return row;
  const h = await customHostnames(env).get(row.cfHostnameId);
  return (await repo.saveState(db, row.accountId, h.id, stateOf(env, h), now)) ?? row;
}

export async function checkSchedulerDomain(db: Db, env: DomainEnv, caller: Caller, now = Date.now()) {
  const row = await repo.findDomain(db, caller.accountId);
  if (!row) throw notFound('Scheduler domain');
  if (!hasCloudflareCredentials(env)) throw notConfigured();
  try {
    return answer(env, await refresh(db, env, row, now));
  } catch (e) {
    return cloudflareProblem(e);
  }
}

/** Deletes the custom hostname at Cloudflare (already gone there is fine), then the domain: links go back to the app's own host. */
export async function removeSchedulerDomain(db: Db, env: DomainEnv, caller: Caller) {
  const row = await repo.findDomain(db, caller.accountId);
  if (!row) throw notFound('Scheduler domain');
  if (row.cfHostnameId) {
    if (!hasCloudflareCredentials(env)) throw notConfigured();
    try {
      await customHostnames(env).remove(row.cfHostnameId);
    } catch (e) {
      if (!(e instanceof CloudflareError && e.status === 404)) cloudflareProblem(e);
    }
  }
  await repo.deleteDomain(db, caller.accountId);
}

/** The cron's pass: pending and unverified domains move on their own once the customer's DNS is right. */
export async function sweepSchedulerDomains(env: DomainEnv, db: Db, now: number) {
  if (!hasCloudflareCredentials(env)) return;
  for (const row of await repo.duePolls(db, now, 20)) {
    // One hostname Cloudflare cannot answer for must not hold up the others; it is tried again next pass.
    await refresh(db, env, row, now).catch((e: unknown) => console.warn('scheduler domain poll failed', row.hostname, String(e)));
  }
}

/** The organization's verified scheduler domain, or null: what the links it generates use. */
export async function verifiedHostname(db: Db, accountId: string): Promise<string | null> {
  const row = await repo.findDomain(db, accountId);
  return row?.status === 'verified' ? row.hostname : null;
}

/** The origin of every public link the organization hands out: its verified scheduler domain, else the app's own. */
export async function publicOrigin(db: Db, env: Pick<Env, 'APP_URL'>, accountId: string): Promise<string> {
  const host = await verifiedHostname(db, accountId);
  return host ? `https://${host}` : env.APP_URL.replace(/\/$/, '');
}

/** publicOrigin as a read, for a path that reads it in one D1 batch with other reads (the booking). */
export const publicOriginRead = (db: Db, env: Pick<Env, 'APP_URL'>, accountId: string): Read<string> => ({
  stmts: [repo.domainStmt(db, accountId)],
  of: ([found]) => {
    const rows = found as { status: string; hostname: string }[];
    return rows[0]?.status === 'verified' ? `https://${rows[0].hostname}` : env.APP_URL.replace(/\/$/, '');
  },
});

/** APP_URL as the organization's public links see it: its verified scheduler domain's origin, else the app's own. */
export const publicUrls = async (db: Db, env: Pick<Env, 'APP_URL'>, accountId: string): Promise<Pick<Env, 'APP_URL'>> => ({
  APP_URL: await publicOrigin(db, env, accountId),
});

/** The domain a request's Host names, whatever its state (host routing decides what an unverified one serves: nothing). */
export const domainOfHost = (db: Db, hostname: string) => repo.findByHostname(db, hostname);
