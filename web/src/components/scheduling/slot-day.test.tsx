import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SlotChoice, SlotDay } from './slot-day';

afterEach(cleanup);

const day = (p: { date?: string; loading?: boolean; empty?: boolean }) =>
  render(
    <SlotDay id="d" date={p.date ?? '2026-03-10'} today="2026-03-10" loading={!!p.loading} placeholders={3} empty={!!p.empty}>
      <ul>
        <SlotChoice active onClick={() => {}}>
          9:00
        </SlotChoice>
      </ul>
    </SlotDay>,
  );

describe('SlotDay', () => {
  it('names its column by the day and marks today', () => {
    day({});
    const column = screen.getByRole('region');
    expect(column.textContent).toContain('Today');
    expect(screen.getByRole('button', { name: '9:00' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows bars while loading and "No slots" for an empty day, instead of its slots', () => {
    const { container } = day({ date: '2026-03-11', loading: true });
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(3);
    expect(screen.queryByText('Today', { exact: false })).toBeNull();
    cleanup();
    day({ empty: true });
    expect(screen.getByText('No slots')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SlotChoice', () => {
  it('is a toggle that reports a pick', () => {
    const onClick = vi.fn();
    render(
      <ul>
        <SlotChoice active={false} label="9:00, 2 members free" onClick={onClick}>
          9:00
        </SlotChoice>
      </ul>,
    );
    const button = screen.getByRole('button', { name: '9:00, 2 members free' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
