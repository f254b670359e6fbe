import type { CountryCode } from 'libphonenumber-js';
import { MESSAGES } from '../../../contracts/common';
import { CRM_MESSAGES } from '../../../contracts/crm';
import type { ImportModule, ImportRowError } from '../../../contracts/crm-import';
import { normaliseEmail, normalisePhone, registrableDomain } from '../../../core/routing/identity';

/** One file row read through the mapping and normalised the way matching reads records. */
export type MappedRow = {
  row: number;
  /** The upsert key: e-mail for people, domain for accounts. */
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  domain: string | null;
  ownerEmail: string | null;
  parentDomain: string | null;
  fields: Record<string, string>;
};

export type Cell = string | number | boolean | null;

const text = (cell: Cell | undefined) =>
  cell === null || cell === undefined ? '' : typeof cell === 'boolean' ? (cell ? 'true' : 'false') : String(cell).trim();

/**
 * Reads one row through the column mapping; a value that is present but unusable (a bad e-mail, phone or
 * domain) fails the row with a message naming it, rather than importing half a record.
 */
export function mapImportRow(
  module: ImportModule,
  mapping: Record<string, string>,
  raw: Record<string, Cell>,
  row: number,
  defaultCountry?: CountryCode,
): { ok: true; value: MappedRow } | { ok: false; error: ImportRowError } {
  const get: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [column, target] of Object.entries(mapping)) {
    const value = text(raw[column]);
    if (value === '') continue;
    if (target.startsWith('custom:')) fields[target.slice('custom:'.length)] = value;
    else get[target] = value;
  }
  const fail = (message: string) => ({ ok: false as const, error: { row, message } });

  const name = get.name ?? ([get.first_name, get.last_name].filter(Boolean).join(' ') || null);
  // An identity column as matching stores it: null when left empty, a failure naming the value when unreadable.
  const identity = (column: string, normalise: (s: string) => string | null, invalid: string) => {
    const given = get[column];
    if (!given) return { value: null };
    const value = normalise(given);
    return value ? { value } : { error: `${invalid}: "${given}"` };
  };
  const read = [
    identity('email', normaliseEmail, MESSAGES.emailInvalid),
    identity('phone', (s) => normalisePhone(s, defaultCountry), CRM_MESSAGES.invalidPhone),
    identity('domain', registrableDomain, CRM_MESSAGES.invalidDomain),
    identity('owner_email', normaliseEmail, 'Enter a valid owner email'),
    identity('parent_domain', registrableDomain, CRM_MESSAGES.invalidDomain),
  ];
  const failed = read.find((r) => 'error' in r);
  if (failed?.error) return fail(failed.error);
  const [email, phone, domain, ownerEmail, parentDomain] = read.map((r) => r.value ?? null);

  const key = module === 'account' ? domain : email;
  if (!key) return fail(module === 'account' ? 'Domain is a required field' : MESSAGES.emailRequired);
  // An account is known by its name everywhere; one made up from the domain would be stored silently.
  if (module === 'account' && !name) return fail(MESSAGES.nameRequired);
  return { ok: true, value: { row, key, name, email, phone, domain, ownerEmail, parentDomain, fields } };
}

/** Folds rows sharing a key into the first one, later non-empty values winning, as a second pass over the file would. */
export function mergeByKey(rows: MappedRow[]): { merged: MappedRow[]; duplicates: number } {
  const byKey = new Map<string, MappedRow>();
  let duplicates = 0;
  for (const r of rows) {
    const seen = byKey.get(r.key);
    if (!seen) {
      byKey.set(r.key, { ...r, fields: { ...r.fields } });
      continue;
    }
    duplicates += 1;
    seen.name = r.name ?? seen.name;
    seen.phone = r.phone ?? seen.phone;
    seen.ownerEmail = r.ownerEmail ?? seen.ownerEmail;
    seen.parentDomain = r.parentDomain ?? seen.parentDomain;
    Object.assign(seen.fields, r.fields);
  }
  return { merged: [...byKey.values()], duplicates };
}
