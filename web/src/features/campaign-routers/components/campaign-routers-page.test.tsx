import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CampaignRouterSummaryDto } from '@contracts/campaign';
import { fakeListApi, renderRoute } from '@web/lib/test/list-page';
import { CampaignRoutersPage } from './campaign-routers-page';

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
  fallback: {
    distribution: 'round_robin_all',
    teamId: 't1',
    method: 'round_robin_strict',
    memberships: [],
    primaryGroupId: null,
    additionalGroupIds: [],
  },
  marketingFormId: null,
  postBookingRedirectUrl: null,
  crmRecords: 'leads',
  assetTemplateId: null,
  version: 1,
  team: { id: 't1', name: 'Sales' },
  form: { id: 'f1', name: 'Contact' },
  meetingType: { id: 'm1', name: 'Intro call', durationMinutes: 30 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  stats: { processed: 12, assigned: 11, booked: 7, notBooked: 5, since: '2026-10-28T00:00:00.000Z' },
  activeMatchingRules: 1,
};

const api = fakeListApi<CampaignRouterSummaryDto>('/api/campaign-routers');
const renderPage = () => renderRoute('/campaign-router/routers', <CampaignRoutersPage />);

describe('CampaignRoutersPage', () => {
  it('shows each router with its link, last 28 days and links to its log and both reports', async () => {
    api.items = [ROUTER];
    renderPage();
    expect(await screen.findByRole('link', { name: 'Spring webinar' })).toBeTruthy();
    expect(screen.getByText('https://app.test/c/acme/spring')).toBeTruthy();
    expect(screen.getByText('Create and update leads')).toBeTruthy();
    expect(screen.getByText('1 active matching rule')).toBeTruthy();
    // Every fact and figure as its label (a term) and its value (the definition after it).
    const terms = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Meeting type', 'Intro call (30 min)'],
      ['Team', 'Sales'],
      ['Matching', '1 active matching rule'],
      ['CRM records', 'Create and update leads'],
      ['Leads', '12'],
      ['Assigned', '11'],
      ['Booked', '7'],
      ["Didn't book", '5'],
    ]);
    expect(screen.getByText('Last 28 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conversion report' }).getAttribute('href')).toBe('/reports/conversion-report?routerId=c1');
    expect(screen.getByRole('link', { name: 'Distribution report' }).getAttribute('href')).toBe('/reports/distribution-report?routerId=c1');
    expect(screen.getByRole('link', { name: 'Routing log' }).getAttribute('href')).toContain(
      '/campaign-router/routing-logs/views/all-prospects?routerId=c1',
    );
    expect(screen.getByRole('tab', { name: 'Campaign Router' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Inbound Router' }).getAttribute('href')).toBe('/inbound-router/routers');
  });

  it('offers editors to get started, and regular users only an explanation', async () => {
    renderPage();
    expect(await screen.findByText('No campaign routers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/campaign-router/new');
    cleanup();
    api.role = 'regular';
    renderPage();
    expect(await screen.findByText('An Admin or Manager has not created any campaign routers yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /New campaign router/ })).toBeNull();
  });
});
