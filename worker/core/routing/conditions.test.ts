import { describe, expect, it } from 'vitest';
import type { Condition, CrmRecord, FieldValue, RoutingList } from '../../contracts/routing';
import { evaluateCondition, evaluateConditions, type ConditionContext } from './conditions';

const lists: RoutingList[] = [{ id: 'l1', name: 'Target countries', values: ['India', ' United Kingdom ', 'germany'] }];

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
  ['between: dates inclusive end day', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '2024-03-31T23:30:00Z', true],
  ['between: after range', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '2024-04-01', false],
  ['between: instants', { field: form, operator: 'between', from: '2024-01-01T10:00:00Z', to: '2024-01-01T12:00:00Z' }, '2024-01-01T12:00:00Z', true],
  ['between: numbers', { field: form, operator: 'between', from: 10, to: 20 }, '20', true],
  ['between: not a date', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, 'soon', false],
  ['between: invalid calendar date', { field: form, operator: 'between', from: '2024-01-01', to: '2024-03-31' }, '2024-02-30', false],
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
