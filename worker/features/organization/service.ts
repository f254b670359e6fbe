import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { UpdateOrganizationInput } from '../../contracts/organization';
import { notFound } from '../../http/errors';
import * as repo from './repo';

export async function getOrganization(db: Db, caller: Caller) {
  const row = await repo.findOrganization(db, caller.accountId);
  if (!row) throw notFound('Organization');
  return repo.toOrganizationDto(row);
}

export async function updateOrganization(db: Db, caller: Caller, input: UpdateOrganizationInput) {
  const { onboarded, logoUrl, domainAllowlist, ...rest } = input;
  const set: Record<string, unknown> = { ...rest };
  if (logoUrl !== undefined) set.logoUrl = logoUrl || null;
  if (domainAllowlist) set.domainAllowlist = [...new Set(domainAllowlist)];
  if (onboarded) set.onboardedAt = Date.now();
  if (Object.keys(set).length) await repo.updateOrganization(db, caller.accountId, set);
  return getOrganization(db, caller);
}
