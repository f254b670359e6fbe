import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { OrganizationDto, TrustedOriginsDto, UpdateOrganizationInput } from '../../contracts/organization';
import { DomainError, notFound } from '../../core/errors';
import { isFreeEmailDomain } from '../../core/routing/free-email-domains';
import { auditStmt } from '../audit-log/service';
import * as repo from './repo';

/**
 * For other features: the organization's record, a statement that creates one (sign-up batches it with
 * the first user), and the organization open to sign-up from an e-mail domain.
 */
export const organizationById = (db: Db, accountId: string) => repo.findOrganization(db, accountId);
/** The same read as a statement for a batch: its result is a list of at most one row. */
export const organizationStmt = repo.organizationStmt;
export const insertOrganizationStmt = repo.insertOrganizationStmt;
export const openOrganizationForDomain = (db: Db, domain: string) => repo.openOrganizationForDomain(db, domain);
/** For Settings -> Meeting -> Meeting window: the statement allowing (or not) changes after a meeting's start. */
export const allowChangesAfterStartStmt = (db: Db, accountId: string, allow: boolean) =>
  repo.updateOrganizationStmt(db, accountId, { allowChangesAfterStart: allow });

export async function getOrganization(db: Db, caller: Caller): Promise<OrganizationDto> {
  const row = await repo.findOrganization(db, caller.accountId);
  if (!row) throw notFound('Organization');
  return repo.toOrganizationDto(row);
}

export async function updateOrganization(db: Db, caller: Caller, input: UpdateOrganizationInput) {
  const { onboarded, logoUrl, domainAllowlist, ...rest } = input;
  const set: Record<string, unknown> = { ...rest };
  if (logoUrl !== undefined) set.logoUrl = logoUrl || null;
  if (domainAllowlist) {
    const domains = [...new Set(domainAllowlist)];
    // A domain opens sign-up into one organization only, and never a free e-mail provider's.
    const taken = await repo.domainsAllowedElsewhere(db, caller.accountId, domains);
    for (const [i, d] of domains.entries()) {
      if (isFreeEmailDomain(d))
        throw new DomainError('invalid', 'invalid', 'Free email domains cannot be allowed', `/domainAllowlist/${i}`);
      if (taken.has(d)) throw new DomainError('conflict', 'domain_taken', 'The domain is already in use', `/domainAllowlist/${i}`);
    }
    set.domainAllowlist = domains;
  }
  if (onboarded) set.onboardedAt = Date.now();
  if (Object.keys(set).length) await repo.updateOrganization(db, caller.accountId, set);
  return getOrganization(db, caller);
}

/** The origins allowed to call the widget's public routing API (spec: Settings, trusted origins). */
export async function getTrustedOrigins(db: Db, accountId: string): Promise<string[]> {
  const row = await repo.findOrganization(db, accountId);
  if (!row) throw notFound('Organization');
  return row.trustedOrigins;
}

/** Replaces the list; the contract has already normalised each origin and removed duplicates. */
export async function setTrustedOrigins(db: Db, caller: Caller, trustedOrigins: string[]): Promise<TrustedOriginsDto> {
  const before = await getTrustedOrigins(db, caller.accountId);
  if (JSON.stringify(before) === JSON.stringify(trustedOrigins)) return { trustedOrigins: before };
  // A security setting: the change and its audit entry (who, before, after) land together.
  await db.batch([
    repo.updateOrganizationStmt(db, caller.accountId, { trustedOrigins }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'security_changed',
      actorUserId: caller.userId,
      detail: { setting: 'trusted_origins', before: { trustedOrigins: before }, after: { trustedOrigins } },
      at: Date.now(),
    }),
  ]);
  return { trustedOrigins: await getTrustedOrigins(db, caller.accountId) };
}

/** The asset template meeting links' booking pages use, as stored (null: the system Default); the assets feature decides. */
export const meetingLinkAssetTemplateId = async (db: Db, accountId: string) =>
  (await repo.findOrganization(db, accountId))?.meetingLinkAssetTemplateId ?? null;
export const setMeetingLinkAssetTemplateId = (db: Db, accountId: string, templateId: string | null) =>
  repo.updateOrganization(db, accountId, { meetingLinkAssetTemplateId: templateId });
