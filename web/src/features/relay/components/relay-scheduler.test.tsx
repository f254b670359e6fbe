import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RelaySlotDto } from '@contracts/relay';
import { RelayScheduler, suggestSlots } from './relay-scheduler';
import { slotsText } from './relay-handoff';

afterEach(cleanup);

// Monday 30 Nov 2026 and the days after, in UTC.
const at = (day: number, hour: number, conflict = false): RelaySlotDto => ({ start: new Date(Date.UTC(2026, 10, 30 + day, hour)).toISOString(), end: new Date(Date.UTC(2026, 10, 30 + day, hour, 30)).toISOString(), conflict });
const SLOTS = [at(0, 9, true), at(0, 10), at(0, 11), at(1, 9), at(5, 9), at(6, 10)];

function renderScheduler(over: Partial<React.ComponentProps<typeof RelayScheduler>> = {}) {
  const onSelect = vi.fn();
  render(<RelayScheduler slots={SLOTS} loading={false} zone="UTC" view="quick_slots" onView={vi.fn()} week="full_week" onWeek={vi.fn()} offset={0} onOffset={vi.fn()} selected={null} onSelect={onSelect} {...over} />);
  return onSelect;
}

describe('relay scheduler', () => {
  it('suggests the first free slot of each of the first days, never a conflict', () => {
    expect(suggestSlots(SLOTS, 'UTC').map((s) => s.start)).toEqual([at(0, 10).start, at(1, 9).start, at(5, 9).start]);
  });

  it('writes the shared slots as text in the prospect zone', () => {
    expect(slotsText([at(0, 10), at(1, 9)], 'America/New_York')).toBe('Here are a few times that work (America/New York):\n• Mon, Nov 30, 5:00 AM\n• Tue, Dec 1, 4:00 AM');
  });

  it('marks conflicts and hides the weekend in the work week', () => {
    const onSelect = renderScheduler({ week: 'work_week' });
    const quick = screen.getByLabelText('Slots by day');
    expect(within(quick).getByRole('button', { name: /9:00 AM \(conflicts with an existing event\)/ })).toBeTruthy();
    expect(within(quick).queryByText('Sat, Dec 5')).toBeNull();
    fireEvent.click(within(quick).getByRole('button', { name: 'Mon, Nov 30 10:00 AM' }));
    expect(onSelect).toHaveBeenCalledWith(at(0, 10));
  });

  it('shows a day column per day in the calendar view', () => {
    renderScheduler({ view: 'calendar' });
    const calendar = screen.getByLabelText('Week calendar');
    expect(within(calendar).getByText('Sun, Dec 6')).toBeTruthy();
  });
});
