import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as React from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { ApiRequestError } from '@web/lib/api';
import { matchingRuleQuery } from './get-matching-rule';
import { useUpdateMatchingRule } from './update-matching-rule';

beforeAll(() => {
  document.cookie = 'rw_csrf=test';
});
afterEach(() => vi.unstubAllGlobals());

const STALE = 'This matching rule was changed by someone else. Reload to see the latest version.';
const input = { name: 'Owner match' } as MatchingRuleInput;

function setup(status: number) {
  const calls: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Headers(init?.headers));
      const body =
        status === 200 ? { data: { id: 'm1', version: 4 } } : { errors: [{ status: '412', code: 'stale_version', detail: STALE }] };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  qc.setQueryData(matchingRuleQuery('m1').queryKey, { id: 'm1', version: 3 } as MatchingRuleDto);
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return { calls, qc, hook: renderHook(() => useUpdateMatchingRule('m1'), { wrapper }) };
}

describe('useUpdateMatchingRule', () => {
  it('names the loaded version in If-Match and keeps the saved one', async () => {
    const { calls, qc, hook } = setup(200);
    hook.result.current.mutate(input);
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(calls[0].get('if-match')).toBe('W/"3"');
    expect(qc.getQueryData(matchingRuleQuery('m1').queryKey)?.version).toBe(4);
  });

  it('a stale version fails with the server message (shown as an error toast by the form)', async () => {
    const { hook } = setup(412);
    hook.result.current.mutate(input);
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    const error = hook.result.current.error as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(412);
    expect(error.fieldErrors.map((e) => e.message)).toEqual([STALE]);
  });
});
