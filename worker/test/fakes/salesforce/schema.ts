// What a Salesforce org holds: records by object, field definitions (the default ones of Lead, Contact,
// Account, Opportunity, User, Organization), required fields, id prefixes, and Salesforce's error body.
import type { Answer, Canned } from '../kit';

export const FAKE_SALESFORCE_CLIENT = { id: 'routewise-dev-salesforce', secret: 'routewise-dev-salesforce-secret' };
export const DATA = '/services/data/v60.0';

export type Row = Record<string, unknown> & { Id: string; SystemModstamp: string; IsDeleted: boolean };
export type FieldDef = {
  name: string;
  label: string;
  type: string;
  createable: boolean;
  updateable: boolean;
  nillable: boolean;
  picklistValues: { value: string; label: string; active: boolean }[];
};
export type Org = {
  id: string;
  objects: Map<string, Map<string, Row>>;
  fields: Map<string, FieldDef[]>;
  writes: { method: string; path: string; body: unknown; at: number }[];
  failNext: Canned[];
  latencyMs: number;
  batchSize: number;
  revoked: boolean;
  locators: Map<string, Row[]>;
};

export const f = (name: string, type = 'string', opts: { createable?: boolean; nillable?: boolean; values?: string[] } = {}): FieldDef => ({
  name,
  label: name.replace(/__c$/, '').replace(/([a-z])([A-Z])/g, '$1 $2'),
  type,
  createable: opts.createable ?? true,
  updateable: opts.createable ?? true,
  nillable: opts.nillable ?? true,
  picklistValues: (opts.values ?? []).map((v) => ({ value: v, label: v, active: true })),
});
export const SYSTEM = [
  f('Id', 'id', { createable: false }),
  f('SystemModstamp', 'datetime', { createable: false }),
  f('IsDeleted', 'boolean', { createable: false }),
  f('OwnerId', 'reference'),
  f('Name', 'string'),
];
export const DEFAULT_FIELDS: Record<string, FieldDef[]> = {
  Lead: [
    ...SYSTEM,
    f('FirstName'),
    f('LastName', 'string', { nillable: false }),
    f('Email', 'email'),
    f('Phone', 'phone'),
    f('Company', 'string', { nillable: false }),
    f('Website', 'url'),
    f('IsConverted', 'boolean', { createable: false }),
    f('Industry', 'picklist', { values: ['Technology', 'Retail', 'Finance'] }),
    f('Address', 'address', { createable: false }),
  ],
  Contact: [
    ...SYSTEM,
    f('FirstName'),
    f('LastName', 'string', { nillable: false }),
    f('Email', 'email'),
    f('Phone', 'phone'),
    f('AccountId', 'reference'),
  ],
  Account: [
    ...SYSTEM.map((x) => (x.name === 'Name' ? { ...x, nillable: false } : x)),
    f('Website', 'url'),
    f('Phone', 'phone'),
    f('Industry', 'picklist', { values: ['Technology', 'Retail', 'Finance'] }),
    f('NumberOfEmployees', 'int'),
  ],
  Opportunity: [
    ...SYSTEM,
    f('StageName', 'picklist', { values: ['Prospecting', 'Closed Won', 'Closed Lost'] }),
    f('Amount', 'currency'),
    f('AccountId', 'reference'),
    f('ContactId', 'reference'),
  ],
  User: [
    f('Id', 'id', { createable: false }),
    f('Email', 'email'),
    f('Name'),
    f('IsActive', 'boolean'),
    f('SystemModstamp', 'datetime', { createable: false }),
  ],
  Organization: [f('Id', 'id', { createable: false }), f('Name'), f('SystemModstamp', 'datetime', { createable: false })],
};
export const REQUIRED: Record<string, string[]> = {
  Lead: ['LastName', 'Company'],
  Contact: ['LastName'],
  Account: ['Name'],
  Opportunity: ['Name', 'StageName'],
};
export const PREFIX: Record<string, string> = {
  Lead: '00Q',
  Contact: '003',
  Account: '001',
  Opportunity: '006',
  User: '005',
  Organization: '00D',
};
export const sfError = (status: number, errorCode: string, message: string, fields?: string[]): Answer => ({
  status,
  body: [{ message, errorCode, ...(fields ? { fields } : {}) }],
});
