import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Key } from '../../db/batch';
import { users } from '../../db/schema/identity';
import { homePages, meetingLinkMembers, meetingLinks } from '../../db/schema/booking';
import { meetingTypes } from '../../db/schema/scheduling';
import { ofAccount } from '../../db/live-rows';

export type LinkRow = typeof meetingLinks.$inferSelect;
export type LinkInsert = typeof meetingLinks.$inferInsert;

const live = (accountId: string) => ofAccount(meetingLinks, accountId, isNull(meetingLinks.deletedAt));

/** A link as the app lists it: with its owner's name, its meeting type's name, and the settings of a link's own type. */
const selectLinks = (db: Db) =>
  db
    .select({
      link: meetingLinks,
      ownerName: users.name,
      meetingTypeName: meetingTypes.name,
      custom: {
        linkOnly: meetingTypes.linkOnly,
        durationMinutes: meetingTypes.durationMinutes,
        locationType: meetingTypes.locationType,
        customLocation: meetingTypes.customLocation,
        description: meetingTypes.description,
      },
    })
    .from(meetingLinks)
    .innerJoin(users, eq(users.id, meetingLinks.ownerUserId))
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetingLinks.meetingTypeId));

export const listLinks = (db: Db, accountId: string, ownerUserId?: string) =>
  selectLinks(db)
    .where(and(live(accountId), ownerUserId ? eq(meetingLinks.ownerUserId, ownerUserId) : undefined))
    .orderBy(desc(meetingLinks.updatedAt))
    .all();

export const findLink = (db: Db, accountId: string, id: string) =>
  selectLinks(db)
    .where(and(live(accountId), eq(meetingLinks.id, id)))
    .get();

/** Public lookup by slug across organizations: the slug alone identifies a booking page. */
const liveBySlug = (slug: string) => and(eq(meetingLinks.slug, slug), isNull(meetingLinks.deletedAt));
export const liveLinkBySlugStmt = (db: Db, slug: string) => db.select().from(meetingLinks).where(liveBySlug(slug));
export const findLiveLinkBySlug = (db: Db, slug: string) => liveLinkBySlugStmt(db, slug).get();

/** One field of the live link with this slug, as a scalar subquery (NULL when there is none) for a statement of the same batch. */
export const linkFieldBySlug = (db: Db, slug: string, field: 'id' | 'accountId' | 'meetingTypeId' | 'ownerUserId'): SQL =>
  sql`(${db.select({ value: meetingLinks[field] }).from(meetingLinks).where(liveBySlug(slug))})`;

/** Slugs are unique forever, deleted links included, so an old URL never books someone new. */
export const slugTaken = async (db: Db, slug: string, exceptId?: string) =>
  !!(await db
    .select({ id: meetingLinks.id })
    .from(meetingLinks)
    .where(and(eq(meetingLinks.slug, slug), exceptId ? ne(meetingLinks.id, exceptId) : undefined))
    .get());

export const membersOfLinksStmt = (db: Db, accountId: string, linkIds: string[]) =>
  db
    .select({ linkId: meetingLinkMembers.linkId, id: users.id, name: users.name })
    .from(meetingLinkMembers)
    .innerJoin(users, eq(users.id, meetingLinkMembers.userId))
    .where(ofAccount(meetingLinkMembers, accountId, inArray(meetingLinkMembers.linkId, linkIds)));

/** One link's group members ({ linkId, id, name }). */
export const membersOfLinkStmt = (db: Db, accountId: Key, linkId: Key) =>
  db
    .select({ linkId: meetingLinkMembers.linkId, id: users.id, name: users.name })
    .from(meetingLinkMembers)
    .innerJoin(users, eq(users.id, meetingLinkMembers.userId))
    .where(ofAccount(meetingLinkMembers, accountId, eq(meetingLinkMembers.linkId, linkId)));

export const membersOfLinks = async (db: Db, accountId: string, linkIds: string[]) => {
  if (!linkIds.length) return new Map<string, { id: string; name: string }[]>();
  const rows = await membersOfLinksStmt(db, accountId, linkIds).all();
  const map = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) map.set(r.linkId, [...(map.get(r.linkId) ?? []), { id: r.id, name: r.name }]);
  return map;
};

export const insertLinkStmt = (db: Db, row: LinkInsert) => db.insert(meetingLinks).values(row);
export const updateLinkStmt = (db: Db, accountId: string, id: string, set: Partial<LinkInsert>) =>
  db
    .update(meetingLinks)
    .set(set)
    .where(ofAccount(meetingLinks, accountId, eq(meetingLinks.id, id)));
export const replaceLinkMembersStmts = (db: Db, accountId: string, linkId: string, userIds: string[]) => [
  db.delete(meetingLinkMembers).where(ofAccount(meetingLinkMembers, accountId, eq(meetingLinkMembers.linkId, linkId))),
  ...userIds.map((userId) => db.insert(meetingLinkMembers).values({ accountId, linkId, userId }).onConflictDoNothing()),
];

export const findHomePage = (db: Db, userId: string) => db.select().from(homePages).where(eq(homePages.userId, userId)).get();
export const upsertHomePageStmt = (db: Db, row: typeof homePages.$inferInsert) =>
  db
    .insert(homePages)
    .values(row)
    .onConflictDoUpdate({
      target: homePages.userId,
      set: { greeting: row.greeting, about: row.about, profileLinks: row.profileLinks, linkIds: row.linkIds, updatedAt: row.updatedAt },
    });
export const userBySlug = (db: Db, slug: string) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.slug, slug), eq(users.status, 'active')))
    .get();
export const setUserSlugStmt = (db: Db, accountId: string, userId: string, slug: string) =>
  db
    .update(users)
    .set({ slug })
    .where(ofAccount(users, accountId, eq(users.id, userId)));
export const userSlugTaken = async (db: Db, slug: string, exceptUserId: string) =>
  !!(await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), ne(users.id, exceptUserId)))
    .get());
export const findUserSlug = async (db: Db, userId: string) =>
  (await db.select({ slug: users.slug }).from(users).where(eq(users.id, userId)).get())?.slug ?? null;
