import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimAccountRow, updateAccountRow } from '../../db/account-rows';
import { schedulerDomains } from '../../db/schema/scheduler-domains';
import type { DnsRecordDto, DomainStatus, SchedulerDomainDto } from '../../contracts/scheduler-domain';

/** What a read of the custom hostname at Cloudflare changes. */
export type DomainState = {
  status: DomainStatus;
  hostnameStatus: string | null;
  sslStatus: string | null;
  records: DnsRecordDto[];
  verificationErrors: string[];
};
/** An organization's scheduler domain as stored; cfHostnameId is null only while its first save creates it. */
export type DomainRecord = DomainState & {
  accountId: string;
  hostname: string;
  cfHostnameId: string | null;
  rootRedirectUrl: string | null;
  checkedAt: number | null;
  createdAt: number;
  updatedAt: number;
};

export const toDto = (r: DomainRecord): SchedulerDomainDto => ({
  hostname: r.hostname,
  status: r.status,
  hostnameStatus: r.hostnameStatus,
  sslStatus: r.sslStatus,
  records: r.records,
  verificationErrors: r.verificationErrors,
  rootRedirectUrl: r.rootRedirectUrl,
  checkedAt: r.checkedAt === null ? null : new Date(r.checkedAt).toISOString(),
});

/** The organization's domain row as a statement, for a batch of reads (at most one row). */
export const domainStmt = (db: Db, accountId: string) =>
  db.select().from(schedulerDomains).where(eq(schedulerDomains.accountId, accountId));

export const findDomain = (db: Db, accountId: string) => domainStmt(db, accountId).get();

export const findByHostname = (db: Db, hostname: string) =>
  db.select().from(schedulerDomains).where(eq(schedulerDomains.hostname, hostname)).get();

/**
 * Claims the organization's one domain before Cloudflare is called: of two saves at once only one inserts
 * (account_id is the key), so only that one creates a custom hostname. Null when a domain was already there.
 * A hostname another organization holds fails on the unique index.
 */
export const claimDomain = (db: Db, accountId: string, hostname: string, rootRedirectUrl: string | null, now: number) =>
  claimAccountRow(db, schedulerDomains, { accountId, hostname, status: 'pending', rootRedirectUrl, createdAt: now, updatedAt: now });

/** Records what Cloudflare answered; a claim gets its custom hostname id here. */
export const saveState = (db: Db, accountId: string, cfHostnameId: string, state: DomainState, now: number) =>
  updateAccountRow(db, schedulerDomains, accountId, { ...state, cfHostnameId, checkedAt: now, updatedAt: now });

export const saveRootRedirect = (db: Db, accountId: string, rootRedirectUrl: string | null, now: number) =>
  updateAccountRow(db, schedulerDomains, accountId, { rootRedirectUrl, updatedAt: now });

export const deleteDomain = (db: Db, accountId: string) =>
  db.delete(schedulerDomains).where(eq(schedulerDomains.accountId, accountId)).run();

/** Custom hostnames the cron reads again: unverified or pending ones each minute, verified ones every few hours (a moved CNAME). */
export const duePolls = (db: Db, now: number, limit: number) =>
  db
    .select()
    .from(schedulerDomains)
    .where(
      and(
        isNotNull(schedulerDomains.cfHostnameId),
        or(
          and(ne(schedulerDomains.status, 'verified'), lt(schedulerDomains.checkedAt, now - 60_000)),
          lt(schedulerDomains.checkedAt, now - 6 * 3_600_000),
        ),
      ),
    )
    .orderBy(schedulerDomains.checkedAt)
    .limit(limit)
    .all();
