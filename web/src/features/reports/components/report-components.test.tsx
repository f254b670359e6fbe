import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { chooseValue, optionNames } from '@web/lib/test/choose-option';
import type { MemberDistribution } from '@contracts/reports';
import { MemberTable } from './member-table';
import { RangePicker } from './range-picker';

afterEach(cleanup);

const member = (name: string, total: number, share: number, weightedShare: number | null): MemberDistribution => ({
  userId: name,
  name,
  byStatus: { scheduled: total, completed: 0, cancelled: 0, no_show: 0 },
  total,
  share,
  weightedShare,
  weight: weightedShare === null ? null : 1,
});

describe('report components', () => {
  it('compares each member with the share their weight gives them', () => {
    render(<MemberTable members={[member('Ann', 6, 0.6, 0.5), member('Bo', 3, 0.3, 0.32), member('Cy', 1, 0.1, null)]} comparable />);
    const rows = within(screen.getByRole('table', { name: 'Member comparison' })).getAllByTestId('member-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('10.0 pts above'),
      expect.stringContaining('On target'),
      expect.stringContaining('Not in a pod'),
    ]);
    expect(rows[0].textContent).toContain('60.0%');
    expect(rows[0].textContent).toContain('50.0%');
  });

  it('offers every range, asks for what a range needs, and refuses an end before the start', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RangePicker params={{ range: 'last_28_days' }} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Date range' });
    expect(await optionNames(select)).toEqual(['Today', 'Last 7 days', 'Last 14 days', 'Last 28 days', 'Last N days', 'Quarter', 'Custom']);
    await chooseValue(select, 'last_n_days');
    expect(onChange).toHaveBeenCalledWith({ range: 'last_n_days' });
    rerender(<RangePicker params={{ range: 'last_n_days', days: '90' }} onChange={onChange} />);
    expect((screen.getByLabelText('Number of days') as HTMLInputElement).value).toBe('90');
    rerender(<RangePicker params={{ range: 'custom', from: '2026-03-10', to: '2026-03-01' }} onChange={onChange} />);
    expect(screen.getByRole('alert').textContent).toBe('The end date must not be before the start date');
    rerender(<RangePicker params={{ range: 'today' }} resolved={{ range: 'today', from: '2026-03-08', to: '2026-03-08', days: 1, timezone: 'America/New_York' }} onChange={onChange} />);
    expect(screen.getByTestId('report-range').textContent).toContain('America/New York');
  });
});
