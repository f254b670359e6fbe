import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TrustedOriginsCard } from './trusted-origins-card';

let stored: string[];
let puts: string[][];

beforeEach(() => {
  stored = ['https://www.acme.test'];
  puts = [];
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/api/organization/trusted-origins')) return new Response('{}', { status: 404 });
      if ((init?.method ?? 'GET').toUpperCase() === 'PUT') {
        stored = (JSON.parse(String(init?.body)) as { trustedOrigins: string[] }).trustedOrigins;
        puts.push(stored);
      }
      return new Response(JSON.stringify({ data: { trustedOrigins: stored } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TrustedOriginsCard />
    </QueryClientProvider>,
  );
}

const add = async (value: string) => {
  fireEvent.change(screen.getByLabelText('Origin'), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
  });
};

describe('TrustedOriginsCard', () => {
  it("refuses what is not an origin with the spec's message", async () => {
    renderCard();
    await screen.findByText('https://www.acme.test');
    await add('https://www.acme.test/pricing');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid origin url');
    expect(screen.getByLabelText('Origin').getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
  });

  it('adds a normalised origin and removes one, saving the whole list each time', async () => {
    renderCard();
    await screen.findByText('https://www.acme.test');
    await add('  HTTPS://Shop.Acme.test:8443 ');
    expect(puts).toEqual([['https://www.acme.test', 'https://shop.acme.test:8443']]);
    expect(await screen.findByText('https://shop.acme.test:8443')).toBeTruthy();
    expect((screen.getByLabelText('Origin') as HTMLInputElement).value).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove https://www.acme.test' }));
    });
    expect(puts[1]).toEqual(['https://shop.acme.test:8443']);
  });
});
