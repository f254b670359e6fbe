import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type * as React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SyncProgressDto } from '@contracts/integration-catalog';
import { SyncProgressCard } from './sync-progress-card';

afterEach(cleanup);

// The card reads the member's zone from the session query.
const render = (ui: React.ReactElement) =>
  renderBare(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const row = (module: string, over: Partial<SyncProgressDto> = {}): SyncProgressDto => ({
  module,
  phase: 'incremental',
  status: 'idle',
  processed: 10,
  mirrored: 10,
  syncedAt: '2030-01-07T15:05:00.000Z',
  lastError: null,
  ...over,
});

describe('sync progress', () => {
  it('shows the initial import as modules done out of all, with counts per module, and no re-import while it runs', () => {
    const onResync = vi.fn();
    render(
      <SyncProgressCard
        sync={[
          row('account', { mirrored: 1200 }),
          row('contact', { phase: 'initial', status: 'running', mirrored: 350 }),
          row('opportunity', { phase: 'initial', status: 'queued', mirrored: 0 }),
        ]}
        onResync={onResync}
        resyncing={false}
        disabled={false}
      />,
    );
    expect(screen.getByText('Initial import: 1 of 3 record types done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Initial import' }).getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByTestId('synced-account').textContent).toBe('1,200 synced');
    expect(screen.getByTestId('synced-contact').textContent).toBe('350 synced');
    expect(screen.getAllByText('Importing…')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Import again' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('once caught up offers a re-import, and a failed module says so', () => {
    const onResync = vi.fn();
    render(
      <SyncProgressCard
        sync={[row('account'), row('contact', { status: 'failed', lastError: 'hubspot answered 500' })]}
        onResync={onResync}
        resyncing={false}
        disabled={false}
      />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Failed - try again').getAttribute('title')).toBe('hubspot answered 500');
    fireEvent.click(screen.getByRole('button', { name: 'Import again' }));
    expect(onResync).toHaveBeenCalledOnce();
  });
});
