import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductUsageDto } from '@contracts/product-usage';
import { ProductUsagePage } from './product-usage-page';
import { allowWritesAndRestore, renderSignedIn } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

const usage: ProductUsageDto = {
  account: { events: ['Login'], advancedEvents: ['Export'], periodDays: 14 },
  user: { events: [], advancedEvents: [], periodDays: 7 },
  segment: { connected: false, keyHint: null },
  http: { connected: false, secretHint: null },
  mixpanel: { connected: false, importedAt: null },
  seenEvents: ['Login', 'Report Created'],
};

function renderPage() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = {
        url: input instanceof Request ? input.url : String(input),
        method: (input instanceof Request ? input.method : init?.method) ?? 'GET',
      };
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ method: req.method, url: req.url, body });
      if (req.url.includes('/settings/')) return json({ data: { ...usage, account: body } });
      if (req.url.includes('/segment-key')) return json({ data: { value: 'rwsk_once', hint: '…once' } }, 201);
      return json({ data: usage });
    }),
  );
  renderSignedIn(<ProductUsagePage />, { user: { role: 'super_admin' }, account: { id: 'org-1' } });
  return calls;
}

describe('product usage settings', () => {
  it('saves the account tab with a seen event added, its period shown as Every N days', async () => {
    const calls = renderPage();
    expect(await screen.findByRole('tab', { name: 'Account level' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'User level' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ Report Created' }));
    // Radix renders its options when opened; the closed trigger shows the chosen one.
    expect(screen.getAllByText('Every 14 days').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('/api/product-usage/settings/account');
    expect(put.body).toEqual({ events: ['Login', 'Report Created'], advancedEvents: ['Export'], periodDays: 14 });
  });

  it('marks an event advanced and another core, and saves each in its list', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Login is core; mark it advanced' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export is advanced; mark it core' }));
    expect(screen.getByRole('button', { name: 'Login is advanced; mark it core' }).textContent).toBe('Advanced');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ events: ['Export'], advancedEvents: ['Login'], periodDays: 14 });
  });

  it('refuses a sixth event with the spec message before saving', async () => {
    renderPage();
    const input = await screen.findByLabelText('Event name');
    for (const e of ['A', 'B', 'C', 'D']) {
      fireEvent.change(input, { target: { value: e } });
      fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    }
    expect(screen.getByRole('alert').textContent).toBe('At most 5 product usage events.');
  });

  it('shows a new write key once', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create write key' }));
    expect((await screen.findByTestId('usage-credential')).textContent).toBe('rwsk_once');
  });
});
