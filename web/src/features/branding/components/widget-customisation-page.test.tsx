import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BrandingDto } from '@contracts/branding';
import { WidgetCustomisationPage } from './widget-customisation-page';

let stored: BrandingDto;
let patches: Record<string, unknown>[];

beforeEach(() => {
  stored = {
    primaryColor: '#4f46e5',
    colorMode: 'light',
    style: 'light_default',
    submitLabel: 'Schedule meeting',
    metaTitle: null,
    metaDescription: null,
    metaImageUrl: null,
    faviconUrl: null,
  };
  patches = [];
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (url.includes('/api/auth/session')) return new Response(JSON.stringify({ data: null }), { status: 200 });
      if (!url.includes('/api/branding')) return new Response('{}', { status: 404 });
      if (method === 'PATCH') {
        const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : '{}')));
        patches.push(body);
        stored = { ...stored, ...body };
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
      <WidgetCustomisationPage />
    </QueryClientProvider>,
  );
}

describe('WidgetCustomisationPage', () => {
  it('checks the primary colour against its button text and warns when it fails WCAG AA', async () => {
    renderPage();
    expect(await screen.findByText('Contrast 6.29:1 passes WCAG AA')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Custom primary colour'), { target: { value: '#8b5cf6' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Low contrast: 4.23:1 is below the WCAG AA minimum of 4.5:1');
  });

  it('offers the spec styles and saves colour, mode, style and label', async () => {
    renderPage();
    await screen.findByText('Contrast 6.29:1 passes WCAG AA');
    for (const label of ['Classic', 'Frozen glass', 'Light default', 'Sharp', 'Serenity', 'Retro', 'Terminal'])
      expect(screen.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Retro/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    fireEvent.change(screen.getByLabelText('Submit button label'), { target: { value: 'Book my demo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ primaryColor: '#059669', colorMode: 'dark', style: 'retro', submitLabel: 'Book my demo' });
  });

  it('frames the real booking page as its preview', async () => {
    renderPage();
    const frame = await screen.findByTitle('Booking page preview');
    expect(frame.getAttribute('src')).toBe('/booking/theme-preview');
  });
});
