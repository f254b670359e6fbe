import type { Db } from '../../../db/client';
import { BOOKING_MESSAGES } from '../../../contracts/booking';
import { DomainError } from '../../../core/errors';
import { computeSlots, type Slot, type SlotMember } from '../../../core/slots/compute-slots';
import { slotsWithJoiners } from '../../../core/slots/joining-groups';
import { known, type Read } from '../../../db/batch';
import { settingsOf, slotMembersRead } from '../../meeting-types/service';
import type { MeetingTypeRowForSlots } from '../../meeting-types/service';
import type { BookingPlan, Host } from './book-plan';

// Whether a plan's start is still a free slot: computed like the slots the booker was shown.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Slots around the plan's start from members loaded once; `ignoreBusy` asks whether the time was ever bookable. */
function slotsAround(plan: BookingPlan, members: SlotMember[], now: number, ignoreBusy: boolean): Slot[] {
  const settings = { ...settingsOf(plan.type), ...(plan.ignoreEarliest ? { earliestSlotMinutes: 0 } : {}) };
  return computeSlots({
    settings,
    members: ignoreBusy ? members.map((m) => ({ ...m, busy: [] })) : members,
    mode: plan.mode,
    now,
    window: { from: plan.start - DAY_MS, to: plan.start + DAY_MS },
  });
}

/** The hosts and everyone who may join them: whose calendars decide the slot. */
const calendarsOf = (plan: BookingPlan): Host[] => [
  ...new Map([...plan.hosts, ...(plan.joining?.people.values() ?? [])].map((p) => [p.id, p])).values(),
];

/** The slot at the plan's start, listing only hosts whom everyone joining can join; null when none. */
function slotAt(plan: BookingPlan, slots: Slot[]): Slot | null {
  const slot = slots.find((s) => s.start === plan.start);
  if (!slot || !plan.joining) return slot ?? null;
  return (
    slotsWithJoiners(
      [slot],
      plan.hosts.map((h) => h.id),
      plan.joining.needs,
    )[0] ?? null
  );
}

/**
 * Why a time that is free of other meetings still cannot be booked: beyond the type's booking window,
 * or outside hours and the slot grid. Shared by booking and rescheduling.
 */
export function neverBookable(
  type: Pick<MeetingTypeRowForSlots, 'bookingWindowKind' | 'bookingWindowDays'> | null,
  start: number,
  now: number,
): DomainError {
  const windowDays = type && type.bookingWindowKind !== 'available_days' ? type.bookingWindowDays : null;
  if (windowDays !== null && start > now + (windowDays + 1) * DAY_MS)
    return new DomainError('invalid', 'beyond_booking_window', BOOKING_MESSAGES.beyondWindow, '/start');
  return new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
}

/**
 * The busy time that can block the plan's start: a busy block blocks it when the block, widened by the type's buffers
 * (its start by the buffer after, its end by the buffer before), overlaps the meeting. A host with a full calendar
 * has a hundred blocks in the days around; one booking reads the few next to its start (a minute either side for the
 * widening's rounding). A window counted in days with slots looks at the other days' busy time too: it reads them all.
 */
function busyThatCanBlock(type: BookingPlan['type'], start: number): { from: number; to: number } | undefined {
  if (type.bookingWindowKind === 'available_days') return undefined;
  return {
    from: start - (type.bufferBeforeMinutes + 1) * MINUTE_MS,
    to: start + (type.durationMinutes + type.bufferAfterMinutes + 1) * MINUTE_MS,
  };
}

/**
 * What checkSlot decides from, as a read that joins the booking's first batch: the calendars' availability and
 * the busy time that can block the start. A start that can never be booked reads nothing (checkSlot refuses it).
 */
export function slotRead(db: Db, plan: BookingPlan, now: number): Read<SlotMember[]> {
  if (!Number.isFinite(plan.start) || plan.start < now) return known([]);
  const opts = { ...plan.slotOptions, busyWithin: busyThatCanBlock(plan.type, plan.start) };
  return slotMembersRead(db, plan.accountId, plan.type, calendarsOf(plan), plan.start - DAY_MS, plan.start + DAY_MS, opts);
}

/**
 * The slot at the plan's start and who is free for it, from slotRead's members; otherwise a clear error: taken by
 * someone else (409), or never a bookable time at all - in the past, beyond the booking window, outside hours (422).
 */
export function checkSlot(plan: BookingPlan, members: SlotMember[], now: number): { slot: Slot; free: Set<string> } {
  if (!Number.isFinite(plan.start)) throw new DomainError('invalid', 'invalid_slot', BOOKING_MESSAGES.invalidSlot, '/start');
  if (plan.start < now) throw new DomainError('invalid', 'past_time', BOOKING_MESSAGES.pastTime, '/start');
  const slots = slotsAround(plan, members, now, false);
  const slot = slotAt(plan, slots);
  if (slot) return { slot, free: new Set(slots.find((s) => s.start === plan.start)!.memberIds) };
  const code = plan.conflictCode ?? 'slot_taken';
  const detail = code === 'slot_conflict' ? BOOKING_MESSAGES.slotConflict : BOOKING_MESSAGES.slotTaken;
  if (slotAt(plan, slotsAround(plan, members, now, true))) throw new DomainError('conflict', code, detail, '/start');
  throw neverBookable(plan.type, plan.start, now);
}
