import type { CountryCode } from 'libphonenumber-js';
import type { CrmRecord } from '../../contracts/routing';
import { isFreeEmailDomain } from './free-email-domains';
import { emailDomain, normaliseEmail, normalisePhone, registrableDomain } from './identity';
import { textKey, toAtoms } from './values';

/** Lookup maps over a CRM snapshot; every bucket is ordered most recently updated first, then by id. */
export interface CrmIndex {
  readonly size: number;
  readonly byId: ReadonlyMap<string, CrmRecord>;
  /** normalised e-mail -> records carrying it (leads, contacts, custom objects). */
  readonly byEmail: ReadonlyMap<string, CrmRecord[]>;
  /** registrable domain of the record's e-mail -> records; free-provider domains are left out. */
  readonly byEmailDomain: ReadonlyMap<string, CrmRecord[]>;
  /** registrable domain of an account's domain or website -> accounts. */
  readonly byAccountDomain: ReadonlyMap<string, CrmRecord[]>;
  /** E.164 phone -> records. */
  readonly byPhone: ReadonlyMap<string, CrmRecord[]>;
  readonly oppsByAccount: ReadonlyMap<string, CrmRecord[]>;
  readonly oppsByContact: ReadonlyMap<string, CrmRecord[]>;
  /** Records whose CRM field equals the value (case-insensitive); each field is indexed on first use. */
  fieldLookup(field: string, value: string): CrmRecord[];
}

export interface CrmIndexOptions {
  /** Country used to read phone numbers stored without a country code. */
  defaultCountry?: CountryCode;
}

const EMPTY: CrmRecord[] = [];

function push(map: Map<string, CrmRecord[]>, key: string | null | undefined, record: CrmRecord): void {
  if (!key) return;
  const bucket = map.get(key);
  if (bucket) bucket.push(record);
  else map.set(key, [record]);
}

/** Most recently updated first: when several records match, the freshest one is the likeliest owner of truth. */
export function compareRecency(a: CrmRecord, b: CrmRecord): number {
  const ua = a.updatedAt ?? '';
  const ub = b.updatedAt ?? '';
  if (ua !== ub) return ua > ub ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function sortBuckets(map: Map<string, CrmRecord[]>): void {
  for (const bucket of map.values()) if (bucket.length > 1) bucket.sort(compareRecency);
}

function accountDomain(record: CrmRecord): string | null {
  const website = record.fields['website'];
  const raw = record.domain ?? (typeof website === 'string' ? website : null);
  return registrableDomain(raw);
}

/** Builds the lookup maps once per snapshot, so matching a prospect is a handful of Map reads. */
export function buildCrmIndex(records: ReadonlyArray<CrmRecord>, options: CrmIndexOptions = {}): CrmIndex {
  const byId = new Map<string, CrmRecord>();
  const byEmail = new Map<string, CrmRecord[]>();
  const byEmailDomain = new Map<string, CrmRecord[]>();
  const byAccountDomain = new Map<string, CrmRecord[]>();
  const byPhone = new Map<string, CrmRecord[]>();
  const oppsByAccount = new Map<string, CrmRecord[]>();
  const oppsByContact = new Map<string, CrmRecord[]>();

  for (const record of records) {
    byId.set(record.id, record);
    const email = normaliseEmail(record.email);
    if (email) {
      push(byEmail, email, record);
      const domain = emailDomain(email);
      if (domain && !isFreeEmailDomain(domain)) push(byEmailDomain, domain, record);
    }
    if (record.module === 'account') push(byAccountDomain, accountDomain(record), record);
    push(byPhone, normalisePhone(record.phone, options.defaultCountry), record);
    if (record.module === 'opportunity') {
      push(oppsByAccount, record.accountId, record);
      push(oppsByContact, record.contactId, record);
    }
  }
  for (const map of [byEmail, byEmailDomain, byAccountDomain, byPhone, oppsByAccount, oppsByContact]) sortBuckets(map);

  const fieldMaps = new Map<string, Map<string, CrmRecord[]>>();
  const fieldLookup = (field: string, value: string): CrmRecord[] => {
    let map = fieldMaps.get(field);
    if (!map) {
      map = new Map();
      for (const record of records) {
        for (const atom of toAtoms(record.fields[field])) push(map, textKey(atom), record);
      }
      sortBuckets(map);
      fieldMaps.set(field, map);
    }
    return map.get(textKey(value)) ?? EMPTY;
  };

  return {
    size: byId.size,
    byId,
    byEmail,
    byEmailDomain,
    byAccountDomain,
    byPhone,
    oppsByAccount,
    oppsByContact,
    fieldLookup,
  };
}
