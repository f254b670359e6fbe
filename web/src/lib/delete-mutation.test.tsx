import * as React from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-error';
import { useDeleteById } from './delete-mutation';

afterEach(() => vi.restoreAllMocks());

const wrapperFor =
  (qc: QueryClient) =>
  ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;

/** A typed client's DELETE endpoint that answers `status`. */
const endpoint = (status: number, body: unknown = null) => ({
  $delete: vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status })),
});

describe('useDeleteById', () => {
  it('deletes the record by id, drops its own query, refreshes the lists and says it is done', async () => {
    const qc = new QueryClient();
    qc.setQueryData(['relays', 'r1'], { id: 'r1' });
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const success = vi.spyOn(toast, 'success');
    const api = endpoint(204);
    const { result } = renderHook(
      () => useDeleteById(api, 'Relay deleted', { detail: (id) => ['relays', id], lists: [['relays', 'list']] }),
      {
        wrapper: wrapperFor(qc),
      },
    );
    result.current.mutate('r1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.$delete).toHaveBeenCalledWith({ param: { id: 'r1' } });
    expect(qc.getQueryData(['relays', 'r1'])).toBeUndefined();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['relays', 'list']]);
    expect(success).toHaveBeenCalledWith('Relay deleted');
  });

  it('says why a delete failed, as every delete in the app does', async () => {
    const qc = new QueryClient();
    const error = vi.spyOn(toast, 'error');
    const refused = { errors: [{ status: '409', code: 'in_use', detail: 'This relay still has open sessions' }] };
    const { result } = renderHook(() => useDeleteById(endpoint(409, refused), 'Relay deleted', { lists: [['relays']] }), {
      wrapper: wrapperFor(qc),
    });
    result.current.mutate('r1');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(error).toHaveBeenCalledWith('This relay still has open sessions');
  });
});
