import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { BookingDto, BookingRequest, PublicLinkDto } from '../../contracts/booking';
import { BOOKING_MESSAGES, validateAnswers } from '../../contracts/booking';
import { computeSlots, type Slot } from '../../core/slots/compute-slots';
import { DomainError } from '../../core/errors';
import { sha256 } from '../auth/crypto';
import { hostedCountsFor } from '../meetings/service';
import { manageUrls } from '../meetings/notify';
import { replayIdempotent, scheduleMeeting } from '../meetings/schedule';
import { checkWindow, settingsOf, slotMembersFor } from '../meeting-types/slots';
import { loadLinkContext, type LinkContext } from './link-context';

const DAY_MS = 86_400_000;

export async function publicLink(db: Db, slug: string): Promise<PublicLinkDto> {
  const { link, org, type, owner } = await loadLinkContext(db, slug);
  return {
    slug: link.slug,
    name: link.name,
    kind: link.kind,
    host: { name: owner.name, avatarUrl: owner.avatarUrl },
    organization: { company: org.company, logoUrl: org.logoUrl },
    meetingType: {
      name: type.name,
      description: type.description,
      durationMinutes: type.durationMinutes,
      locationType: type.locationType,
      slotTimeFormat: type.slotTimeFormat,
      layout: type.layout,
      color: type.color,
      greetingText: type.greetingText,
      dayVisibility: type.dayVisibility,
    },
    questions: link.questions,
    appearance: link.appearance,
    redirectUrl: link.redirectUrl,
    meta: { title: link.metaTitle || `${link.name} with ${owner.name}`, description: link.metaDescription || type.description, image: link.metaImage },
  };
}

async function slotsFor(db: Db, ctx: LinkContext, from: number, to: number, dayZone: string, now: number, ignoreBusy = false): Promise<Slot[]> {
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

/** Hosts for a chosen start, best first: the owner, the whole group, or free group members fewest-booked first. */
async function candidatesFor(db: Db, ctx: LinkContext, start: number, now: number) {
  const slots = await slotsFor(db, ctx, start - DAY_MS, start + DAY_MS, 'UTC', now);
  const slot = slots.find((s) => s.start === start);
  if (!slot) {
    const everPossible = (await slotsFor(db, ctx, start - DAY_MS, start + DAY_MS, 'UTC', now, true)).some((s) => s.start === start);
    throw everPossible ? new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start') : new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
  }
  if (ctx.mode !== 'round_robin') return [ctx.hosts.map((h) => h.id)];
  const counts = await hostedCountsFor(db, ctx.link.accountId, slot.memberIds, now - 28 * DAY_MS);
  // Ties are shuffled so racing requests spread over equally-due members instead of all trying one.
  const jitter = new Map(slot.memberIds.map((id) => [id, Math.random()]));
  return [...slot.memberIds].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || jitter.get(a)! - jitter.get(b)!).map((id) => [id]);
}

function bookingDto(env: Env, ctx: LinkContext, meeting: { id: string; startAt: number; endAt: number; status: BookingDto['status']; hostUserId: string }, token: string): BookingDto {
  return {
    id: meeting.id,
    start: new Date(meeting.startAt).toISOString(),
    end: new Date(meeting.endAt).toISOString(),
    status: meeting.status,
    hostName: ctx.people.get(meeting.hostUserId)?.name ?? '',
    meetingName: ctx.type.name,
    ...manageUrls(env, meeting.id, token),
    redirectUrl: ctx.link.redirectUrl,
  };
}

/** POST /api/public/links/{slug}/bookings: validates, picks hosts, then one atomic write per attempt. */
export async function bookLink(env: Env, db: Db, slug: string, input: BookingRequest, idempotencyKey: string, now = Date.now()) {
  const ctx = await loadLinkContext(db, slug);
  const answerErrors = validateAnswers(ctx.link.questions, input.answers);
  if (answerErrors.length) {
    const [first, ...rest] = answerErrors.map((e) => ({ status: '422', code: 'invalid', detail: e.message, source: { pointer: `/answers/${e.questionId}` } }));
    throw new DomainError('invalid', 'invalid', first.detail, first.source.pointer, rest);
  }
  const start = Date.parse(input.start);
  const scope = `link:${ctx.link.id}`;
  const requestHash = await sha256(JSON.stringify(input));
  const candidates = await candidatesFor(db, ctx, start, now).catch(async (e) => {
    // A retried request whose slot is now taken by its own first attempt still gets its answer.
    const replay = await replayIdempotent(db, { scope, key: idempotencyKey, requestHash, respond: () => ({ status: 0, body: null }) });
    if (replay) return replay;
    throw e;
  });
  if (!Array.isArray(candidates)) return candidates;
  const result = await scheduleMeeting(env, db, {
    accountId: ctx.link.accountId,
    org: ctx.org.company,
    meetingTypeId: ctx.type.id,
    linkId: ctx.link.id,
    source: ctx.link.kind === 'group' ? 'group_link' : 'meeting_link',
    start,
    end: start + ctx.type.durationMinutes * 60_000,
    bufferBeforeMinutes: ctx.type.bufferBeforeMinutes,
    bufferAfterMinutes: ctx.type.bufferAfterMinutes,
    candidates,
    people: new Map([...ctx.people].map(([id, p]) => [id, { name: p.name, email: p.email, timezone: p.timezone }])),
    prospect: { name: input.name, email: input.email, timezone: input.timezone },
    answers: ctx.link.questions.filter((q) => input.answers[q.id]).map((q) => ({ question: q.question, answer: input.answers[q.id] })),
    guests: input.guests,
    location: ctx.type.locationType === 'custom' ? ctx.type.customLocation : '',
    templates: ctx.type,
    bookedByUserId: null,
    idempotency: { scope, key: idempotencyKey, requestHash, respond: (meeting, token) => ({ status: 201, body: { data: bookingDto(env, ctx, meeting, token) } }) },
  });
  return { status: result.status, body: result.body };
}
