import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CampaignRouterSummaryDto } from '@contracts/campaign';
import { CampaignRoutersPage } from './campaign-routers-page';

let role: string;
let routers: CampaignRouterSummaryDto[];

const ROUTER: CampaignRouterSummaryDto = {
  id: 'c1',
  name: 'Spring webinar',
  slug: 'spring',
  url: 'https://app.test/c/acme/spring',
  teamId: 't1',
  assignedMemberIds: ['u1'],
  meetingTypeId: 'm1',
  formId: 'f1',
  consentEnabled: false,
  consentText: '',
  defaultCountryCode: 'US',
  redirectUrl: 'https://www.example.com/later',
  matchingRuleIds: ['r1'],
  fallback: { distribution: 'round_robin_all', teamId: 't1', method: 'round_robin_strict', memberships: [], primaryGroupId: null, additionalGroupIds: [] },
  marketingFormId: null,
  postBookingRedirectUrl: null,
  crmRecords: 'leads',
  assetLayout: 'center',
  version: 1,
  team: { id: 't1', name: 'Sales' },
  form: { id: 'f1', name: 'Contact' },
  meetingType: { id: 'm1', name: 'Intro call', durationMinutes: 30 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  stats: { processed: 12, assigned: 11, booked: 7, notBooked: 5, since: '2026-10-28T00:00:00.000Z' },
  activeMatchingRules: 1,
};

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
          : url.pathname === '/api/campaign-routers'
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
  const router = createMemoryRouter([{ path: '/campaign-router/routers', element: <CampaignRoutersPage /> }], { initialEntries: ['/campaign-router/routers'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CampaignRoutersPage', () => {
  it('shows each router with its link, last 28 days and links to its log and both reports', async () => {
    routers = [ROUTER];
    renderPage();
    expect(await screen.findByRole('link', { name: 'Spring webinar' })).toBeTruthy();
    expect(screen.getByText('https://app.test/c/acme/spring')).toBeTruthy();
    expect(screen.getByText('Create and update leads')).toBeTruthy();
    expect(screen.getByText('1 active matching rule')).toBeTruthy();
    for (const [label, value] of [['Leads', '12'], ['Booked', '7'], ["Didn't book", '5']]) expect(screen.getByText(label).previousElementSibling?.textContent).toBe(value);
    expect(screen.getByRole('link', { name: 'Conversion report' }).getAttribute('href')).toBe('/reports/conversion-report?routerId=c1');
    expect(screen.getByRole('link', { name: 'Distribution report' }).getAttribute('href')).toBe('/reports/distribution-report?routerId=c1');
    expect(screen.getByRole('link', { name: 'Routing log' }).getAttribute('href')).toContain('/campaign-router/routing-logs/views/all-prospects?routerId=c1');
    expect(screen.getByRole('link', { name: 'Campaign Router' }).getAttribute('href')).toBe('/campaign-router/routers');
  });

  it('offers editors to get started, and regular users only an explanation', async () => {
    renderPage();
    expect(await screen.findByText('No campaign routers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/campaign-router/new');
    cleanup();
    role = 'regular';
    renderPage();
    expect(await screen.findByText('An Admin or Manager has not created any campaign routers yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /New campaign router/ })).toBeNull();
  });
});
