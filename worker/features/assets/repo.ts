import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, assetTemplates } from '../../db/schema/assets';
import type { AssetCategory, AssetPosition, ExternalProvider } from '../../contracts/assets';

/** An asset as stored. */
export type StoredAsset = {
  id: string;
  accountId: string;
  category: AssetCategory;
  name: string;
  link: string;
  provider: ExternalProvider | null;
  storageKey: string | null;
  size: number | null;
  fileType: string | null;
  duration: number | null;
  createdBy: string;
  createdAt: number;
};

/** An asset template as stored. */
export type StoredTemplate = {
  id: string;
  accountId: string;
  name: string;
  assetPosition: AssetPosition;
  showProfileInfo: boolean;
  showLogo: boolean;
  system: boolean;
  usesAccountMeta: boolean;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  assetId: string | null;
  createdAt: number;
  updatedAt: number;
};

export const listAssets = (db: Db, accountId: string, filter: { createdBy?: string; category?: AssetCategory }): Promise<StoredAsset[]> =>
  db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.accountId, accountId),
        filter.createdBy ? eq(assets.createdBy, filter.createdBy) : undefined,
        filter.category ? eq(assets.category, filter.category) : undefined,
      ),
    )
    .orderBy(desc(assets.createdAt), asc(assets.id))
    .all();

export const findAsset = (db: Db, accountId: string, id: string): Promise<StoredAsset | undefined> =>
  db
    .select()
    .from(assets)
    .where(and(eq(assets.accountId, accountId), eq(assets.id, id)))
    .get();

export const insertAsset = (db: Db, row: StoredAsset) => db.insert(assets).values(row).run();

/** Deletes the asset unless a template of the organization names it (one statement, so a template saved at once cannot lose it). */
export async function deleteUnusedAsset(db: Db, accountId: string, id: string) {
  const res = await db.run(sql`
    delete from assets where account_id = ${accountId} and id = ${id}
      and not exists (select 1 from asset_templates where account_id = ${accountId} and asset_id = ${id})`);
  return (res.meta.changes ?? 0) > 0;
}

export const listTemplates = (db: Db, accountId: string): Promise<StoredTemplate[]> =>
  db
    .select()
    .from(assetTemplates)
    .where(eq(assetTemplates.accountId, accountId))
    .orderBy(desc(assetTemplates.system), asc(assetTemplates.name), asc(assetTemplates.id))
    .all();

export const findTemplate = (db: Db, accountId: string, id: string): Promise<StoredTemplate | undefined> =>
  db
    .select()
    .from(assetTemplates)
    .where(and(eq(assetTemplates.accountId, accountId), eq(assetTemplates.id, id)))
    .get();

export const findSystemTemplate = (db: Db, accountId: string): Promise<StoredTemplate | undefined> =>
  db
    .select()
    .from(assetTemplates)
    .where(and(eq(assetTemplates.accountId, accountId), eq(assetTemplates.system, true)))
    .get();

/** Inserts the row; false when its name (or the system template) already exists in the organization. */
export async function insertTemplate(db: Db, row: StoredTemplate) {
  const res = await db.insert(assetTemplates).values(row).onConflictDoNothing().run();
  return (res.meta.changes ?? 0) > 0;
}

/** Updates a template that is not the system one; a taken name fails with a constraint error the service maps. */
export const updateTemplate = (db: Db, accountId: string, id: string, set: Partial<Omit<StoredTemplate, 'id' | 'accountId' | 'system'>>) =>
  db
    .update(assetTemplates)
    .set(set)
    .where(and(eq(assetTemplates.accountId, accountId), eq(assetTemplates.id, id), eq(assetTemplates.system, false)))
    .run();

export const deleteTemplate = (db: Db, accountId: string, id: string) =>
  db
    .delete(assetTemplates)
    .where(and(eq(assetTemplates.accountId, accountId), eq(assetTemplates.id, id), eq(assetTemplates.system, false)))
    .run();
