import type * as React from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { sessionQuery } from '@web/lib/session';

/** One request the page made: its method, path and JSON body (null when it has none; `any`, as each test reads the body it expects). */
export type FetchCall = { method: string; path: string; body: any };

/** A JSON response with this status (a null body answers no body, as a 204 does). */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function read(input: RequestInfo | URL, init?: RequestInit): Promise<[FetchCall, URL]> {
  const request = input instanceof Request ? input : null;
  const url = new URL(String(request ? request.url : input), 'http://localhost');
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const raw = init?.body ?? (request && method !== 'GET' ? await request.clone().text() : null);
  return [{ method, path: url.pathname, body: typeof raw === 'string' && raw ? JSON.parse(raw) : null }, url];
}

/**
 * Stands in for the API: each request is read as the app sends it (a Request from the typed client, or
 * a URL and its options), recorded in the list this returns, and answered by `answer` (which also gets
 * the whole URL, query and all): a Response as it is, undefined with a 404, anything else as the
 * JSON:API `data` with 200.
 */
export function fakeFetch(answer: (call: FetchCall, url: URL) => unknown): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [call, url] = await read(input, init);
      calls.push(call);
      const answered = await answer(call, url);
      if (answered instanceof Response) return answered;
      return answered === undefined ? jsonResponse(404, {}) : jsonResponse(200, { data: answered });
    }),
  );
  return calls;
}

/** Renders with a query client that does not retry, as a page's tests want. */
export function renderWithQuery(element: React.ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{element}</QueryClientProvider>,
  );
}

/** The same inside a router, for pages with links. */
export const renderInRouter = (element: React.ReactElement) => renderWithQuery(<MemoryRouter>{element}</MemoryRouter>);

/** Inside a router (at `url`), with `session` already known (no session request), for pages that read the viewer's role. */
export function renderSignedIn(element: React.ReactNode, session: unknown, url = '/') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(sessionQuery.queryKey, session as never);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** For a file whose tests save: the CSRF cookie the app sends with writes, and restoreAfterEach. */
export function allowWritesAndRestore() {
  beforeAll(() => {
    document.cookie = 'rw_csrf=test';
  });
  restoreAfterEach();
}

/** After each test: unmount and put the real fetch (and any other stubbed global) back. */
export function restoreAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
