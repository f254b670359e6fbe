import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Column, SQL, Table, entityKind, is, sql, StringChunk, Placeholder, Param, Name } from 'drizzle-orm';
import { SQLiteColumn, SQLiteTable, SQLiteText, SQLiteInteger } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/d1';
import { meetings } from './schema/scheduling';

// drizzle's `is` is patched (patches/drizzle-orm+0.45.4.patch, applied by `npm install`): the kinds along a class's
// prototype chain are collected once per class instead of walked on every failed check. It must answer exactly as
// the walk it replaces, for every kind of object a statement is built from.

/** drizzle 0.45.4's own `is`, as published. */
function walked(value: unknown, type: { [entityKind]?: string; name?: string }): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof (type as unknown as new () => unknown)) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) throw new Error(`Class "${type.name}" doesn't look like a Drizzle entity.`);
  let cls = Object.getPrototypeOf(value).constructor;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
    cls = Object.getPrototypeOf(cls);
  }
  return false;
}

const values: unknown[] = [
  sql`select 1`,
  sql.raw('x'),
  sql.placeholder('p'),
  new StringChunk('a'),
  new Param(1),
  new Name('n'),
  meetings,
  meetings.id,
  meetings.startAt,
  sql`x`.as('y'),
  {},
  [],
  new Date(0),
  null,
  undefined,
  'text',
  3,
];
const types = [
  SQL,
  Table,
  Column,
  StringChunk,
  Placeholder,
  Param,
  Name,
  SQLiteTable,
  SQLiteColumn,
  SQLiteText,
  SQLiteInteger,
  SQL.Aliased,
];

describe("drizzle's is()", () => {
  it('answers as the published walk for every value and type, asked in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(values.length - 1), fc.nat(types.length - 1)), { maxLength: 60 }), (asks) => {
        for (const [v, t] of asks) expect(is(values[v], types[t] as never)).toBe(walked(values[v], types[t]));
      }),
    );
  });

  it('still refuses a class that is not a drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is(sql`x`, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => is(sql`x`, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });

  it('is the patched one: a class is looked at once, so what it claims later does not change the answer', () => {
    class Late {
      static readonly [entityKind]: string = 'RoutewiseLate';
    }
    const late = new Late();
    expect(is(late, SQL)).toBe(false);
    // The published walk would now find SQL's kind; the patched check answers from what it collected the first time.
    (Late as { [entityKind]: string })[entityKind] = SQL[entityKind];
    expect(walked(late, SQL)).toBe(true);
    expect(is(late, SQL)).toBe(false);
  });

  it('builds the same SQL for a statement as before', () => {
    const db = drizzle({} as D1Database);
    const q = db
      .select({ id: meetings.id })
      .from(meetings)
      .where(sql`${meetings.accountId} = ${'acc'} and ${meetings.startAt} < ${5}`)
      .toSQL();
    expect(q).toEqual({
      sql: 'select "id" from "meetings" where "meetings"."account_id" = ? and "meetings"."start_at" < ?',
      params: ['acc', 5],
    });
  });
});
