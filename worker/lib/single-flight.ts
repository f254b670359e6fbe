// Shared waits between the requests one isolate is serving at once. workerd never settles a promise whose creating
// request was cancelled (a prospect closing the tab mid-read), and a request awaiting it would hang with it; so a
// waiter gives up after `patienceMs` and does its own work, which is what it would have done with no one to wait on.

/** How long a request waits on another's read or write before doing its own: far above one D1 round trip. */
export const PATIENCE_MS = 2_000;

const gaveUp = Symbol('gave up');

/** `promise`, or `gaveUp` once `ms` have passed without it settling. A rejection is passed on. */
export function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | typeof gaveUp> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof gaveUp>((resolve) => (timer = setTimeout(() => resolve(gaveUp), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
export const isGaveUp = (v: unknown): v is typeof gaveUp => v === gaveUp;

/**
 * One read for everyone asking the same thing of the same owner (a D1 handle) at the same time: a caller arriving
 * while the read is in flight gets its answer, a caller arriving after it settles reads anew. Nothing is kept once
 * the read settles, so no answer is older than a read that was already running when its caller asked.
 */
export function singleFlight<O extends object, T>(read: (owner: O, key: string) => Promise<T>, patienceMs = PATIENCE_MS) {
  const inFlight = new WeakMap<O, Map<string, { promise: Promise<T>; since: number }>>();
  return async (owner: O, key: string): Promise<T> => {
    let reads = inFlight.get(owner);
    if (!reads) inFlight.set(owner, (reads = new Map()));
    const running = reads.get(key);
    // A read running longer than anyone waits was most likely cancelled with its request and will never settle: it
    // is replaced, so that it does not hold up every later caller for the isolate's life.
    if (running && Date.now() - running.since <= patienceMs) {
      const shared = await waitAtMost(running.promise, patienceMs);
      if (!isGaveUp(shared)) return shared;
      return read(owner, key);
    }
    const mine = { promise: read(owner, key), since: Date.now() };
    reads.set(key, mine);
    const forget = () => {
      if (reads.get(key) === mine) reads.delete(key);
    };
    mine.promise.then(forget, forget);
    return mine.promise;
  };
}
