import type { Db } from '../../../db/client';
import { runBatch, type Stmt } from '../../../db/batch';

type Waiting = { stmt: Stmt; resolve: (rows: unknown) => void; reject: (err: unknown) => void };

/**
 * What the handlers of one delivery share. `rows` memoizes a select under a key for the delivery, and
 * the selects asked in the same tick go to D1 as ONE batch: the handlers' `applies` checks all start
 * together, so however many handlers ask, deciding who has work costs one round trip.
 */
export class EventContext {
  private memo = new Map<string, Promise<unknown>>();
  private waiting: Waiting[] = [];

  constructor(private readonly db: Db) {}

  /** The select's rows (drizzle's mapped types), loaded once per delivery under `key`. */
  rows<Q extends Stmt>(key: string, query: () => Q): Promise<Awaited<Q>> {
    let p = this.memo.get(key);
    if (!p) {
      p = new Promise((resolve, reject) => {
        this.waiting.push({ stmt: query(), resolve, reject });
        if (this.waiting.length === 1) queueMicrotask(() => void this.flush());
      });
      this.memo.set(key, p);
    }
    return p as Promise<Awaited<Q>>;
  }

  private async flush() {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const results = await runBatch(
        this.db,
        batch.map((w) => w.stmt),
      );
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      // Every ask of this delivery fails alike; the handlers' failures are counted and retried as usual.
      batch.forEach((w) => w.reject(err));
    }
  }
}
