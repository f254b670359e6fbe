import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, assetTemplates, muxEvents } from '../../db/schema/assets';
import type { AssetCategory, AssetPosition, ExternalProvider, VideoStatus } from '../../contracts/assets';
import { findScoped, ofAccount } from '../../db/live-rows';

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
  muxUploadId: string | null;
  muxAssetId: string | null;
  muxPlaybackId: string | null;
  videoStatus: VideoStatus | null;
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

export const findAsset = (db: Db, accountId: string, id: string): Promise<StoredAsset | undefined> => findScoped(db, assets, accountId, id);

export const insertAsset = (db: Db, row: StoredAsset) => db.insert(assets).values(row).run();

/** What a Mux event or a status check learnt of a video; the columns not named stay. */
export type VideoChange = Partial<Pick<StoredAsset, 'muxAssetId' | 'muxPlaybackId' | 'videoStatus' | 'duration' | 'link'>>;

/** The organization's Mux video named by its direct upload or its Mux asset. */
function muxVideo(accountId: string, by: { uploadId?: string | null; assetId?: string | null }) {
  const named = [by.uploadId ? eq(assets.muxUploadId, by.uploadId) : null, by.assetId ? eq(assets.muxAssetId, by.assetId) : null];
  const keys = named.filter((k) => k !== null);
  return ofAccount(assets, accountId, keys.length ? or(...keys) : sql`0`);
}

/** Updates a Mux video of the organization. */
export const updateVideo = (db: Db, accountId: string, id: string, set: VideoChange) =>
  db
    .update(assets)
    .set(set)
    .where(ofAccount(assets, accountId, eq(assets.id, id), isNotNull(assets.muxUploadId)))
    .run();

/**
 * A Mux event's change to its video, run only by the delivery that recorded the event (its claim): the
 * statement joins the batch that records it, so a redelivery, even at the same moment, changes nothing.
 */
export function claimedVideoUpdateStmt(
  db: Db,
  accountId: string,
  claim: { eventId: string; token: string },
  by: { uploadId?: string | null; assetId?: string | null },
  set: VideoChange,
) {
  const claimed = sql`exists (select 1 from mux_events where account_id = ${accountId} and event_id = ${claim.eventId} and claim = ${claim.token})`;
  return db
    .update(assets)
    .set(set)
    .where(and(muxVideo(accountId, by), claimed));
}

/** Records a Mux event for the delivery holding `token`; a row already there (the same event) is kept. */
export const recordMuxEventStmt = (db: Db, accountId: string, eventId: string, type: string, token: string, now: number) =>
  db.insert(muxEvents).values({ accountId, eventId, type, claim: token, receivedAt: now }).onConflictDoNothing();

/**
 * Deletes the asset unless a template of the organization names it (one statement, so a template saved at once
 * cannot lose it); statements placed after it in the same batch can tell by SQLite's changes().
 */
export const deleteUnusedAssetStmt = (db: Db, accountId: string, id: string) =>
  db
    .delete(assets)
    .where(
      and(
        eq(assets.accountId, accountId),
        eq(assets.id, id),
        sql`not exists (select 1 from asset_templates where account_id = ${accountId} and asset_id = ${id})`,
      ),
    );

export const listTemplates = (db: Db, accountId: string): Promise<StoredTemplate[]> =>
  db
    .select()
    .from(assetTemplates)
    .where(eq(assetTemplates.accountId, accountId))
    .orderBy(desc(assetTemplates.system), asc(assetTemplates.name), asc(assetTemplates.id))
    .all();

export const findTemplate = (db: Db, accountId: string, id: string): Promise<StoredTemplate | undefined> =>
  findScoped(db, assetTemplates, accountId, id);

export const findSystemTemplate = (db: Db, accountId: string): Promise<StoredTemplate | undefined> =>
  db
    .select()
    .from(assetTemplates)
    .where(ofAccount(assetTemplates, accountId, eq(assetTemplates.system, true)))
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
    .where(ofAccount(assetTemplates, accountId, eq(assetTemplates.id, id), eq(assetTemplates.system, false)))
    .run();

export const deleteTemplate = (db: Db, accountId: string, id: string) =>
  db
    .delete(assetTemplates)
    .where(ofAccount(assetTemplates, accountId, eq(assetTemplates.id, id), eq(assetTemplates.system, false)))
    .run();
