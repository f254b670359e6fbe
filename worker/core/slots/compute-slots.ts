import type { AvailabilityInput } from '../../contracts/availability';
import type { BookingWindowKind } from '../../contracts/scheduling-constants';
import { expandAvailability, prepareAvailability } from '../availability/expand-availability';
import { intersectIntervals, normalizeIntervals, type IntervalList } from '../availability/intervals';
import { MINUTES_PER_DAY, MS_PER_MINUTE, floorDiv, parseIsoDate } from '../time/civil-date';
import { zoneOffsetMinutes } from '../time/zone-offset';
import { buildZoneTable, localIntervalsToUtc, type ZoneTable } from '../time/zone-table';
import { limitToAvailableDays } from './group-slots';
import { gridStarts, startRanges, widenBusy, type BusyInterval } from './member-starts';
import { mergeStarts } from './merge-starts';

// The slot engine. Everything is decided in integer UTC minutes: each member's wall-clock rules go
// through one zone table per zone (built once per call), then free time, allowed starts and the
// increment grid are sorted sweeps. No Date or Intl work happens per slot.
//
// Semantics, precisely:
// - A member can take a slot [s, s + duration) when every minute of it is inside their availability
//   and it overlaps no busy event widened by the buffers (see widenBusy). Buffers only keep other
//   meetings away; they may fall outside working hours.
// - s is on the member's increment grid in local time, counted from local midnight.
// - s >= now + earliestSlotMinutes, and window.from <= s < window.to.
// - Booking window ('calendar_days'): the member-local date of s is before today + bookingWindowDays,
//   where today is the member-local date of now; 1 day means the rest of today.
//   ('available_days'): only the first bookingWindowDays dates that have slots, dated in dayZone.
// - Event dates: when given, the member-local date of s must be one of them.
// - Mode 'any' offers s when at least one member can take it, 'all' when every member can.

export type SlotMode = 'any' | 'all';

/** The meeting type settings that shape slots. */
export interface SlotSettings {
  readonly durationMinutes: number;
  readonly slotIncrementMinutes: number;
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  readonly earliestSlotMinutes: number;
  readonly bookingWindowDays: number;
  readonly bookingWindowKind?: BookingWindowKind;
  /** Event meeting types: only these 'YYYY-MM-DD' dates (member-local) are bookable. */
  readonly eventDates?: readonly string[];
}

/** One candidate host: their availability and their busy calendar time. */
export interface SlotMember {
  readonly id: string;
  readonly availability: AvailabilityInput;
  readonly busy: readonly BusyInterval[];
}

/** Everything computeSlots needs; times are epoch milliseconds. */
export interface SlotQuery {
  readonly settings: SlotSettings;
  readonly members: readonly SlotMember[];
  readonly mode: SlotMode;
  readonly now: number;
  readonly window: { readonly from: number; readonly to: number };
  /** Zone whose dates count 'available_days'; defaults to the first member's zone. */
  readonly dayZone?: string;
}

/** A bookable meeting time and the members who can take it, in input order. */
export interface Slot {
  readonly start: number;
  readonly end: number;
  readonly memberIds: string[];
}

function assertWholeMinutes(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number >= ${min}, got ${value}`);
}

function validate(settings: SlotSettings): void {
  assertWholeMinutes('durationMinutes', settings.durationMinutes, 1);
  assertWholeMinutes('slotIncrementMinutes', settings.slotIncrementMinutes, 1);
  assertWholeMinutes('bufferBeforeMinutes', settings.bufferBeforeMinutes, 0);
  assertWholeMinutes('bufferAfterMinutes', settings.bufferAfterMinutes, 0);
  assertWholeMinutes('earliestSlotMinutes', settings.earliestSlotMinutes, 0);
  assertWholeMinutes('bookingWindowDays', settings.bookingWindowDays, 0);
}

// Starts allowed by the member-local calendar rules: the booking window (today is the member-local
// day number of now) and event dates.
function allowedStarts(settings: SlotSettings, table: ZoneTable, today: number, lo: number, hi: number): IntervalList {
  // The lower bound only has to sit safely below lo once mapped through any offset.
  const localFloor = lo - 2 * MINUTES_PER_DAY;
  let allowed: IntervalList = [lo, hi];
  if (settings.bookingWindowKind !== 'available_days') {
    const windowEnd = (today + settings.bookingWindowDays) * MINUTES_PER_DAY;
    allowed = intersectIntervals(allowed, localIntervalsToUtc(table, localFloor < windowEnd ? [localFloor, windowEnd] : []));
  }
  if (settings.eventDates) {
    const days: number[] = [];
    for (const date of settings.eventDates) {
      const day = parseIsoDate(date);
      days.push(day * MINUTES_PER_DAY, (day + 1) * MINUTES_PER_DAY);
    }
    allowed = intersectIntervals(allowed, localIntervalsToUtc(table, normalizeIntervals(days)));
  }
  return allowed;
}

/**
 * Bookable slots for a meeting type and its candidate members, sorted by start (semantics above).
 * For 'available_days', window.to must reach far enough to find that many days. Throws RangeError
 * for settings that are not whole, non-negative minutes, unknown time zones and malformed dates or times.
 */
export function computeSlots(query: SlotQuery): Slot[] {
  const { settings, members, mode, now, window } = query;
  validate(settings);
  // Stryker disable next-line ConditionalExpression: a fast path; with no members the loop adds nothing and the merge returns no slots.
  if (members.length === 0) return [];
  const duration = settings.durationMinutes;
  const availableDays = settings.bookingWindowKind === 'available_days';
  const nowMinute = Math.floor(now / MS_PER_MINUTE);
  // Starts are whole minutes s with s * 60000 >= bound, hence the ceilings.
  const fromMinute = Math.ceil(window.from / MS_PER_MINUTE);
  const earliest = Math.ceil(now / MS_PER_MINUTE) + settings.earliestSlotMinutes;
  // 'available_days' counts days from today, so it has to look at the days before window.from too.
  const lo = availableDays ? earliest : Math.max(fromMinute, earliest);
  const hi = Math.ceil(window.to / MS_PER_MINUTE);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a fast path; an empty or inverted range allows no start anyway.
  if (hi <= lo) return [];

  // Members in one zone share its offset table and its calendar rules, so both are built once per zone.
  const zones = new Map<string, { table: ZoneTable; allowed: IntervalList }>();
  const zoneContext = (zone: string) => {
    let context = zones.get(zone);
    if (!context) {
      const table = buildZoneTable(zone, lo - MINUTES_PER_DAY, hi + duration + MINUTES_PER_DAY);
      // A window weeks ahead should not pay for table entries back to now, so today is one direct lookup.
      const today = floorDiv(nowMinute + zoneOffsetMinutes(zone, nowMinute * MS_PER_MINUTE), MINUTES_PER_DAY);
      context = { table, allowed: allowedStarts(settings, table, today, lo, hi) };
      zones.set(zone, context);
    }
    return context;
  };

  const starts: number[][] = [];
  for (const member of members) {
    const prepared = prepareAvailability(member.availability);
    const { table, allowed } = zoneContext(prepared.timeZone);
    let memberStarts: number[] = [];
    if (allowed.length > 0) {
      const available = expandAvailability(prepared, table, allowed[0], allowed[allowed.length - 1] - 1 + duration);
      const blocked = widenBusy(member.busy, settings.bufferBeforeMinutes, settings.bufferAfterMinutes);
      memberStarts = gridStarts(startRanges(available, blocked, allowed, duration), table, settings.slotIncrementMinutes);
    }
    // Nobody can be collectively free when one member never is.
    // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; merging in 'all' mode with a member who has no starts gives none.
    if (mode === 'all' && memberStarts.length === 0) return [];
    starts.push(memberStarts);
  }

  const memberIds = members.map((member) => member.id);
  const slots = mergeStarts(memberIds, starts, mode === 'all' ? members.length : 1, duration * MS_PER_MINUTE);
  if (!availableDays) return slots;
  const limited = limitToAvailableDays(slots, settings.bookingWindowDays, query.dayZone ?? members[0].availability.timeZone);
  return limited.filter((slot) => slot.start >= window.from);
}
