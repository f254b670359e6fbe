import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RoutingLogDetailViewDto, TimelineStep } from '@contracts/routing-logs';
import { RoutingLogDetails } from './routing-log-details-page';
import { testCrmMatches, testCurrentRules, testDecision } from '@web/components/decision/test-decision';

afterEach(cleanup);

const ANN = '3f0c6a52-1d7e-4c43-9b1e-7d2a4f5e8c01';
const MAX = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const SLOT = '2026-11-26T15:00:00.000Z';

// As the server sends it: references, never ids in the words, instants in UTC.
const timeline: TimelineStep[] = [
  { at: '2026-11-25T14:00:00.000Z', parts: [{ text: 'Pat submitted the form on ' }, { url: 'https://acme.example/demo' }] },
  {
    at: '2026-11-25T14:00:00.000Z',
    parts: [
      { text: 'Matching rule ' },
      { rule: 'mr-owner', kind: 'matching', name: 'Account owner' },
      { text: ' passed: e-mail domain acme.com matched account Acme (fuzzy match)' },
    ],
  },
  { at: '2026-11-25T14:00:00.000Z', parts: [{ text: 'Pat was shown 12 slots, the first at ' }, { time: SLOT }] },
  {
    at: '2026-11-25T14:02:00.000Z',
    parts: [
      { text: "Round robin (balanced) in 'Sales pod' picked " },
      { person: ANN, name: 'Ann Rep' },
      { text: ': free at ' },
      { time: SLOT },
      { text: ', the slot Pat chose, and first in turn among the members free then' },
    ],
    others: [[{ person: MAX, name: 'Max Manager' }, { text: ': not among the members whose times Pat was shown' }]],
    arithmetic: ['Ann Rep: weight 1 of 2 = 50% share; 1 of 4 counted meetings = 25%: 25 points behind, 1 meeting behind'],
  },
  {
    at: '2026-11-25T14:02:00.000Z',
    parts: [
      { text: 'Assigned to ' },
      { person: ANN, name: 'Ann Rep' },
      { text: ', the owner of the matched account ' },
      { record: 'crm-acme', module: 'account', name: 'Acme' },
    ],
  },
  {
    at: '2026-11-25T14:02:00.000Z',
    parts: [{ text: 'Pat booked ' }, { time: SLOT }, { text: ' with ' }, { person: ANN, name: 'Ann Rep' }],
  },
];

/** A failed rule whose core detail names a CRM owner by id, as matching writes it. */
function withOwnerDetail(d: ReturnType<typeof testDecision>): ReturnType<typeof testDecision> {
  const [old, ...rest] = d.matching.evaluations;
  return {
    ...d,
    matching: {
      ...d.matching,
      evaluations: [
        {
          ...old,
          conditions: [],
          reason: "This user doesn't exist in the product",
          detail: `CRM owner "${MAX}" has no product user; also "0b4c2f0e-6a1d-4a57-9d5e-2f1b8b1c9a10"`,
        },
        ...rest,
      ],
    },
  };
}

const log: RoutingLogDetailViewDto = {
  id: 's1',
  loggedAt: '2026-11-25T14:00:00.000Z',
  prospect: { name: 'Pat', email: 'pat@acme.com' },
  assignee: { id: ANN, name: 'Ann Rep' },
  assigneeState: 'assigned',
  router: { id: 'router-1', name: 'Website demo', deleted: false },
  via: 'fallback_pod',
  viaName: 'Sales pod',
  outcome: 'booked',
  outcomeReason: null,
  bookedBy: 'Pat',
  meetingId: 'm1',
  sourceUrl: 'https://acme.example/demo',
  attribution: { pageUrl: 'https://acme.example/demo', referrer: null, utm: {} },
  submittedEntries: [],
  crmMatches: testCrmMatches,
  meeting: { id: 'm1', start: SLOT, end: '2026-11-26T15:30:00.000Z', status: 'scheduled', durationMinutes: 30, hostName: 'Ann Rep' },
  decision: withOwnerDetail({
    ...testDecision(),
    slotsShown: { count: 12, firstStart: SLOT, lastStart: SLOT, timezone: 'Europe/London', at: '2026-11-25T14:00:00.000Z' },
  }),
  currentRules: testCurrentRules,
  people: { [ANN]: 'Ann Rep', [MAX]: 'Max Manager' },
  crmOwnerUpdated: false,
  crmOwnerField: null,
  explanation: [],
  timeline,
};

function show(timeZone: string, canOpenMembers = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RoutingLogDetails log={log} timeZone={timeZone} canOpenMembers={canOpenMembers} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('list', { name: 'Timeline' }));
}

describe('routing log timeline', () => {
  it('shows every time in the viewer zone, naming the zone once (15:00Z is 10:00 AM in New York)', () => {
    const t = show('America/New_York');
    expect(screen.getByTestId('viewer-zone').textContent).toBe('Times are in your time zone, America/New York (EST).');
    expect(t.getByText(/Pat booked/).textContent).toBe('Pat booked Thu 26 Nov, 10:00 AM with Ann Rep');
    expect(t.getByText(/picked/).textContent).toContain('free at Thu 26 Nov, 10:00 AM, the slot Pat chose');
    // The step times: the first with its day, later ones on the same day as a time only.
    expect(t.getAllByText('Wed 25 Nov, 9:00 AM')).toHaveLength(1);
    expect(t.getAllByText('9:02 AM').length).toBeGreaterThan(0);
    // Cards beside the timeline use the same zone and do not repeat it.
    expect(screen.getAllByText('Thu 26 Nov, 10:00 AM').length).toBeGreaterThanOrEqual(2);
    const page = document.body.textContent ?? '';
    expect(page.match(/\bEST\b/g)).toHaveLength(1);
    expect(page).not.toMatch(/UTC|15:00/);
    expect(page).not.toContain(ANN);
    expect(page).not.toContain(MAX);
  });

  it('puts names to the ids in details the core wrote', () => {
    show('America/New_York');
    const rule = screen.getByTestId('rule-mr-old');
    expect(rule.textContent).toContain('CRM owner "Max Manager" has no product user; also "an unknown record"');
  });

  it('follows the zone it is given', () => {
    const t = show('Asia/Kolkata');
    expect(t.getByText(/Pat booked/).textContent).toBe('Pat booked Thu 26 Nov, 8:30 PM with Ann Rep');
  });

  it('links names to their records and keeps the share arithmetic behind a disclosure', () => {
    const t = show('America/New_York');
    expect(t.getAllByRole('link', { name: 'Ann Rep' })[0].getAttribute('href')).toBe(`/settings/members/${ANN}/details`);
    expect(t.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/accounts/crm-acme/users');
    expect(t.getByRole('link', { name: '‘Account owner’' }).getAttribute('href')).toBe('/matching-rules/mr-owner');
    expect(
      within(t.getByRole('list', { name: 'Why the others were not picked' })).getByText(/not among the members whose times Pat was shown/),
    ).toBeTruthy();
    const details = t.getByText('How the shares were worked out').closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(t.getByText('How the shares were worked out'));
    expect(details.open).toBe(true);
    expect(within(details).getByText(/weight 1 of 2 = 50% share/)).toBeTruthy();
  });

  it('shows names without links to a viewer who cannot open member pages', () => {
    const t = show('America/New_York', false);
    expect(t.queryByRole('link', { name: 'Ann Rep' })).toBeNull();
    expect(t.getAllByText('Ann Rep').length).toBeGreaterThan(0);
  });
});
