import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { BOOKING_MESSAGES } from '../../../contracts/booking';
import type { RelayBend, RelaySlotDto } from '../../../contracts/relay-sessions';
import { computeSlots, type Slot, type SlotMember } from '../../../core/slots/compute-slots';
import { DomainError } from '../../../core/errors';
import { calendarBusySource } from '../../calendars/service';
import { podOf } from '../../distribution/service';
import { peopleByIds } from '../../members/service';
import {
  anyHoursAvailability,
  checkWindow,
  meetingTypeForBooking,
  settingsOf,
  slotMembersFor,
  type MeetingTypeRowForSlots,
} from '../../meeting-types/service';
import { ROUTER_MESSAGES } from '../../../contracts/routers';
import * as repo from '../repo';
import { iso } from '../../../contracts/response-kit';

const DAY_MS = 86_400_000;
/** How long a chosen slot stays reserved for the booker while they finish the handoff. */
export const HOLD_MS = 2 * 60_000;
export const NO_BEND: RelayBend = { overrideEvents: false, outsideHours: false };

/** The session's meeting type and the people whose calendars it offers, in candidate order. */
export async function sessionHosts(db: Db, s: repo.SessionRow) {
  const info = s.meetingTypeId ? await meetingTypeForBooking(db, s.accountId, s.meetingTypeId) : null;
  if (!info || !s.candidateUserIds.length) throw new DomainError('conflict', 'no_assignee', ROUTER_MESSAGES.noAssignee);
  const people = await peopleByIds(db, s.accountId, s.candidateUserIds);
  const hosts = s.candidateUserIds.flatMap((id) => people.get(id) ?? []);
  if (!hosts.length) throw new DomainError('conflict', 'no_assignee', ROUTER_MESSAGES.noAssignee);
  return { type: info.type, hosts, people };
}

/**
 * Every candidate's time around a window, in the pieces a booker may bend: their hours with our own
 * meetings and the live holds of OTHER relay sessions as busy (a slot another booker is finishing is not
 * offered here either; none of these can ever be overridden), and their connected calendars' events
 * apart, since a relay may let the booker book over those.
 */
async function candidateTimes(db: Db, s: repo.SessionRow, from: number, to: number, now: number) {
  const { type, hosts } = await sessionHosts(db, s);
  const ids = hosts.map((h) => h.id);
  const [members, holds, calendar] = await Promise.all([
    slotMembersFor(db, s.accountId, type, hosts, from, to, { calendars: false }),
    repo.othersHolds(db, ids, s.id, from - DAY_MS, to + DAY_MS, now),
    calendarBusySource(db).busy({ accountId: s.accountId, userIds: ids, from: from - DAY_MS, to: to + DAY_MS }),
  ]);
  const firm: SlotMember[] = members.map((m) => ({
    ...m,
    busy: [...m.busy, ...holds.filter((h) => h.userId === m.id).map((h) => ({ start: h.blockStart, end: h.blockEnd }))],
  }));
  const strict: SlotMember[] = firm.map((m) => ({ ...m, busy: [...m.busy, ...(calendar.get(m.id) ?? [])] }));
  return { type, firm, strict };
}
type Times = Awaited<ReturnType<typeof candidateTimes>>;

const allHours = (members: SlotMember[]) => members.map((m) => ({ ...m, availability: anyHoursAvailability(m.availability.timeZone) }));
/** The members as a bend lets the booker see them: calendar events ignored, hours ignored, or both. */
const bent = (t: Times, bend: RelayBend) => {
  const busy = bend.overrideEvents ? t.firm : t.strict;
  return bend.outsideHours ? allHours(busy) : busy;
};
const slotsOf = (type: MeetingTypeRowForSlots, members: SlotMember[], now: number, from: number, to: number, dayZone?: string) =>
  computeSlots({ settings: { ...settingsOf(type), earliestSlotMinutes: 0 }, members, mode: 'any', now, window: { from, to }, dayZone });
const startsOf = (slots: Slot[]) => new Set(slots.map((x) => x.start));

/**
 * Free slots of the session's assignee, or of any pod candidate. Where the relay lets the booker bend
 * the assignee's time, the slots that bend opens are listed too and marked: `conflict` (over an event
 * in the rep's own calendar) and `outsideHours` (outside their working hours), so the page can warn
 * before anyone books them. Our own meetings and other bookers' holds are never offered.
 */
export async function relaySlots(
  db: Db,
  s: repo.SessionRow,
  q: { from: string; to: string; timezone: string; bend: RelayBend },
  now: number,
): Promise<RelaySlotDto[]> {
  const { from, to } = checkWindow(q.from, q.to);
  const t = await candidateTimes(db, s, from, to, now);
  const list = (members: SlotMember[]) => slotsOf(t.type, members, now, from, to, q.timezone);
  const dto = (x: Slot, conflict: boolean, outsideHours: boolean): RelaySlotDto => ({
    start: iso(x.start),
    end: iso(x.end),
    conflict,
    outsideHours,
  });
  if (!q.bend.overrideEvents && !q.bend.outsideHours) return list(t.strict).map((x) => dto(x, false, false));
  const clear = startsOf(list(bent(t, { ...q.bend, overrideEvents: false })));
  const inHours = startsOf(list(bent(t, { ...q.bend, outsideHours: false })));
  return list(bent(t, q.bend)).map((x) => dto(x, !clear.has(x.start), !inHours.has(x.start)));
}

/** The slot at `start` with the members free for it: truly free members first; a bent slot only where the bend allows it. */
async function slotAt(db: Db, s: repo.SessionRow, start: number, now: number, bend: RelayBend) {
  const t = await candidateTimes(db, s, start - DAY_MS, start + DAY_MS, now);
  const at = (members: SlotMember[]) =>
    slotsOf(t.type, members, now, start - DAY_MS, start + DAY_MS).find((x) => x.start === start) ?? null;
  const slot = at(t.strict) ?? (bend.overrideEvents || bend.outsideHours ? at(bent(t, bend)) : null);
  return { slot, type: t.type };
}

/** Who would take the meeting at a slot: the assignee, or the pod's next member among the free ones. */
export async function podPick(env: Env, s: repo.SessionRow, free: string[], now: number): Promise<string[]> {
  if (!s.podId || s.assigneeState === 'user_slots_shown') return free;
  try {
    const choice = await podOf(env, s.accountId, s.podId).peek(iso(now), free);
    const behind = new Map(choice.explanation.map((e) => [e.memberId, e.behind]));
    const others = free
      .filter((id) => id !== choice.memberId)
      .sort((a, b) => (behind.get(b) ?? -Infinity) - (behind.get(a) ?? -Infinity) || (a < b ? -1 : 1));
    return choice.memberId ? [choice.memberId, ...others] : others;
  } catch {
    return free;
  }
}

/**
 * Holds the slot for the booker: the member who would take it gets a hold row (their time, widened by
 * the type's buffers) that no other booking can overlap until it expires or this session books.
 */
export async function holdSlot(env: Env, db: Db, s: repo.SessionRow, start: number, now: number, bend: RelayBend = NO_BEND) {
  if (!Number.isFinite(start) || start < now) throw new DomainError('invalid', 'past_time', BOOKING_MESSAGES.pastTime, '/start');
  const { slot, type } = await slotAt(db, s, start, now, bend);
  if (!slot) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
  const [userId] = await podPick(env, s, slot.memberIds, now);
  const end = start + type.durationMinutes * 60_000;
  const hold = {
    sessionId: s.id,
    accountId: s.accountId,
    userId,
    startAt: start,
    blockStart: start - type.bufferBeforeMinutes * 60_000,
    blockEnd: end + type.bufferAfterMinutes * 60_000,
    expiresAt: now + HOLD_MS,
  };
  const res = await repo.holdStmt(db, hold, now);
  if (!(res.meta?.changes ?? 0)) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
  return { start: iso(start), userId, expiresAt: iso(hold.expiresAt) };
}
