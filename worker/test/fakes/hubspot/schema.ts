// What a HubSpot portal holds and the shapes of its records: objects, property definitions (the default
// ones of contacts, companies and deals), association type ids, and HubSpot's error body.
import type { Answer, Canned } from '../kit';

export const FAKE_HUBSPOT_CLIENT = { id: 'routewise-dev-hubspot', secret: 'routewise-dev-hubspot-secret' };

export type Obj = { id: string; properties: Record<string, string | null>; createdAt: number; updatedAt: number; archived: boolean };
export type Prop = {
  name: string;
  label: string;
  type: string;
  fieldType: string;
  options: { label: string; value: string; hidden: boolean }[];
  modificationMetadata: { readOnlyValue: boolean };
};
export type Portal = {
  id: number;
  objects: Map<string, Map<string, Obj>>;
  props: Map<string, Prop[]>;
  assoc: { from: string; fromId: string; to: string; toId: string; typeId: number }[];
  owners: { id: string; email: string; firstName: string; lastName: string }[];
  writes: { method: string; path: string; body: unknown; at: number }[];
  failNext: Canned[];
  latencyMs: number;
  revoked: boolean;
  /** Search calls answered (a bench checks every submission read HubSpot). */
  searches: number;
};

export const prop = (name: string, type = 'string', options: string[] = [], readOnly = false): Prop => ({
  name,
  label: name.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
  type,
  fieldType: type === 'enumeration' ? 'select' : 'text',
  options: options.map((o) => ({ label: o, value: o, hidden: false })),
  modificationMetadata: { readOnlyValue: readOnly },
});
export const COMMON = [
  prop('hubspot_owner_id', 'enumeration'),
  prop('hs_lastmodifieddate', 'datetime', [], true),
  prop('hs_object_id', 'number', [], true),
  prop('createdate', 'datetime', [], true),
];
export const DEFAULT_PROPS: Record<string, Prop[]> = {
  contacts: [
    ...COMMON,
    prop('email'),
    prop('firstname'),
    prop('lastname'),
    prop('phone'),
    prop('company'),
    prop('lifecyclestage', 'enumeration', ['subscriber', 'lead', 'customer']),
    prop('associatedcompanyid', 'number', [], true),
  ],
  companies: [
    ...COMMON,
    prop('name'),
    prop('domain'),
    prop('phone'),
    prop('industry', 'enumeration', ['SOFTWARE', 'RETAIL', 'FINANCE']),
    prop('numberofemployees', 'number'),
  ],
  deals: [
    ...COMMON,
    prop('dealname'),
    prop('amount', 'number'),
    prop('dealstage', 'enumeration', ['appointmentscheduled', 'closedwon', 'closedlost']),
    prop('pipeline'),
  ],
};
export const ASSOC_TYPE: Record<string, number> = {
  'contacts>companies': 1,
  'companies>contacts': 2,
  'deals>companies': 5,
  'deals>contacts': 3,
  'contacts>deals': 4,
  'companies>deals': 6,
};
export const hsError = (status: number, category: string, message: string): Answer => ({
  status,
  body: { status: 'error', message, correlationId: crypto.randomUUID(), category },
});
