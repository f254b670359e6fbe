import { and, count, eq, getTableColumns, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { crmRecords } from '../../db/schema/routing';
import type { CrmModule, CrmRecordDto } from '../../contracts/crm';
import type { CrmRecord } from '../../contracts/routing';
import { billingFields, billingOf } from './billing-columns-repo';
import { segmentSql, type SegmentFilter } from './segment-filter-repo';
import { findScoped, updateScoped, ofAccount } from '../../db/live-rows';

type CrmRow = typeof crmRecords.$inferSelect;
export type CrmInsert = typeof crmRecords.$inferInsert;

/** D1 binds at most 100 parameters per statement; IN lists are sliced well under that. */
const IN_SLICE = 90;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / IN_SLICE) }, (_, i) => items.slice(i * IN_SLICE, (i + 1) * IN_SLICE));

export const parent = alias(crmRecords, 'parent');

/** The owner's name as a scalar subquery on the record's columns: auth's, as users are auth's (its service's userNameOf). */
export type OwnerNameOf = (accountId: SQLWrapper, userId: SQLWrapper) => SQL<string | null>;

export const dtoColumns = (ownerNameOf: OwnerNameOf) => ({
  ...getTableColumns(crmRecords),
  ownerName: ownerNameOf(crmRecords.accountId, crmRecords.ownerUserId),
  parentAccountName: parent.name,
  joinedParentId: parent.id,
  contactCount: sql<
    number | null
  >`case when ${crmRecords.module} = 'account' then (select count(*) from ${crmRecords} "child" where "child"."account_id" = ${crmRecords.accountId} and "child"."parent_account_id" = ${crmRecords.id} and "child"."module" = 'contact') end`,
});

/**
 * What a User (role regular) sees of the CRM, spec section 6 "sees own accounts": the records they
 * own, and the contacts and opportunities of the accounts they own.
 */
export function visibleTo(viewer: string): SQL {
  const ownAccount = sql`exists (select 1 from ${crmRecords} "own" where "own"."account_id" = ${crmRecords.accountId} and "own"."id" = ${crmRecords.parentAccountId} and "own"."module" = 'account' and "own"."owner_user_id" = ${viewer})`;
  return or(eq(crmRecords.ownerUserId, viewer), and(inArray(crmRecords.module, ['contact', 'opportunity']), ownAccount))!;
}

export const parentOn = (viewer?: string) =>
  and(
    eq(parent.id, crmRecords.parentAccountId),
    eq(parent.accountId, crmRecords.accountId),
    viewer ? eq(parent.ownerUserId, viewer) : undefined,
  );

/** Records with owner and parent names; for a scoped viewer the parent account shows only when it is theirs. */
const selectDto = (db: Db, ownerNameOf: OwnerNameOf, viewer?: string) =>
  db.select(dtoColumns(ownerNameOf)).from(crmRecords).leftJoin(parent, parentOn(viewer));

type DtoRow = CrmRow & {
  ownerName: string | null;
  parentAccountName: string | null;
  joinedParentId: string | null;
  contactCount: number | null;
};

export function toDto(r: DtoRow, viewer?: string): CrmRecordDto {
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
    billing: billingOf(r),
    usageScore: r.usageScore ?? null,
    usageLevel: (r.usageLevel as CrmRecordDto['usageLevel']) ?? null,
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
    fields: {
      ...(r.fields ?? {}),
      name: r.name,
      owner_id: r.ownerUserId,
      owner_email: r.ownerEmail,
      ...billingFields(r),
      // Product usage rides along so routing rules can read it ("usage score above 70 goes to the expansion pod").
      usage_score: r.usageScore ?? null,
      usage_level: r.usageLevel ?? null,
    },
  };
}

export const findRecord = (db: Db, accountId: string, id: string) => findScoped(db, crmRecords, accountId, id);

/** One record as the app shows it; with `viewer`, null unless that User may see it. */
export async function findRecordDto(db: Db, ownerNameOf: OwnerNameOf, accountId: string, id: string, viewer?: string) {
  const row = await selectDto(db, ownerNameOf, viewer)
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.id, id), viewer ? visibleTo(viewer) : undefined))
    .get();
  return row ? toDto(row, viewer) : null;
}

// Records of a module whose column holds one of the values, read slice by slice.
async function findByValues(db: Db, accountId: string, module: CrmModule, column: SQLiteColumn, values: string[]) {
  const out: CrmRow[] = [];
  for (const part of slices([...new Set(values)])) {
    out.push(
      ...(await db
        .select()
        .from(crmRecords)
        .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, module), inArray(column, part)))
        .all()),
    );
  }
  return out;
}

/** Records of a module carrying any of these (normalised) e-mails. */
export const findByEmails = (db: Db, accountId: string, module: CrmModule, emails: string[]) =>
  findByValues(db, accountId, module, crmRecords.email, emails);

/** Accounts whose registrable domain is one of these. */
export const findAccountsByDomains = (db: Db, accountId: string, domains: string[]) =>
  findByValues(db, accountId, 'account', crmRecords.domain, domains);

/** Another record of the module with this e-mail (or, for accounts, domain); for the duplicate check. */
export const findDuplicate = (
  db: Db,
  accountId: string,
  module: CrmModule,
  by: { email?: string | null; domain?: string | null },
  exceptId?: string,
) =>
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

export const insertRecordStmt = (db: Db, row: CrmInsert) => db.insert(crmRecords).values(row);
export const updateRecordStmt = (db: Db, accountId: string, id: string, set: Partial<CrmInsert>) =>
  updateScoped(db, crmRecords, accountId, id, set);

/** Deleting a record unlinks what pointed at it, so no child keeps a dangling parent. */
export const deleteRecordStmts = (db: Db, accountId: string, id: string, now: number) => [
  db
    .update(crmRecords)
    .set({ parentAccountId: null, updatedAt: now })
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.parentAccountId, id))),
  db
    .update(crmRecords)
    .set({ contactId: null, updatedAt: now })
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, 'opportunity'), eq(crmRecords.contactId, id))),
  db.delete(crmRecords).where(ofAccount(crmRecords, accountId, eq(crmRecords.id, id))),
];

/** Names of records by id (in IN slices), for lists that mention records of several kinds (tasks). */
export async function namesByIds(db: Db, accountId: string, ids: string[]) {
  const rows: { id: string; name: string }[] = [];
  for (const slice of slices([...new Set(ids)]))
    rows.push(
      ...(await db
        .select({ id: crmRecords.id, name: crmRecords.name })
        .from(crmRecords)
        .where(ofAccount(crmRecords, accountId, inArray(crmRecords.id, slice)))
        .all()),
    );
  return rows;
}

/** How many records of a module a segment holds, within what `viewer` (a User) may see. */
export async function countInSegment(db: Db, accountId: string, module: CrmModule, segment: SegmentFilter, viewer?: string) {
  const row = await db
    .select({ n: count() })
    .from(crmRecords)
    .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, module), viewer ? visibleTo(viewer) : undefined, segmentSql(segment)))
    .get();
  return row?.n ?? 0;
}

/** Which of these records a segment holds (no viewer scope: routing decides for the whole organization). */
export async function idsInSegment(db: Db, accountId: string, module: CrmModule, segment: SegmentFilter, ids: string[]) {
  const out: string[] = [];
  for (const part of slices([...new Set(ids)])) {
    const rows = await db
      .select({ id: crmRecords.id })
      .from(crmRecords)
      .where(ofAccount(crmRecords, accountId, eq(crmRecords.module, module), inArray(crmRecords.id, part), segmentSql(segment)))
      .all();
    out.push(...rows.map((r) => r.id));
  }
  return out;
}
