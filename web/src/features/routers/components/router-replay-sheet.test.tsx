import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReplayChangeDto, RouterReplayDto } from '@contracts/router-replays';
import { RouterReplaySheet } from './router-replay-sheet';

const base: RouterReplayDto = {
  id: 'rp1',
  routerId: 'r1',
  versionId: 'draft',
  versionLabel: 'Draft',
  from: '2026-10-01T00:00:00.000Z',
  to: '2026-10-31T00:00:00.000Z',
  status: 'running',
  total: 60,
  processed: 0,
  skipped: 0,
  changed: { outcome: 0, rule: 0, rep: 0, total: 0 },
  distribution: [],
  error: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
};
const done: RouterReplayDto = {
  ...base,
  status: 'done',
  processed: 60,
  changed: { outcome: 1, rule: 0, rep: 0, total: 1 },
  distribution: [{ userId: 'u1', name: 'Ursula Rep', before: 20, after: 19 }],
  finishedAt: '2026-11-29T10:00:05.000Z',
};
const change: ReplayChangeDto = {
  sessionId: 's1',
  at: '2026-10-02T00:00:00.000Z',
  prospect: { name: 'Lead 5', email: 'lead5@gmail.com' },
  kind: 'outcome',
  before: { outcome: 'routed', ruleId: 'p1', ruleName: 'Japan pod', repId: 'u1', repName: 'Ursula Rep' },
  after: { outcome: 'disqualified', ruleId: null, ruleName: null, repId: null, repName: null },
};

let calls: { method: string; url: string; body: unknown }[];
let reads: number;
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  reads = 0;
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : null;
      const url = new URL(String(req ? req.url : input), 'http://localhost');
      const method = req?.method ?? init?.method ?? 'GET';
      calls.push({ method, url: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST') return json({ data: base }, 202);
      if (url.pathname.endsWith('/changes')) return json({ data: [change], meta: { nextCursor: null } });
      // The first read still runs; the next one is done.
      return json({ data: reads++ === 0 ? { ...base, processed: 30 } : done });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RouterReplaySheet', () => {
  it('starts a replay of the draft, shows its progress, then the summary, the per-rep table and the changed sessions', async () => {
    const draft = { disqualifyFreeEmail: true };
    const router = createMemoryRouter([{ path: '/', element: <RouterReplaySheet routerId="r1" draft={() => draft} /> }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByText('Replay over history'));
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-30' } });
    await act(async () => {
      fireEvent.click(screen.getByText('Start replay'));
    });
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/routers/r1/replays',
      body: { versionId: 'draft', draft, from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z' },
    });
    const progress = await screen.findByLabelText('Replay progress');
    expect(progress.getAttribute('aria-valuenow')).toBe('30');
    const result = await screen.findByLabelText('Replay result', undefined, { timeout: 5000 });
    expect(result.textContent).toContain('1 would change.');
    const rep = within(screen.getByLabelText('Sessions per rep')).getByText('Ursula Rep').closest('tr')!;
    expect(rep.textContent).toBe('Ursula Rep2019');
    const link = (await screen.findByText('Lead 5')).closest('a')!;
    expect(link.getAttribute('href')).toBe('/routing-logs/s1/details');
    expect(screen.getByText('Routed · Japan pod · Ursula Rep → Disqualified')).toBeTruthy();
    expect(screen.getByText('Download CSV').closest('a')!.getAttribute('href')).toBe('/api/routers/r1/replays/rp1/changes.csv');
  }, 60_000);
});
