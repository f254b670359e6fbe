import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

  it('refetches a list invalidated during its first load, so a change made meanwhile shows', async () => {
    const qc = createQueryClient();
    const server = { notes: [] as string[] };
    const answers: (() => void)[] = [];
    // Each read answers what the server holds when it is read, once the test lets it through.
    const queryFn = () => {
      const held = [...server.notes];
      return new Promise<string[]>((resolve) => answers.push(() => resolve(held)));
    };
    const observer = new QueryObserver(qc, { queryKey: ['tasks', 'notes'], queryFn });
    const seen: (string[] | undefined)[] = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    expect(answers).toHaveLength(1);
    server.notes.push('Renewal call booked');
    const invalidated = qc.invalidateQueries({ queryKey: ['tasks'] });
    answers[0]!();
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 500 });
    answers[1]!();
    await invalidated;
    expect(qc.getQueryData(['tasks', 'notes'])).toEqual(['Renewal call booked']);
    expect(seen.filter(Boolean).at(-1)).toEqual(['Renewal call booked']);
    stop();
  });
});
