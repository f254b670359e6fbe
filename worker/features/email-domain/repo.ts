import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimAccountRow, updateAccountRow } from '../../db/account-rows';
import { emailDomains } from '../../db/schema/email-domains';
import type { EmailDnsRecordDto, EmailDomainDto, EmailDomainStatus } from '../../contracts/email-domain';

/** What a read of the domain at the provider changes. */
export type ProviderState = { status: EmailDomainStatus; providerStatus: string | null; records: EmailDnsRecordDto[] };
/** An organization's sending domain as stored; providerDomainId is null only while its first save registers it. */
export type EmailDomainRecord = ProviderState & {
  accountId: string;
  domain: string;
  notificationPrefix: string;
  providerDomainId: string | null;
  providerStatus: string | null;
  checkedAt: number | null;
  createdAt: number;
  updatedAt: number;
};

export const toDto = (r: EmailDomainRecord): EmailDomainDto => ({
  domain: r.domain,
  notificationPrefix: r.notificationPrefix,
  fromAddress: `${r.notificationPrefix}@${r.domain}`,
  status: r.status,
  providerStatus: r.providerStatus,
  records: r.records,
  checkedAt: r.checkedAt === null ? null : new Date(r.checkedAt).toISOString(),
});

export const findDomain = (db: Db, accountId: string) => db.select().from(emailDomains).where(eq(emailDomains.accountId, accountId)).get();

/**
 * Claims the organization's one sending domain before the provider is called: of two saves at once only one inserts
 * (account_id is the key), so only that one registers a provider domain. Null when a domain was already there. A
 * domain another organization holds fails on the unique index.
 */
export const claimDomain = (db: Db, accountId: string, domain: string, notificationPrefix: string, now: number) =>
  claimAccountRow(db, emailDomains, { accountId, domain, notificationPrefix, status: 'pending', createdAt: now, updatedAt: now });

/** Records what the provider answered; a claim gets its provider domain id here. */
export const saveState = (db: Db, accountId: string, providerDomainId: string, state: ProviderState, now: number) =>
  updateAccountRow(db, emailDomains, accountId, { ...state, providerDomainId, checkedAt: now, updatedAt: now });

export const savePrefix = (db: Db, accountId: string, notificationPrefix: string, now: number) =>
  updateAccountRow(db, emailDomains, accountId, { notificationPrefix, updatedAt: now });

export const deleteDomain = (db: Db, accountId: string) => db.delete(emailDomains).where(eq(emailDomains.accountId, accountId)).run();

/**
 * Domains the cron reads again: pending ones each minute, verified ones every few hours (a DKIM record removed). A
 * failed one waits for the Admin's "Check now": the provider stopped looking and only a new verification restarts it.
 */
export const duePolls = (db: Db, now: number, limit: number) =>
  db
    .select()
    .from(emailDomains)
    .where(
      and(
        isNotNull(emailDomains.providerDomainId),
        or(
          and(eq(emailDomains.status, 'pending'), lt(emailDomains.checkedAt, now - 60_000)),
          and(eq(emailDomains.status, 'verified'), lt(emailDomains.checkedAt, now - 6 * 3_600_000)),
        ),
      ),
    )
    .orderBy(emailDomains.checkedAt)
    .limit(limit)
    .all();
