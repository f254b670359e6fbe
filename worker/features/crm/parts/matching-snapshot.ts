import type { CountryCode } from 'libphonenumber-js';
import type { Db } from '../../../db/client';
import type { CrmRecord, FieldValue } from '../../../contracts/routing';
import { isFreeEmailDomain } from '../../../core/routing/free-email-domains';
import { emailDomain, normaliseEmail, normalisePhone, registrableDomain } from '../../../core/routing/identity';
import { toAtoms } from '../../../core/routing/values';
import * as repo from '../repo';
import * as matchRepo from '../match-repo';

/** What the routing engine knows of a prospect before matching; `fields` maps CRM field keys to form answers. */
export type MatchingProspect = {
  email?: string | null;
  phone?: string | null;
  domain?: string | null;
  fields?: Record<string, FieldValue | undefined>;
};

/** Field values looked up per prospect: enough for any form, few enough to stay far under D1's 100 bound parameters. */
const MAX_FIELD_VALUES = 10;

/**
 * The CRM records a matching decision can need for one prospect, loaded by e-mail, registrable domain
 * (never a free-mail one: gmail.com would pull in every gmail contact), phone and field values, plus the
 * accounts of matched people and the opportunities of matched accounts and contacts. One D1 round trip of
 * three indexed queries; the pure matcher then decides without scanning the table.
 */
export async function crmSnapshotForMatching(
  db: Db,
  accountId: string,
  prospect: MatchingProspect,
  options: { defaultCountry?: CountryCode } = {},
): Promise<CrmRecord[]> {
  const email = normaliseEmail(prospect.email);
  const domain = registrableDomain(prospect.domain) ?? emailDomain(email);
  const fields: { key: string; values: string[] }[] = [];
  let budget = MAX_FIELD_VALUES;
  for (const [key, value] of Object.entries(prospect.fields ?? {})) {
    const values = [...new Set(toAtoms(value ?? null).map((a) => a.toLowerCase()))].slice(0, budget);
    if (!key.trim() || values.length === 0) continue;
    budget -= values.length;
    fields.push({ key, values });
    if (budget <= 0) break;
  }
  const rows = await matchRepo.snapshotRows(db, accountId, {
    email,
    domain: domain && !isFreeEmailDomain(domain) ? domain : null,
    phone: normalisePhone(prospect.phone, options.defaultCountry),
    fields,
  });
  return rows.map(repo.toCrmRecord);
}
