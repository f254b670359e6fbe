import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { chooseValue, shownValue, valueOf } from '@web/lib/test/choose-option';
import { defaultAvailability, type Availability } from '@contracts/availability';
import { AvailabilityEditor } from './availability-editor';

afterEach(cleanup);

let latest: Availability;
function Harness({ initial = defaultAvailability('UTC') }: { initial?: Availability }) {
  const [value, setValue] = React.useState(initial);
  latest = value;
  return <AvailabilityEditor value={value} onChange={setValue} timeFormat="24h" />;
}

const select = (name: string) => screen.getByRole('combobox', { name });

describe('AvailabilityEditor', () => {
  it('adds an interval an hour after the last one', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(latest.weekly[1]).toEqual([
      { start: '09:00', end: '17:00' },
      { start: '18:00', end: '19:00' },
    ]);
    expect(valueOf(select('Monday start time 2'))).toBe('18:00');
    expect(valueOf(select('Monday end time 2'))).toBe('19:00');
  });

  it('switches a day on with the usual hours and off again', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('switch', { name: 'Saturday available' }));
    expect(latest.weekly[6]).toEqual([{ start: '09:00', end: '17:00' }]);
    fireEvent.click(screen.getByRole('switch', { name: 'Saturday available' }));
    expect(latest.weekly[6]).toEqual([]);
  });

  it("copies a day's hours to all weekdays", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: "Copy Monday's hours to other days" }));
    });
    const popover = await screen.findByRole('dialog', { name: "Copy Monday's hours" });
    await act(async () => {
      fireEvent.click(within(popover).getByRole('button', { name: 'Apply' }));
    });
    const monday = latest.weekly[1];
    expect(monday).toHaveLength(2);
    for (const day of [2, 3, 4, 5]) expect(latest.weekly[day]).toEqual(monday);
    expect(latest.weekly[0]).toEqual([]);
    expect(latest.weekly[6]).toEqual([]);
    expect(valueOf(select('Friday start time 2'))).toBe('18:00');
  });

  it('shows the overlap message next to the overlapping interval', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await chooseValue(select('Monday start time 2'), '16:00');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Intervals overlap: Monday 09:00-17:00 and Monday 16:00-19:00');
    expect(select('Monday start time 2').getAttribute('aria-invalid')).toBe('true');
    expect(select('Monday start time 1').getAttribute('aria-invalid')).toBeNull();
  });

  it('flags a duplicate override date and a vacation that ends before it starts', () => {
    const initial: Availability = {
      ...defaultAvailability('UTC'),
      overrides: [
        { date: '2030-01-07', intervals: [] },
        { date: '2030-01-07', intervals: [{ start: '10:00', end: '12:00' }] },
      ],
      vacations: [{ kind: 'dates', startDate: '2030-02-10', endDate: '2030-02-01' }],
    };
    render(<Harness initial={initial} />);
    const messages = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(messages).toContain('There is already an override for 2030-01-07');
    expect(messages).toContain('Vacation end date must be on or after its start date');
    expect(screen.getByText('Unavailable all day')).toBeTruthy();
  });

  it('links the time zone label to its picker', () => {
    render(<Harness />);
    const picker = screen.getByLabelText('Time zone', { selector: 'button' });
    expect(picker.getAttribute('role')).toBe('combobox');
    expect(picker.id).toBe('availability-timezone');
    expect(picker.getAttribute('aria-describedby')).toBe('availability-timezone-hint');
  });

  it('labels times in the 12-hour format when asked', () => {
    render(<AvailabilityEditor value={defaultAvailability('UTC')} onChange={() => {}} timeFormat="12h" />);
    const start = select('Monday start time');
    expect(shownValue(start)).toBe('9:00 AM');
    expect(shownValue(select('Monday end time'))).toBe('5:00 PM');
  });
});
