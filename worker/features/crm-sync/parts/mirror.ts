import type { CountryCode } from 'libphonenumber-js';
import type { Db } from '../../../db/client';
import type { Stmt } from '../../../db/batch';
import type { CrmRecord } from '../../../contracts/routing';
import { emailDomain, normaliseEmail, normalisePhone, registrableDomain } from '../../../core/routing/identity';
import type { VendorRecord } from '../../../integrations/crm/vendor';
import * as repo from '../repo';

/** The mirrored record's id: one per integration, module and vendor id, so every re-read lands on the same row. */
export const mirrorId = (integrationId: string, module: string, externalId: string) => `${integrationId}:${module}:${externalId}`;

/** The vendor id back from a mirror id (null for a record that is not this integration's). */
export function externalIdOf(integrationId: string, id: string): { module: string; externalId: string } | null {
  if (!id.startsWith(`${integrationId}:`)) return null;
  const rest = id.slice(integrationId.length + 1);
  const i = rest.indexOf(':');
  return i < 0 ? null : { module: rest.slice(0, i), externalId: rest.slice(i + 1) };
}

/** Owners of a page: CRM owner id -> e-mail (crm_owners), e-mail -> active member. */
export type OwnerDirectory = { emailOf: Map<string, string>; userOf: Map<string, string> };

export async function ownerDirectory(db: Db, accountId: string, integrationId: string): Promise<OwnerDirectory> {
  const owners = await repo.ownersOf(db, integrationId);
  const emailOf = new Map(owners.map((o) => [o.externalId, o.email]));
  const emails = [...new Set(owners.map((o) => o.email))];
  const userOf = new Map<string, string>();
  for (let i = 0; i < emails.length; i += 90)
    for (const m of await repo.membersByEmails(db, accountId, emails.slice(i, i + 90))) userOf.set(m.email.toLowerCase(), m.id);
  return { emailOf, userOf };
}

/** The crm_records row of a vendor record, normalised the way matching reads (e-mail, registrable domain, E.164). */
export function toMirrorRow(
  accountId: string,
  integrationId: string,
  r: VendorRecord,
  owners: OwnerDirectory,
  now: number,
  defaultCountry?: CountryCode,
): repo.CrmRecordInsert {
  const email = normaliseEmail(r.email);
  const ownerEmail = (r.ownerEmail ?? (r.ownerExternalId ? owners.emailOf.get(r.ownerExternalId) : null) ?? null)?.toLowerCase() ?? null;
  const isAccount = r.module === 'account';
  return {
    id: mirrorId(integrationId, r.module, r.externalId),
    accountId,
    module: r.module,
    objectType: r.module === 'custom_object' ? (r.objectType ?? null) : null,
    name: (r.name ?? '').slice(0, 200),
    email,
    emailDomain: emailDomain(email),
    phone: normalisePhone(r.phone, defaultCountry),
    domain: isAccount ? registrableDomain(r.domain) : null,
    ownerUserId: ownerEmail ? (owners.userOf.get(ownerEmail) ?? null) : null,
    ownerEmail,
    parentAccountId: !isAccount && r.accountExternalId ? mirrorId(integrationId, 'account', r.accountExternalId) : null,
    contactId: r.module === 'opportunity' && r.contactExternalId ? mirrorId(integrationId, 'contact', r.contactExternalId) : null,
    fields: r.fields,
    createdAt: now,
    updatedAt: r.modifiedAt || now,
  };
}

/** Statements mirroring a page: upserts, and deletes for records the vendor reports deleted. */
export function mirrorStmts(
  db: Db,
  accountId: string,
  integrationId: string,
  records: VendorRecord[],
  owners: OwnerDirectory,
  now: number,
): Stmt[] {
  return records.map((r) =>
    r.deleted
      ? repo.deleteMirrorStmt(db, accountId, mirrorId(integrationId, r.module, r.externalId))
      : repo.upsertMirrorStmt(db, toMirrorRow(accountId, integrationId, r, owners, now)),
  );
}

/** The matcher's view of a freshly read record, as repo.toCrmRecord would give after mirroring it. */
export function toMatchRecord(row: repo.CrmRecordInsert): CrmRecord {
  return {
    id: row.id,
    module: row.module,
    objectType: row.objectType ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    domain: row.domain ?? null,
    accountId: row.parentAccountId ?? null,
    contactId: row.contactId ?? null,
    updatedAt: new Date(row.updatedAt).toISOString(),
    fields: { ...(row.fields ?? {}), name: row.name ?? '', owner_id: row.ownerUserId ?? null, owner_email: row.ownerEmail ?? null },
  };
}
