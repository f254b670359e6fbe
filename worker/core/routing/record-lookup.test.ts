import { describe, expect, it } from 'vitest';
import { ROUTING_REASONS, type CrmRecord, type MatchingRule, type Prospect } from '../../contracts/routing';
import { buildCrmIndex, compareRecency } from './crm-index';
import { lookupRecords, prospectFacts } from './record-lookup';

const records: CrmRecord[] = [
  {
    id: 'C1',
    module: 'contact',
    email: 'ann@acme.com',
    phone: '+14155550100',
    accountId: 'A1',
    updatedAt: '2024-02-01',
    fields: { code: 'K-1' },
  },
  { id: 'C2', module: 'contact', email: 'bob@acme.com', accountId: 'A1', updatedAt: '2024-03-01', fields: { code: ['k-2', 'K-1'] } },
  { id: 'C3', module: 'contact', email: 'cy@acme.com', accountId: 'L1', updatedAt: '2024-01-01', fields: { code: 7 } },
  { id: 'L1', module: 'lead', email: 'ann@acme.com', phone: '+14155550100', updatedAt: '2024-04-01', fields: { code: 'K-1' } },
  { id: 'A1', module: 'account', domain: 'acme.com', fields: {} },
  { id: 'A2', module: 'account', fields: { website: 'https://www.beta.io/x' } },
  { id: 'A3', module: 'account', fields: { website: 42 } },
  { id: 'X1', module: 'custom_object', objectType: 'partner', email: 'pat@partner.io', updatedAt: '2024-01-01', fields: {} },
  { id: 'X2', module: 'custom_object', objectType: 'reseller', email: 'pat@partner.io', updatedAt: '2024-02-01', fields: {} },
];
const crm = buildCrmIndex(records, { defaultCountry: 'US' });

const rule = (partial: Partial<MatchingRule> & Pick<MatchingRule, 'moduleType'>): MatchingRule => ({
  id: 'r',
  name: 'R',
  matchBy: { by: 'email' },
  fuzzy: false,
  conditions: [],
  assignee: { type: 'record_owner', ownerProperty: 'owner' },
  updateOwner: { enabled: false },
  guests: [],
  ...partial,
});

function look(p: Partial<Prospect>, partial: Partial<MatchingRule> & Pick<MatchingRule, 'moduleType'>) {
  const prospect: Prospect = { email: null, answers: {}, ...p };
  const found = lookupRecords(rule(partial), prospectFacts(prospect, 'US'), prospect, crm);
  return found.ok ? { ids: found.records.map((r) => r.id), match: found.match } : { reason: found.reason, detail: found.detail };
}

describe('prospectFacts', () => {
  it('normalises the e-mail, its registrable domain and the phone, and says what was given', () => {
    expect(prospectFacts({ email: ' Pat@Mail.Acme.com ', phone: '(415) 555-0100', answers: {} }, 'US')).toEqual({
      emailGiven: true,
      email: 'pat@mail.acme.com',
      domain: 'acme.com',
      freeDomain: false,
      phoneGiven: true,
      phone: '+14155550100',
    });
    expect(prospectFacts({ email: '  ', phone: '  ', answers: {} })).toEqual({
      emailGiven: false,
      email: null,
      domain: null,
      freeDomain: false,
      phoneGiven: false,
      phone: null,
    });
    expect(prospectFacts({ email: 'x@gmail.com', phone: '12', answers: {} }, 'US')).toMatchObject({
      freeDomain: true,
      phoneGiven: true,
      phone: null,
    });
  });
});

describe('lookupRecords', () => {
  it.each<[string, Partial<Prospect>, Partial<MatchingRule> & Pick<MatchingRule, 'moduleType'>, unknown]>([
    [
      'phone: records of the module, freshest first',
      { phone: '(415) 555 0100' },
      { moduleType: 'related_contact', matchBy: { by: 'phone' } },
      { ids: ['C1'], match: 'exact' },
    ],
    [
      'phone: leads are another module',
      { phone: '+1 415 555 0100' },
      { moduleType: 'related_lead', matchBy: { by: 'phone' } },
      { ids: ['L1'], match: 'exact' },
    ],
    [
      'phone: none given',
      {},
      { moduleType: 'related_contact', matchBy: { by: 'phone' } },
      { reason: ROUTING_REASONS.phoneNotReceived, detail: null },
    ],
    [
      'phone: not a phone number',
      { phone: 'call me' },
      { moduleType: 'related_contact', matchBy: { by: 'phone' } },
      { reason: ROUTING_REASONS.phoneNotReceived, detail: 'The phone number given is not valid' },
    ],
    [
      'phone: nobody has it',
      { phone: '+14155550199' },
      { moduleType: 'related_contact', matchBy: { by: 'phone' } },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'No contact with phone +14155550199' },
    ],
    ['e-mail: none given', {}, { moduleType: 'related_contact' }, { reason: ROUTING_REASONS.emailNotReceived, detail: null }],
    [
      'e-mail: nobody has it and fuzzy is off',
      { email: 'zed@acme.com' },
      { moduleType: 'related_contact' },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'No contact with e-mail zed@acme.com' },
    ],
    [
      'e-mail: fuzzy finds no record of the domain either',
      { email: 'zed@nowhere.io' },
      { moduleType: 'related_contact', fuzzy: true },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'No contact with domain nowhere.io' },
    ],
    [
      'domain: no e-mail given',
      {},
      { moduleType: 'related_account', matchBy: { by: 'email_domain' } },
      { reason: ROUTING_REASONS.emailNotReceived, detail: null },
    ],
    [
      'domain: an invalid e-mail',
      { email: 'acme.com' },
      { moduleType: 'related_account', matchBy: { by: 'email_domain' } },
      { reason: ROUTING_REASONS.emailNotReceived, detail: 'The e-mail address given is not valid' },
    ],
    [
      'domain: the website of an account without a domain',
      { email: 'x@beta.io' },
      { moduleType: 'related_account', matchBy: { by: 'email_domain' } },
      { ids: ['A2'], match: 'exact' },
    ],
    [
      'domain: no account of it',
      { email: 'x@gamma.io' },
      { moduleType: 'related_account' },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'No account with domain gamma.io' },
    ],
    [
      'custom objects of any type when none is chosen',
      { email: 'pat@partner.io' },
      { moduleType: 'custom_object' },
      { ids: ['X2', 'X1'], match: 'exact' },
    ],
    [
      'custom objects of the chosen type',
      { email: 'pat@partner.io' },
      { moduleType: 'custom_object', customObjectType: 'partner' },
      { ids: ['X1'], match: 'exact' },
    ],
    [
      'the type only filters custom objects',
      { email: 'ann@acme.com' },
      { moduleType: 'related_contact', customObjectType: 'partner' },
      { ids: ['C1'], match: 'exact' },
    ],
    [
      'form field: every record of any answer, once each, freshest first',
      { answers: { f: [' K-1 ', 'k-2', ''] } },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { ids: ['C2', 'C1'], match: 'exact' },
    ],
    [
      'form field: a number answer',
      { answers: { f: 7 } },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { ids: ['C3'], match: 'exact' },
    ],
    [
      'form field: no answer',
      { answers: {} },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { reason: ROUTING_REASONS.formFieldNotReceived, detail: 'No answer for "f"' },
    ],
    [
      'form field: a null answer',
      { answers: { f: null } },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { reason: ROUTING_REASONS.formFieldNotReceived, detail: 'No answer for "f"' },
    ],
    [
      'form field: only blank answers',
      { answers: { f: [' ', ''] } },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { reason: ROUTING_REASONS.formFieldNotReceived, detail: 'No answer for "f"' },
    ],
    [
      'form field: a blank text answer',
      { answers: { f: '  ' } },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { reason: ROUTING_REASONS.formFieldNotReceived, detail: 'No answer for "f"' },
    ],
    [
      'form field: nobody has it',
      { answers: { f: 'K-9' } },
      { moduleType: 'related_contact', matchBy: { by: 'form_field', formField: 'f', crmField: 'code' } },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'No contact whose "code" equals the answer to "f"' },
    ],
    [
      'associated account: one account for several contacts',
      { email: 'zed@acme.com' },
      { moduleType: 'associated_account', fuzzy: true },
      { ids: ['A1'], match: 'fuzzy' },
    ],
    [
      'associated account: a link to something that is not an account',
      { email: 'cy@acme.com' },
      { moduleType: 'associated_account' },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'The matched contact has no associated account' },
    ],
    [
      'associated account: no contact passes the reason on',
      { email: 'zed@nowhere.io' },
      { moduleType: 'associated_account' },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'No contact with e-mail zed@nowhere.io' },
    ],
    [
      'contact opportunities: none',
      { email: 'ann@acme.com' },
      { moduleType: 'related_contact_opps' },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'The matched contact has no opportunities' },
    ],
    [
      'account opportunities: none',
      { email: 'ann@acme.com' },
      { moduleType: 'related_account_opps' },
      { reason: ROUTING_REASONS.noMatchingRecord, detail: 'The matched account has no opportunities' },
    ],
  ])('%s', (_name, prospect, partial, expected) => {
    expect(look(prospect, partial)).toEqual(expected);
  });
});

describe('the CRM index', () => {
  it('orders by recency, then id, with records without a date last', () => {
    const r = (id: string, updatedAt?: string): CrmRecord => ({ id, module: 'contact', updatedAt, fields: {} });
    const sorted = [r('b'), r('c', '2024-01-01'), r('a'), r('b', '2024-01-01'), r('d', '2024-06-01')]
      .sort(compareRecency)
      .map((x) => `${x.id}${x.updatedAt ?? ''}`);
    expect(sorted).toEqual(['d2024-06-01', 'b2024-01-01', 'c2024-01-01', 'a', 'b']);
    expect(compareRecency(r('a', '2024-01-01'), r('a', '2024-01-01'))).toBe(0);
    expect(compareRecency(r('a'), r('b'))).toBe(-1);
    expect(compareRecency(r('b'), r('a'))).toBe(1);
    expect(compareRecency(r('b', '2024-01-02'), r('a', '2024-01-01'))).toBe(-1);
    expect(compareRecency(r('a', '2024-01-01'), r('b', '2024-01-02'))).toBe(1);
  });

  it('indexes what it can and leaves the rest out', () => {
    expect([...crm.byAccountDomain.keys()].sort()).toEqual(['acme.com', 'beta.io']);
    expect(crm.byEmail.get('ann@acme.com')?.map((r) => r.id)).toEqual(['L1', 'C1']);
    expect(crm.byEmailDomain.get('acme.com')?.map((r) => r.id)).toEqual(['L1', 'C2', 'C1', 'C3']);
    expect(crm.byPhone.get('+14155550100')?.map((r) => r.id)).toEqual(['L1', 'C1']);
    // Records without a key are not filed under an empty one.
    expect(crm.byEmail.has('')).toBe(false);
    expect([...crm.byPhone.keys()]).toEqual(['+14155550100']);
    expect(crm.byId.get('A3')?.id).toBe('A3');
    expect(crm.size).toBe(records.length);
    // Only accounts are indexed by domain, whatever other records carry.
    const withDomain = buildCrmIndex([{ id: 'C9', module: 'contact', domain: 'acme.com', fields: {} }]);
    expect(withDomain.byAccountDomain.size).toBe(0);
    expect(withDomain.byEmail.size).toBe(0);
  });

  it('looks fields up case-insensitively, returns the same result when asked twice, and nothing for unknown values', () => {
    expect(crm.fieldLookup('code', ' k-1 ').map((r) => r.id)).toEqual(['L1', 'C2', 'C1']);
    expect(crm.fieldLookup('code', 'K-1').map((r) => r.id)).toEqual(['L1', 'C2', 'C1']);
    expect(crm.fieldLookup('code', 'nope')).toEqual([]);
    expect(crm.fieldLookup('missing', 'x')).toEqual([]);
  });
});
