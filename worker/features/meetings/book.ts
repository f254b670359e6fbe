import type { Db } from '../../db/client';
import { runBatch, type Stmt } from '../../db/batch';
import type { Env } from '../../env';
import { BOOKING_MESSAGES, type BookingDto } from '../../contracts/booking';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { DomainError } from '../../core/errors';
import { computeSlots, type Slot, type SlotMember } from '../../core/slots/compute-slots';
import { chooseJoiners, slotsWithJoiners, type Joiner, type JoiningNeeds } from '../../core/slots/joining-groups';
import { sha256 } from '../../lib/crypto';
import { answerStmts, orReplay, storedAnswer } from '../idempotency/service';
import { dispatch, prepareEmail } from '../mail/service';
import { eventStmt, publishEvents } from '../events/service';
import { conferenceStmts } from '../conferencing/plan';
import { hostBookingTools } from '../calendars/service';
import { manageToken, meetingEmails, manageUrls, type InviteTemplates, type Person } from './notify';
import * as repo from './repo';
import type { MeetingRow } from './repo';
import { settingsOf, slotMembersFor, type SlotMemberOptions } from '../meeting-types/slots';
import type { MeetingTypeRowForSlots } from '../meeting-types/service';
import { ROUTER_MESSAGES } from '../../contracts/routers';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export type Host = Person & { id: string };
/**
 * Who joins whichever host takes the meeting, chosen per booking: one member of each additional group
 * (group round robin) and the internal guests of the rule or pod. `people` names every one of them.
 */
export type Joining = { needs: JoiningNeeds; people: Map<string, Host> };

/** What a booking claims besides calendar time; the claim's trigger refuses a subject no longer open. */
export type BookingClaim = { kind: 'routing_session'; subjectId: string };

/**
 * Everything one booking needs, whoever books: a public link, a group link, a routing session, a member
 * booking on behalf (and later relays and campaigns). `order` ranks the hosts free at the chosen start.
 */
export type BookingPlan = {
  accountId: string;
  org: string;
  type: MeetingTypeRowForSlots & InviteTemplates;
  linkId: string | null;
  source: MeetingRow['source'];
  start: number;
  /** Whose calendars are checked, in the plan's order. */
  hosts: Host[];
  /** 'all': every host attends (personal, collective); 'any': one free host takes it. */
  mode: 'all' | 'any';
  order: (free: string[]) => Promise<string[]>;
  /** Team members who join whichever host takes the meeting; their blocks are checked by the same trigger. */
  internalGuests: Host[];
  /** Mode 'any' only: a time is offered and booked only when a host and everyone joining are free together. */
  joining?: Joining;
  /** Members booking for a prospect may pick a time sooner than the type's earliest slot. */
  ignoreEarliest?: boolean;
  /** What a relay booker may bend, where the relay allows it: the hosts' own calendar events, their hours. */
  slotOptions?: Pick<SlotMemberOptions, 'calendars' | 'anyHours'>;
  /** Who organizes the meeting (its owner and the invite's ORGANIZER) when not the host: a relay's booker. */
  organizer?: Host;
  /** A relay's booker, who handed the prospect over: the e-mails say who handed over to whom. */
  handover?: Pick<Host, 'name' | 'email'>;
  /** A relay's "default guest accept": the team members invited are marked accepted on invites and the host calendar. */
  teamAccepted?: boolean;
  /** The answer to a slot that a member's own calendar refuses: 'slot_taken' for prospects, 'slot_conflict' for members. */
  conflictCode?: 'slot_taken' | 'slot_conflict';
  prospect: { name: string; email: string; timezone: string };
  answers: { question: string; answer: string }[];
  guests: string[];
  notes?: string;
  bookedByUserId: string | null;
  redirectUrl: string | null;
  meetingName: string;
  idempotency: IdempotencyRecord | null;
  claim: BookingClaim | null;
  /** Checks that the booked thing is still open, run after a replay is ruled out (a replay answers even when it is not). */
  precheck?: () => void;
  /** Further statements of the same batch for the meeting about to be written (a session's outcome, a pod turn). */
  alsoWrite?: (meeting: MeetingRow, joined: Joiner[]) => Stmt[];
};

export type Booked = { booking: BookingDto; meeting: MeetingRow | null; replayed: boolean; joined?: Joiner[] };

/** The prospect-facing answer to a booking, the same for every caller. */
export function bookingDto(env: Pick<Env, 'APP_URL'>, meeting: Pick<MeetingRow, 'id' | 'startAt' | 'endAt' | 'status'> & Partial<Pick<MeetingRow, 'conferenceUrl' | 'conferenceProvider'>>, token: string, extra: { hostName: string; meetingName: string; redirectUrl: string | null }): BookingDto {
  const join = { joinUrl: meeting.conferenceUrl ?? null, joinPending: !!meeting.conferenceProvider && !meeting.conferenceUrl };
  return { id: meeting.id, start: iso(meeting.startAt), end: iso(meeting.endAt), status: meeting.status, ...extra, ...manageUrls(env, meeting.id, token), ...join };
}

/** Free members first, fewest meetings hosted in 28 days first; ties shuffled so racing bookers spread out. */
export function fewestBookedFirst(db: Db, accountId: string, now: number) {
  return async (free: string[]) => {
    const counts = await repo.hostedCounts(db, accountId, free, now - 28 * DAY_MS);
    const jitter = new Map(free.map((id) => [id, Math.random()]));
    return [...free].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || jitter.get(a)! - jitter.get(b)!);
  };
}

/** Slots around the plan's start from members loaded once; `ignoreBusy` asks whether the time was ever bookable. */
function slotsAround(plan: BookingPlan, members: SlotMember[], now: number, ignoreBusy: boolean): Slot[] {
  const settings = { ...settingsOf(plan.type), ...(plan.ignoreEarliest ? { earliestSlotMinutes: 0 } : {}) };
  return computeSlots({ settings, members: ignoreBusy ? members.map((m) => ({ ...m, busy: [] })) : members, mode: plan.mode, now, window: { from: plan.start - DAY_MS, to: plan.start + DAY_MS } });
}

/** The hosts and everyone who may join them: whose calendars decide the slot. */
const calendarsOf = (plan: BookingPlan): Host[] => [...new Map([...plan.hosts, ...(plan.joining?.people.values() ?? [])].map((p) => [p.id, p])).values()];

/** The slot at the plan's start, listing only hosts whom everyone joining can join; null when none. */
function slotAt(plan: BookingPlan, slots: Slot[]): Slot | null {
  const slot = slots.find((s) => s.start === plan.start);
  if (!slot || !plan.joining) return slot ?? null;
  return slotsWithJoiners([slot], plan.hosts.map((h) => h.id), plan.joining.needs)[0] ?? null;
}

/**
 * Why a time that is free of other meetings still cannot be booked: beyond the type's booking window,
 * or outside hours and the slot grid. Shared by booking and rescheduling.
 */
export function neverBookable(type: Pick<MeetingTypeRowForSlots, 'bookingWindowKind' | 'bookingWindowDays'> | null, start: number, now: number): DomainError {
  const windowDays = type && type.bookingWindowKind !== 'available_days' ? type.bookingWindowDays : null;
  if (windowDays !== null && start > now + (windowDays + 1) * DAY_MS) return new DomainError('invalid', 'beyond_booking_window', BOOKING_MESSAGES.beyondWindow, '/start');
  return new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
}

/**
 * The slot at the plan's start and who is free for it; otherwise a clear error: taken by someone else
 * (409), or never a bookable time at all - in the past, beyond the booking window, outside hours (422).
 */
async function checkSlot(db: Db, plan: BookingPlan, now: number): Promise<{ slot: Slot; free: Set<string> }> {
  if (!Number.isFinite(plan.start)) throw new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
  if (plan.start < now) throw new DomainError('invalid', 'past_time', BOOKING_MESSAGES.pastTime, '/start');
  const members = await slotMembersFor(db, plan.accountId, plan.type, calendarsOf(plan), plan.start - DAY_MS, plan.start + DAY_MS, plan.slotOptions);
  const slots = slotsAround(plan, members, now, false);
  const slot = slotAt(plan, slots);
  if (slot) return { slot, free: new Set(slots.find((s) => s.start === plan.start)!.memberIds) };
  const code = plan.conflictCode ?? 'slot_taken';
  const detail = code === 'slot_conflict' ? BOOKING_MESSAGES.slotConflict : BOOKING_MESSAGES.slotTaken;
  if (slotAt(plan, slotsAround(plan, members, now, true))) throw new DomainError('conflict', code, detail, '/start');
  throw neverBookable(plan.type, plan.start, now);
}

async function newMeeting(env: Env, plan: BookingPlan, host: Host, now: number): Promise<{ meeting: MeetingRow; token: string }> {
  const id = crypto.randomUUID();
  const token = await manageToken(env, id);
  const end = plan.start + plan.type.durationMinutes * 60_000;
  const meeting: MeetingRow = {
    id,
    accountId: plan.accountId,
    meetingTypeId: plan.type.id,
    hostUserId: host.id,
    ownerUserId: plan.organizer?.id ?? host.id,
    title: `${plan.prospect.name} and ${host.name}`,
    startAt: plan.start,
    endAt: end,
    status: 'scheduled',
    source: plan.source,
    linkId: plan.linkId,
    prospectName: plan.prospect.name,
    prospectEmail: plan.prospect.email,
    prospectTimezone: plan.prospect.timezone,
    answers: plan.answers,
    guests: plan.guests,
    notes: plan.notes ?? '',
    location: plan.type.locationType === 'custom' ? plan.type.customLocation : '',
    conferenceUrl: null,
    conferenceProvider: null,
    bufferBeforeMinutes: plan.type.bufferBeforeMinutes,
    bufferAfterMinutes: plan.type.bufferAfterMinutes,
    icsUid: `${id}@routewise`,
    icsSequence: 0,
    manageTokenHash: await sha256(token),
    cancellationReason: null,
    cancelledAt: null,
    reminderSentAt: null,
    bookedByUserId: plan.bookedByUserId,
    teamAccepted: plan.teamAccepted ?? false,
    createdAt: now,
    updatedAt: now,
  };
  return { meeting, token };
}

/**
 * The one booking write path. Checks the slot, ranks the free hosts, then tries them in order; each
 * attempt is ONE D1 batch holding the idempotency answer, the claim on what is booked, the meeting, every
 * participant's block, the e-mails and the caller's own statements. The overlap trigger and the claim's
 * trigger run inside that transaction, so no interleaving double-books a person or books a session twice.
 */
export async function bookMeeting(env: Env, db: Db, plan: BookingPlan, now = Date.now()): Promise<Booked> {
  const stored = await storedAnswer(db, plan.idempotency);
  if (stored !== null) return { booking: stored as BookingDto, meeting: null, replayed: true };
  plan.precheck?.();
  let checked: Awaited<ReturnType<typeof checkSlot>>;
  try {
    checked = await checkSlot(db, plan, now);
  } catch (e) {
    // A retry whose slot its own first attempt took meanwhile still gets that first answer.
    const again = await storedAnswer(db, plan.idempotency);
    if (again !== null) return { booking: again as BookingDto, meeting: null, replayed: true };
    throw e;
  }
  const byId = new Map(plan.hosts.map((h) => [h.id, h]));
  const counts = plan.joining ? await repo.joinCounts(db, plan.accountId, plan.joining.needs.groups.map((g) => g.groupId)) : new Map();
  // A member who joins can be taken by a racing booking for any host; each round then looks again.
  for (let round = 0; round < (plan.joining ? 4 : 1); round++) {
    if (round > 0) checked = await checkSlot(db, plan, now);
    const attempt = await tryHosts(env, db, plan, checked, byId, counts, now);
    if (attempt !== 'taken') return attempt;
  }
  const code = plan.conflictCode ?? 'slot_taken';
  throw new DomainError('conflict', code, code === 'slot_conflict' ? BOOKING_MESSAGES.slotConflict : BOOKING_MESSAGES.slotTaken, '/start');
}

/** Tries the free hosts in the plan's order, each with whoever joins it; 'taken' when every attempt lost a race. */
async function tryHosts(
  env: Env,
  db: Db,
  plan: BookingPlan,
  { slot, free }: { slot: Slot; free: Set<string> },
  byId: Map<string, Host>,
  counts: Map<string, Map<string, number>>,
  now: number,
): Promise<Booked | 'taken'> {
  const candidates = plan.mode === 'all' ? [plan.hosts.map((h) => h.id)] : (await plan.order(slot.memberIds)).map((id) => [id]);
  for (const ids of candidates) {
    const host = byId.get(ids[0]);
    if (!host) continue;
    const joined = plan.joining ? chooseJoiners(plan.joining.needs, host.id, free, counts) : [];
    if (!joined) continue;
    const person = (id: string) => plan.joining!.people.get(id)!;
    const guests = (plan.joining?.needs.required ?? []).filter((id) => id !== host.id).map(person);
    const joining = [...joined.map((j) => ({ ...person(j.userId), groupId: j.groupId, role: 'member' as const })), ...guests.map((g) => ({ ...g, groupId: null, role: 'guest' as const }))];
    const others = [...ids.slice(1).map((id) => byId.get(id)!), ...plan.internalGuests, ...joining];
    const { meeting, token } = await newMeeting(env, plan, host, now);
    // The type's location and the host's tools decide the join link; one from Zoom or Daily is made
    // after this batch commits (conferencing handler), so the invitations wait for it and go out once.
    const { conference, calendarInvites } = await hostBookingTools(db, plan.accountId, host.id, plan.type);
    Object.assign(meeting, { conferenceUrl: conference.url, conferenceProvider: conference.provider });
    const booking = bookingDto(env, meeting, token, { hostName: host.name, meetingName: plan.meetingName, redirectUrl: plan.redirectUrl });
    const mails = conference.hold ? [] : (await meetingEmails({ env, kind: 'booked', meeting, templates: plan.type, host: { ...host, calendarInvites }, organizer: plan.organizer, handover: plan.handover, participants: others, org: plan.org, token })).map((m) => prepareEmail(db, { ...m, accountId: plan.accountId }));
    const booked = eventStmt(db, { accountId: plan.accountId, type: 'meeting.booked', subjectId: meeting.id, payload: { meetingId: meeting.id, sessionId: plan.claim?.subjectId ?? null }, occurredAt: now });
    const stmts: Stmt[] = [
      // The key first: a concurrent request with the same key fails here, before touching any calendar.
      ...answerStmts(db, plan.idempotency, booking, now),
      ...(plan.claim ? [claimStmt(db, plan, meeting.id, now)] : []),
      ...createMeetingStmts(db, meeting, [host.id, ...ids.slice(1), ...plan.internalGuests.map((g) => g.id)]),
      ...joining.map((j) => repo.insertParticipantStmt(db, { meetingId: meeting.id, userId: j.id, accountId: meeting.accountId, ...meetingBlock(meeting), role: j.role, active: true, groupId: j.groupId })),
      ...mails.map((m) => m.stmt),
      ...conferenceStmts(db, meeting, conference, now),
      booked.stmt,
      ...(plan.alsoWrite?.(meeting, joined) ?? []),
    ];
    const result = await orReplay(db, plan.idempotency, async () => {
      try {
        await runBatch(db, stmts);
        return 'committed' as const;
      } catch (e) {
        if (isSlotTaken(e)) return 'taken' as const;
        if (isClaimRefused(e)) throw new DomainError('conflict', 'session_ended', ROUTER_MESSAGES.sessionEnded);
        throw e;
      }
    });
    if (typeof result === 'object') return { booking: result.replayed as BookingDto, meeting: null, replayed: true };
    if (result === 'taken') {
      if (plan.joining) return 'taken';
      continue;
    }
    await Promise.all([dispatch(env, ...mails.map((m) => m.id)), publishEvents(env, [booked.id])]);
    return { booking, meeting, replayed: false, joined };
  }
  return 'taken';
}

/** True when a batch failed on a claim: the subject was booked, redistributed or closed meanwhile. */
export const isClaimRefused = (e: unknown) => /session_ended|booking_claims/.test(`${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`);

/**
 * The claim on a routing session, for whatever ends it: its booking, or its redistribution (whose
 * `meetingId` is then `redistribution:<session>`). Only one claim per session can ever commit.
 */
export const claimSessionStmt = (db: Db, row: { kind: BookingClaim['kind']; subjectId: string; meetingId: string; accountId: string; createdAt: number }) => repo.insertClaimStmt(db, row);

function claimStmt(db: Db, plan: BookingPlan, meetingId: string, now: number) {
  return repo.insertClaimStmt(db, { kind: plan.claim!.kind, subjectId: plan.claim!.subjectId, meetingId, accountId: plan.accountId, createdAt: now });
}

/**
 * The statements that create a meeting and each participant's block. The no-overlap trigger on the
 * blocks is the double-booking check, inside whatever batch these statements join.
 */
export function createMeetingStmts(db: Db, meeting: repo.MeetingRow, participantIds: string[]) {
  return [repo.insertMeetingStmt(db, meeting), ...participantIds.map((userId, i) => blockStmt(db, meeting, userId, i === 0 ? 'host' : 'member'))];
}

/** The block a participant holds: the meeting widened by its buffers, checked by the no-overlap trigger. */
export const meetingBlock = (m: Pick<repo.MeetingRow, 'startAt' | 'endAt' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>) => ({
  startAt: m.startAt,
  endAt: m.endAt,
  blockStart: m.startAt - m.bufferBeforeMinutes * 60_000,
  blockEnd: m.endAt + m.bufferAfterMinutes * 60_000,
});

/** Inserts one participant's block for a meeting. */
export const blockStmt = (db: Db, m: repo.MeetingRow, userId: string, role: 'host' | 'member' | 'guest') =>
  repo.insertParticipantStmt(db, { meetingId: m.id, userId, accountId: m.accountId, ...meetingBlock(m), role, active: true });

/** True when a batch failed on the no-overlap trigger: somebody's time was taken meanwhile. */
export const isSlotTaken = (e: unknown) => /slot_taken/.test(`${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`);
