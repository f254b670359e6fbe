import { describe, expect, it } from 'vitest';
import { isGaveUp, singleFlight, waitAtMost } from './single-flight';

const owner = {};

describe('singleFlight', () => {
  it('shares a read in flight, and reads anew once it settled', async () => {
    let reads = 0;
    const load = singleFlight(async (_o: object, key: string) => `${key}#${++reads}`);
    expect(await Promise.all([load(owner, 'a'), load(owner, 'a'), load(owner, 'b')])).toEqual(['a#1', 'a#1', 'b#2']);
    expect(await load(owner, 'a')).toBe('a#3');
    expect(await load({}, 'a')).toBe('a#4');
  });

  it('passes a failure to everyone waiting, then forgets it', async () => {
    let reads = 0;
    const load = singleFlight(async () => {
      if (++reads === 1) throw new Error('not found');
      return 'found';
    });
    const first = await Promise.allSettled([load(owner, 'x'), load(owner, 'x')]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await load(owner, 'x')).toBe('found');
  });

  it('gives up on a read that never settles (its request was cancelled) and reads for itself', async () => {
    let reads = 0;
    const load = singleFlight(
      (_o: object, key: string) => (++reads === 1 ? new Promise<string>(() => {}) : Promise.resolve(`${key} read again`)),
      20,
    );
    void load(owner, 'k');
    expect(await load(owner, 'k')).toBe('k read again');
    expect(reads).toBe(2);
  });

  it('replaces a read that never settled once it is older than the patience: later callers share a new one', async () => {
    let reads = 0;
    const load = singleFlight(
      (_o: object, key: string) => (++reads === 1 ? new Promise<string>(() => {}) : Promise.resolve(`${key}#${reads}`)),
      20,
    );
    void load(owner, 'k');
    await new Promise((r) => setTimeout(r, 30));
    expect(await Promise.all([load(owner, 'k'), load(owner, 'k')])).toEqual(['k#2', 'k#2']);
    expect(reads).toBe(2);
  });
});

describe('waitAtMost', () => {
  it('answers the promise when it settles in time, and gives up when it does not', async () => {
    expect(await waitAtMost(Promise.resolve(1), 50)).toBe(1);
    expect(isGaveUp(await waitAtMost(new Promise(() => {}), 10))).toBe(true);
    await expect(waitAtMost(Promise.reject(new Error('no')), 50)).rejects.toThrow('no');
  });
});
