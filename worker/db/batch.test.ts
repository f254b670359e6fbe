import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { allOf, known, mapRead, readSharing, type Read } from './batch';

// readSharing with a stand-in for the D1 handle: each statement is its SQL, each batch answers every statement with
// the batch's number, so a caller can tell which batch its rows came from.
type Batch = string[];

function fakeDb(answer: (stmts: Batch, n: number) => Promise<unknown[]> = async (stmts, n) => stmts.map(() => n)) {
  const batches: Batch[] = [];
  const db = {
    batch: (stmts: { sql: string }[]) => {
      const sqls = stmts.map((s) => s.sql);
      batches.push(sqls);
      return answer(sqls, batches.length);
    },
  } as unknown as Db;
  return { db, batches };
}
const stmt = (sql: string) => ({ sql });
/** A read named by its statements, as a read's maker names it by what it builds them from. */
const read = (...sqls: string[]): Read<string> => ({
  stmts: sqls.map(stmt) as never,
  of: (rows) => `${sqls.join('+')}@${rows.join(',')}`,
  key: sqls.join(' ; '),
});

describe('readSharing', () => {
  it('callers asking for the same shared read while one runs go together in the next batch, each with its own', async () => {
    const { db, batches } = fakeDb();
    const answers = await Promise.all([
      readSharing(db, read('key a'), read('slot 1', 'slot 2')),
      readSharing(db, read('key b'), read('slot 1', 'slot 2')),
      readSharing(db, read('key c', 'context c'), read('slot 1', 'slot 2')),
    ]);
    expect(batches).toEqual([
      ['key a', 'slot 1', 'slot 2'],
      ['key b', 'key c', 'context c', 'slot 1', 'slot 2'],
    ]);
    expect(answers).toEqual([
      ['key a@1', 'slot 1+slot 2@1,1'],
      ['key b@2', 'slot 1+slot 2@2,2'],
      ['key c+context c@2,2', 'slot 1+slot 2@2,2'],
    ]);
  });

  it('shares nothing between different shared reads, nor a read without statements or without a key', async () => {
    const { db, batches } = fakeDb();
    const unnamed = { ...read('slot 3'), key: undefined };
    await Promise.all([
      readSharing(db, read('key a'), read('slot 1')),
      readSharing(db, read('key b'), read('slot 2')),
      readSharing(db, read('key c'), read()),
      readSharing(db, read('key d'), read()),
      readSharing(db, read('key e'), unnamed),
      readSharing(db, read('key f'), unnamed),
    ]);
    expect(batches).toEqual([['key a', 'slot 1'], ['key b', 'slot 2'], ['key c'], ['key d'], ['key e', 'slot 3'], ['key f', 'slot 3']]);
  });

  it('names a read of several by its parts, and leaves it unnamed when one part is', () => {
    expect(allOf([read('a'), known(1), read('b', 'c')]).key).toBe(JSON.stringify(['a', '', 'b ; c']));
    expect(mapRead(read('a'), (x) => x.length).key).toBe('a');
    expect(allOf([read('a'), { ...read('b'), key: undefined }]).key).toBeUndefined();
  });

  it('fails only the caller whose own answer fails, and everyone in a batch that fails; the next batch reads anew', async () => {
    const { db, batches } = fakeDb(async (stmts, n) => {
      if (n === 4) throw new Error('D1 is gone');
      return stmts.map(() => n);
    });
    const refused: Read<string> = { stmts: [stmt('key reused')] as never, of: () => Promise.reject(new Error('key reused')) };
    const settled = (reads: Promise<unknown>[]) => Promise.allSettled(reads).then((rs) => rs.map((r) => r.status));
    // The second and third share batch 2: one's key was reused, the other's answer stands.
    expect(await settled(['key a', null, 'key c'].map((k) => readSharing(db, k ? read(k) : refused, read('slot'))))).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    // Batch 4, of the fifth and sixth, fails.
    expect(await settled(['key d', 'key e', 'key f'].map((k) => readSharing(db, read(k), read('slot'))))).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(await readSharing(db, read('key g'), read('slot'))).toEqual(['key g@5', 'slot@5']);
    expect(batches.map((b) => b.length)).toEqual([2, 3, 2, 3, 2]);
  });

  it('does not wait for ever on a batch that never settles (its request was cancelled): callers read alone', async () => {
    const { db, batches } = fakeDb((stmts, n) => (n === 1 ? new Promise<unknown[]>(() => {}) : Promise.resolve(stmts.map(() => n))));
    const answers = await Promise.all([readSharing(db, read('key a'), read('slot'), 20), readSharing(db, read('key b'), read('slot'), 20)]);
    expect(answers).toEqual([
      ['key a@3', 'slot@3'],
      ['key b@2', 'slot@2'],
    ]);
    expect(batches).toEqual([
      ['key a', 'slot'],
      ['key b', 'slot'],
      ['key a', 'slot'],
    ]);
  });

  it('passes over a batch that never settled once it is older than the patience: later callers do not wait on it', async () => {
    const { db, batches } = fakeDb((stmts, n) => (n === 1 ? new Promise<unknown[]>(() => {}) : Promise.resolve(stmts.map(() => n))));
    void readSharing(db, read('key a'), read('slot'), 1_000);
    await new Promise((r) => setTimeout(r, 1_100));
    // Waiting on the dead batch would take another second: the first reads at once, the second right after it.
    const late = Promise.all([readSharing(db, read('key b'), read('slot'), 1_000), readSharing(db, read('key c'), read('slot'), 1_000)]);
    const first = await Promise.race([late, new Promise((r) => setTimeout(() => r('waited'), 500))]);
    expect(first).toEqual([
      ['key b@2', 'slot@2'],
      ['key c@3', 'slot@3'],
    ]);
    expect(batches.slice(1)).toEqual([
      ['key b', 'slot'],
      ['key c', 'slot'],
    ]);
  });
});
