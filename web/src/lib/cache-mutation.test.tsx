import * as React from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCachedMutation, useRefreshingMutation } from './cache-mutation';

afterEach(() => vi.restoreAllMocks());

function wrapperFor(qc: QueryClient) {
  return ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

describe('useRefreshingMutation', () => {
  it('refetches each key once the write succeeds, then says it is done', async () => {
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useRefreshingMutation(async (id: string) => id, [['members'], ['teams']], 'Member deleted'), {
      wrapper: wrapperFor(qc),
    });
    result.current.mutate('m1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['members'], ['teams']]);
    expect(success).toHaveBeenCalledWith('Member deleted');
  });

  it('says nothing without a message', async () => {
    const qc = new QueryClient();
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useRefreshingMutation(async () => undefined, [['members']]), { wrapper: wrapperFor(qc) });
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(success).not.toHaveBeenCalled();
  });
  it('words the toast from the answer where it depends on it', async () => {
    const qc = new QueryClient();
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(
      () =>
        useRefreshingMutation(
          async (active: boolean) => ({ active }),
          [['signals']],
          (s) => (s.active ? 'Signal turned on' : 'Signal turned off'),
        ),
      { wrapper: wrapperFor(qc) },
    );
    result.current.mutate(false);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(success).toHaveBeenCalledWith('Signal turned off');
  });
});

describe('useCachedMutation', () => {
  it('caches the answer under the key it names, refetches the lists and says it is saved', async () => {
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(
      () =>
        useCachedMutation(
          (data: { id: string }) => ['relays', data.id],
          async (name: string) => ({ id: 'r1', name }),
          [['relays', 'list']],
          'Relay created',
        ),
      { wrapper: wrapperFor(qc) },
    );
    result.current.mutate('Inbound');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(qc.getQueryData(['relays', 'r1'])).toEqual({ id: 'r1', name: 'Inbound' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['relays', 'list']]);
    expect(success).toHaveBeenCalledWith('Relay created');
  });
});
