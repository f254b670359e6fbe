import { and, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { crmRecords } from '../../db/schema/routing';
import { SEGMENT_FIELDS, type SegmentCondition, type SegmentMatch } from '../../contracts/segments';
import { escapeLike } from '../../db/like';
import { DAY_MS } from '../../contracts/scheduling-constants';

/** A segment's filter as the CRM list reads it. */
export type SegmentFilter = { match: SegmentMatch; conditions: SegmentCondition[] };

const DATE_FIELDS = new Set(['created_at', 'updated_at']);
const NUMBER_FIELDS = new Set(SEGMENT_FIELDS.account.filter((f) => f.kind === 'number').map((f) => f.key));

/** The fields a condition reads straight from one of the record's own columns. */
const OWN_COLUMNS = new Map<string, SQLiteColumn>([
  ['name', crmRecords.name],
  ['email', crmRecords.email],
  ['domain', crmRecords.domain],
  ['phone', crmRecords.phone],
  ['owner_email', crmRecords.ownerEmail],
  ['created_at', crmRecords.createdAt],
  ['updated_at', crmRecords.updatedAt],
  ['usage_score', crmRecords.usageScore],
  ['usage_level', crmRecords.usageLevel],
  ['stripe_plan', crmRecords.billingPlan],
]);

// The value a condition reads for one record, as a SQL expression over crm_records.
function column(key: string): SQL {
  const own = OWN_COLUMNS.get(key);
  if (own) return sql`${own}`;
  switch (key) {
    case 'contact_count':
      return sql`(select count(*) from ${crmRecords} "seg_child" where "seg_child"."account_id" = ${crmRecords.accountId} and "seg_child"."parent_account_id" = ${crmRecords.id} and "seg_child"."module" = 'contact')`;
    case 'stripe_mrr':
      return sql`(${crmRecords.billingMrrCents} / 100.0)`;
    case 'account_name':
      return sql`(select "seg_parent"."name" from ${crmRecords} "seg_parent" where "seg_parent"."account_id" = ${crmRecords.accountId} and "seg_parent"."id" = ${crmRecords.parentAccountId})`;
    default:
      // Custom fields live in the JSON column; the key was checked against the custom-field pattern.
      return sql`json_extract(${crmRecords.fields}, ${`$."${key}"`})`;
  }
}

/** A date value compares as the start of that UTC day in epoch ms, the unit the date columns store. */
const dayMs = (value: string) => Date.parse(`${value}T00:00:00.000Z`);

function ordered(key: string, value: string, op: '>=' | '<='): SQL {
  const col = column(key);
  if (DATE_FIELDS.has(key)) {
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayMs(value) : Number(value);
    // "at most" a day includes the whole of that day.
    return op === '>=' ? sql`${col} >= ${ms}` : sql`${col} < ${/^\d{4}-\d{2}-\d{2}$/.test(value) ? ms + DAY_MS : ms + 1}`;
  }
  const n = Number(value);
  if (Number.isNaN(n)) return op === '>=' ? sql`${col} >= ${value}` : sql`${col} <= ${value}`;
  const num = NUMBER_FIELDS.has(key) ? col : sql`cast(${col} as real)`;
  const present = NUMBER_FIELDS.has(key) ? sql`1` : sql`${col} is not null and trim(${col}) <> ''`;
  return op === '>=' ? sql`(${present} and ${num} >= ${n})` : sql`(${present} and ${num} <= ${n})`;
}

function equalsSql(key: string, value: string): SQL {
  const col = column(key);
  if (DATE_FIELDS.has(key) && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return sql`(${col} >= ${dayMs(value)} and ${col} < ${dayMs(value) + DAY_MS})`;
  if (NUMBER_FIELDS.has(key) && !Number.isNaN(Number(value))) return sql`${col} = ${Number(value)}`;
  return sql`lower(${col}) = ${value.toLowerCase()}`;
}

/** One condition as a SQL predicate; text compares ignore case, as the list's search does. */
export function conditionSql(c: SegmentCondition): SQL {
  const col = column(c.field);
  switch (c.operator) {
    case 'equals':
      return equalsSql(c.field, c.value);
    case 'not_equals':
      return sql`(${col} is null or not ${equalsSql(c.field, c.value)})`;
    case 'contains':
      return sql`lower(${col}) like ${`%${escapeLike(c.value.toLowerCase())}%`} escape '\\'`;
    case 'starts_with':
      return sql`lower(${col}) like ${`${escapeLike(c.value.toLowerCase())}%`} escape '\\'`;
    case 'empty':
      return sql`(${col} is null or trim(${col}) = '')`;
    case 'not_empty':
      return sql`(${col} is not null and trim(${col}) <> '')`;
    case 'at_least':
      return ordered(c.field, c.value, '>=');
    case 'at_most':
      return ordered(c.field, c.value, '<=');
  }
}

/** The whole filter: its conditions joined by AND ("all") or OR ("any"). */
export function segmentSql(f: SegmentFilter): SQL {
  const parts = f.conditions.map(conditionSql);
  return (f.match === 'any' ? or(...parts) : and(...parts)) ?? sql`1`;
}
