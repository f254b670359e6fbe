import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RoutingFunnelDto } from '@contracts/routing-funnel';
import { RouterFunnel } from './router-funnel';

const funnel = (range: string, prospects: number): RoutingFunnelDto => ({
  range: { range: range as never, from: '2026-11-02', to: '2026-11-29', days: 28, timezone: 'UTC' },
  router: { id: 'r1', kind: 'inbound', name: 'Website', deleted: false },
  totals: { prospects, routed: 4, booked: 3, held: 2 },
  rules: [
    { ruleId: 'm1', ruleName: 'Named accounts', kind: 'matching', reached: 4, matched: 1, booked: 1, held: 0 },
    { ruleId: 'd1', ruleName: 'EMEA pod', kind: 'distribution', reached: 2, matched: 1, booked: 1, held: 1 },
  ],
  pods: [{ id: 'd1', name: 'EMEA pod', routed: 1, booked: 1, held: 1 }],
  reps: [{ id: 'u1', name: 'Ann Rep', routed: 2, booked: 2, held: 1 }],
});

let urls: URL[];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      urls.push(url);
      const range = url.searchParams.get('range')!;
      return new Response(JSON.stringify({ data: funnel(range, range === 'last_7_days' ? 2 : 5) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderFunnel = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <RouterFunnel routerId="r1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('RouterFunnel', () => {
  it("shows the router's last 28 days: totals, each rule reached, matched, booked and held, pods and reps", async () => {
    renderFunnel();
    const rule = (await screen.findByText('Named accounts')).closest('tr')!;
    expect(rule.textContent).toBe('Named accountsMatching rule4110');
    expect(urls[0].pathname).toBe('/api/reports/routing-funnel');
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ routerId: 'r1', range: 'last_28_days' });
    expect(screen.getByText('Prospects').nextElementSibling!.textContent).toBe('5');
    expect(screen.getByText('Held', { selector: 'dt' }).nextElementSibling!.textContent).toBe('2');
    expect(within(screen.getByLabelText('Prospects per rule')).getByText('EMEA pod').closest('tr')!.textContent).toBe(
      'EMEA podDistribution rule2111',
    );
    expect(within(screen.getByLabelText('Prospects per pod')).getByText('EMEA pod').closest('tr')!.textContent).toBe('EMEA pod111');
    expect(within(screen.getByLabelText('Prospects per rep')).getByText('Ann Rep').closest('tr')!.textContent).toBe('Ann Rep221');
    expect(screen.getByRole('img', { name: 'Prospects reaching and matching 2 rules' })).toBeTruthy();
  });

  it("links each rule, pod and rep to the routing log's sessions behind it, over the report's days in its zone", async () => {
    renderFunnel();
    const pod = within(await screen.findByLabelText('Prospects per pod')).getByRole('link', { name: 'EMEA pod' });
    const url = new URL(pod.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/routing-logs/views/all-prospects');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      routerId: 'r1',
      since: '2026-11-02T00:00:00.000Z',
      until: '2026-11-30T00:00:00.000Z',
      podId: 'd1',
      drill: 'Pod: EMEA pod',
    });
    const rep = within(screen.getByLabelText('Prospects per rep')).getByRole('link', { name: 'Ann Rep' });
    expect(new URL(rep.getAttribute('href')!, 'http://localhost').searchParams.get('assigneeId')).toBe('u1');
    const rule = within(screen.getByLabelText('Prospects per rule')).getByRole('link', { name: 'Named accounts' });
    expect(new URL(rule.getAttribute('href')!, 'http://localhost').searchParams.get('ruleId')).toBe('m1');
  });

  it('asks for another range when one is picked', async () => {
    renderFunnel();
    await screen.findByText('Named accounts');
    fireEvent.click(screen.getByLabelText('Last 7 days'));
    await waitFor(() => expect(screen.getByText('Prospects').nextElementSibling!.textContent).toBe('2'));
    expect(urls.at(-1)!.searchParams.get('range')).toBe('last_7_days');
  });
});
