import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RELAY_MESSAGES, type RelaySummaryDto } from '@contracts/relay';
import { fakeListApi } from '@web/lib/test/list-page';
import { RelaysPage } from './relays-page';

const api = fakeListApi<RelaySummaryDto>('/api/relays');

/** Shows the address the page keeps, so a test can see ?search= follow the box. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function renderPage(entry = '/handover-router/routers') {
  const router = createMemoryRouter(
    [
      {
        path: '/handover-router/routers',
        element: (
          <>
            <RelaysPage />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}

const requestedSearches = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/relays')
    .map((u) => u.searchParams.get('search'));

describe('RelaysPage', () => {
  it('is the Handover tab of the routers list and offers editors to get started', async () => {
    renderPage();
    expect(await screen.findByText('No relays yet')).toBeTruthy();
    const selected = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected.map((tab) => tab.textContent)).toEqual(['Handover Router']);
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/handover-router/new');
  });

  it('searches what the address says, and says when nothing matches', async () => {
    renderPage('/handover-router/routers?search=pricing');
    expect(await screen.findByText(RELAY_MESSAGES.noRelayFound)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search relays' }) as HTMLInputElement).value).toBe('pricing');
    expect(requestedSearches()).toContain('pricing');
  });

  it('keeps the search typed in the address once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      expect(await screen.findByText('No relays yet')).toBeTruthy();
      await act(async () => {
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search relays' }), { target: { value: '  acme ' } });
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?search=acme');
      expect(await screen.findByText(RELAY_MESSAGES.noRelayFound)).toBeTruthy();
      expect(requestedSearches()).toContain('acme');
    } finally {
      vi.useRealTimers();
    }
  });
});
