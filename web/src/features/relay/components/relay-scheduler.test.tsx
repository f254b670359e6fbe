import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RelaySlotDto } from '@contracts/relay-sessions';
import { RelayScheduler, suggestSlots } from './relay-scheduler';
import { bendWarning, slotsText } from './relay-handoff';

afterEach(cleanup);

// Monday 30 Nov 2026 and the days after, in UTC.
const at = (day: number, hour: number, conflict = false, outsideHours = false): RelaySlotDto => ({
  start: new Date(Date.UTC(2026, 10, 30 + day, hour)).toISOString(),
  end: new Date(Date.UTC(2026, 10, 30 + day, hour, 30)).toISOString(),
  conflict,
  outsideHours,
});
const SLOTS = [at(0, 9, true), at(0, 10), at(0, 11), at(1, 9), at(5, 9), at(6, 10)];

function renderScheduler(over: Partial<React.ComponentProps<typeof RelayScheduler>> = {}) {
  const onSelect = vi.fn();
  render(
    <RelayScheduler
      slots={SLOTS}
      loading={false}
      zone="UTC"
      view="quick_slots"
      onView={vi.fn()}
      week="full_week"
      onWeek={vi.fn()}
      offset={0}
      onOffset={vi.fn()}
      selected={null}
      onSelect={onSelect}
      {...over}
    />,
  );
  return onSelect;
}

describe('relay scheduler', () => {
  it('suggests the first free slot of each of the first days, never a conflict', () => {
    expect(suggestSlots(SLOTS, 'UTC').map((s) => s.start)).toEqual([at(0, 10).start, at(1, 9).start, at(5, 9).start]);
  });

  it('writes the shared slots as text in the prospect zone', () => {
    expect(slotsText([at(0, 10), at(1, 9)], 'America/New_York')).toBe(
      'Here are a few times that work (America/New York):\n• Mon, Nov 30, 5:00 AM\n• Tue, Dec 1, 4:00 AM',
    );
  });

  it('marks conflicts and hides the weekend in the work week', () => {
    const onSelect = renderScheduler({ week: 'work_week' });
    const quick = screen.getByLabelText('Slots by day');
    expect(within(quick).getByRole('button', { name: /9:00 AM \(conflicts with an existing event\)/ })).toBeTruthy();
    expect(within(quick).queryByText('Sat, Dec 5')).toBeNull();
    fireEvent.click(within(quick).getByRole('button', { name: 'Mon, Nov 30 10:00 AM' }));
    expect(onSelect).toHaveBeenCalledWith(at(0, 10));
  });

  it('marks slots outside working hours, never suggests them, and shows every slot of a day once bent ones are listed', () => {
    const night = Array.from({ length: 14 }, (_, h) => at(0, h, false, h < 8));
    renderScheduler({ slots: night });
    const quick = screen.getByLabelText('Slots by day');
    expect(within(quick).getByRole('button', { name: 'Mon, Nov 30 2:00 AM (outside working hours)' })).toBeTruthy();
    expect(within(quick).getByRole('button', { name: 'Mon, Nov 30 1:00 PM' })).toBeTruthy();
    expect(
      within(screen.getByLabelText('Suggested slots'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mon, Nov 30, 8:00 AM']);
  });

  it('says there is nothing free when only bent slots are listed, and still lists them', () => {
    renderScheduler({ slots: [at(0, 9, true), at(0, 22, false, true)] });
    expect(screen.getByText('Availabilities of some participants are conflicting, so no slots can be suggested.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mon, Nov 30 10:00 PM (outside working hours)' })).toBeTruthy();
  });

  it.each([
    [
      { conflict: true, outsideHours: false },
      "This time overlaps an event in Ava's calendar; booking it books over that event. Meetings already booked in Routewise are never double-booked.",
    ],
    [
      { conflict: false, outsideHours: true },
      "This time is outside Ava's working hours. Meetings already booked in Routewise are never double-booked.",
    ],
    [
      { conflict: true, outsideHours: true },
      "This time overlaps an event in Ava's calendar; booking it books over that event. This time is outside Ava's working hours. Meetings already booked in Routewise are never double-booked.",
    ],
  ])('warns before a bent slot is booked: %o', (slot, text) => {
    expect(bendWarning(slot, 'Ava')).toBe(text);
  });

  it('shows a day column per day in the calendar view', () => {
    renderScheduler({ view: 'calendar' });
    const calendar = screen.getByLabelText('Week calendar');
    expect(within(calendar).getByText('Sun, Dec 6')).toBeTruthy();
  });
});
