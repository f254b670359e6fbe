// HubSpot's wire format: hosts, objects and properties, the search cursor, and values as the vendor sends them.
import type { CrmModule, FieldValue } from '../../contracts/routing';
import { fieldTypes } from './vendor-kit';

export const HUBSPOT_API = 'api.hubapi.com';
export const HUBSPOT_APP = 'app.hubspot.com';
export const P = 'hubspot';

/** Search answers at most 10,000 results per query; past that the next page is a new query from the last change seen. */
export const SEARCH_WINDOW = 10_000;
export const SEARCH_MAX = 200;

export const OBJECT: Partial<Record<CrmModule, string>> = {
  contact: 'contacts',
  account: 'companies',
  opportunity: 'deals',
  lead: 'contacts',
};

/** The properties each module reads besides the custom ones the rules name. */
export const BASE_PROPERTIES: Record<string, string[]> = {
  contacts: [
    'email',
    'firstname',
    'lastname',
    'phone',
    'company',
    'hubspot_owner_id',
    'lifecyclestage',
    'associatedcompanyid',
    'hs_lastmodifieddate',
  ],
  companies: ['name', 'domain', 'phone', 'hubspot_owner_id', 'hs_lastmodifieddate'],
  deals: ['dealname', 'amount', 'dealstage', 'pipeline', 'hubspot_owner_id', 'hs_lastmodifieddate'],
  custom: ['hs_object_id', 'hubspot_owner_id', 'hs_lastmodifieddate'],
};

export type HsObject = { id: string; properties: Record<string, string | null>; updatedAt?: string; archived?: boolean };
export type HsSearch = { total: number; results: HsObject[]; paging?: { next?: { after: string } } };
export type HsProperty = {
  name: string;
  label: string;
  type: string;
  fieldType?: string;
  options?: { value: string; label: string; hidden?: boolean }[];
  modificationMetadata?: { readOnlyValue?: boolean };
  calculated?: boolean;
};
export type HsAssociations = {
  results: { from: { id: string }; to: { toObjectId: string | number; associationTypes?: { category: string; typeId: number }[] }[] }[];
};

/** The cursor of a search: HubSpot's `after`, and the lower bound of the query it belongs to. */
type Cursor = { since: number | null; after: string | null };
export const encode = (c: Cursor) => JSON.stringify(c);
export const decode = (raw: string | null, since: number | null): Cursor => {
  if (!raw) return { since, after: null };
  try {
    const c = JSON.parse(raw) as Cursor;
    return { since: typeof c.since === 'number' ? c.since : null, after: typeof c.after === 'string' ? c.after : null };
  } catch {
    return { since, after: null };
  }
};

export const fieldType = fieldTypes({
  number: ['number'],
  boolean: ['bool'],
  date: ['date', 'datetime'],
  enumeration: ['enumeration'],
  string: ['string', 'phone_number'],
});

export function value(raw: string | null | undefined, type: string | undefined): FieldValue {
  if (raw === null || raw === undefined || raw === '') return null;
  if (type === 'enumeration' && raw.includes(';')) return raw.split(';').filter(Boolean);
  if (type === 'number' && Number.isFinite(Number(raw))) return Number(raw);
  if (type === 'bool') return raw === 'true';
  return raw;
}

export const toProps = (fields: Record<string, FieldValue> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v === null ? '' : Array.isArray(v) ? v.join(';') : String(v)]));
