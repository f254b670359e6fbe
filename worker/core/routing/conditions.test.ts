import { describe, expect, it } from 'vitest';
import type { Condition, CrmRecord, FieldValue, RoutingList } from '../../contracts/routing';
import { conditionsFailureReason, evaluateCondition, evaluateConditions, type ConditionContext } from './conditions';

const lists: RoutingList[] = [
  { id: 'l1', name: 'Target countries', values: ['India', ' United Kingdom ', 'germany'] },
  { id: 'l2', name: 'Blanks', values: ['', '  '] },
];

const record: CrmRecord = {
  id: 'c1',
  module: 'contact',
  email: 'ann@acme.com',
  fields: { lifecycle: 'Customer', employees: 250, renewal: '2024-06-30' },
};

function ctx(value: FieldValue | undefined): ConditionContext {
  return { answers: value === undefined ? {} : { f: value }, lists };
}

const form = { source: 'form', key: 'f' } as const;

type Row = [string, Condition, FieldValue | undefined, boolean];

const rows: Row[] = [
  ['equals: case-insensitive', { field: form, operator: 'equals', value: 'india' }, 'India', true],
  ['equals: inner whitespace', { field: form, operator: 'equals', value: 'new york' }, 'New  York', true],
  ['equals: numeric forms', { field: form, operator: 'equals', value: 100 }, '100.0', true],
  ['equals: different', { field: form, operator: 'equals', value: 'india' }, 'Indiana', false],
  ['equals: any of a multi-select', { field: form, operator: 'equals', value: 'b' }, ['a', 'B'], true],
  ['equals: boolean answer', { field: form, operator: 'equals', value: 'true' }, true, true],
  ['equals: missing', { field: form, operator: 'equals', value: 'x' }, undefined, false],
  ['not_equals: different', { field: form, operator: 'not_equals', value: 'india' }, 'France', true],
  ['not_equals: same', { field: form, operator: 'not_equals', value: 'India' }, 'INDIA', false],
  ['not_equals: empty passes', { field: form, operator: 'not_equals', value: 'India' }, null, true],
  ['at_least: above', { field: form, operator: 'at_least', value: 100 }, '250', true],
  ['at_least: equal', { field: form, operator: 'at_least', value: '100' }, 100, true],
  ['at_least: below', { field: form, operator: 'at_least', value: 100 }, '99', false],
  ['at_least: grouped thousands', { field: form, operator: 'at_least', value: 1000 }, '1,500', true],
  ['at_least: currency', { field: form, operator: 'at_least', value: 5000 }, '$5,000', true],
  ['at_least: "500+"', { field: form, operator: 'at_least', value: 500 }, '500+', true],
  ['at_least: numeric not lexical', { field: form, operator: 'at_least', value: 9 }, '10', true],
  ['at_least: not a number', { field: form, operator: 'at_least', value: 100 }, 'enterprise', false],
  ['at_least: date', { field: form, operator: 'at_least', value: '2024-01-01' }, '2024-03-05', true],
  ['at_most: below', { field: form, operator: 'at_most', value: 50 }, '49.5', true],
  ['at_most: above', { field: form, operator: 'at_most', value: 50 }, '51', false],
  ['at_most: negative', { field: form, operator: 'at_most', value: 0 }, '-3', true],
  ['at_most: empty fails', { field: form, operator: 'at_most', value: 50 }, '', false],
  ['empty: missing', { field: form, operator: 'empty' }, undefined, true],
  ['empty: blank text', { field: form, operator: 'empty' }, '   ', true],
  ['empty: empty multi-select', { field: form, operator: 'empty' }, [], true],
  ['empty: zero is a value', { field: form, operator: 'empty' }, 0, false],
  ['not_empty: text', { field: form, operator: 'not_empty' }, 'x', true],
  ['not_empty: null', { field: form, operator: 'not_empty' }, null, false],
  ['contains: case-insensitive', { field: form, operator: 'contains', value: 'SOFT' }, 'Microsoft Corp', true],
  ['contains: absent', { field: form, operator: 'contains', value: 'soft' }, 'Acme', false],
  ['starts_with: yes', { field: form, operator: 'starts_with', value: 'vp' }, 'VP of Sales', true],
  ['starts_with: only inside', { field: form, operator: 'starts_with', value: 'sales' }, 'VP of Sales', false],
  ['in_list: trimmed, case-insensitive', { field: form, operator: 'in_list', listId: 'l1' }, 'united kingdom', true],
  ['in_list: any of a multi-select', { field: form, operator: 'in_list', listId: 'l1' }, ['France', 'Germany'], true],
  ['in_list: not listed', { field: form, operator: 'in_list', listId: 'l1' }, 'France', false],
  ['in_list: unknown list', { field: form, operator: 'in_list', listId: 'nope' }, 'India', false],
  ['between: dates inclusive start', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '2024-01-01', true],
  [
    'between: dates inclusive end day',
    { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' },
    '2024-03-31T23:30:00Z',
    true,
  ],
  ['between: after range', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '2024-04-01', false],
  [
    'between: instants',
    { field: form, operator: 'between', from: '2024-01-01T10:00:00Z', to: '2024-01-01T12:00:00Z' },
    '2024-01-01T12:00:00Z',
    true,
  ],
  ['between: numbers', { field: form, operator: 'between', from: 10, to: 20 }, '20', true],
  ['between: not a date', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, 'soon', false],
  ['between: invalid calendar date', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '2024-02-30', false],
  ['between: below the lower bound', { field: form, operator: 'between', from: 10, to: 20 }, '9', false],
  ['between: at the lower bound', { field: form, operator: 'between', from: 10, to: 20 }, '10', true],
  ['between: inside', { field: form, operator: 'between', from: 10, to: 20 }, '15', true],
  ['between: above the upper bound', { field: form, operator: 'between', from: 10, to: 20 }, '20.5', false],
  [
    'between: a day before the first day',
    { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' },
    '2023-12-31T23:59:00Z',
    false,
  ],
  ['between: any atom of a multi-select', { field: form, operator: 'between', from: 10, to: 20 }, ['5', '12'], true],
  ['between: a number against date bounds', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '15', false],
  ['at_most: at the bound', { field: form, operator: 'at_most', value: 50 }, '50', true],
  ['at_most: date on the bound day', { field: form, operator: 'at_most', value: '2024-03-31' }, '2024-03-31T23:59:00Z', true],
  ['at_most: date after', { field: form, operator: 'at_most', value: '2024-03-31' }, '2024-04-01', false],
  ['at_least: instant a minute early', { field: form, operator: 'at_least', value: '2024-01-01T10:00:00Z' }, '2024-01-01T09:59:00Z', false],
  ['at_least: instant exactly', { field: form, operator: 'at_least', value: '2024-01-01T10:00:00Z' }, '2024-01-01 10:00:00Z', true],
  ['at_least: "+5" is five', { field: form, operator: 'at_least', value: 5 }, '+5', true],
  ['at_most: "+5" is five', { field: form, operator: 'at_most', value: 5 }, '+5', true],
  ['at_most: "-5" is minus five', { field: form, operator: 'at_most', value: -5 }, '-5', true],
  ['at_least: "-5" is not five', { field: form, operator: 'at_least', value: 5 }, '-5', false],
  ['at_least: "10,000" is ten thousand', { field: form, operator: 'at_least', value: 10000 }, '10,000', true],
  ['at_most: "10,000" is not ten', { field: form, operator: 'at_most', value: 10 }, '10,000', false],
  ['at_least: "1,5" is not a number', { field: form, operator: 'at_least', value: 1 }, '1,5', false],
  ['at_least: "25%"', { field: form, operator: 'at_least', value: 25 }, '25%', true],
  ['at_least: "€1,200.50"', { field: form, operator: 'at_least', value: 1200.5 }, '€1,200.50', true],
  ['at_most: "1.5e3"', { field: form, operator: 'at_most', value: 1500 }, '1.5e3', true],
  ['at_least: ".5"', { field: form, operator: 'at_least', value: 0.5 }, '.5', true],
  ['at_least: "5." is five', { field: form, operator: 'at_least', value: 5 }, '5.', true],
  ['at_least: "1 000" with inner spaces', { field: form, operator: 'at_least', value: 1000 }, '1 000', true],
  ['at_least: text starting with a number', { field: form, operator: 'at_least', value: 5 }, '10 people', false],
  ['at_least: text ending with a number', { field: form, operator: 'at_least', value: 5 }, 'about 10', false],
  ['at_least: "03/04/2024" is not read as a date', { field: form, operator: 'at_least', value: '2024-01-01' }, '03/04/2024', false],
  ['at_most: "03/04/2024" is not read as a date either', { field: form, operator: 'at_most', value: '2024-12-31' }, '03/04/2024', false],
  ['at_least: a text bound compares nothing', { field: form, operator: 'at_least', value: 'big' }, 'big', false],
  ['equals: "1,000" equals 1000', { field: form, operator: 'equals', value: 1000 }, '1,000', true],
  ['equals: numbers compare as numbers, not text', { field: form, operator: 'equals', value: '10' }, '10.5', false],
  ['not_equals: any atom equal fails', { field: form, operator: 'not_equals', value: 'b' }, ['a', 'b'], false],
  ['contains: inner whitespace collapses', { field: form, operator: 'contains', value: 'new york' }, 'Greater New   York Area', true],
  ['starts_with: case-insensitive', { field: form, operator: 'starts_with', value: 'VP' }, 'vp of sales', true],
  ['in_list: blank list values never match', { field: form, operator: 'in_list', listId: 'l2' }, 'x', false],
  ['contains: any atom of a multi-select', { field: form, operator: 'contains', value: 'b' }, ['abc', 'x'], true],
  ['starts_with: any atom of a multi-select', { field: form, operator: 'starts_with', value: 'a' }, ['x', 'abc'], true],
  ['at_least: a date answer against a text bound', { field: form, operator: 'at_least', value: 'big' }, '2024-01-01', false],
];

describe('evaluateCondition', () => {
  it.each(rows)('%s', (_name, condition, value, expected) => {
    const result = evaluateCondition(condition, ctx(value));
    expect(result.passed).toBe(expected);
    expect(result.explanation).toMatch(/^Form answer "f" is /);
  });

  it('covers every operator', () => {
    const ops = new Set(rows.map((r) => r[1].operator));
    expect([...ops].sort()).toEqual(
      ['at_least', 'at_most', 'between', 'contains', 'empty', 'equals', 'in_list', 'not_empty', 'not_equals', 'starts_with'].sort(),
    );
  });

  it('reads CRM record fields, including lifted identity fields', () => {
    const c: ConditionContext = { answers: {}, record };
    expect(evaluateCondition({ field: { source: 'crm', key: 'lifecycle' }, operator: 'equals', value: 'customer' }, c).passed).toBe(true);
    expect(evaluateCondition({ field: { source: 'crm', key: 'employees' }, operator: 'at_least', value: 200 }, c).passed).toBe(true);
    expect(evaluateCondition({ field: { source: 'crm', key: 'email' }, operator: 'contains', value: '@acme.' }, c).passed).toBe(true);
    const none = evaluateCondition({ field: { source: 'crm', key: 'lifecycle' }, operator: 'empty' }, { answers: {} });
    expect(none.passed).toBe(true);
    expect(none.explanation).toContain('no CRM record matched');
  });

  it('fails enrichment conditions with the spec reason when enrichment is missing', () => {
    const cond: Condition = { field: { source: 'enrichment', key: 'country' }, operator: 'empty' };
    const missing = evaluateCondition(cond, { answers: {}, enrichment: null });
    expect(missing.passed).toBe(false);
    expect(missing.explanation).toContain('Enrichment data not available');
    const present = evaluateCondition(
      { field: { source: 'enrichment', key: 'country' }, operator: 'equals', value: 'IN' },
      { answers: {}, enrichment: { country: 'in' } },
    );
    expect(present.passed).toBe(true);
  });

  it('explains both outcomes in words', () => {
    const yes = evaluateCondition({ field: form, operator: 'at_least', value: 100 }, ctx('250'));
    expect(yes.explanation).toBe('Form answer "f" is "250", which is at least 100');
    const no = evaluateCondition({ field: form, operator: 'in_list', listId: 'l1' }, ctx('France'));
    expect(no.explanation).toBe('Form answer "f" is "France", which is not in list "Target countries"');
    expect(no.actual).toBe('France');
  });
});

describe('explanations', () => {
  it.each<[Condition, FieldValue | undefined, string]>([
    [{ field: form, operator: 'empty' }, undefined, 'Form answer "f" is empty, which is empty'],
    [{ field: form, operator: 'empty' }, 'x', 'Form answer "f" is "x", which is not empty'],
    [{ field: form, operator: 'not_empty' }, ['a', 'b'], 'Form answer "f" is "a", "b", which is not empty'],
    [{ field: form, operator: 'not_empty' }, null, 'Form answer "f" is empty, which is empty'],
    [{ field: form, operator: 'equals', value: 'a' }, 'A', 'Form answer "f" is "A", which equals "a"'],
    [{ field: form, operator: 'equals', value: 7 }, '8', 'Form answer "f" is "8", which does not equal 7'],
    [{ field: form, operator: 'not_equals', value: 'a' }, 'b', 'Form answer "f" is "b", which does not equal "a"'],
    [{ field: form, operator: 'not_equals', value: 'a' }, 'a', 'Form answer "f" is "a", which equals "a"'],
    [{ field: form, operator: 'contains', value: 'x' }, 'axe', 'Form answer "f" is "axe", which contains "x"'],
    [{ field: form, operator: 'contains', value: 'x' }, 'a', 'Form answer "f" is "a", which does not contain "x"'],
    [{ field: form, operator: 'starts_with', value: 'a' }, 'ab', 'Form answer "f" is "ab", which starts with "a"'],
    [{ field: form, operator: 'starts_with', value: 'b' }, 'ab', 'Form answer "f" is "ab", which does not start with "b"'],
    [{ field: form, operator: 'at_most', value: 5 }, '6', 'Form answer "f" is "6", which is not at most 5'],
    [{ field: form, operator: 'at_most', value: 5 }, 'many', 'Form answer "f" is "many", which cannot be compared with at most 5'],
    [
      { field: form, operator: 'at_least', value: '2024-01-01' },
      '03/04/2024',
      'Form answer "f" is "03/04/2024", which cannot be compared with at least "2024-01-01"',
    ],
    [{ field: form, operator: 'at_least', value: 5 }, undefined, 'Form answer "f" is empty, which is not at least 5'],
    [{ field: form, operator: 'between', from: 1, to: 3 }, '2', 'Form answer "f" is "2", which is between 1 and 3 (inclusive)'],
    [{ field: form, operator: 'between', from: 1, to: 3 }, '4', 'Form answer "f" is "4", which is not between 1 and 3 (inclusive)'],
    [
      { field: form, operator: 'between', from: 1, to: 3 },
      'x',
      'Form answer "f" is "x", which cannot be compared with between 1 and 3 (inclusive)',
    ],
    [{ field: form, operator: 'between', from: 1, to: 3 }, undefined, 'Form answer "f" is empty, which is not between 1 and 3 (inclusive)'],
    [{ field: form, operator: 'in_list', listId: 'l1' }, 'India', 'Form answer "f" is "India", which is in list "Target countries"'],
    [
      { field: form, operator: 'in_list', listId: 'gone' },
      'India',
      'Form answer "f" is "India", which cannot be checked: list gone was not found',
    ],
    [{ field: form, operator: 'at_least', value: 'big' }, 'x', 'Form answer "f" is "x", which cannot be compared with at least "big"'],
    [
      { field: form, operator: 'between', from: 10, to: '2024-03-31' },
      '5',
      'Form answer "f" is "5", which cannot be compared with between 10 and "2024-03-31" (inclusive)',
    ],
    [
      { field: form, operator: 'between', from: '2024-01-01', to: 10 },
      '5',
      'Form answer "f" is "5", which cannot be compared with between "2024-01-01" and 10 (inclusive)',
    ],
  ])('%j on %j', (condition, value, explanation) => {
    expect(evaluateCondition(condition, ctx(value)).explanation).toBe(explanation);
  });

  it('names CRM and enrichment fields and shows the actual value', () => {
    const crm = evaluateCondition(
      { field: { source: 'crm', key: 'employees' }, operator: 'at_least', value: 100 },
      { answers: {}, record },
    );
    expect(crm).toMatchObject({
      passed: true,
      actual: '250',
      operator: 'at_least',
      explanation: 'CRM field "employees" is "250", which is at least 100',
    });
    const missing = evaluateCondition({ field: { source: 'crm', key: 'nope' }, operator: 'empty' }, { answers: {}, record });
    expect(missing).toMatchObject({ passed: true, actual: null, explanation: 'CRM field "nope" is empty, which is empty' });
    const phone = evaluateCondition({ field: { source: 'crm', key: 'phone' }, operator: 'empty' }, { answers: {}, record });
    expect(phone.passed).toBe(true);
    const enriched = evaluateCondition(
      { field: { source: 'enrichment', key: 'size' }, operator: 'empty' },
      { answers: {}, enrichment: {} },
    );
    expect(enriched).toMatchObject({ passed: true, explanation: 'Enrichment field "size" is empty, which is empty' });
    const unavailable = evaluateCondition({ field: { source: 'enrichment', key: 'size' }, operator: 'empty' }, { answers: {} });
    expect(unavailable).toMatchObject({
      passed: false,
      actual: null,
      explanation: 'Enrichment field "size": Enrichment data not available',
    });
    expect(evaluateCondition({ field: form, operator: 'not_empty' }, ctx(['a', ' ', 'b'])).actual).toBe('a, b');
    const ident: CrmRecord = { id: 'c2', module: 'contact', phone: '+14155550100', domain: 'acme.com', fields: {} };
    expect(
      evaluateCondition(
        { field: { source: 'crm', key: 'phone' }, operator: 'equals', value: '+14155550100' },
        { answers: {}, record: ident },
      ).passed,
    ).toBe(true);
    expect(
      evaluateCondition({ field: { source: 'crm', key: 'domain' }, operator: 'equals', value: 'acme.com' }, { answers: {}, record: ident })
        .passed,
    ).toBe(true);
    expect(evaluateCondition({ field: { source: 'crm', key: 'email' }, operator: 'empty' }, { answers: {}, record: ident }).passed).toBe(
      true,
    );
    expect(evaluateCondition({ field: { source: 'crm', key: 'id' }, operator: 'empty' }, { answers: {}, record: ident }).passed).toBe(true);
    expect(evaluateCondition({ field: form, operator: 'in_list', listId: 'l1' }, { answers: { f: 'India' } })).toMatchObject({
      passed: false,
      explanation: 'Form answer "f" is "India", which cannot be checked: list l1 was not found',
    });
  });
});

describe('conditionsFailureReason', () => {
  it('names missing enrichment only when an enrichment condition failed for that reason', () => {
    const noData = evaluateCondition({ field: { source: 'enrichment', key: 'size' }, operator: 'empty' }, { answers: {} });
    const plain = evaluateCondition({ field: form, operator: 'equals', value: 'x' }, ctx('y'));
    const enrichedFail = evaluateCondition(
      { field: { source: 'enrichment', key: 'size' }, operator: 'not_empty' },
      { answers: {}, enrichment: {} },
    );
    expect(conditionsFailureReason([plain, noData])).toBe('Enrichment data not available');
    expect(conditionsFailureReason([plain])).toBe("Prospect's info did not match this rule's conditions");
    expect(conditionsFailureReason([enrichedFail])).toBe("Prospect's info did not match this rule's conditions");
    expect(conditionsFailureReason([{ ...noData, passed: true }])).toBe("Prospect's info did not match this rule's conditions");
  });
});

describe('evaluateConditions', () => {
  it('joins by AND and still reports every condition', () => {
    const { passed, results } = evaluateConditions(
      [
        { field: form, operator: 'equals', value: 'a' },
        { field: form, operator: 'contains', value: 'z' },
      ],
      ctx('a'),
    );
    expect(passed).toBe(false);
    expect(results.map((r) => r.passed)).toEqual([true, false]);
  });

  it('passes an empty condition list', () => {
    expect(evaluateConditions([], ctx('a')).passed).toBe(true);
  });
});

describe('is in segment', () => {
  // The segment's membership arrives resolved: the ids of the candidate records (or their accounts) it holds.
  const segments: RoutingList[] = [{ id: 's1', name: 'Enterprise accounts', values: ['acct-1', 'c9'] }];
  const crm = { source: 'crm', key: 'segment' } as const;
  const contactOf = (accountId: string | null): CrmRecord => ({ ...record, fields: { name: 'Ann' }, accountId });
  const at = (r: CrmRecord | null): ConditionContext => ({ answers: {}, record: r, lists: segments });

  it.each([
    ['the record is a member', { ...record, id: 'c9' }, 'in_segment', true],
    ["the record's account is a member", contactOf('acct-1'), 'in_segment', true],
    ['neither is a member', contactOf('acct-2'), 'in_segment', false],
    ['no record matched', null, 'in_segment', false],
    ['not in: outside', contactOf('acct-2'), 'not_in_segment', true],
    ['not in: inside', contactOf('acct-1'), 'not_in_segment', false],
    ['not in: no record matched', null, 'not_in_segment', true],
  ] as const)('%s', (_label, r, operator, passed) => {
    expect(evaluateCondition({ field: crm, operator, segmentId: 's1' }, at(r)).passed).toBe(passed);
  });

  it('names the segment in the explanation', () => {
    const inside = evaluateCondition({ field: crm, operator: 'in_segment', segmentId: 's1' }, at(contactOf('acct-1')));
    expect(inside.explanation).toBe('CRM record "Ann" is in segment "Enterprise accounts", which passes');
    const outside = evaluateCondition({ field: crm, operator: 'in_segment', segmentId: 's1' }, at(contactOf(null)));
    expect(outside.explanation).toBe('CRM record "Ann" is not in segment "Enterprise accounts", which fails');
  });

  it('fails, saying so, when the segment is gone', () => {
    const gone = evaluateCondition({ field: crm, operator: 'not_in_segment', segmentId: 'deleted' }, at(contactOf('acct-1')));
    expect(gone).toMatchObject({ passed: false, explanation: 'Segment deleted cannot be checked: it was not found' });
  });
});
