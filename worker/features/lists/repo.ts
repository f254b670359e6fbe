import { and, desc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { distributionRules, lists, matchingRules } from '../../db/schema/routing';
import { redirectRules } from '../../db/schema/routers';
import type { EnrichmentField, ListDto, ListSummaryDto, ListUsageDto } from '../../contracts/lists';
import { findLive, liveRows, ofAccount } from '../../db/live-rows';

type ListRow = typeof lists.$inferSelect;
export type ListInsert = typeof lists.$inferInsert;

const PREVIEW = 5;
const live = (accountId: string) => liveRows(lists, accountId);

type Meta = Omit<ListRow, 'values' | 'accountId' | 'deletedAt'>;

function summary(r: Meta, valueCount: number, preview: string[]): ListSummaryDto {
  return {
    id: r.id,
    name: r.name,
    source: r.source,
    moduleType: r.moduleType,
    crmField: r.crmField,
    enrichmentField: r.enrichmentField as EnrichmentField | null,
    country: r.country,
    fileName: r.fileName,
    fileColumn: r.fileColumn,
    separator: r.separator,
    valueCount,
    preview,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

export const toListDto = (r: ListRow): ListDto => ({ ...summary(r, r.values.length, r.values.slice(0, PREVIEW)), values: r.values });

/** Every live list without its values (a list holds up to 10,000): counts and a preview come from SQLite's JSON functions. */
export async function listLists(db: Db, accountId: string): Promise<ListSummaryDto[]> {
  const rows = await db
    .select({
      id: lists.id,
      name: lists.name,
      source: lists.source,
      moduleType: lists.moduleType,
      crmField: lists.crmField,
      enrichmentField: lists.enrichmentField,
      country: lists.country,
      fileName: lists.fileName,
      fileColumn: lists.fileColumn,
      separator: lists.separator,
      createdAt: lists.createdAt,
      updatedAt: lists.updatedAt,
      valueCount: sql<number>`json_array_length(${lists.values})`,
      preview: sql<string>`(select json_group_array(p.value) from (select value from json_each(${lists.values}) limit ${PREVIEW}) p)`,
    })
    .from(lists)
    .where(live(accountId))
    .orderBy(desc(lists.updatedAt))
    .all();
  return rows.map(({ valueCount, preview, ...r }) => summary(r, Number(valueCount ?? 0), JSON.parse(preview ?? '[]') as string[]));
}

export const findList = (db: Db, accountId: string, id: string) => findLive(db, lists, accountId, id);

/** Lists by id with their values, for routing decisions. */
export const listsWithValues = (db: Db, accountId: string) =>
  db.select({ id: lists.id, name: lists.name, values: lists.values }).from(lists).where(live(accountId)).all();

/** Which of these ids name a live list of the organization (IN lists sliced under D1's 100 bound parameters). */
export async function liveListIds(db: Db, accountId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += 90) {
    const rows = await db
      .select({ id: lists.id })
      .from(lists)
      .where(and(live(accountId), inArray(lists.id, unique.slice(i, i + 90))))
      .all();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

export const insertList = (db: Db, row: ListInsert) => db.insert(lists).values(row).run();
export const updateList = (db: Db, accountId: string, id: string, set: Partial<ListInsert>) =>
  db
    .update(lists)
    .set(set)
    .where(and(live(accountId), eq(lists.id, id)))
    .run();

/** Rules whose JSON definition names the list in an "in list" condition. */
export async function listUsage(db: Db, accountId: string, id: string): Promise<ListUsageDto> {
  const needle = `%"listId":"${id.replace(/[\\%_"]/g, (m) => `\\${m}`)}"%`;
  // The live rules of one table whose JSON column names the list.
  const naming = (table: typeof matchingRules | typeof distributionRules | typeof redirectRules, json: AnyColumn) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(ofAccount(table, accountId, isNull(table.deletedAt), sql`${json} like ${needle} escape '\\'`))
      .all();
  const [matching, distribution, redirects] = await Promise.all([
    naming(matchingRules, matchingRules.definition),
    naming(distributionRules, distributionRules.definition),
    naming(redirectRules, redirectRules.conditions),
  ]);
  return {
    rules: [
      ...matching.map((r) => ({ ...r, kind: 'matching_rule' as const })),
      ...distribution.map((r) => ({ ...r, kind: 'distribution_rule' as const })),
      ...redirects.map((r) => ({ ...r, kind: 'redirect_rule' as const })),
    ],
  };
}
