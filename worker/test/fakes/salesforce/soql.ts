// The SOQL this fake understands, parsed, and one condition matched against a record.
import type { Row } from './schema';

export type Cond = { field: string; op: string; value: unknown };
/** The SOQL this fake understands: SELECT list FROM object [WHERE c (AND|OR c)*] [ORDER BY f [ASC|DESC]] [LIMIT n]. */
export function parseSoql(q: string):
  | {
      fields: string[];
      object: string;
      conds: Cond[];
      joiner: 'AND' | 'OR';
      order: { field: string; desc: boolean } | null;
      limit: number | null;
    }
  | string {
  const m =
    /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+(\w+)(?:\s+(ASC|DESC))?)?(?:\s+LIMIT\s+(\d+))?\s*$/is.exec(q);
  if (!m) return 'unexpected token';
  const conds: Cond[] = [];
  let joiner: 'AND' | 'OR' = 'AND';
  if (m[3]) {
    const parts = m[3].split(/\s+(AND|OR)\s+(?=(?:[^']*'[^']*')*[^']*$)/i);
    for (let i = 0; i < parts.length; i += 2) {
      const c = /^(\w+)\s*(=|!=|>=|<=|>|<|LIKE)\s*('(?:[^'\\]|\\.)*'|true|false|null|[\d.]+|\d{4}-\d\d-\d\dT[\d:.]+Z)$/i.exec(
        parts[i].trim(),
      );
      if (!c) return `unexpected token: ${parts[i]}`;
      const raw = c[3];
      const value = raw.startsWith("'")
        ? raw.slice(1, -1).replace(/\\(.)/g, '$1')
        : raw === 'true'
          ? true
          : raw === 'false'
            ? false
            : raw === 'null'
              ? null
              : /T/.test(raw)
                ? Date.parse(raw)
                : Number(raw);
      conds.push({ field: c[1], op: c[2].toUpperCase(), value });
      if (parts[i + 1]) joiner = parts[i + 1].toUpperCase() as 'AND' | 'OR';
    }
  }
  return {
    fields: m[1].split(',').map((s) => s.trim()),
    object: m[2],
    conds,
    joiner,
    order: m[4] ? { field: m[4], desc: (m[5] ?? '').toUpperCase() === 'DESC' } : null,
    limit: m[6] ? Number(m[6]) : null,
  };
}

export function condMatch(row: Row, c: Cond) {
  let v = row[c.field];
  if (c.field === 'SystemModstamp' && typeof v === 'string') v = Date.parse(v);
  if (c.op === 'LIKE') {
    const re = new RegExp(
      `^${String(c.value)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.')}$`,
      'i',
    );
    return typeof v === 'string' && re.test(v);
  }
  const a = typeof v === 'string' && typeof c.value === 'string' ? v.toLowerCase() : v;
  const b = typeof c.value === 'string' ? c.value.toLowerCase() : c.value;
  switch (c.op) {
    case '=':
      return (a ?? null) === b;
    case '!=':
      return (a ?? null) !== b;
    case '>=':
      return (a as number) >= (b as number);
    case '>':
      return (a as number) > (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '<':
      return (a as number) < (b as number);
  }
  return false;
}
