import * as React from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useOptimisticReorder } from './use-optimistic-reorder';

const KEY = ['rules'];

function setup(save: (items: string[]) => Promise<string[]>) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  qc.setQueryData(KEY, ['a', 'b', 'c']);
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return { qc, hook: renderHook(() => useOptimisticReorder(KEY, save), { wrapper }) };
}

describe('useOptimisticReorder', () => {
  it('moves the cached list at once, then keeps what the server answered', async () => {
    let answer: (v: string[]) => void = () => {};
    const { qc, hook } = setup(() => new Promise((resolve) => (answer = resolve)));
    hook.result.current.mutate(['c', 'a', 'b']);
    await waitFor(() => expect(qc.getQueryData(KEY)).toEqual(['c', 'a', 'b']));
    answer(['c', 'b', 'a']);
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(qc.getQueryData(KEY)).toEqual(['c', 'b', 'a']);
  });

  it('puts the list back when the server refuses', async () => {
    const { qc, hook } = setup(() => Promise.reject(new Error('Sequence is stale')));
    hook.result.current.mutate(['c', 'a', 'b']);
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(qc.getQueryData(KEY)).toEqual(['a', 'b', 'c']);
  });
});
