import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { chooseValue, optionNames, shownValue } from '@web/lib/test/choose-option';
import { namedOptions } from './named-options';
import { Select } from './select';

afterEach(cleanup);

/** A team select with a hidden placeholder, as the forms write it. */
const TeamSelect = ({ value, onChange = () => {} }: { value: string; onChange?: (value: string) => void }) => (
  <Select aria-label="Team" value={value} onChange={(e) => onChange(e.target.value)}>
    <option value="" hidden>
      Select a team
    </option>
    <option value="t1">Sales</option>
    <option value="t2">Support</option>
  </Select>
);

describe('Select', () => {
  it('shows a hidden placeholder while nothing is chosen and never offers it as a choice', async () => {
    let value = '';
    const { rerender } = render(<TeamSelect value={value} onChange={(v) => (value = v)} />);
    const trigger = screen.getByRole('combobox', { name: 'Team' });
    expect(shownValue(trigger)).toBe('Select a team');
    expect(await optionNames(trigger)).toEqual(['Sales', 'Support']);
    await act(() => chooseValue(trigger, 't2'));
    expect(value).toBe('t2');
    rerender(<TeamSelect value={value} />);
    expect(shownValue(screen.getByRole('combobox', { name: 'Team' }))).toBe('Support');
  });

  it('keeps an empty option that is a real choice ("All roles") in the list', async () => {
    render(
      <Select aria-label="Role" value="" onChange={() => {}}>
        <option value="">All roles</option>
        <option value="manager">Manager</option>
      </Select>,
    );
    expect(await optionNames(screen.getByRole('combobox', { name: 'Role' }))).toEqual(['All roles', 'Manager']);
  });

  it('offers the items of namedOptions after the placeholder, each by id with its name', async () => {
    render(
      <Select aria-label="Team" value="t2" onChange={() => {}}>
        <option value="" hidden>
          Select a team
        </option>
        {namedOptions([
          { id: 't1', name: 'Sales' },
          { id: 't2', name: 'Support' },
        ])}
      </Select>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Team' });
    expect(shownValue(trigger)).toBe('Support');
    expect(await optionNames(trigger)).toEqual(['Sales', 'Support']);
  });
});
