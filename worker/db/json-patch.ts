import { sql, type SQL } from 'drizzle-orm';

/** What to change in a JSON column: keys to set (a value replaces the key's), and items to append to array keys. */
export type JsonPatch = {
  set?: Record<string, unknown>;
  push?: Record<string, readonly unknown[] | undefined>;
};

/**
 * The column rewritten in SQL (json_set / json_insert) rather than read-modify-written, so concurrent
 * updates of different keys (a routing session's decision: CRM writes, slots shown, a booking) never
 * overwrite each other. `column` is the quoted column name, as in the UPDATE it goes into.
 */
export function jsonPatchExpr(column: string, patch: JsonPatch): SQL {
  let expr: SQL = sql.raw(`"${column}"`);
  for (const [key, items] of Object.entries(patch.push ?? {})) {
    for (const item of items ?? []) expr = sql`json_insert(${expr}, ${`$.${key}[#]`}, json(${JSON.stringify(item)}))`;
  }
  for (const [key, value] of Object.entries(patch.set ?? {}))
    expr = sql`json_set(${expr}, ${`$.${key}`}, json(${JSON.stringify(value ?? null)}))`;
  return expr;
}
