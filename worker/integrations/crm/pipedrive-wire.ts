// Pipedrive's wire format: hosts, entities, items and pages, and values as the vendor sends them.
import type { CrmModule, FieldValue } from '../../contracts/routing';
import { fieldTypes } from './vendor-kit';

export const PIPEDRIVE_OAUTH = 'oauth.pipedrive.com';
export const PIPEDRIVE_API = 'api.pipedrive.com';
export const P = 'pipedrive';
export const LIMIT = 500;
export const FAKE_PIPEDRIVE_CLIENT = { id: 'routewise-dev-pipedrive', secret: 'routewise-dev-pipedrive-secret' };

export const ENTITY: Partial<Record<CrmModule, { v2: string; fields: string }>> = {
  contact: { v2: 'persons', fields: 'personFields' },
  lead: { v2: 'persons', fields: 'personFields' },
  account: { v2: 'organizations', fields: 'organizationFields' },
  opportunity: { v2: 'deals', fields: 'dealFields' },
};

type PdValue = { value: string; primary?: boolean; label?: string };
export type PdItem = Record<string, unknown> & {
  id: number;
  name?: string;
  title?: string;
  owner_id?: number | null;
  org_id?: number | null;
  person_id?: number | null;
  emails?: PdValue[];
  phones?: PdValue[];
  update_time?: string;
  custom_fields?: Record<string, unknown>;
  is_deleted?: boolean;
};
export type PdPage<T> = {
  success: boolean;
  data: T[] | null;
  additional_data?: { next_cursor?: string | null; pagination?: { more_items_in_collection?: boolean; next_start?: number } };
};
export type Cursor = { since: number | null; cursor: string | null };

export const primary = (values?: PdValue[]) => (values?.find((v) => v.primary) ?? values?.[0])?.value || null;
export const idOf = (v: unknown) =>
  v === null || v === undefined
    ? null
    : String(typeof v === 'object' ? ((v as { value?: unknown; id?: unknown }).value ?? (v as { id?: unknown }).id) : v);

export function fieldValue(v: unknown): FieldValue {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' && x ? String((x as PdValue).value ?? JSON.stringify(x)) : String(x)));
  const o = v as { value?: unknown };
  return typeof o.value === 'string' || typeof o.value === 'number' ? o.value : JSON.stringify(v);
}

export const fieldType = fieldTypes({
  number: ['double', 'int', 'monetary'],
  date: ['date', 'time', 'daterange'],
  enumeration: ['enum', 'set'],
  reference: ['user', 'org', 'people'],
  string: ['varchar', 'text', 'phone', 'varchar_auto'],
});

// Pipedrive's API timestamps are UTC without a zone ("2026-01-01 10:00:00") in v1 and RFC 3339 in v2.
export const parseTime = (s: unknown) =>
  typeof s === 'string' ? Date.parse(/Z$|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`) || 0 : 0;
