import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmRecords } from '../../db/schema/routing';
import type { CrmModule } from '../../contracts/crm';
import { dtoColumns, parent, parentOn, toDto, visibleTo, type OwnerNameOf } from './repo';
import { segmentSql, type SegmentFilter } from './segment-filter-repo';
import { containsPattern as likePattern } from '../../db/like';

/** `viewer`: a User's id, whose view is scoped to their own records (see visibleTo); unset for Admins and Managers. */
export type ListFilter = {
  module: CrmModule;
  q?: string;
  parentAccountId?: string;
  objectType?: string;
  page: number;
  pageSize: number;
  viewer?: string;
  /** A segment's saved filter, applied in SQL on top of the rest. */
  segment?: SegmentFilter;
};

/** One page of a module, most recently updated first, with the total for the pager. */
export async function listRecords(db: Db, ownerNameOf: OwnerNameOf, accountId: string, f: ListFilter) {
  const conds: (SQL | undefined)[] = [eq(crmRecords.accountId, accountId), eq(crmRecords.module, f.module)];
  if (f.parentAccountId) conds.push(eq(crmRecords.parentAccountId, f.parentAccountId));
  if (f.objectType) conds.push(eq(crmRecords.objectType, f.objectType));
  if (f.viewer) conds.push(visibleTo(f.viewer));
  if (f.segment) conds.push(segmentSql(f.segment));
  if (f.q) {
    const p = likePattern(f.q);
    conds.push(
      sql`(${crmRecords.name} like ${p} escape '\\' or ${crmRecords.email} like ${p} escape '\\' or ${crmRecords.domain} like ${p} escape '\\')`,
    );
  }
  const where = and(...conds);
  const order = [desc(crmRecords.updatedAt), asc(crmRecords.id)];
  // The page's ids first, then their names and counts: a segment can hold tens of thousands of rows, and
  // sorting only (updated_at, id) out of an index is cheap where sorting whole joined rows is not.
  const page = db
    .select({ id: crmRecords.id })
    .from(crmRecords)
    .where(where)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select(dtoColumns(ownerNameOf))
      .from(page)
      .innerJoin(crmRecords, and(eq(crmRecords.id, page.id), eq(crmRecords.accountId, accountId)))
      .leftJoin(parent, parentOn(f.viewer))
      .orderBy(...order)
      .all(),
    db.select({ n: count() }).from(crmRecords).where(where).get(),
  ]);
  return { rows: rows.map((r) => toDto(r, f.viewer)), total: total?.n ?? 0 };
}
