import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BookingDto, BookingRequest, PublicLinkDto } from '../../contracts/booking';
import { presentUtm } from '../../contracts/utm-params';
import { validateAnswers } from '../../contracts/booking';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { computeSlots, type Slot, type SlotMember } from '../../core/slots/compute-slots';
import { problemAt, problemsError } from '../../core/errors';
import { checkWindow, settingsOf, slotMembersFor, slotMembersRead } from '../meeting-types/service';
import { loadLinkContext, rememberedLinkContext, type LinkContext } from './parts/link-context';
import { readTogether, type Read } from '../../db/batch';
import { bookMeeting, fewestBookedFirst, PlanOutdated } from '../meetings/service';
import { decideConference, memberConnections } from '../conferencing/service';
import { publicBranding } from '../branding/service';
import { pageSettings } from '../meeting-settings/service';
import { meetingLinkPage } from '../assets/service';
import { linkAppearance, pageMeta } from '../../core/branding/page-brand';

export async function publicLink(env: Env, db: Db, slug: string): Promise<PublicLinkDto> {
  const { link, org, type, owner, mode, hosts } = await loadLinkContext(db, slug);
  const [brand, { page, og }] = await Promise.all([publicBranding(db, link.accountId), meetingLinkPage(env, db, link.accountId)]);
  // Until booking assigns one of a round-robin group, any of them may host: the page names the group, not the owner.
  const group = mode === 'personal' ? undefined : { mode, members: hosts.map((p) => ({ name: p.name, avatarUrl: p.avatarUrl })) };
  const hostName = group
    ? new Intl.ListFormat('en', { type: mode === 'round_robin' ? 'disjunction' : 'conjunction' }).format(group.members.map((m) => m.name))
    : owner.name;
  return {
    slug: link.slug,
    name: link.name,
    kind: link.kind,
    host: group ? { name: hostName, avatarUrl: null } : { name: owner.name, avatarUrl: owner.avatarUrl },
    ...(group ? { group } : {}),
    organization: { company: org.company, logoUrl: org.logoUrl },
    meetingType: {
      name: type.name,
      description: type.description,
      durationMinutes: type.durationMinutes,
      locationType: await promisedLocation(db, link.accountId, type, hosts),
      slotTimeFormat: type.slotTimeFormat,
      layout: type.layout,
      color: type.color,
      greetingText: type.greetingText,
      dayVisibility: type.dayVisibility,
    },
    questions: link.questions,
    appearance: linkAppearance(link.appearance, brand.theme),
    redirectUrl: link.redirectUrl,
    meta: pageMeta(
      // The link's own meta first, then its asset template's og tags (when it does not use the organization's).
      { title: link.metaTitle || og.title, description: link.metaDescription || og.description, image: link.metaImage || og.image },
      { title: brand.metaTitle, description: brand.metaDescription, image: brand.metaImageUrl, favicon: brand.faviconUrl },
      { title: `${link.name} with ${hostName}`, description: type.description },
    ),
    theme: brand.theme,
    ...(await pageSettings(db, link.accountId, type.teamId)),
    page,
  };
}

/**
 * The location the page may promise: a video call only when every host who could get the meeting has
 * the meeting type's video tool (or their own link) connected; otherwise no location is promised
 * ('none'), as no link would be made.
 */
async function promisedLocation(
  db: Db,
  accountId: string,
  type: { locationType: string; videoTool: string | null },
  hosts: { id: string }[],
): Promise<string> {
  if (type.locationType !== 'video') return type.locationType;
  const plans = await Promise.all(hosts.map(async (h) => decideConference(type, await memberConnections(db, accountId, h.id))));
  return plans.every((p) => p.provider) ? 'video' : 'none';
}

function slotsFrom(ctx: LinkContext, members: SlotMember[], from: number, to: number, dayZone: string, now: number): Slot[] {
  return computeSlots({
    settings: settingsOf(ctx.type),
    members,
    mode: ctx.mode === 'collective' ? 'all' : 'any',
    now,
    window: { from, to },
    dayZone,
  });
}

/** GET /api/public/links/{slug}/slots: only start and end; who is free stays private. */
export async function publicSlots(db: Db, slug: string, q: { from: string; to: string; timezone: string }, now = Date.now()) {
  const { from, to } = checkWindow(q.from, q.to);
  const slots = await slotsOfLink(db, slug, from, to, q.timezone, now);
  return { slots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })) };
}

/** A link's slots: in one round trip when the link is as this isolate last read it (rememberedLinkContext), else two. */
async function slotsOfLink(db: Db, slug: string, from: number, to: number, dayZone: string, now: number) {
  const guess = rememberedLinkContext(db, slug);
  if (guess) {
    const { context } = guess;
    const [holds, members] = await readTogether(db, [
      guess.stillHolds,
      slotMembersRead(db, context.link.accountId, context.type, context.hosts, from, to),
    ]);
    if (holds) return slotsFrom(context, members, from, to, dayZone, now);
  }
  const ctx = await loadLinkContext(db, slug);
  return slotsFrom(ctx, await slotMembersFor(db, ctx.link.accountId, ctx.type, ctx.hosts, from, to), from, to, dayZone, now);
}

/** POST /api/public/links/{slug}/bookings: validates the answers, then books through the one booking path. */
export async function bookLink(
  env: Env,
  db: Db,
  slug: string,
  input: BookingRequest,
  idempotency: IdempotencyRecord | null,
  now = Date.now(),
): Promise<BookingDto> {
  // Planned from the link as this isolate last read it, checked in the booking's first read; else from a fresh read.
  const guess = rememberedLinkContext(db, slug);
  if (guess && !validateAnswers(guess.context.link.questions, input.answers).length) {
    try {
      return await bookWith(env, db, guess.context, input, idempotency, now, guess.stillHolds);
    } catch (e) {
      if (!(e instanceof PlanOutdated)) throw e;
    }
  }
  const ctx = await loadLinkContext(db, slug);
  const answerErrors = validateAnswers(ctx.link.questions, input.answers);
  if (answerErrors.length)
    throw problemsError(
      'invalid',
      answerErrors.map((e) => problemAt(`/answers/${e.questionId}`, e.message)),
    );
  return bookWith(env, db, ctx, input, idempotency, now);
}

async function bookWith(
  env: Env,
  db: Db,
  ctx: LinkContext,
  input: BookingRequest,
  idempotency: IdempotencyRecord | null,
  now: number,
  stillHolds?: Read<boolean>,
): Promise<BookingDto> {
  const { booking } = await bookMeeting(
    env,
    db,
    {
      accountId: ctx.link.accountId,
      org: ctx.org.company,
      type: ctx.type,
      linkId: ctx.link.id,
      source: ctx.link.kind === 'group' ? 'group_link' : 'meeting_link',
      start: Date.parse(input.start),
      hosts: ctx.hosts,
      mode: ctx.mode === 'round_robin' ? 'any' : 'all',
      order: fewestBookedFirst(
        db,
        ctx.link.accountId,
        ctx.hosts.map((h) => h.id),
        now,
      ),
      internalGuests: [],
      prospect: { name: input.name, email: input.email, timezone: input.timezone },
      answers: ctx.link.questions.filter((q) => input.answers[q.id]).map((q) => ({ question: q.question, answer: input.answers[q.id] })),
      guests: input.guests,
      utm: presentUtm(input.utm),
      bookedByUserId: null,
      redirectUrl: ctx.link.redirectUrl,
      meetingName: ctx.type.name,
      idempotency,
      claim: null,
      stillHolds,
    },
    now,
  );
  return booking;
}
