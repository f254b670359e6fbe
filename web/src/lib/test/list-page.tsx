import type * as React from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Stands in for the API: `answer` gets each request's URL and returns the JSON:API `data` to send
 * with 200, or undefined for a 404 (what an endpoint the page should not call would get).
 */
export function stubApi(answer: (url: URL) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const data = answer(url);
      return data === undefined
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** Renders a page at `path` as the app does: in the router, with a query client that does not retry. */
export function renderRoute(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * The API behind a searchable list page (routers, campaign routers): the signed-in user's role and
 * the list at `listPath`, filtered by `?search=` on the name as the server does. Call it once at the
 * top of a test file; each test starts as a Super Admin with an empty list and may change both.
 */
export function fakeListApi<T extends { name: string }>(listPath: string) {
  const api = { role: 'super_admin', items: [] as T[] };
  beforeEach(() => {
    api.role = 'super_admin';
    api.items = [];
    stubApi((url) => {
      if (url.pathname === '/api/auth/session') return { user: { id: 'u1', role: api.role }, account: {} };
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      if (url.pathname === listPath) return api.items.filter((item) => item.name.toLowerCase().includes(search));
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return api;
}
