import { runBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { MeetingLinkDto, MeetingLinkValues, SlugCheckDto } from '../../contracts/meeting-links';
import { LINK_MESSAGES, SLUG_PATTERN } from '../../contracts/meeting-links';
import { DomainError, forbidden, notFound } from '../../core/errors';
import { getMember } from '../members/service';
import { createMeetingType, deleteMeetingType, loadMeetingType, updateMeetingType } from '../meeting-types/service';
import * as v from 'valibot';
import { defaultMeetingType, meetingTypeSchema } from '../../contracts/meeting-types';
import * as repo from './repo';
import { publicUrls } from '../scheduler-domain/service';

/** The public booking page of a link. */
export const bookingUrl = (env: Pick<Env, 'APP_URL'>, slug: string) => `${env.APP_URL}/b/${encodeURIComponent(slug)}`;

type LinkQueryRow = {
  link: repo.LinkRow;
  ownerName: string;
  meetingTypeName: string;
  custom: {
    linkOnly: boolean;
    durationMinutes: number;
    locationType: 'video' | 'phone' | 'custom';
    customLocation: string;
    description: string;
  };
};

function toDto(env: Pick<Env, 'APP_URL'>, row: LinkQueryRow, members: { id: string; name: string }[]): MeetingLinkDto {
  const l = row.link;
  const { linkOnly, ...custom } = row.custom;
  return {
    id: l.id,
    kind: l.kind,
    name: l.name,
    slug: l.slug,
    ownerUserId: l.ownerUserId,
    owner: { id: l.ownerUserId, name: row.ownerName },
    groupMode: l.groupMode,
    memberIds: members.map((m) => m.id),
    members,
    meetingTypeId: l.meetingTypeId,
    meetingTypeName: linkOnly ? 'Custom' : row.meetingTypeName,
    customMeetingType: linkOnly ? custom : null,
    questions: l.questions,
    appearance: l.appearance,
    redirectUrl: l.redirectUrl,
    metaTitle: l.metaTitle,
    metaDescription: l.metaDescription,
    metaImage: l.metaImage,
    url: bookingUrl(env, l.slug),
    updatedAt: new Date(l.updatedAt).toISOString(),
  };
}

/** Users see their own links; Admins and Managers see everyone's (the manage-links page). */
export async function listLinks(env: Env, db: Db, caller: Caller, scope: 'mine' | 'all', ownerUserId?: string) {
  const owner = scope === 'mine' || caller.role === 'regular' ? caller.userId : ownerUserId;
  const rows = await repo.listLinks(db, caller.accountId, owner);
  const members = await repo.membersOfLinks(
    db,
    caller.accountId,
    rows.map((r) => r.link.id),
  );
  const links = await publicUrls(db, env, caller.accountId);
  return rows.map((r) => toDto(links, r, members.get(r.link.id) ?? []));
}

export async function getLink(env: Env, db: Db, caller: Caller, id: string) {
  const row = await repo.findLink(db, caller.accountId, id);
  if (!row) throw notFound('Meeting link');
  if (caller.role === 'regular' && row.link.ownerUserId !== caller.userId) throw notFound('Meeting link');
  const members = await repo.membersOfLinks(db, caller.accountId, [id]);
  return toDto(await publicUrls(db, env, caller.accountId), row, members.get(id) ?? []);
}

/** Only Admins create or edit links for other users (spec section 6). */
async function resolveOwner(db: Db, caller: Caller, ownerUserId: string | null) {
  const owner = ownerUserId || caller.userId;
  if (owner !== caller.userId && caller.role !== 'super_admin') throw forbidden();
  const member = await getMember(db, caller, owner).catch(() => {
    throw new DomainError('invalid', 'invalid', 'Select a valid owner', '/ownerUserId');
  });
  if (member.status !== 'active') throw new DomainError('invalid', 'invalid', 'Select a valid owner', '/ownerUserId');
  return owner;
}

async function checkLink(db: Db, caller: Caller, input: MeetingLinkValues, exceptId?: string) {
  if (await repo.slugTaken(db, input.slug, exceptId)) throw new DomainError('conflict', 'slug_taken', LINK_MESSAGES.slugInUse, '/slug');
  if (!input.customMeetingType) {
    const type = await loadMeetingType(db, caller, input.meetingTypeId).catch(() => null);
    if (!type || type.linkOnly) throw new DomainError('invalid', 'invalid', 'Select a meeting type', '/meetingTypeId');
  }
  const owner = await resolveOwner(db, caller, input.ownerUserId);
  const memberIds = input.kind === 'group' ? [...new Set(input.memberIds)] : [];
  if (memberIds.includes(owner)) throw new DomainError('invalid', 'invalid', LINK_MESSAGES.organizerIsMember, '/memberIds');
  for (const id of memberIds) {
    const m = await getMember(db, caller, id).catch(() => null);
    if (!m || m.status !== 'active') throw new DomainError('invalid', 'invalid', LINK_MESSAGES.groupMembers, '/memberIds');
  }
  return { owner, memberIds };
}

const columns = (input: MeetingLinkValues, owner: string) => ({
  kind: input.kind,
  name: input.name,
  slug: input.slug,
  ownerUserId: owner,
  groupMode: input.kind === 'group' ? (input.groupMode ?? 'collective') : null,
  meetingTypeId: input.meetingTypeId,
  questions: input.questions,
  appearance: input.appearance,
  redirectUrl: input.redirectUrl || null,
  metaTitle: input.metaTitle || null,
  metaDescription: input.metaDescription || null,
  metaImage: input.metaImage || null,
});

/**
 * A custom link keeps its own private meeting type: created on first save, updated afterwards, with the
 * link's hosts as members and everything not on the link form at the product defaults.
 */
async function ownMeetingType(
  db: Db,
  caller: Caller,
  input: MeetingLinkValues,
  owner: string,
  memberIds: string[],
  currentTypeId: string | null,
) {
  const custom = input.customMeetingType!;
  const hosts = input.kind === 'personal' ? [owner] : input.groupMode === 'round_robin' ? memberIds : [owner, ...memberIds];
  const values = v.parse(meetingTypeSchema, {
    ...defaultMeetingType(hosts),
    name: input.name,
    durationMinutes: custom.durationMinutes,
    locationType: custom.locationType,
    videoTool: custom.locationType === 'video' ? 'google_meet' : null,
    customLocation: custom.customLocation,
    description: custom.description,
  });
  const current = currentTypeId ? await loadMeetingType(db, caller, currentTypeId).catch(() => null) : null;
  if (current?.linkOnly) return (await updateMeetingType(db, caller, current.id, values)).id;
  return (await createMeetingType(db, caller, values, { linkOnly: true })).id;
}

export async function createLink(env: Env, db: Db, caller: Caller, input: MeetingLinkValues) {
  const { owner, memberIds } = await checkLink(db, caller, input);
  if (input.customMeetingType) input = { ...input, meetingTypeId: await ownMeetingType(db, caller, input, owner, memberIds, null) };
  const id = crypto.randomUUID();
  const now = Date.now();
  try {
    await runBatch(db, [
      repo.insertLinkStmt(db, {
        id,
        accountId: caller.accountId,
        ...columns(input, owner),
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      }),
      ...repo.replaceLinkMembersStmts(db, caller.accountId, id, memberIds),
    ]);
  } catch (e) {
    // Two people racing for one slug: the unique index decides, the loser hears why.
    if (String(e).includes('UNIQUE')) throw new DomainError('conflict', 'slug_taken', LINK_MESSAGES.slugInUse, '/slug');
    throw e;
  }
  return getLink(env, db, caller, id);
}

export async function updateLink(env: Env, db: Db, caller: Caller, id: string, input: MeetingLinkValues) {
  const before = await getLink(env, db, caller, id);
  const { owner, memberIds } = await checkLink(db, caller, input, id);
  if (input.customMeetingType)
    input = { ...input, meetingTypeId: await ownMeetingType(db, caller, input, owner, memberIds, before.meetingTypeId) };
  else if (before.customMeetingType) await deleteMeetingType(db, caller, before.meetingTypeId);
  await runBatch(db, [
    repo.updateLinkStmt(db, caller.accountId, id, { ...columns(input, owner), updatedAt: Date.now() }),
    ...repo.replaceLinkMembersStmts(db, caller.accountId, id, memberIds),
  ]);
  return getLink(env, db, caller, id);
}

export async function deleteLink(env: Env, db: Db, caller: Caller, id: string) {
  const link = await getLink(env, db, caller, id);
  if (link.ownerUserId !== caller.userId && caller.role !== 'super_admin') throw forbidden();
  await repo.updateLinkStmt(db, caller.accountId, id, { deletedAt: Date.now() }).run();
}

/** The asynchronous slug check of the link form. */
export async function checkSlug(slug: string, db: Db, exceptId?: string): Promise<SlugCheckDto> {
  if (!SLUG_PATTERN.test(slug)) return { available: false, message: LINK_MESSAGES.invalidSlug };
  return (await repo.slugTaken(db, slug, exceptId))
    ? { available: false, message: LINK_MESSAGES.slugInUse }
    : { available: true, message: null };
}

/**
 * The live link with this slug as a statement, and the keys of what a booking page reads with it (its organization,
 * meeting type, id for its group, owner) as subqueries on the same slug: the link and those join one batch.
 */
export const bookableLinkBySlug = (db: Db, slug: string) => ({
  stmt: repo.liveLinkBySlugStmt(db, slug),
  id: repo.linkFieldBySlug(db, slug, 'id'),
  accountId: repo.linkFieldBySlug(db, slug, 'accountId'),
  meetingTypeId: repo.linkFieldBySlug(db, slug, 'meetingTypeId'),
  ownerUserId: repo.linkFieldBySlug(db, slug, 'ownerUserId'),
});
/** A link's group members ({ linkId, id, name }), as a statement for a batch. */
export const membersOfLinkStmt = repo.membersOfLinkStmt;

/** The organization a live booking page belongs to, or null (host routing of scheduler domains). */
export const accountOfLinkSlug = async (db: Db, slug: string) => (await repo.findLiveLinkBySlug(db, slug))?.accountId ?? null;
/** The organization an active member's home page belongs to, or null. */
export const accountOfUserSlug = async (db: Db, slug: string) => (await repo.userBySlug(db, slug))?.accountId ?? null;
