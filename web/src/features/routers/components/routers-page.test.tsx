import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, fireEvent } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ROUTER_MESSAGES } from '@contracts/routers';
import { ROUTER } from './router-card.fixture';
import { RoutersPage } from './routers-page';

let role: string;
let routers: (typeof ROUTER)[];

beforeEach(() => {
  role = 'super_admin';
  routers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const body =
        url.pathname === '/api/auth/session'
          ? { data: { user: { id: 'u1', role }, account: {} } }
          : url.pathname === '/api/routers'
            ? { data: routers.filter((r) => r.name.toLowerCase().includes((url.searchParams.get('search') ?? '').toLowerCase())) }
            : null;
      return body ? new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/inbound-router/routers', element: <RoutersPage /> }], { initialEntries: ['/inbound-router/routers'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RoutersPage', () => {
  it('offers editors to get started when there are no routers', async () => {
    renderPage();
    expect(await screen.findByText('No routers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/routers/new');
    expect(screen.getByRole('tab', { name: 'Inbound Router' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Object Router/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Handover Router' }).getAttribute('href')).toBe('/handover-router/routers');
  });

  it('hides write actions from regular users', async () => {
    role = 'regular';
    renderPage();
    expect(await screen.findByText('An Admin or Manager has not created any routers yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    expect(screen.queryByRole('link', { name: /New router/ })).toBeNull();
  });

  it('says when the search matches no router', async () => {
    routers = [ROUTER];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      expect(await screen.findByRole('link', { name: 'Website demo' })).toBeTruthy();
      await act(async () => {
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search routers' }), { target: { value: 'pricing' } });
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(await screen.findByText(ROUTER_MESSAGES.noRoutersMatched)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
