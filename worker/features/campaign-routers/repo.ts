import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignRouters } from '../../db/schema/campaign';
import { accounts } from '../../db/schema/identity';
import { containsText, escapeLike } from '../../db/like';
import { findLive, liveRows, newestLive, saveVersionedEdit, updateLive, ofAccount } from '../../db/live-rows';

export type CampaignRow = typeof campaignRouters.$inferSelect;
export type CampaignInsert = typeof campaignRouters.$inferInsert;

const live = (accountId: string) => liveRows(campaignRouters, accountId);

/** Live campaign routers, newest first; `search` matches the name or the slug (SQLite LIKE ignores ASCII case). */
export const listRouters = (db: Db, accountId: string, search?: string) =>
  newestLive(
    db,
    campaignRouters,
    accountId,
    search ? or(containsText(campaignRouters.name, search), containsText(campaignRouters.slug, search)) : undefined,
  );

export const findRouter = (db: Db, accountId: string, id: string) => findLive(db, campaignRouters, accountId, id);

/** Whether a slug is taken in the organization, deleted routers included (their links stay dead). */
export const slugTaken = async (db: Db, accountId: string, slug: string, exceptId?: string) => {
  const row = await db
    .select({ id: campaignRouters.id })
    .from(campaignRouters)
    .where(ofAccount(campaignRouters, accountId, eq(campaignRouters.slug, slug)))
    .get();
  return !!row && row.id !== exceptId;
};

/** Slugs of the organization starting with a prefix, for picking a free "-copy" slug. */
export const slugsLike = async (db: Db, accountId: string, prefix: string) =>
  (
    await db
      .select({ slug: campaignRouters.slug })
      .from(campaignRouters)
      .where(ofAccount(campaignRouters, accountId, sql`${campaignRouters.slug} like ${`${escapeLike(prefix)}%`} escape '\\'`))
      .all()
  ).map((r) => r.slug);

export const insertRouter = (db: Db, row: CampaignInsert) => db.insert(campaignRouters).values(row).run();

/** Saves an edit by compare-and-set on the version (see `saveVersionedEdit`). */
export const saveEdit = (db: Db, accountId: string, id: string, set: Partial<CampaignInsert>, versions?: readonly number[]) =>
  saveVersionedEdit(db, campaignRouters, accountId, id, set, versions);

export const softDelete = (db: Db, accountId: string, id: string, now: number) =>
  updateLive(db, campaignRouters, accountId, id, { deletedAt: now, updatedAt: now }).run();

/** The organization a public link names: its subdomain, or its id when it has none. */
export const findOrgByKey = (db: Db, key: string) =>
  db
    .select({ id: accounts.id, subdomain: accounts.subdomain, company: accounts.company, logoUrl: accounts.logoUrl })
    .from(accounts)
    .where(or(eq(accounts.subdomain, key), eq(accounts.id, key)))
    .get();

/** A live campaign router by its organization and slug (the public link). */
export const findBySlug = (db: Db, accountId: string, slug: string) =>
  db
    .select()
    .from(campaignRouters)
    .where(and(live(accountId), eq(campaignRouters.slug, slug)))
    .get();

export const orgKeyOf = async (db: Db, accountId: string) => {
  const row = await db.select({ id: accounts.id, subdomain: accounts.subdomain }).from(accounts).where(eq(accounts.id, accountId)).get();
  return row?.subdomain || row?.id || accountId;
};
