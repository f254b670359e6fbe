import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { ConditionBuilder } from './condition-builder';
import { conditionErrorsOf, toCondition, type ConditionDraft, type ListOption } from './condition-model';
import { chooseValue, optionNames } from '@web/lib/test/choose-option';

afterEach(cleanup);

let latest: ConditionDraft[] = [];

function Harness({
  initial,
  lists = null,
  errors,
}: {
  initial: ConditionDraft[];
  lists?: ListOption[] | null;
  errors?: Parameters<typeof ConditionBuilder>[0]['errors'];
}) {
  const [value, setValue] = React.useState(initial);
  latest = value;
  return <ConditionBuilder id="c" value={value} onChange={setValue} lists={lists} errors={errors} />;
}

const draft = (patch: Partial<ConditionDraft> = {}): ConditionDraft => ({
  field: { source: 'form', key: 'country' },
  operator: 'equals',
  value: 'US',
  ...patch,
});
const operator = (n = 1) => screen.getByLabelText(new RegExp(`condition ${n} operator`, 'i'));
const choose = (op: string, n = 1) => chooseValue(operator(n), op);

describe('ConditionBuilder', () => {
  it('offers every operator of the spec', async () => {
    render(<Harness initial={[draft()]} />);
    expect(await optionNames(operator())).toEqual([
      'equals',
      'not equals',
      'at least',
      'at most',
      'is empty',
      'is not empty',
      'contains',
      'starts with',
      'in list',
      'between (dates)',
      'is in segment',
      'is not in segment',
    ]);
  });

  it('"is in segment" hides the field, offers the global segments by list and saves the segment id', async () => {
    const segments = (module: string) =>
      module === 'account'
        ? [
            { id: 's-gold', name: 'Gold accounts', scope: 'global' },
            { id: 's-mine', name: 'My own', scope: 'personal' },
          ]
        : [{ id: 's-vip', name: 'VIP contacts', scope: 'global' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const module = new URL(String(input), 'http://x').searchParams.get('module') ?? '';
        return new Response(JSON.stringify({ data: segments(module) }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithQuery(<Harness initial={[draft()]} />);
    await choose('in_segment');
    expect(screen.queryByLabelText(/condition 1 field/i)).toBeNull();
    const picker = screen.getByLabelText(/condition 1 segment/i);
    await screen.findByText('Select a segment', {}, { timeout: 5000 });
    expect(await optionNames(picker)).toEqual(['Gold accounts', 'VIP contacts']);
    await chooseValue(picker, 's-vip');
    expect(toCondition(latest[0])).toEqual({ field: { source: 'crm', key: 'segment' }, operator: 'in_segment', segmentId: 's-vip' });
    vi.unstubAllGlobals();
  });

  it('shows a text value for equals, contains and starts with', async () => {
    render(<Harness initial={[draft()]} />);
    for (const op of ['equals', 'not_equals', 'contains', 'starts_with']) {
      await choose(op);
      const input = screen.getByLabelText(/condition 1 value/i) as HTMLInputElement;
      expect(input.type).toBe('text');
    }
  });

  it('shows a number for at least and at most', async () => {
    render(<Harness initial={[draft()]} />);
    await choose('at_least');
    expect((screen.getByLabelText(/condition 1 value/i) as HTMLInputElement).type).toBe('number');
    await choose('at_most');
    expect((screen.getByLabelText(/condition 1 value/i) as HTMLInputElement).type).toBe('number');
  });

  it('needs no value for empty and not empty', async () => {
    render(<Harness initial={[draft()]} />);
    await choose('empty');
    expect(screen.queryByLabelText(/condition 1 value/i)).toBeNull();
    expect(screen.getByText('No value needed')).toBeTruthy();
    expect(toCondition(latest[0])).toEqual({ field: { source: 'form', key: 'country' }, operator: 'empty' });
  });

  it('asks for a date range for between', async () => {
    render(<Harness initial={[draft()]} />);
    await choose('between');
    const from = screen.getByLabelText(/condition 1 from/i) as HTMLInputElement;
    const to = screen.getByLabelText(/condition 1 to/i) as HTMLInputElement;
    expect([from.type, to.type]).toEqual(['date', 'date']);
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.change(to, { target: { value: '2024-03-31' } });
    expect(toCondition(latest[0])).toEqual({
      field: { source: 'form', key: 'country' },
      operator: 'between',
      from: '2024-01-01',
      to: '2024-03-31',
    });
  });

  it('picks a list for in list, or takes a typed list ID when lists are unavailable', async () => {
    render(<Harness initial={[draft({ operator: 'in_list' })]} lists={[{ id: 'l1', name: 'EMEA countries' }]} />);
    const select = screen.getByLabelText(/condition 1 list$/i);
    expect(await optionNames(select)).toEqual(['EMEA countries']);
    await chooseValue(select, 'l1');
    expect(toCondition(latest[0])).toMatchObject({ operator: 'in_list', listId: 'l1' });
    cleanup();
    render(<Harness initial={[draft({ operator: 'in_list' })]} lists={null} />);
    const typed = screen.getByLabelText(/condition 1 list id/i) as HTMLInputElement;
    expect(typed.tagName).toBe('INPUT');
  });

  it('keeps what was typed when the operator changes back', async () => {
    render(<Harness initial={[draft({ value: 'Germany' })]} />);
    await choose('empty');
    await choose('equals');
    expect((screen.getByLabelText(/condition 1 value/i) as HTMLInputElement).value).toBe('Germany');
  });

  it('joins rows with AND, adds and removes them', async () => {
    render(<Harness initial={[draft()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(screen.getAllByRole('group', { name: /condition \d/i })).toHaveLength(2);
    expect(screen.getByText('AND')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(latest).toHaveLength(1);
    expect(screen.queryByText('AND')).toBeNull();
  });

  it("shows the row's messages next to it", () => {
    const errors = conditionErrorsOf({
      0: { field: { key: { message: 'Select a field' } }, value: { message: 'Value is required' } },
    }).rows;
    render(<Harness initial={[draft({ field: { source: 'crm', key: '' }, value: '' })]} errors={errors} />);
    expect(screen.getByText('Select a field')).toBeTruthy();
    expect(screen.getByText('Value is required')).toBeTruthy();
    expect(screen.getByLabelText(/condition 1 value/i).getAttribute('aria-invalid')).toBe('true');
  });
});
