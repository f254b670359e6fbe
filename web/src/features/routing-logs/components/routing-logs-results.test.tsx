import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoutingLogRowDto } from '@contracts/routing-logs';
import { NO_RESULTS } from './routing-log-labels';
import { RoutingLogsResults } from './routing-logs-results';

afterEach(cleanup);

const row: RoutingLogRowDto = {
  id: 's1',
  loggedAt: '2030-01-07T15:05:00.000Z',
  prospect: { name: 'Pat Prospect', email: 'pat@acme.com' },
  assignee: { id: 'u1', name: 'Uma Owner' },
  assigneeState: 'user_slots_shown',
  router: { id: null, name: 'Old router', deleted: true },
  via: 'fallback_pod',
  viaName: 'Sales pod',
  outcome: 'booked',
  outcomeReason: null,
  bookedBy: 'Pat Prospect',
  meetingId: 'm1',
};

function show(props: Partial<React.ComponentProps<typeof RoutingLogsResults>> = {}) {
  const handlers = { onLoadMore: vi.fn(), onRetry: vi.fn(), onClearFilters: vi.fn() };
  render(
    <MemoryRouter>
      <RoutingLogsResults
        rows={[]}
        timeZone="America/New_York"
        status="success"
        hasMore={false}
        loadingMore={false}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('routing log results', () => {
  it('shows the spec empty state and lets the user clear the filters', () => {
    const { onClearFilters } = show();
    expect(screen.getByText(NO_RESULTS)).toBeTruthy();
    expect(NO_RESULTS).toBe('No results found; try modifying filters or search terms.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalled();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each log with its outcome, via line and deleted router, in the viewer zone', () => {
    const { onLoadMore } = show({ rows: [row], hasMore: true });
    expect(screen.queryByText(NO_RESULTS)).toBeNull();
    expect(screen.getByRole('link', { name: 'Jan 7, 2030, 10:05 AM' }).getAttribute('href')).toBe('/routing-logs/s1/details');
    expect(screen.getByText('Meeting booked')).toBeTruthy();
    expect(screen.getByText('via fallback pod Sales pod')).toBeTruthy();
    expect(screen.getByText('(deleted)')).toBeTruthy();
    expect(screen.getByText("User's slots shown")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});
