import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import type { HomePageDto, homePageSchema, PublicHomePageDto, UserSlugCheckDto } from '../../../contracts/meeting-links';
import { LINK_MESSAGES, SLUG_PATTERN } from '../../../contracts/meeting-links';
import type * as v from 'valibot';
import { DomainError, notFound } from '../../../core/errors';
import { organizationById } from '../../organization/service';
import { bookingUrl } from '../service';
import { publicUrls } from '../../scheduler-domain/service';
import * as repo from '../repo';

const homeUrl = (env: Pick<Env, 'APP_URL'>, slug: string) => `${env.APP_URL}/u/${encodeURIComponent(slug)}`;

/** The caller's home page; null until they set it up. */
export async function getHomePage(env: Env, db: Db, caller: Caller): Promise<HomePageDto | null> {
  const page = await repo.findHomePage(db, caller.userId);
  const slug = (await repo.findUserSlug(db, caller.userId)) ?? '';
  if (!page) return null;
  return {
    userSlug: slug,
    greeting: page.greeting,
    about: page.about,
    profileLinks: page.profileLinks,
    linkIds: page.linkIds,
    url: homeUrl(await publicUrls(db, env, caller.accountId), slug),
  };
}

/** Saves the home page; the user slug is unique across the product ('This User slug is already in use.'). */
export async function saveHomePage(env: Env, db: Db, caller: Caller, input: v.InferOutput<typeof homePageSchema>) {
  if (await repo.userSlugTaken(db, input.userSlug, caller.userId))
    throw new DomainError('conflict', 'slug_taken', LINK_MESSAGES.userSlugInUse, '/userSlug');
  const own = new Set((await repo.listLinks(db, caller.accountId, caller.userId)).map((l) => l.link.id));
  if (input.linkIds.some((id) => !own.has(id))) throw new DomainError('invalid', 'invalid', LINK_MESSAGES.oneLinkRequired, '/linkIds');
  try {
    await db.batch([
      repo.setUserSlugStmt(db, caller.accountId, caller.userId, input.userSlug),
      repo.upsertHomePageStmt(db, {
        userId: caller.userId,
        accountId: caller.accountId,
        greeting: input.greeting,
        about: input.about,
        profileLinks: input.profileLinks,
        linkIds: input.linkIds,
        updatedAt: Date.now(),
      }),
    ]);
  } catch (e) {
    if (/UNIQUE/i.test(String(e))) throw new DomainError('conflict', 'slug_taken', LINK_MESSAGES.userSlugInUse, '/userSlug');
    throw e;
  }
  return (await getHomePage(env, db, caller))!;
}

/** GET /api/public/users/{slug}: what a member's public home page shows. */
export async function publicHomePage(env: Env, db: Db, slug: string): Promise<PublicHomePageDto> {
  const user = await repo.userBySlug(db, slug);
  const page = user && (await repo.findHomePage(db, user.id));
  if (!user || !page) throw notFound('Page');
  const [org, rows] = await Promise.all([organizationById(db, user.accountId), repo.listLinks(db, user.accountId, user.id)]);
  const byId = new Map(rows.map((r) => [r.link.id, r]));
  return {
    name: user.name,
    avatarUrl: user.avatarUrl,
    company: org?.company ?? '',
    greeting: page.greeting,
    about: page.about,
    profileLinks: page.profileLinks,
    links: page.linkIds.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ name: r.link.name, slug: r.link.slug, meetingTypeName: r.meetingTypeName, url: bookingUrl(env, r.link.slug) }] : [];
    }),
  };
}

/** The asynchronous user-slug check of the home page editor. */
export async function userSlugAvailability(db: Db, caller: Caller, slug: string): Promise<UserSlugCheckDto> {
  if (!SLUG_PATTERN.test(slug)) return { available: false, message: LINK_MESSAGES.invalidSlug };
  return (await repo.userSlugTaken(db, slug, caller.userId))
    ? { available: false, message: LINK_MESSAGES.userSlugInUse }
    : { available: true, message: null };
}
