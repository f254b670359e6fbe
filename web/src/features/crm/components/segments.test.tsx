import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SegmentDto } from '@contracts/segments';
import { SEGMENT_MESSAGES } from '@contracts/segments';
import { ActivityStream } from './activity-stream';
import { SegmentBar } from './segment-bar';
import { allowWritesAndRestore, renderSignedIn } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

const segment = (over: Partial<SegmentDto>): SegmentDto => ({
  id: 's1',
  module: 'account',
  name: 'Enterprise',
  scope: 'global',
  createdBy: 'u1',
  match: 'all',
  conditions: [{ field: 'tier', operator: 'equals', value: 'Enterprise' }],
  count: 42,
  editable: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

type Reply = { status?: number; body: unknown };
const session = { user: { role: 'manager', timezone: 'UTC' } };
const calls: { method: string; url: string; body: unknown }[] = [];

function serve(route: (method: string, url: URL) => Reply, ui: React.ReactNode) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const r = url.pathname.startsWith('/api/auth/session') ? { status: 200, body: { data: session } } : route(method, url);
      return new Response(JSON.stringify(r.body), { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  renderSignedIn(ui, session);
}

describe('SegmentBar', () => {
  it('links every segment to its page with its live count', async () => {
    serve(
      () => ({ body: { data: [segment({}), segment({ id: 's2', name: 'Mine', scope: 'personal', count: 0 })] } }),
      <SegmentBar module="account" allPath="/accounts" />,
    );
    const nav = await screen.findByRole('navigation', { name: 'Segments' });
    const link = await within(nav).findByRole('link', { name: /Enterprise/ });
    expect(link.getAttribute('href')).toBe('/accounts/segments/s1');
    expect(within(link).getByLabelText('42 records')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'All accounts' }).getAttribute('href')).toBe('/accounts');
  });

  it('checks the new segment before sending, then shows the limit message the server answers with', async () => {
    serve(
      (method) =>
        method === 'POST'
          ? { status: 409, body: { errors: [{ status: '409', code: 'segment_limit', detail: SEGMENT_MESSAGES.limitReached }] } }
          : { body: { data: [] } },
      <SegmentBar module="account" allPath="/accounts" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /New segment/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create segment' }));
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    expect(screen.getByText(SEGMENT_MESSAGES.valueRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme people' } });
    fireEvent.change(screen.getByLabelText('Condition 1 value'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Global (everyone)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create segment' }));
    expect(await screen.findByText(SEGMENT_MESSAGES.limitReached)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      module: 'account',
      name: 'Acme people',
      scope: 'global',
      match: 'all',
      conditions: [{ field: 'domain', operator: 'contains', value: 'acme' }],
    });
  });
});

describe('ActivityStream', () => {
  it('shows the entries newest first and loads older ones with the cursor', async () => {
    const entry = (id: string, kind: string, title: string, at: string) => ({ id, kind, title, detail: 'not_booked', at, link: null });
    serve(
      (_m, url) =>
        url.searchParams.get('cursor') === 'c2'
          ? { body: { data: [entry('n1', 'note', 'Asked for pricing', '2026-11-01T09:00:00.000Z')], meta: { nextCursor: null } } }
          : {
              body: {
                data: [
                  entry('m1', 'meeting', 'Intro call', '2026-11-03T09:00:00.000Z'),
                  entry('s1', 'routing_session', 'Website router', '2026-11-02T09:00:00.000Z'),
                ],
                meta: { nextCursor: 'c2' },
              },
            },
      <ActivityStream type="account" id="a1" />,
    );
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Intro call'), expect.stringContaining('Website router')]);
    expect(within(list).getAllByText('not booked')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Asked for pricing')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/accounts/a1/activity?cursor=c2&limit=20');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
