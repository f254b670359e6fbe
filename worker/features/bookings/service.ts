import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BookingDto, BookingRequest, PublicLinkDto } from '../../contracts/booking';
import { presentUtm } from '../../contracts/utm-params';
import { validateAnswers } from '../../contracts/booking';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { computeSlots, type Slot } from '../../core/slots/compute-slots';
import { problemAt, problemsError } from '../../core/errors';
import { checkWindow, settingsOf, slotMembersFor } from '../meeting-types/service';
import { loadLinkContext, type LinkContext } from './parts/link-context';
import { bookMeeting, fewestBookedFirst } from '../meetings/service';
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

async function slotsFor(
  db: Db,
  ctx: LinkContext,
  from: number,
  to: number,
  dayZone: string,
  now: number,
  ignoreBusy = false,
): Promise<Slot[]> {
  const members = await slotMembersFor(db, ctx.link.accountId, ctx.type, ctx.hosts, from, to);
  return computeSlots({
    settings: settingsOf(ctx.type),
    members: ignoreBusy ? members.map((m) => ({ ...m, busy: [] })) : members,
    mode: ctx.mode === 'collective' ? 'all' : 'any',
    now,
    window: { from, to },
    dayZone,
  });
}

/** GET /api/public/links/{slug}/slots: only start and end; who is free stays private. */
export async function publicSlots(db: Db, slug: string, q: { from: string; to: string; timezone: string }, now = Date.now()) {
  const { from, to } = checkWindow(q.from, q.to);
  const ctx = await loadLinkContext(db, slug);
  const slots = await slotsFor(db, ctx, from, to, q.timezone, now);
  return { slots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })) };
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
  const ctx = await loadLinkContext(db, slug);
  const answerErrors = validateAnswers(ctx.link.questions, input.answers);
  if (answerErrors.length)
    throw problemsError(
      'invalid',
      answerErrors.map((e) => problemAt(`/answers/${e.questionId}`, e.message)),
    );
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
      order: fewestBookedFirst(db, ctx.link.accountId, now),
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
    },
    now,
  );
  return booking;
}
