import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { updateScoped, ofAccount } from '../../db/live-rows';
import { segments } from '../../db/schema/segments';
import type { SegmentDto, SegmentModule } from '../../contracts/segments';

/** A segment as stored: the saved filter and who made it (the service adds the live count), its times in epoch ms. */
export type StoredSegment = Omit<SegmentDto, 'count' | 'editable' | 'createdAt' | 'updatedAt'> & {
  accountId: string;
  createdAt: number;
  updatedAt: number;
};

/** Segments a member sees: every global one, and their own personal ones. */
const visibleTo = (userId: string) => or(eq(segments.scope, 'global'), eq(segments.createdBy, userId));

export const listVisible = (db: Db, accountId: string, userId: string, module: SegmentModule): Promise<StoredSegment[]> =>
  db
    .select()
    .from(segments)
    .where(ofAccount(segments, accountId, eq(segments.module, module), visibleTo(userId)))
    .orderBy(asc(segments.scope), asc(segments.name), asc(segments.id))
    .all();

/** One segment the member may see; another's personal segment is as missing as another organization's. */
export const findVisible = (db: Db, accountId: string, userId: string, id: string): Promise<StoredSegment | undefined> =>
  db
    .select()
    .from(segments)
    .where(ofAccount(segments, accountId, eq(segments.id, id), visibleTo(userId)))
    .get();

/** Segments by id in one organization, whatever their scope (routing rules read them for every prospect). */
export const findByIds = (db: Db, accountId: string, ids: string[]): Promise<StoredSegment[]> =>
  ids.length
    ? db
        .select()
        .from(segments)
        .where(ofAccount(segments, accountId, inArray(segments.id, ids.slice(0, 90))))
        .all()
    : Promise.resolve([] as StoredSegment[]);

/**
 * Inserts unless the organization already keeps `max` segments for the list; the count and the insert
 * are one statement, so two saves at once cannot both pass the limit. True when it was inserted.
 */
export async function insertUnderLimit(db: Db, row: StoredSegment, max: number) {
  const res = await db.run(sql`
    insert into segments (id, account_id, module, name, scope, created_by, match, conditions, created_at, updated_at)
    select ${row.id}, ${row.accountId}, ${row.module}, ${row.name}, ${row.scope}, ${row.createdBy}, ${row.match},
      ${JSON.stringify(row.conditions)}, ${row.createdAt}, ${row.updatedAt}
    where (select count(*) from segments where account_id = ${row.accountId} and module = ${row.module}) < ${max}`);
  return (res.meta.changes ?? 0) > 0;
}

export const updateSegment = (db: Db, accountId: string, id: string, set: Partial<Omit<StoredSegment, 'id' | 'accountId'>>) =>
  updateScoped(db, segments, accountId, id, set).run();

export const deleteSegment = (db: Db, accountId: string, id: string) =>
  db
    .delete(segments)
    .where(ofAccount(segments, accountId, eq(segments.id, id)))
    .run();
