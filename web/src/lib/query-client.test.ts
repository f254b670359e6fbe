import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { createQueryClient } from './query-client';

const failWith = (status: number) => () =>
  Promise.reject(new ApiRequestError(status, [{ status: String(status), code: 'x', detail: 'x' }]));

describe('createQueryClient', () => {
  it('forgets the session when the server answers 401, so the shell goes to /login', async () => {
    const qc = createQueryClient();
    qc.setQueryData(['session'], { user: { id: 'u1' } });
    await qc.fetchQuery({ queryKey: ['meetings'], queryFn: failWith(401), retry: false }).catch(() => undefined);
    expect(qc.getQueryData(['session'])).toBeNull();
  });

  it('does the same for a mutation answered 401, and keeps the session on a 403', async () => {
    const qc = createQueryClient();
    qc.setQueryData(['session'], { user: { id: 'u1' } });
    await qc.fetchQuery({ queryKey: ['settings'], queryFn: failWith(403), retry: false }).catch(() => undefined);
    expect(qc.getQueryData(['session'])).toEqual({ user: { id: 'u1' } });
    await qc
      .getMutationCache()
      .build(qc, { mutationFn: failWith(401) })
      .execute(undefined)
      .catch(() => undefined);
    expect(qc.getQueryData(['session'])).toBeNull();
  });
});
