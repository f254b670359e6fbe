import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ObjectRouterDto } from '@contracts/object-routers';
import type { RoutingFunnelDto } from '@contracts/routing-funnel';
import { EditObjectRouterPage } from './object-router-pages';
import { objectRouter } from './object-router.fixture';

const ROUTER = objectRouter({ trigger: { type: 'created' } as unknown as ObjectRouterDto['trigger'] });

const FUNNEL: RoutingFunnelDto = {
  range: { range: 'last_28_days', from: '2026-11-02', to: '2026-11-29', days: 28, timezone: 'UTC' },
  router: { id: 'or-1', kind: 'object', name: 'MQL contacts', deleted: false },
  totals: { prospects: 7, routed: 6, booked: 0, held: 0 },
  rules: [],
  pods: [{ id: 'pod-1', name: 'SDR pod', routed: 6, booked: 0, held: 0 }],
  reps: [],
};

let funnelCalls: URL[];
function renderAs(role: string) {
  funnelCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/auth/session') return json({ user: { id: 'u1', role }, account: {} });
      if (url.pathname === '/api/object-routers/or-1') return json(ROUTER);
      if (url.pathname === '/api/reports/routing-funnel') {
        funnelCalls.push(url);
        return json(FUNNEL);
      }
      return json([]);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/object-router/or-1']}>
        <Routes>
          <Route path="/object-router/:id" element={<EditObjectRouterPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EditObjectRouterPage', () => {
  it("shows the object router's routing funnel to Admins and Managers", async () => {
    renderAs('manager');
    expect(await screen.findByRole('heading', { name: 'Routing funnel' })).toBeTruthy();
    expect((await screen.findByText('Prospects')).nextElementSibling!.textContent).toBe('7');
    expect(funnelCalls[0]!.searchParams.get('routerId')).toBe('or-1');
  });

  it('shows no funnel to Users', async () => {
    renderAs('user');
    expect(await screen.findByRole('heading', { name: 'MQL contacts' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Routing funnel' })).toBeNull();
    expect(funnelCalls).toEqual([]);
  });
});
