import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LogFilterChips, narrowingOf } from './log-filter-chips';

afterEach(cleanup);

describe('the routing log opened from a funnel row', () => {
  it('reads the range and the drill-down from the URL, ignoring a malformed date', () => {
    const params = new URLSearchParams('since=2026-11-02T05:00:00.000Z&until=nonsense&podId=p1&drill=Pod%3A%20EMEA');
    expect(narrowingOf(params)).toEqual({ since: '2026-11-02T05:00:00.000Z', podId: 'p1' });
  });

  it('names the drill-down in words and clears it, with its label, in one click', () => {
    const update = vi.fn();
    render(
      <LogFilterChips
        narrowing={{ since: '2026-11-02T05:00:00.000Z', until: '2026-11-30T05:00:00.000Z', ruleId: 'm1' }}
        routerId="r1"
        routerName="Website"
        drill="Rule: Named accounts"
        timeZone="America/New_York"
        update={update}
      />,
    );
    expect(screen.getByText('Rule: Named accounts')).toBeTruthy();
    expect(screen.getByText('Before')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear funnel filter' }));
    expect(update).toHaveBeenCalledWith({ podId: null, assigneeId: null, ruleId: null, drill: null });
    fireEvent.click(screen.getByRole('button', { name: 'Clear end date filter' }));
    expect(update).toHaveBeenLastCalledWith({ until: null });
  });
});
