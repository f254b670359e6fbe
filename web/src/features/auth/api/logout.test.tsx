import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { sessionQuery } from '@web/lib/session';
import { useLogout } from './auth-mutations';

describe('useLogout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Signing out takes the query client offline for the reload that follows; the next test starts online.
    onlineManager.setOnline(true);
  });

  it('keeps the session and stays until the server has ended it, then leaves for the sign-in page', async () => {
    let endSession: () => void = () => {};
    const ended = new Promise<void>((resolve) => (endSession = resolve));
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input instanceof Request ? input.url : input).includes('/auth/logout')) await ended;
      return new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const qc = new QueryClient();
    const signedIn = { user: { id: 'u1', email: 'manager@acme.test' }, account: {} };
    qc.setQueryData(sessionQuery.queryKey, signedIn as never);
    const { result } = renderHook(() => useLogout(), {
      wrapper: ({ children }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>,
    });

    act(() => result.current.mutate());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(result.current.isPending).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    // A signed-out session in the cache would draw the sign-in page while the server session still lives.
    expect(qc.getQueryData(sessionQuery.queryKey)).toBe(signedIn);

    await act(async () => endSession());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
  });

  it('lets no query start a request once the session is ending (a poll would meet a dead session)', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const qc = new QueryClient();
    const poll = vi.fn(async () => 'unread');
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['notifications'], queryFn: poll, refetchInterval: 20 });
        return useLogout();
      },
      { wrapper: ({ children }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider> },
    );
    await waitFor(() => expect(poll.mock.calls.length).toBeGreaterThanOrEqual(2));
    act(() => result.current.mutate());
    await waitFor(() => expect(urls.some((u) => u.includes('/auth/logout'))).toBe(true));
    const polled = poll.mock.calls.length;
    await new Promise((r) => setTimeout(r, 120));
    expect(poll).toHaveBeenCalledTimes(polled);
  });
});
