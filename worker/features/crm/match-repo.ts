// The matcher's reads of the built-in CRM: records by field, e-mail, domain or phone, and the prospect's snapshot.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { crmRecords } from '../../db/schema/routing';
import type { CrmModule } from '../../contracts/crm';
import type { CrmRecord } from '../../contracts/routing';
import { ofAccount } from '../../db/live-rows';

type CrmRow = typeof crmRecords.$inferSelect;

/** Built-in columns a field key may name; everything else lives in the fields JSON. */
const COLUMN_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  domain: 'domain',
  owner_email: 'ownerEmail',
  owner_id: 'ownerUserId',
} as const;
const columnOf = (field: string, t: typeof crmRecords = crmRecords) =>
  Object.hasOwn(COLUMN_FIELDS, field) ? t[COLUMN_FIELDS[field as keyof typeof COLUMN_FIELDS]] : null;
const jsonPath = (field: string) => `$."${field.replace(/"/g, '')}"`;

/**
 * Distinct non-empty values of one field across a module (column or custom field; multi-selects give one value each),
 * in the order records were first stored: a plain `select distinct` followed whichever index the planner took, so which
 * casing of a value a list kept changed with the indexes (0049 made it flip in CI).
 */
export async function distinctFieldValues(db: Db, accountId: string, module: CrmModule, field: string, limit: number): Promise<string[]> {
  const column = columnOf(field);
  const rows = column
    ? await db.all<{ value: unknown }>(
        sql`select ${column} as value from ${crmRecords} where ${crmRecords.accountId} = ${accountId} and ${crmRecords.module} = ${module} and ${column} is not null and ${column} <> '' group by ${column} order by min(${crmRecords}.rowid) limit ${limit}`,
      )
    : await db.all<{ value: unknown }>(
        sql`select j.value as value from ${crmRecords}, json_each(${crmRecords.fields}, ${jsonPath(field)}) j where ${crmRecords.accountId} = ${accountId} and ${crmRecords.module} = ${module} and j.value is not null and trim(j.value) <> '' group by j.value order by min(${crmRecords}.rowid) limit ${limit}`,
      );
  return rows.map((r) => String(r.value));
}

/** Custom field keys in use on a module. */
export async function customFieldKeys(db: Db, accountId: string, module: CrmModule): Promise<string[]> {
  const rows = await db.all<{ key: string }>(
    sql`select distinct j.key as key from ${crmRecords}, json_each(${crmRecords.fields}) j where ${crmRecords.accountId} = ${accountId} and ${crmRecords.module} = ${module} order by j.key limit 500`,
  );
  return rows.map((r) => r.key);
}

// The account's records the conditions select, most recently updated first: the matcher prefers fresh data.
const newestRecords = (db: Db, accountId: string, limit: number, ...conditions: (SQL | undefined)[]) =>
  db
    .select()
    .from(crmRecords)
    .where(ofAccount(crmRecords, accountId, ...conditions))
    .orderBy(desc(crmRecords.updatedAt))
    .limit(limit)
    .all();

/** Records whose field (column or custom) equals the value, case-insensitively. */
export function findByField(db: Db, accountId: string, module: CrmModule, field: string, value: string) {
  const needle = value.trim().toLowerCase();
  const column = columnOf(field);
  const match = column
    ? sql`lower(trim(${column})) = ${needle}`
    : sql`exists (select 1 from json_each(${crmRecords.fields}, ${jsonPath(field)}) j where lower(trim(j.value)) = ${needle})`;
  return newestRecords(db, accountId, 200, eq(crmRecords.module, module), match);
}

export const findByEmail = (db: Db, accountId: string, email: string) => newestRecords(db, accountId, 200, eq(crmRecords.email, email));

/** Accounts with the domain, and people whose e-mail is at it. */
export const findByDomain = (db: Db, accountId: string, domain: string) =>
  newestRecords(
    db,
    accountId,
    500,
    or(eq(crmRecords.emailDomain, domain), and(eq(crmRecords.module, 'account'), eq(crmRecords.domain, domain))),
  );

export const findByPhone = (db: Db, accountId: string, phone: string) => newestRecords(db, accountId, 200, eq(crmRecords.phone, phone));

// Companies as the built-in enrichment reads them: the account's name among its fields.
const toCompany = (r: { id: string; domain: string | null; name: string; fields: CrmRecord['fields'] }): CrmRecord => ({
  id: r.id,
  module: 'account',
  domain: r.domain,
  fields: { name: r.name, ...r.fields },
});
const companyColumns = { id: crmRecords.id, domain: crmRecords.domain, name: crmRecords.name, fields: crmRecords.fields };

/** The organization's CRM accounts at a domain (imported or mirrored), most recently updated first. */
export async function companiesByDomain(db: Db, accountId: string, domain: string): Promise<CrmRecord[]> {
  const rows = await db
    .select(companyColumns)
    .from(crmRecords)
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, 'account'), eq(crmRecords.domain, domain)))
    .orderBy(desc(crmRecords.updatedAt))
    .limit(20);
  return rows.map(toCompany);
}

/** Up to `limit` CRM accounts of the organization, most recently updated first. */
export async function companies(db: Db, accountId: string, limit: number): Promise<CrmRecord[]> {
  const rows = await db
    .select(companyColumns)
    .from(crmRecords)
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, 'account')))
    .orderBy(desc(crmRecords.updatedAt))
    .limit(limit);
  return rows.map(toCompany);
}

/** What a prospect is matched by: normalised e-mail, a non-free registrable domain, E.164 phone, CRM field values. */
export type SnapshotProbe = {
  email: string | null;
  domain: string | null;
  phone: string | null;
  fields: { key: string; values: string[] }[];
};

const SNAPSHOT_LIMIT = 2000;

/** An equality SQLite must not pick an index for (unary +): it only filters rows another index found. */
const noIndex = (column: SQLiteColumn, value: string) => sql`+${column} = ${value}`;

/** One indexed condition per way a record can match the prospect, over a table (the main one or an alias). */
function matchTerms(t: typeof crmRecords, p: SnapshotProbe): SQL[] {
  const terms: (SQL | undefined)[] = [
    p.email ? eq(t.email, p.email) : undefined,
    p.domain ? eq(t.emailDomain, p.domain) : undefined,
    p.domain ? and(noIndex(t.module, 'account'), eq(t.domain, p.domain)) : undefined,
    p.phone ? eq(t.phone, p.phone) : undefined,
  ];
  for (const { key, values } of p.fields) {
    const column = columnOf(key, t);
    const list = sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
    // Custom fields live in JSON: this term reads the organization's rows (there is no index to use).
    terms.push(
      column
        ? sql`lower(trim(${column})) in (${list})`
        : sql`exists (select 1 from json_each(${t.fields}, ${jsonPath(key)}) j where lower(trim(j.value)) in (${list}))`,
    );
  }
  return terms.filter((x): x is SQL => !!x);
}

type Unionable = { union(other: unknown): Unionable };
const unionAll = <T>(parts: T[]): T => parts.reduce((a, b) => (a as unknown as Unionable).union(b) as unknown as T);

/**
 * Candidate records for one prospect in one D1 round trip of three statements, each a UNION of indexed
 * lookups (so SQLite never falls back to reading the whole organization): the records matched directly,
 * the accounts of matched people, and the opportunities of matched accounts and contacts.
 */
export async function snapshotRows(db: Db, accountId: string, p: SnapshotProbe): Promise<CrmRow[]> {
  const mine = (t: typeof crmRecords, term: SQL) => ofAccount(t, accountId, term);
  const terms = matchTerms(crmRecords, p);
  if (!terms.length) return [];
  const m = alias(crmRecords, 'm') as unknown as typeof crmRecords;
  const innerTerms = matchTerms(m, p);
  const matchedIds = () => unionAll(innerTerms.map((term) => db.select({ id: m.id }).from(m).where(mine(m, term))));
  // Parents are read by primary key from the matched ids: asked directly, SQLite prefers the parent index and reads every child.
  const people = alias(crmRecords, 'people') as unknown as typeof crmRecords;
  const matchedParents = db
    .select({ id: people.parentAccountId })
    .from(people)
    .where(and(noIndex(people.accountId, accountId), inArray(people.id, matchedIds())));
  const opp = (link: SQL, byModule: boolean) =>
    db
      .select()
      .from(crmRecords)
      .where(
        and(
          eq(crmRecords.accountId, accountId),
          byModule ? eq(crmRecords.module, 'opportunity') : noIndex(crmRecords.module, 'opportunity'),
          link,
        ),
      );
  const [records, parents, opps] = await db.batch([
    unionAll(terms.map((term) => db.select().from(crmRecords).where(mine(crmRecords, term)))).limit(SNAPSHOT_LIMIT),
    db
      .select()
      .from(crmRecords)
      .where(and(noIndex(crmRecords.accountId, accountId), noIndex(crmRecords.module, 'account'), inArray(crmRecords.id, matchedParents)))
      .limit(SNAPSHOT_LIMIT),
    // Opportunities linked only to a contact are found among the organization's opportunities: 0003 has no contact_id index.
    opp(inArray(crmRecords.parentAccountId, matchedIds()), false)
      .union(opp(inArray(crmRecords.contactId, matchedIds()), true))
      .limit(SNAPSHOT_LIMIT),
  ]);
  const byId = new Map<string, CrmRow>();
  for (const row of [...records, ...parents, ...opps]) byId.set(row.id, row);
  return [...byId.values()];
}
