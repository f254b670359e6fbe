import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { BOOKING_MESSAGES } from '../../contracts/booking';
import type { RelaySlotDto } from '../../contracts/relay';
import { computeSlots, type Slot, type SlotMember } from '../../core/slots/compute-slots';
import { DomainError } from '../../core/errors';
import { podOf } from '../distribution/service';
import { peopleByIds } from '../members/service';
import { meetingTypeForBooking } from '../meeting-types/service';
import { checkWindow, settingsOf, slotMembersFor } from '../meeting-types/slots';
import { ROUTER_MESSAGES } from '../../contracts/routers';
import * as repo from './repo';

const DAY_MS = 86_400_000;
/** How long a chosen slot stays reserved for the booker while they finish the handoff. */
export const HOLD_MS = 2 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

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
 * Every candidate's availability and busy time, with the live holds of OTHER relay sessions added as
 * busy: a slot another booker is finishing is not offered here either.
 */
async function membersWithHolds(db: Db, s: repo.SessionRow, from: number, to: number, now: number) {
  const { type, hosts, people } = await sessionHosts(db, s);
  const [members, holds] = await Promise.all([slotMembersFor(db, s.accountId, type, hosts, from, to), repo.othersHolds(db, hosts.map((h) => h.id), s.id, from - DAY_MS, to + DAY_MS, now)]);
  const withHolds: SlotMember[] = members.map((m) => ({ ...m, busy: [...m.busy, ...holds.filter((h) => h.userId === m.id).map((h) => ({ start: h.blockStart, end: h.blockEnd }))] }));
  return { type, hosts, people, members: withHolds };
}

/**
 * Free slots of the session's assignee, or of any pod candidate. With `override` (the relay lets the
 * booker override existing events) every slot inside working hours is listed and the busy ones are
 * marked as conflicts, so the page can warn before anyone books over them.
 */
export async function relaySlots(db: Db, s: repo.SessionRow, q: { from: string; to: string; timezone: string; override: boolean }, now: number): Promise<RelaySlotDto[]> {
  const { from, to } = checkWindow(q.from, q.to);
  const { type, members } = await membersWithHolds(db, s, from, to, now);
  const settings = { ...settingsOf(type), earliestSlotMinutes: 0 };
  const free = computeSlots({ settings, members, mode: 'any', now, window: { from, to }, dayZone: q.timezone });
  if (!q.override) return free.map((x) => ({ start: iso(x.start), end: iso(x.end), conflict: false }));
  const freeStarts = new Set(free.map((x) => x.start));
  const all = computeSlots({ settings, members: members.map((m) => ({ ...m, busy: [] })), mode: 'any', now, window: { from, to }, dayZone: q.timezone });
  return all.map((x) => ({ start: iso(x.start), end: iso(x.end), conflict: !freeStarts.has(x.start) }));
}

/** The slot at `start` with the members free for it, or null. */
async function slotAt(db: Db, s: repo.SessionRow, start: number, now: number): Promise<{ slot: Slot | null; type: Awaited<ReturnType<typeof sessionHosts>>['type'] }> {
  const { type, members } = await membersWithHolds(db, s, start - DAY_MS, start + DAY_MS, now);
  const settings = { ...settingsOf(type), earliestSlotMinutes: 0 };
  const slots = computeSlots({ settings, members, mode: 'any', now, window: { from: start - DAY_MS, to: start + DAY_MS } });
  return { slot: slots.find((x) => x.start === start) ?? null, type };
}

/** Who would take the meeting at a slot: the assignee, or the pod's next member among the free ones. */
export async function podPick(env: Env, s: repo.SessionRow, free: string[], now: number): Promise<string[]> {
  if (!s.podId || s.assigneeState === 'user_slots_shown') return free;
  try {
    const choice = await podOf(env, s.accountId, s.podId).peek(iso(now), free);
    const behind = new Map(choice.explanation.map((e) => [e.memberId, e.behind]));
    const others = free.filter((id) => id !== choice.memberId).sort((a, b) => (behind.get(b) ?? -Infinity) - (behind.get(a) ?? -Infinity) || (a < b ? -1 : 1));
    return choice.memberId ? [choice.memberId, ...others] : others;
  } catch {
    return free;
  }
}

/**
 * Holds the slot for the booker: the member who would take it gets a hold row (their time, widened by
 * the type's buffers) that no other booking can overlap until it expires or this session books.
 */
export async function holdSlot(env: Env, db: Db, s: repo.SessionRow, start: number, now: number) {
  if (!Number.isFinite(start) || start < now) throw new DomainError('invalid', 'past_time', BOOKING_MESSAGES.pastTime, '/start');
  const { slot, type } = await slotAt(db, s, start, now);
  if (!slot) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
  const [userId] = await podPick(env, s, slot.memberIds, now);
  const end = start + type.durationMinutes * 60_000;
  const hold = { sessionId: s.id, accountId: s.accountId, userId, startAt: start, blockStart: start - type.bufferBeforeMinutes * 60_000, blockEnd: end + type.bufferAfterMinutes * 60_000, expiresAt: now + HOLD_MS };
  const res = await repo.holdStmt(db, hold, now);
  if (!(res.meta?.changes ?? 0)) throw new DomainError('conflict', 'slot_taken', BOOKING_MESSAGES.slotTaken, '/start');
  return { start: iso(start), userId, expiresAt: iso(hold.expiresAt) };
}
