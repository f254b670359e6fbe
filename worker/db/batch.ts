import type { BatchItem } from 'drizzle-orm/batch';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';
import { PATIENCE_MS, isGaveUp, waitAtMost } from '../lib/single-flight';

/** A statement that can join a D1 batch (any drizzle insert, update, delete or select builder). */
export type Stmt = BatchItem<'sqlite'>;

/**
 * What a statement filters by: a value known already, or a scalar subquery that reads it in the same batch (a
 * booking page's organization, type and owner by the link's slug, so the link need not be read first).
 */
export type Key = string | SQL;

/** Runs statements as one D1 batch (one transaction); an empty list runs nothing. */
export async function runBatch(db: Db, stmts: Stmt[]): Promise<unknown[]> {
  if (!stmts.length) return [];
  return db.batch(stmts as [Stmt, ...Stmt[]]);
}

/** Rows an UPDATE or DELETE of a batch changed. */
export const changes = (result: unknown) => (result as { meta?: { changes?: number } })?.meta?.changes ?? 0;

/**
 * Statements to read and how their results become an answer. Reads of several features join one D1 batch with
 * `readTogether`, so a request that needs them all pays one round trip (a round trip costs more CPU than its SQL).
 */
export type Read<T> = {
  stmts: Stmt[];
  of: (results: unknown[]) => T | Promise<T>;
  /**
   * Names the statements exactly, made from what they are built from (the same key, the same SQL and values), so
   * `readSharing` can tell reads apart without building their SQL, which costs far more than the key. Made beside
   * the statements' builder; a read without one is never shared.
   */
  key?: string;
};

/** An answer known without reading. */
export const known = <T>(value: T): Read<T> => ({ stmts: [], of: () => value, key: '' });

type Answers<R extends readonly Read<unknown>[]> = { -readonly [K in keyof R]: R[K] extends Read<infer T> ? T : never };

/** Several reads as one: their statements in order, their answers in order. */
export function allOf<const R extends readonly Read<unknown>[]>(reads: R): Read<Answers<R>> {
  return {
    stmts: reads.flatMap((r) => r.stmts),
    key: reads.every((r) => r.key !== undefined) ? JSON.stringify(reads.map((r) => r.key)) : undefined,
    of: async (results) => {
      let at = 0;
      return (await Promise.all(reads.map((r) => r.of(results.slice(at, (at += r.stmts.length)))))) as Answers<R>;
    },
  };
}

/** A read whose answer is made from another's. */
export const mapRead = <T, U>(read: Read<T>, to: (answer: T) => U | Promise<U>): Read<U> => ({
  stmts: read.stmts,
  key: read.key,
  of: async (results) => to(await read.of(results)),
});

/** Runs a read: one D1 batch, or none when it needs no statement. */
export const runRead = async <T>(db: Db, read: Read<T>): Promise<T> => read.of(await runBatch(db, read.stmts));

/** Runs several reads as one D1 batch and answers each in order. */
export const readTogether = <const R extends readonly Read<unknown>[]>(db: Db, reads: R): Promise<Answers<R>> => runRead(db, allOf(reads));

/** One batch of a shared read: who is in it, and its rows, settled by the request that runs it. */
type Group = {
  since: number;
  owns: Read<unknown>[];
  rows: Promise<unknown[]>;
  settle: { resolve: (rows: unknown[]) => void; reject: (e: unknown) => void };
};
/** The batch of a shared read running now (and since when), and the group gathering for the next one. */
type Lane = { running: Promise<unknown[]> | null; runningSince: number; next: Group | null };
const lanes = new WeakMap<Db, Map<string, Lane>>();

function newGroup(own: Read<unknown>): Group {
  let settle!: Group['settle'];
  const rows = new Promise<unknown[]>((resolve, reject) => (settle = { resolve, reject }));
  rows.catch(() => undefined); // each member sees the failure; none goes unhandled for the group
  return { since: Date.now(), owns: [own], rows, settle };
}

/** Runs a group's batch from the request of its first member: workerd lets a request make I/O only for itself. */
function runGroup(db: Db, map: Map<string, Lane>, key: string, lane: Lane, group: Group, shared: Read<unknown>) {
  const running = group.rows;
  lane.running = running;
  lane.runningSince = Date.now();
  const forget = () => {
    if (lane.running === running) lane.running = null;
    if (!lane.running && !lane.next) map.delete(key);
  };
  running.then(forget, forget);
  runBatch(db, [...group.owns.flatMap((r) => r.stmts), ...shared.stmts]).then(group.settle.resolve, group.settle.reject);
}

/**
 * `own` and `shared` as one batch, like readTogether, except that callers whose `shared` reads have the same key (so
 * the same SQL with the same values) share them: whoever asks while such a batch is running waits for it to end, then
 * goes in one batch with everyone who asked meanwhile, each with its own statements and the shared ones once. A burst
 * of a hundred bookings of one slot costs a few D1 round trips instead of a hundred. Each caller's answers still come
 * from one batch, so from one snapshot, and each caller makes its answers from the rows with its own reads. A group
 * whose rows have not come after twice the patience (its first caller's request was cancelled) is left: the caller
 * reads alone.
 */
export async function readSharing<O, S>(db: Db, own: Read<O>, shared: Read<S>, patienceMs = PATIENCE_MS): Promise<[O, S]> {
  const key = shared.key;
  if (!shared.stmts.length || key === undefined) return readTogether(db, [own, shared]);
  let map = lanes.get(db);
  if (!map) lanes.set(db, (map = new Map()));
  let lane = map.get(key);
  if (!lane) map.set(key, (lane = { running: null, runningSince: 0, next: null }));
  // A batch, or a group's start, older than the patience was most likely cancelled with its request and will never
  // come: it is passed over, so that it does not hold up every later caller for the isolate's life.
  const fresh = (since: number) => Date.now() - since <= patienceMs;
  if (lane.next && !fresh(lane.next.since)) lane.next = null;
  let group = lane.next;
  if (group) group.owns.push(own);
  else {
    group = newGroup(own);
    if (lane.running && fresh(lane.runningSince)) {
      // A batch is running: gather the next group, and start it from this request once that batch has ended.
      lane.next = group;
      await waitAtMost(lane.running, patienceMs).catch(() => undefined);
      if (lane.next === group) lane.next = null;
    }
    runGroup(db, map, key, lane, group, shared);
  }
  const at = group.owns.indexOf(own);
  const rows = await waitAtMost(group.rows, patienceMs * 2);
  if (isGaveUp(rows)) return readTogether(db, [own, shared]);
  const from = group.owns.slice(0, at).reduce((n, r) => n + r.stmts.length, 0);
  return [await own.of(rows.slice(from, from + own.stmts.length)), await shared.of(rows.slice(rows.length - shared.stmts.length))];
}
