import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { crmRecords } from '../../db/schema/routing';
import type { CrmModule, CrmRecordDto } from '../../contracts/crm';
import type { CrmRecord } from '../../contracts/routing';

export type CrmRow = typeof crmRecords.$inferSelect;
export type CrmInsert = typeof crmRecords.$inferInsert;

/** D1 binds at most 100 parameters per statement; IN lists are sliced well under that. */
const IN_SLICE = 90;
const slices = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / IN_SLICE) }, (_, i) => items.slice(i * IN_SLICE, (i + 1) * IN_SLICE));

const parent = alias(crmRecords, 'parent');

const dtoColumns = {
  ...getTableColumns(crmRecords),
  ownerName: users.name,
  parentAccountName: parent.name,
  joinedParentId: parent.id,
  contactCount: sql<number | null>`case when ${crmRecords.module} = 'account' then (select count(*) from ${crmRecords} "child" where "child"."account_id" = ${crmRecords.accountId} and "child"."parent_account_id" = ${crmRecords.id} and "child"."module" = 'contact') end`,
};

/**
 * What a User (role regular) sees of the CRM, spec section 6 "sees own accounts": the records they
 * own, and the contacts and opportunities of the accounts they own.
 */
function visibleTo(viewer: string): SQL {
  const ownAccount = sql`exists (select 1 from ${crmRecords} "own" where "own"."account_id" = ${crmRecords.accountId} and "own"."id" = ${crmRecords.parentAccountId} and "own"."module" = 'account' and "own"."owner_user_id" = ${viewer})`;
  return or(eq(crmRecords.ownerUserId, viewer), and(inArray(crmRecords.module, ['contact', 'opportunity']), ownAccount))!;
}

/** Records with owner and parent names; for a scoped viewer the parent account shows only when it is theirs. */
const selectDto = (db: Db, viewer?: string) =>
  db
    .select(dtoColumns)
    .from(crmRecords)
    .leftJoin(users, and(eq(users.id, crmRecords.ownerUserId), eq(users.accountId, crmRecords.accountId)))
    .leftJoin(parent, and(eq(parent.id, crmRecords.parentAccountId), eq(parent.accountId, crmRecords.accountId), viewer ? eq(parent.ownerUserId, viewer) : undefined));

type DtoRow = CrmRow & { ownerName: string | null; parentAccountName: string | null; joinedParentId: string | null; contactCount: number | null };

function toDto(r: DtoRow, viewer?: string): CrmRecordDto {
  return {
    id: r.id,
    module: r.module,
    objectType: r.objectType,
    name: r.name,
    email: r.email,
    phone: r.phone,
    domain: r.domain,
    ownerUserId: r.ownerUserId,
    ownerEmail: r.ownerEmail,
    ownerName: r.ownerName,
    parentAccountId: viewer ? r.joinedParentId : r.parentAccountId,
    parentAccountName: r.parentAccountName,
    contactId: r.contactId,
    fields: r.fields ?? {},
    contactCount: r.module === 'account' ? Number(r.contactCount ?? 0) : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** A record in the shape the pure matcher reads; owner and name ride along in fields so rules can use them. */
export function toCrmRecord(r: CrmRow): CrmRecord {
  return {
    id: r.id,
    module: r.module,
    objectType: r.objectType,
    email: r.email,
    phone: r.phone,
    domain: r.domain,
    accountId: r.parentAccountId,
    contactId: r.contactId,
    updatedAt: new Date(r.updatedAt).toISOString(),
    fields: { ...(r.fields ?? {}), name: r.name, owner_id: r.ownerUserId, owner_email: r.ownerEmail },
  };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `viewer`: a User's id, whose view is scoped to their own records (see visibleTo); unset for Admins and Managers. */
export type ListFilter = { module: CrmModule; q?: string; parentAccountId?: string; objectType?: string; page: number; pageSize: number; viewer?: string };

/** One page of a module, most recently updated first, with the total for the pager. */
export async function listRecords(db: Db, accountId: string, f: ListFilter) {
  const conds: (SQL | undefined)[] = [eq(crmRecords.accountId, accountId), eq(crmRecords.module, f.module)];
  if (f.parentAccountId) conds.push(eq(crmRecords.parentAccountId, f.parentAccountId));
  if (f.objectType) conds.push(eq(crmRecords.objectType, f.objectType));
  if (f.viewer) conds.push(visibleTo(f.viewer));
  if (f.q) {
    const p = likePattern(f.q);
    conds.push(sql`(${crmRecords.name} like ${p} escape '\\' or ${crmRecords.email} like ${p} escape '\\' or ${crmRecords.domain} like ${p} escape '\\')`);
  }
  const where = and(...conds);
  const [rows, total] = await Promise.all([
    selectDto(db, f.viewer).where(where).orderBy(desc(crmRecords.updatedAt), asc(crmRecords.id)).limit(f.pageSize).offset((f.page - 1) * f.pageSize).all(),
    db.select({ n: count() }).from(crmRecords).where(where).get(),
  ]);
  return { rows: rows.map((r) => toDto(r, f.viewer)), total: total?.n ?? 0 };
}

export const findRecord = (db: Db, accountId: string, id: string) =>
  db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.id, id))).get();

/** One record as the app shows it; with `viewer`, null unless that User may see it. */
export async function findRecordDto(db: Db, accountId: string, id: string, viewer?: string) {
  const row = await selectDto(db, viewer)
    .where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.id, id), viewer ? visibleTo(viewer) : undefined))
    .get();
  return row ? toDto(row, viewer) : null;
}

/** Records of a module carrying any of these (normalised) e-mails. */
export async function findByEmails(db: Db, accountId: string, module: CrmModule, emails: string[]) {
  const out: CrmRow[] = [];
  for (const part of slices([...new Set(emails)])) {
    out.push(...(await db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, module), inArray(crmRecords.email, part))).all()));
  }
  return out;
}

/** Accounts whose registrable domain is one of these. */
export async function findAccountsByDomains(db: Db, accountId: string, domains: string[]) {
  const out: CrmRow[] = [];
  for (const part of slices([...new Set(domains)])) {
    out.push(...(await db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, 'account'), inArray(crmRecords.domain, part))).all()));
  }
  return out;
}

/** Another record of the module with this e-mail (or, for accounts, domain); for the duplicate check. */
export const findDuplicate = (db: Db, accountId: string, module: CrmModule, by: { email?: string | null; domain?: string | null }, exceptId?: string) =>
  db
    .select({ id: crmRecords.id })
    .from(crmRecords)
    .where(
      and(
        eq(crmRecords.accountId, accountId),
        eq(crmRecords.module, module),
        by.email ? eq(crmRecords.email, by.email) : eq(crmRecords.domain, by.domain ?? ''),
        exceptId ? ne(crmRecords.id, exceptId) : undefined,
      ),
    )
    .get();

/** Active members of the organization with these e-mails, for owner resolution. */
export async function activeUsersByEmails(db: Db, accountId: string, emails: string[]) {
  const out: { id: string; email: string }[] = [];
  for (const part of slices([...new Set(emails)])) {
    out.push(...(await db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.accountId, accountId), eq(users.status, 'active'), inArray(users.email, part))).all()));
  }
  return out;
}

export const activeUserById = (db: Db, accountId: string, id: string) =>
  db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.accountId, accountId), eq(users.status, 'active'), eq(users.id, id))).get();

export const insertRecordStmt = (db: Db, row: CrmInsert) => db.insert(crmRecords).values(row);
export const updateRecordStmt = (db: Db, accountId: string, id: string, set: Partial<CrmInsert>) =>
  db.update(crmRecords).set(set).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.id, id)));

/** Deleting a record unlinks what pointed at it, so no child keeps a dangling parent. */
export const deleteRecordStmts = (db: Db, accountId: string, id: string, now: number) => [
  db.update(crmRecords).set({ parentAccountId: null, updatedAt: now }).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.parentAccountId, id))),
  db.update(crmRecords).set({ contactId: null, updatedAt: now }).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, 'opportunity'), eq(crmRecords.contactId, id))),
  db.delete(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.id, id))),
];

/** Built-in columns a field key may name; everything else lives in the fields JSON. */
const COLUMN_FIELDS = { name: 'name', email: 'email', phone: 'phone', domain: 'domain', owner_email: 'ownerEmail', owner_id: 'ownerUserId' } as const;
const columnOf = (field: string, t: typeof crmRecords = crmRecords) => (Object.hasOwn(COLUMN_FIELDS, field) ? t[COLUMN_FIELDS[field as keyof typeof COLUMN_FIELDS]] : null);
const jsonPath = (field: string) => `$."${field.replace(/"/g, '')}"`;

/** Distinct non-empty values of one field across a module (column or custom field; multi-selects give one value each). */
export async function distinctFieldValues(db: Db, accountId: string, module: CrmModule, field: string, limit: number): Promise<string[]> {
  const column = columnOf(field);
  const rows = column
    ? await db.all<{ value: unknown }>(
        sql`select distinct ${column} as value from ${crmRecords} where ${crmRecords.accountId} = ${accountId} and ${crmRecords.module} = ${module} and ${column} is not null and ${column} <> '' limit ${limit}`,
      )
    : await db.all<{ value: unknown }>(
        sql`select distinct j.value as value from ${crmRecords}, json_each(${crmRecords.fields}, ${jsonPath(field)}) j where ${crmRecords.accountId} = ${accountId} and ${crmRecords.module} = ${module} and j.value is not null and trim(j.value) <> '' limit ${limit}`,
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

/** Records whose field (column or custom) equals the value, case-insensitively. */
export function findByField(db: Db, accountId: string, module: CrmModule, field: string, value: string) {
  const needle = value.trim().toLowerCase();
  const column = columnOf(field);
  const match = column
    ? sql`lower(trim(${column})) = ${needle}`
    : sql`exists (select 1 from json_each(${crmRecords.fields}, ${jsonPath(field)}) j where lower(trim(j.value)) = ${needle})`;
  return db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, module), match)).orderBy(desc(crmRecords.updatedAt)).limit(200).all();
}

export const findByEmail = (db: Db, accountId: string, email: string) =>
  db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.email, email))).orderBy(desc(crmRecords.updatedAt)).limit(200).all();

/** Accounts with the domain, and people whose e-mail is at it. */
export const findByDomain = (db: Db, accountId: string, domain: string) =>
  db
    .select()
    .from(crmRecords)
    .where(and(eq(crmRecords.accountId, accountId), or(eq(crmRecords.emailDomain, domain), and(eq(crmRecords.module, 'account'), eq(crmRecords.domain, domain)))))
    .orderBy(desc(crmRecords.updatedAt))
    .limit(500)
    .all();

export const findByPhone = (db: Db, accountId: string, phone: string) =>
  db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.phone, phone))).orderBy(desc(crmRecords.updatedAt)).limit(200).all();

/** What a prospect is matched by: normalised e-mail, a non-free registrable domain, E.164 phone, CRM field values. */
export type SnapshotProbe = { email: string | null; domain: string | null; phone: string | null; fields: { key: string; values: string[] }[] };

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
    const list = sql.join(values.map((v) => sql`${v}`), sql`, `);
    // Custom fields live in JSON: this term reads the organization's rows (there is no index to use).
    terms.push(column ? sql`lower(trim(${column})) in (${list})` : sql`exists (select 1 from json_each(${t.fields}, ${jsonPath(key)}) j where lower(trim(j.value)) in (${list}))`);
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
  const mine = (t: typeof crmRecords, term: SQL) => and(eq(t.accountId, accountId), term);
  const terms = matchTerms(crmRecords, p);
  if (!terms.length) return [];
  const m = alias(crmRecords, 'm') as unknown as typeof crmRecords;
  const innerTerms = matchTerms(m, p);
  const matchedIds = () => unionAll(innerTerms.map((term) => db.select({ id: m.id }).from(m).where(mine(m, term))));
  // Parents are read by primary key from the matched ids: asked directly, SQLite prefers the parent index and reads every child.
  const people = alias(crmRecords, 'people') as unknown as typeof crmRecords;
  const matchedParents = db.select({ id: people.parentAccountId }).from(people).where(and(noIndex(people.accountId, accountId), inArray(people.id, matchedIds())));
  const opp = (link: SQL, byModule: boolean) =>
    db.select().from(crmRecords).where(and(eq(crmRecords.accountId, accountId), byModule ? eq(crmRecords.module, 'opportunity') : noIndex(crmRecords.module, 'opportunity'), link));
  const [records, parents, opps] = await db.batch([
    unionAll(terms.map((term) => db.select().from(crmRecords).where(mine(crmRecords, term)))).limit(SNAPSHOT_LIMIT),
    db.select().from(crmRecords).where(and(noIndex(crmRecords.accountId, accountId), noIndex(crmRecords.module, 'account'), inArray(crmRecords.id, matchedParents))).limit(SNAPSHOT_LIMIT),
    // Opportunities linked only to a contact are found among the organization's opportunities: 0003 has no contact_id index.
    opp(inArray(crmRecords.parentAccountId, matchedIds()), false).union(opp(inArray(crmRecords.contactId, matchedIds()), true)).limit(SNAPSHOT_LIMIT),
  ]);
  const byId = new Map<string, CrmRow>();
  for (const row of [...records, ...parents, ...opps]) byId.set(row.id, row);
  return [...byId.values()];
}
