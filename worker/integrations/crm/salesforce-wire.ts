// Salesforce's wire format: login host and API version, sObjects and fields, SOQL literals, and values as the vendor sends them.
import type { CrmModule, FieldValue } from '../../contracts/routing';
import { fieldTypes } from './vendor-kit';

export const SALESFORCE_LOGIN = 'login.salesforce.com';
export const SALESFORCE_API_VERSION = 'v60.0';
export const P = 'salesforce';
export const DATA = `/services/data/${SALESFORCE_API_VERSION}`;

export const SOBJECT: Partial<Record<CrmModule, string>> = {
  lead: 'Lead',
  contact: 'Contact',
  account: 'Account',
  opportunity: 'Opportunity',
};
export const BASE_FIELDS: Record<string, string[]> = {
  Lead: ['Id', 'Name', 'FirstName', 'LastName', 'Email', 'Phone', 'Company', 'Website', 'OwnerId', 'SystemModstamp', 'IsDeleted'],
  Contact: ['Id', 'Name', 'FirstName', 'LastName', 'Email', 'Phone', 'OwnerId', 'AccountId', 'SystemModstamp', 'IsDeleted'],
  Account: ['Id', 'Name', 'Website', 'Phone', 'OwnerId', 'SystemModstamp', 'IsDeleted'],
  Opportunity: ['Id', 'Name', 'StageName', 'Amount', 'OwnerId', 'AccountId', 'ContactId', 'SystemModstamp', 'IsDeleted'],
  custom: ['Id', 'Name', 'OwnerId', 'SystemModstamp', 'IsDeleted'],
};
/** Compound and binary types SOQL cannot select alongside the rest, or rules cannot compare. */
export const SKIPPED_TYPES = new Set(['address', 'location', 'base64', 'anyType', 'complexvalue']);
export const MAX_SELECT = 150;

export type SfRecord = { attributes?: { type: string }; Id: string; [k: string]: unknown };
export type SfQuery = { totalSize: number; done: boolean; records: SfRecord[]; nextRecordsUrl?: string };
export type SfDescribe = {
  name: string;
  fields: {
    name: string;
    label: string;
    type: string;
    createable: boolean;
    updateable: boolean;
    picklistValues?: { value: string; active: boolean }[];
  }[];
};

/** A SOQL string literal: backslash and quote escaped as the SOQL reference documents. */
export const soqlString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A SOQL datetime literal (seconds; a tie re-read is harmless, the mirror upserts). */
export const soqlDate = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export type Cursor = { since: number | null; next: string | null };

export const fieldType = fieldTypes({
  string: ['string', 'email', 'phone', 'url', 'textarea', 'id'],
  number: ['double', 'int', 'currency', 'percent', 'long'],
  boolean: ['boolean'],
  date: ['date', 'datetime'],
  enumeration: ['picklist', 'multipicklist'],
  reference: ['reference'],
});

export const fieldValue = (v: unknown): FieldValue => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.includes(';') ? v.split(';') : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return null;
};

export const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
