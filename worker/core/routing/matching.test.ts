import { describe, expect, it } from 'vitest';
import type { CrmRecord, MatchingRule, Prospect, RoutingUser } from '../../contracts/routing';
import { buildUserDirectory } from './assignee';
import { buildCrmIndex } from './crm-index';
import { evaluateMatchingRules, type MatchingOptions } from './matching';

const owner = (id: string) => ({ hubspot_owner_id: id });

const records: CrmRecord[] = [
  { id: 'L1', module: 'lead', email: 'lead@leadco.com', fields: owner('o-lead') },
  { id: 'L2', module: 'lead', email: 'someone@gmail.com', fields: owner('o-lead') },
  {
    id: 'C1',
    module: 'contact',
    email: 'ann@acme.co.uk',
    accountId: 'A1',
    updatedAt: '2024-05-01',
    fields: { ...owner('o-ann'), lifecycle: 'customer' },
  },
  {
    id: 'C2',
    module: 'contact',
    email: 'Bob@Acme.co.uk',
    accountId: 'A1',
    updatedAt: '2024-06-01',
    fields: { ...owner('o-bob'), lifecycle: 'lead' },
  },
  { id: 'C3', module: 'contact', email: 'old@acme.co.uk', updatedAt: '2023-01-01', fields: {} },
  { id: 'C4', module: 'contact', email: 'dan@initech.com', phone: '+1 415-555-0100', fields: owner('o-ann') },
  { id: 'C5', module: 'contact', email: 'eve@globex.com', accountId: 'A2', fields: owner('o-inactive') },
  { id: 'A1', module: 'account', domain: 'https://www.acme.co.uk/about', fields: owner('o-acct') },
  { id: 'A2', module: 'account', domain: 'globex.com', fields: owner('o-nobody') },
  { id: 'O1', module: 'opportunity', accountId: 'A1', contactId: 'C1', updatedAt: '2024-01-01', fields: owner('o-opp') },
  { id: 'O2', module: 'opportunity', accountId: 'A1', updatedAt: '2024-07-01', fields: owner('o-opp2') },
  {
    id: 'X1',
    module: 'custom_object',
    objectType: 'partner',
    email: 'pat@partner.io',
    fields: { ...owner('o-ann'), partner_code: 'P-42' },
  },
  {
    id: 'X2',
    module: 'custom_object',
    objectType: 'reseller',
    email: 'pat@partner.io',
    fields: { ...owner('o-bob'), partner_code: 'P-42' },
  },
];

const users: RoutingUser[] = [
  { id: 'u-ann', email: 'ann@us.com', crmOwnerIds: ['o-ann'], active: true },
  { id: 'u-bob', email: 'bob@us.com', crmOwnerIds: ['o-bob'], active: true },
  { id: 'u-acct', email: 'acct@us.com', crmOwnerIds: ['o-acct'], active: true },
  { id: 'u-opp', email: 'opp@us.com', crmOwnerIds: ['o-opp'], active: true },
  { id: 'u-opp2', email: 'opp2@us.com', crmOwnerIds: ['o-opp2'], active: true },
  { id: 'u-lead', email: 'lead@us.com', crmOwnerIds: ['o-lead'], active: true },
  { id: 'u-gone', email: 'gone@us.com', crmOwnerIds: ['o-inactive'], active: false },
];

const crm = buildCrmIndex(records, { defaultCountry: 'US' });

let ids = 0;
function rule(partial: Partial<MatchingRule> & Pick<MatchingRule, 'moduleType'>): MatchingRule {
  ids += 1;
  return {
    id: `r${ids}`,
    name: `Rule ${ids}`,
    matchBy: { by: 'email' },
    fuzzy: false,
    conditions: [],
    assignee: { type: 'record_owner', ownerProperty: 'hubspot_owner_id' },
    updateOwner: { enabled: false },
    guests: [],
    ...partial,
  };
}

function prospect(email: string | null, extra: Partial<Prospect> = {}): Prospect {
  return { email, answers: {}, ...extra };
}

function run(p: Prospect, rules: MatchingRule[], options?: MatchingOptions) {
  return evaluateMatchingRules({ prospect: p, rules, crm, users, options });
}

describe('matching: what is found', () => {
  type Row = [
    string,
    Prospect,
    Partial<MatchingRule> & Pick<MatchingRule, 'moduleType'>,
    string | null,
    'exact' | 'fuzzy' | null,
    string | null,
  ];
  const rows: Row[] = [
    ['lead by e-mail', prospect('lead@leadco.com'), { moduleType: 'related_lead' }, 'L1', 'exact', 'u-lead'],
    ['contact by e-mail, any case and padding', prospect(' ANN@acme.CO.uk '), { moduleType: 'related_contact' }, 'C1', 'exact', 'u-ann'],
    ['contact e-mail stored in mixed case', prospect('bob@acme.co.uk'), { moduleType: 'related_contact' }, 'C2', 'exact', 'u-bob'],
    ['no exact contact without fuzzy', prospect('carol@acme.co.uk'), { moduleType: 'related_contact' }, null, null, null],
    [
      'fuzzy: freshest contact of the domain',
      prospect('carol@acme.co.uk'),
      { moduleType: 'related_contact', fuzzy: true },
      'C2',
      'fuzzy',
      'u-bob',
    ],
    [
      'fuzzy: registrable domain of a subdomain',
      prospect('carol@eu.mail.acme.co.uk'),
      { moduleType: 'related_contact', fuzzy: true },
      'C2',
      'fuzzy',
      'u-bob',
    ],
    [
      'fuzzy is not tried when the e-mail matches',
      prospect('old@acme.co.uk'),
      { moduleType: 'related_contact', fuzzy: true, assignee: { type: 'specific_user', teamId: 't', userId: 'u-ann' } },
      'C3',
      'exact',
      'u-ann',
    ],
    ['fuzzy skips free providers', prospect('x@gmail.com'), { moduleType: 'related_lead', fuzzy: true }, null, null, null],
    [
      'e-mail domain matching on contacts',
      prospect('zed@acme.co.uk'),
      { moduleType: 'related_contact', matchBy: { by: 'email_domain' } },
      'C2',
      'exact',
      'u-bob',
    ],
    ['account by e-mail uses the domain', prospect('carol@mail.acme.co.uk'), { moduleType: 'related_account' }, 'A1', 'exact', 'u-acct'],
    [
      'account by e-mail domain',
      prospect('carol@acme.co.uk'),
      { moduleType: 'related_account', matchBy: { by: 'email_domain' } },
      'A1',
      'exact',
      'u-acct',
    ],
    [
      'associated account of the matched contact',
      prospect('ann@acme.co.uk'),
      { moduleType: 'associated_account' },
      'A1',
      'exact',
      'u-acct',
    ],
    [
      'associated account through fuzzy',
      prospect('new@acme.co.uk'),
      { moduleType: 'associated_account', fuzzy: true },
      'A1',
      'fuzzy',
      'u-acct',
    ],
    ['contact opportunities', prospect('ann@acme.co.uk'), { moduleType: 'related_contact_opps' }, 'O1', 'exact', 'u-opp'],
    [
      'account opportunities, freshest first',
      prospect('someone@acme.co.uk'),
      { moduleType: 'related_account_opps' },
      'O2',
      'exact',
      'u-opp2',
    ],
    ['contact without opportunities', prospect('bob@acme.co.uk'), { moduleType: 'related_contact_opps' }, null, null, null],
    [
      'phone in national format vs stored E.164-ish',
      prospect(null, { phone: '(415) 555 0100' }),
      { moduleType: 'related_contact', matchBy: { by: 'phone' } },
      'C4',
      'exact',
      'u-ann',
    ],
    [
      'custom object of the selected type only',
      prospect('pat@partner.io'),
      { moduleType: 'custom_object', customObjectType: 'reseller' },
      'X2',
      'exact',
      'u-bob',
    ],
    [
      'form field vs CRM field',
      prospect(null, { answers: { code: ' p-42 ' } }),
      {
        moduleType: 'custom_object',
        customObjectType: 'partner',
        matchBy: { by: 'form_field', formField: 'code', crmField: 'partner_code' },
      },
      'X1',
      'exact',
      'u-ann',
    ],
  ];

  it.each(rows)('%s', (_name, p, partial, recordId, match, userId) => {
    const decision = run(p, [rule(partial)], { defaultCountry: 'US' });
    expect(decision.record?.id ?? null).toBe(recordId);
    expect(decision.matchResult).toBe(match);
    expect(decision.assignee?.type === 'user' ? decision.assignee.userId : null).toBe(userId);
    expect(decision.outcome).toBe(recordId ? 'matched' : 'not_matched');
  });
});

describe('matching: reasons', () => {
  it("fails with 'Email address wasn't received' when the e-mail is missing", () => {
    const d = run(prospect(null), [rule({ moduleType: 'related_contact' })]);
    expect(d.evaluations[0]).toMatchObject({ status: 'failed', reason: "Email address wasn't received" });
    expect(d.reason).toBe("Prospect's info did not match any conditions set in any rules");
  });

  it('names an invalid e-mail in the detail', () => {
    const d = run(prospect('not-an-email'), [rule({ moduleType: 'related_contact' })]);
    expect(d.evaluations[0]).toMatchObject({ reason: "Email address wasn't received", detail: 'The e-mail address given is not valid' });
  });

  it("fails with 'No matching record found'", () => {
    const d = run(prospect('nobody@nowhere.com'), [rule({ moduleType: 'related_lead' })]);
    expect(d.evaluations[0]).toMatchObject({ status: 'failed', reason: 'No matching record found' });
  });

  it('says why free-provider domains are not matched', () => {
    const d = run(prospect('x@gmail.com'), [rule({ moduleType: 'related_account' })]);
    expect(d.evaluations[0].reason).toBe('No matching record found');
    expect(d.evaluations[0].detail).toContain('free email provider');
  });

  it("fails with 'This user doesn't exist in the product' for unmapped or deactivated owners, then tries the next rule", () => {
    const r1 = rule({ moduleType: 'related_account', matchBy: { by: 'email_domain' } });
    const r2 = rule({ moduleType: 'related_contact' });
    const r3 = rule({ moduleType: 'related_lead' });
    const d = run(prospect('eve@globex.com'), [r1, r2, r3]);
    expect(d.evaluations.map((e) => [e.status, e.reason])).toEqual([
      ['failed', "This user doesn't exist in the product"],
      ['failed', "This user doesn't exist in the product"],
      ['failed', 'No matching record found'],
    ]);
    expect(d.outcome).toBe('not_matched');
  });

  it('fails a record owner rule when the record has no owner', () => {
    const d = run(prospect('old@acme.co.uk'), [rule({ moduleType: 'related_contact' })]);
    expect(d.evaluations[0]).toMatchObject({ status: 'failed', reason: "This user doesn't exist in the product", recordId: 'C3' });
  });

  it('marks rules after the first pass as Not evaluated', () => {
    const rules = [rule({ moduleType: 'related_lead' }), rule({ moduleType: 'related_contact' }), rule({ moduleType: 'related_account' })];
    const d = run(prospect('ann@acme.co.uk'), rules);
    expect(d.evaluations.map((e) => e.status)).toEqual(['failed', 'passed', 'not_evaluated']);
    expect(d.ruleId).toBe(rules[1].id);
    expect(d.evaluations[2].reason).toBe('Not evaluated: an earlier rule matched');
  });

  it('disqualifies free e-mail providers before any rule when the router says so', () => {
    const d = run(prospect('someone@googlemail.com'), [rule({ moduleType: 'related_lead' })], { disqualifyFreeEmail: true });
    expect(d.outcome).toBe('disqualified');
    expect(d.reason).toBe('Disqualified as the email address is from a free email provider');
    expect(d.evaluations[0].status).toBe('not_evaluated');
    expect(run(prospect('someone@gmail.com'), [rule({ moduleType: 'related_lead' })]).record?.id).toBe('L2');
  });

  it('disqualifies invalid e-mails only when the router says so', () => {
    expect(run(prospect('nope@'), [], { disqualifyInvalidEmail: true }).outcome).toBe('disqualified');
    expect(run(prospect(null), [], { disqualifyInvalidEmail: true }).outcome).toBe('not_matched');
  });
});

describe('matching: conditions and assignees', () => {
  it('takes the freshest candidate that meets the conditions', () => {
    const r = rule({
      moduleType: 'related_contact',
      fuzzy: true,
      conditions: [{ field: { source: 'crm', key: 'lifecycle' }, operator: 'equals', value: 'Customer' }],
    });
    const d = run(prospect('carol@acme.co.uk'), [r]);
    expect(d.record?.id).toBe('C1');
    expect(d.evaluations[0].conditions[0].passed).toBe(true);
  });

  it('fails when no candidate meets the conditions, showing the best candidate', () => {
    const r = rule({
      moduleType: 'related_contact',
      conditions: [{ field: { source: 'form', key: 'size' }, operator: 'at_least', value: 100 }],
    });
    const d = run(prospect('ann@acme.co.uk', { answers: { size: '20' } }), [r]);
    expect(d.evaluations[0]).toMatchObject({
      status: 'failed',
      reason: "Prospect's info did not match this rule's conditions",
      recordId: 'C1',
    });
    expect(d.evaluations[0].conditions[0].explanation).toContain('is not at least 100');
  });

  it("reports 'Enrichment data not available' for enrichment conditions without data", () => {
    const r = rule({
      moduleType: 'related_contact',
      conditions: [{ field: { source: 'enrichment', key: 'country' }, operator: 'not_empty' }],
    });
    const d = run(prospect('ann@acme.co.uk', { enrichment: null }), [r]);
    expect(d.evaluations[0].reason).toBe('Enrichment data not available');
  });

  it('assigns a specific user or a group', () => {
    const specific = run(prospect('ann@acme.co.uk'), [
      rule({ moduleType: 'related_contact', assignee: { type: 'specific_user', teamId: 't1', userId: 'u-bob' } }),
    ]);
    expect(specific.assignee).toEqual({ type: 'user', userId: 'u-bob', teamId: 't1', via: 'specific_user' });
    const missing = run(prospect('ann@acme.co.uk'), [
      rule({ moduleType: 'related_contact', assignee: { type: 'specific_user', teamId: 't1', userId: 'u-gone' } }),
    ]);
    expect(missing.evaluations[0].reason).toBe("This user doesn't exist in the product");
    const group = run(prospect('ann@acme.co.uk'), [
      rule({ moduleType: 'related_contact', assignee: { type: 'group', teamId: 't1', groupIds: ['g1'] } }),
    ]);
    expect(group.assignee).toEqual({ type: 'group', teamId: 't1', groupIds: ['g1'] });
    expect(group.ownerUpdate).toBeNull();
  });

  it('decides the owner update from the rule setting and the router override flag', () => {
    const base = { moduleType: 'related_contact' as const, assignee: { type: 'specific_user' as const, teamId: 't1', userId: 'u-bob' } };
    const off = run(prospect('ann@acme.co.uk'), [rule(base)]);
    expect(off.ownerUpdate).toMatchObject({ update: false, reason: "Owner wasn't updated as per the rule's setting" });
    const on = { ...base, updateOwner: { enabled: true, destinationProperty: 'hubspot_owner_id' } };
    const kept = run(prospect('ann@acme.co.uk'), [rule(on)]);
    expect(kept.ownerUpdate).toMatchObject({ update: false, reason: "Owner wasn't updated as per the rule's setting" });
    const overridden = run(prospect('ann@acme.co.uk'), [rule(on)], { overrideExistingOwner: true });
    expect(overridden.ownerUpdate).toEqual({ update: true, recordId: 'C1', property: 'hubspot_owner_id', value: 'o-bob', reason: null });
    const empty = run(prospect('old@acme.co.uk'), [rule(on)]);
    expect(empty.ownerUpdate).toMatchObject({ update: true, recordId: 'C3', value: 'o-bob' });
    const same = run(prospect('bob@acme.co.uk'), [rule(on)]);
    expect(same.ownerUpdate).toMatchObject({ update: false, reason: 'Owner is already the assignee' });
  });
});

describe('buildCrmIndex', () => {
  it('indexes e-mail, registrable domains, E.164 phones and opportunity links', () => {
    expect(crm.byEmail.get('bob@acme.co.uk')?.map((r) => r.id)).toEqual(['C2']);
    expect(crm.byEmailDomain.get('acme.co.uk')?.map((r) => r.id)).toEqual(['C2', 'C1', 'C3']);
    expect(crm.byEmailDomain.has('gmail.com')).toBe(false);
    expect(crm.byAccountDomain.get('acme.co.uk')?.map((r) => r.id)).toEqual(['A1']);
    expect(crm.byPhone.get('+14155550100')?.map((r) => r.id)).toEqual(['C4']);
    expect(crm.oppsByAccount.get('A1')?.map((r) => r.id)).toEqual(['O2', 'O1']);
    expect(crm.fieldLookup('partner_code', 'p-42').map((r) => r.id)).toEqual(['X1', 'X2']);
    expect(crm.size).toBe(records.length);
  });

  it('gives the same decision from the raw snapshot as from the index', () => {
    const rules = [rule({ moduleType: 'related_contact', fuzzy: true }), rule({ moduleType: 'related_account' })];
    const p = prospect('carol@acme.co.uk');
    const fromSnapshot = evaluateMatchingRules({ prospect: p, rules, crm: records, users });
    expect(fromSnapshot).toEqual(evaluateMatchingRules({ prospect: p, rules, crm, users }));
    expect(fromSnapshot.record?.id).toBe('C2');
  });
});

describe('matching: the candidate cap', () => {
  const customer = rule({
    moduleType: 'related_contact',
    fuzzy: true,
    conditions: [{ field: { source: 'crm', key: 'lifecycle' }, operator: 'equals', value: 'Customer' }],
  });

  it('tries only maxCandidates records, freshest first', () => {
    // C2 (lead, freshest) comes before C1 (customer).
    const one = run(prospect('carol@acme.co.uk'), [customer], { maxCandidates: 1 });
    expect(one.outcome).toBe('not_matched');
    expect(one.evaluations[0]).toMatchObject({
      status: 'failed',
      recordId: 'C2',
      detail: '1 matching record(s) checked; none met every condition',
    });
    expect(run(prospect('carol@acme.co.uk'), [customer], { maxCandidates: 2 }).record?.id).toBe('C1');
  });

  it('reports how many were checked when fewer records than the cap exist', () => {
    const none = run(prospect('carol@acme.co.uk'), [
      { ...customer, conditions: [{ field: { source: 'crm', key: 'lifecycle' }, operator: 'equals', value: 'churned' }] },
    ]);
    expect(none.evaluations[0].detail).toBe('3 matching record(s) checked; none met every condition');
    // The conditions shown are those of the freshest candidate.
    expect(none.evaluations[0].conditions[0].actual).toBe('lead');
  });

  it('checks 100 records by default', () => {
    const many = (n: number): CrmRecord[] =>
      Array.from({ length: n }, (_, i) => ({
        id: `B${i}`,
        module: 'contact' as const,
        email: `p${i}@big.com`,
        // Freshest first: B0 is the newest; only the oldest one is a customer.
        updatedAt: new Date(Date.UTC(2024, 0, 1) - i * 86_400_000).toISOString(),
        fields: { ...owner('o-ann'), lifecycle: i === n - 1 ? 'customer' : 'lead' },
      }));
    const decide = (n: number) => evaluateMatchingRules({ prospect: prospect('new@big.com'), rules: [customer], crm: many(n), users });
    expect(decide(100).record?.id).toBe('B99');
    const capped = decide(101);
    expect(capped.outcome).toBe('not_matched');
    expect(capped.evaluations[0].detail).toBe('100 matching record(s) checked; none met every condition');
  });
});

describe('matching: inputs and records', () => {
  it('accepts a prebuilt user directory as well as a list of users', () => {
    const p = prospect('ann@acme.co.uk');
    const rules = [rule({ moduleType: 'related_contact' })];
    const fromDirectory = evaluateMatchingRules({ prospect: p, rules, crm, users: buildUserDirectory(users) });
    expect(fromDirectory).toEqual(evaluateMatchingRules({ prospect: p, rules, crm, users }));
    expect(fromDirectory.assignee).toMatchObject({ userId: 'u-ann' });
  });

  it('indexes a raw snapshot with the default country, so national phone numbers match', () => {
    const snapshot: CrmRecord[] = [{ id: 'P1', module: 'contact', phone: '(415) 555-0123', fields: owner('o-ann') }];
    const r = rule({ moduleType: 'related_contact', matchBy: { by: 'phone' } });
    const d = evaluateMatchingRules({
      prospect: prospect(null, { phone: '+1 415 555 0123' }),
      rules: [r],
      crm: snapshot,
      users,
      options: { defaultCountry: 'US' },
    });
    expect(d.record?.id).toBe('P1');
  });

  it('lists disqualified rules with the reason and nothing else', () => {
    const d = run(prospect('x@gmail.com'), [rule({ moduleType: 'related_lead', name: 'Leads' })], { disqualifyFreeEmail: true });
    expect(d.evaluations).toEqual([
      {
        ruleId: expect.any(String),
        ruleName: 'Leads',
        status: 'not_evaluated',
        reason: 'Not evaluated: the prospect was disqualified',
        detail: null,
        matchResult: null,
        recordId: null,
        conditions: [],
      },
    ]);
  });

  it('records a failed lookup with no conditions, and a cap of zero as nothing checked', () => {
    const missing = run(prospect('nobody@nowhere.com'), [rule({ moduleType: 'related_lead' })]);
    expect(missing.evaluations[0]).toMatchObject({ matchResult: null, recordId: null, conditions: [] });
    const zero = run(prospect('ann@acme.co.uk'), [rule({ moduleType: 'related_contact' })], { maxCandidates: 0 });
    expect(zero.evaluations[0]).toMatchObject({
      status: 'failed',
      recordId: 'C1',
      conditions: [],
      detail: '0 matching record(s) checked; none met every condition',
    });
  });
});
