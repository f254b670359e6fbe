import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomCodeDto } from '@contracts/meeting-settings';
import { CustomCodePage } from './custom-code-page';

let stored: CustomCodeDto;
let puts: Record<string, unknown>[];

beforeEach(() => {
  stored = { code: '<script>ga()</script>', updatedAt: '2026-11-30T05:00:00.000Z' };
  puts = [];
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (!url.includes('/api/meeting-settings/custom-code')) return new Response('{}', { status: 404 });
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : '{}')));
        puts.push(body);
        stored = { code: body.code, updatedAt: body.code ? '2026-11-30T05:01:00.000Z' : null };
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
      <CustomCodePage />
    </QueryClientProvider>,
  );
}
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('CustomCodePage', () => {
  it('shows the saved code with its size, and saves a change', async () => {
    renderPage();
    const code = (await screen.findByLabelText('HTML and scripts')) as HTMLTextAreaElement;
    expect(code.value).toBe('<script>ga()</script>');
    expect(screen.getByText('21 of 20,000 characters. Leave blank to remove.')).toBeTruthy();
    // It says every page the code runs on, and where it never does.
    expect(screen.getByText(/each meeting link booking page, campaign router link page and relay link page/)).toBeTruthy();
    expect(screen.getByText(/never runs in this app or in the widget on your website/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '<script>plausible()</script>' } });
    await save();
    await waitFor(() => expect(puts).toEqual([{ code: '<script>plausible()</script>' }]));
  });

  it("refuses more than 20,000 characters with the server's wording, and blank removes the code", async () => {
    renderPage();
    const code = await screen.findByLabelText('HTML and scripts');
    fireEvent.change(code, { target: { value: 'x'.repeat(20_001) } });
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Custom code must be at most 20,000 characters');
    expect(puts).toEqual([]);
    fireEvent.change(code, { target: { value: '' } });
    await save();
    await waitFor(() => expect(puts).toEqual([{ code: '' }]));
  });
});
