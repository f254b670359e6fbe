import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import type { CrmRecord } from '../../../contracts/routing';
import { emailDomain, normaliseEmail } from '../../../core/routing/identity';
import { isFreeEmailDomain } from '../../../core/routing/free-email-domains';
import { CrmTokenExpiredError } from '../../../integrations/crm/adapter';
import { isUsable, openClient, pickCrmInUse, providerLabel } from './connection';
import { ownerDirectory, toMatchRecord, toMirrorRow } from './mirror';
import { mirrorAge } from './sync';
import * as repo from '../repo';

/** A mirror older than this gets one bounded read of the prospect's own records at submission. */
export const FRESHNESS_AGE_MS = 3 * 60_000;
/** The read's strict bound: past it the mirror answers alone and the routing log says so. */
export const FRESHNESS_TIMEOUT_MS = 800;

export type FreshSnapshot = {
  records: CrmRecord[];
  /** Routing log lines: the read timed out, failed, or the CRM's connection expired (the mirror answered). */
  notes: string[];
  /** Each member's owner ids in the CRM in use, so rules on the vendor's owner property find the member. */
  ownerIds: Map<string, string[]>;
  /** Writes what the read brought into the mirror; run after the response. */
  persist: (() => Promise<void>) | null;
};

class FreshnessTimeout extends Error {}

/**
 * The CRM records a decision reads: the local mirror (`mirror`, the crm feature's indexed snapshot), plus, when an outside CRM is in use and
 * its mirror is older than FRESHNESS_AGE_MS, that CRM's current records for the prospect's e-mail and
 * domain read within FRESHNESS_TIMEOUT_MS and laid over the mirror's. The read runs beside the mirror
 * query, so a fast CRM costs its own latency and nothing more.
 */
export async function crmSnapshotWithFreshness(
  env: Env,
  db: Db,
  accountId: string,
  prospect: { email?: string | null },
  mirror: Promise<CrmRecord[]>,
  now = Date.now(),
  timeoutMs = FRESHNESS_TIMEOUT_MS,
): Promise<FreshSnapshot> {
  // One round trip for the CRM in use, its sync state and the members' owner ids; the mirror query runs beside it.
  const state = await repo.crmRoutingState(db, accountId);
  const crm = pickCrmInUse(state.rows);
  if (!crm) return { records: await mirror, notes: [], ownerIds: new Map(), persist: null };
  const label = providerLabel(crm.provider);
  const ownerIds = new Map<string, string[]>();
  for (const o of state.owners) if (o.integrationId === crm.id) ownerIds.set(o.userId, [...(ownerIds.get(o.userId) ?? []), o.externalId]);
  if (!isUsable(crm))
    return { records: await mirror, notes: [`${label} connection expired: matching used the mirrored records`], ownerIds, persist: null };
  const email = normaliseEmail(prospect.email);
  const domain = emailDomain(email);
  const age = mirrorAge(state.states.filter((st) => st.integrationId === crm.id));
  if (!email || (age !== null && now - age < FRESHNESS_AGE_MS)) return { records: await mirror, notes: [], ownerIds, persist: null };
  const signal = AbortSignal.timeout(timeoutMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new FreshnessTimeout()), timeoutMs)));
  const read = (async () => {
    const h = await openClient(env, db, crm, { fetch: (input, init) => fetch(input, { ...init, signal }) });
    const [people, companies, owners] = await Promise.all([
      h.client.findByEmail(email),
      domain && !isFreeEmailDomain(domain) ? h.client.findByDomain(domain) : Promise.resolve([]),
      ownerDirectory(db, accountId, crm.id),
    ]);
    return [...people, ...companies].map((r) => toMirrorRow(accountId, crm.id, r, owners, now));
  })();
  const [records, fresh] = await Promise.all([
    mirror,
    Promise.race([read, deadline]).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error }),
    ),
  ]);
  clearTimeout(timer);
  if ('error' in fresh) {
    read.catch(() => undefined);
    const e = fresh.error;
    const why =
      e instanceof FreshnessTimeout || (e instanceof Error && e.name === 'TimeoutError')
        ? `did not answer within ${timeoutMs} ms`
        : e instanceof CrmTokenExpiredError
          ? 'connection expired'
          : `could not be read (${e instanceof Error ? e.message.slice(0, 120) : String(e)})`;
    return { records, notes: [`${label} ${why}: matching used the mirrored records`], ownerIds, persist: null };
  }
  const byId = new Map(records.map((r) => [r.id, r]));
  // A quick read carries the base properties only: the mirror's other fields stay, the fresh ones win.
  const rows = fresh.rows.map((row) => {
    const { name: _n, owner_id: _o, owner_email: _e, ...kept } = byId.get(row.id)?.fields ?? {};
    return { ...row, fields: { ...kept, ...row.fields } };
  });
  for (const row of rows) byId.set(row.id, toMatchRecord(row));
  return {
    records: [...byId.values()],
    notes: [],
    ownerIds,
    persist: rows.length
      ? () =>
          runBatch(
            db,
            rows.map((r) => repo.upsertMirrorStmt(db, r)),
          ).then(() => undefined)
      : null,
  };
}
