import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AutoRedirectionDto } from '@contracts/meeting-settings';
import { AutoRedirectionPage } from './auto-redirection-page';

let stored: AutoRedirectionDto;
let puts: Record<string, unknown>[];
let refuse: boolean;

beforeEach(() => {
  stored = { mode: 'countdown', seconds: 10, updatedAt: null };
  puts = [];
  refuse = false;
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (!url.includes('/api/meeting-settings/auto-redirection')) return new Response('{}', { status: 404 });
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : '{}')));
        puts.push(body);
        if (refuse) {
          const errors = [{ status: '422', code: 'invalid', detail: 'Refused by the server', source: { pointer: '/seconds' } }];
          return new Response(JSON.stringify({ errors }), { status: 422, headers: { 'content-type': 'application/json' } });
        }
        stored = { ...body, updatedAt: '2026-11-30T05:00:00.000Z' };
      }
      return new Response(JSON.stringify({ data: stored }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AutoRedirectionPage />
    </QueryClientProvider>,
  );
}

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('AutoRedirectionPage', () => {
  it('shows the saved setting and saves stay on the page, which needs no countdown', async () => {
    renderPage();
    const countdown = await screen.findByRole('radio', { name: /^Auto-redirect after a countdown/ });
    expect((countdown as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Countdown (seconds)') as HTMLInputElement).value).toBe('10');
    fireEvent.click(screen.getByRole('radio', { name: /^Stay on the confirmation page/ }));
    expect((screen.getByLabelText('Countdown (seconds)') as HTMLInputElement).disabled).toBe(true);
    await save();
    await waitFor(() => expect(puts).toEqual([{ mode: 'stay', seconds: 10 }]));
  });

  it("checks the countdown with the server's wording before saving, then saves a valid one", async () => {
    renderPage();
    const seconds = await screen.findByLabelText('Countdown (seconds)');
    fireEvent.change(seconds, { target: { value: '90' } });
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Countdown must be between 3 and 60 seconds');
    expect(puts).toEqual([]);
    fireEvent.change(seconds, { target: { value: '5' } });
    await save();
    await waitFor(() => expect(puts).toEqual([{ mode: 'countdown', seconds: 5 }]));
  });

  it("puts the server's refusal under the field", async () => {
    refuse = true;
    renderPage();
    fireEvent.change(await screen.findByLabelText('Countdown (seconds)'), { target: { value: '7' } });
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the server');
  });
});
