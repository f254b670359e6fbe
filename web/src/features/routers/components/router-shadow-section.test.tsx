import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouterShadowDto, ShadowDisagreementDto } from '@contracts/router-shadows';
import { RouterShadowSection } from './router-shadow-section';

const shadow: RouterShadowDto = {
  id: 's1',
  routerId: 'r1',
  draft: { distributionRuleIds: ['d1', 'd2'] },
  baseVersion: 3,
  startedAt: '2026-11-28T09:00:00.000Z',
  total: 8,
  agreed: 6,
  agreementRate: 0.75,
  daily: [
    { date: '2026-11-28', total: 5, disagreed: 1 },
    { date: '2026-11-29', total: 3, disagreed: 1 },
  ],
};
const side = (outcome: 'routed' | 'not_routed', ruleName: string | null, repName: string | null) => ({
  outcome,
  ruleId: ruleName && 'x',
  ruleName,
  repId: repName && 'u',
  repName,
});
const disagreement: ShadowDisagreementDto = {
  sessionId: 'sess-1',
  at: '2026-11-29T10:00:00.000Z',
  prospect: { name: 'Pat Prospect', email: 'pat@acme.io' },
  kind: 'outcome',
  live: side('not_routed', null, null),
  shadow: side('routed', 'Japan pod', 'Ursula Rep'),
};

let calls: { method: string; path: string }[];
let active: RouterShadowDto | null;
beforeEach(() => {
  calls = [];
  active = shadow;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(req.url).pathname;
      // Times read in the member's zone, from the session.
      if (path.endsWith('/auth/session')) return new Response(null, { status: 401 });
      calls.push({ method: req.method, path });
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (path.endsWith('/disagreements')) return json({ data: [disagreement], meta: { nextCursor: null } });
      if (path.endsWith('/publish')) {
        active = null;
        return json({ data: { id: 'r1', version: 4 } });
      }
      if (req.method === 'DELETE') return new Response(null, { status: 204 });
      return json({ data: active });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RouterShadowSection routerId="r1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('RouterShadowSection', () => {
  it('shows the agreement rate, the days, and each disagreement live vs shadow linking to its routing log entry', async () => {
    renderSection();
    expect((await screen.findByText('Agreement rate')).nextElementSibling!.textContent).toBe('75%');
    expect(screen.getByText('Disagreements', { selector: 'dt' }).nextElementSibling!.textContent).toBe('2');
    expect(screen.getByRole('img', { name: 'Disagreements per day over 2 days' })).toBeTruthy();
    const row = (await within(screen.getByLabelText('Disagreements')).findByText('Pat Prospect')).closest('tr')!;
    expect(row.textContent).toContain('Not routed');
    expect(row.textContent).toContain('RoutedJapan podUrsula Rep');
    expect(within(row).getByRole('link', { name: 'Pat Prospect' }).getAttribute('href')).toBe('/routing-logs/sess-1/details');
  });

  it('publishes the draft in one click, after which shadow mode shows as off', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish this draft' }));
    await screen.findByText(/Shadow mode is off/);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/routers/r1/shadow/publish')).toBe(true);
  });

  it('turns shadow mode off', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/routers/r1/shadow')).toBe(true));
    await screen.findByText(/Shadow mode is off/);
  });
});
