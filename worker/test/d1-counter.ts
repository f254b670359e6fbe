/** One call that reached D1: a lone statement (first/all/run/raw) or a batch of statements. */
export type D1Call = { kind: 'first' | 'all' | 'run' | 'raw' | 'batch' | 'exec'; sql: string[]; args: unknown[][] };

/**
 * The D1 binding, wrapped to record every round trip it makes (a batch is one round trip), for tests
 * that pin how much a request or a consumer asks of D1. The statements stay the binding's own, so a
 * batch of recorded statements still runs as one transaction.
 */
export function countingD1(d1: D1Database) {
  const calls: D1Call[] = [];
  const sqlOf = new WeakMap<object, string>();
  const argsOf = new WeakMap<object, unknown[]>();
  const wrap = (stmt: D1PreparedStatement, sql: string, args: unknown[] = []): D1PreparedStatement => {
    sqlOf.set(stmt, sql);
    argsOf.set(stmt, args);
    const s = stmt as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const kind of ['first', 'all', 'run', 'raw'] as const) {
      const run = s[kind].bind(stmt);
      s[kind] = (...a: unknown[]) => {
        calls.push({ kind, sql: [sql], args: [args] });
        return run(...a);
      };
    }
    const bind = s.bind.bind(stmt);
    s.bind = (...a: unknown[]) => wrap(bind(...a) as D1PreparedStatement, sql, a);
    return stmt;
  };
  const db = {
    prepare: (sql: string) => wrap(d1.prepare(sql), sql),
    batch: (stmts: D1PreparedStatement[]) => {
      calls.push({ kind: 'batch', sql: stmts.map((st) => sqlOf.get(st) ?? '?'), args: stmts.map((st) => argsOf.get(st) ?? []) });
      return d1.batch(stmts);
    },
    exec: (query: string) => {
      calls.push({ kind: 'exec', sql: [query], args: [] });
      return d1.exec(query);
    },
    withSession: () => {
      throw new Error('countingD1: sessions are not counted');
    },
    dump: () => d1.dump(),
  } as unknown as D1Database;
  return { db, calls, reset: () => void calls.splice(0) };
}
