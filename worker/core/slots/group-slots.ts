import { MINUTES_PER_DAY, MS_PER_MINUTE, floorDiv, formatIsoDate } from '../time/civil-date';
import { buildZoneTable, utcToLocal } from '../time/zone-table';

// Slots are UTC; days are a matter of whose calendar you look at. These helpers date slots in one
// zone (the booker's, for booking pages) with a single zone table, not an Intl call per slot.

interface TimedSlot {
  readonly start: number;
}

/** Slots that start on one local date of the viewer. */
export interface SlotDay<T extends TimedSlot> {
  readonly date: string;
  readonly slots: T[];
}

function dayNumbers(slots: readonly TimedSlot[], zone: string): number[] {
  if (slots.length === 0) return [];
  let first = Infinity;
  let last = -Infinity;
  for (const slot of slots) {
    if (slot.start < first) first = slot.start;
    if (slot.start > last) last = slot.start;
  }
  const table = buildZoneTable(
    zone,
    Math.floor(first / MS_PER_MINUTE) - MINUTES_PER_DAY,
    Math.floor(last / MS_PER_MINUTE) + MINUTES_PER_DAY,
  );
  return slots.map((slot) => floorDiv(utcToLocal(table, Math.floor(slot.start / MS_PER_MINUTE)), MINUTES_PER_DAY));
}

/** Groups slots by the viewer's local start date, days ascending, slots keeping their input order. */
export function groupSlotsByDay<T extends TimedSlot>(slots: readonly T[], viewerZone: string): SlotDay<T>[] {
  const days = dayNumbers(slots, viewerZone);
  // A Map rather than "new group when the date changes": a fall-back across midnight can revisit a date.
  const groups = new Map<number, T[]>();
  slots.forEach((slot, i) => {
    const group = groups.get(days[i]);
    if (group) group.push(slot);
    else groups.set(days[i], [slot]);
  });
  return [...groups.keys()].sort((a, b) => a - b).map((day) => ({ date: formatIsoDate(day), slots: groups.get(day)! }));
}

/** Keeps only slots on the first `days` local dates (in zone) that have any slot, for 'available days' booking windows. */
export function limitToAvailableDays<T extends TimedSlot>(slots: readonly T[], days: number, zone: string): T[] {
  if (days <= 0) return [];
  const dayOf = dayNumbers(slots, zone);
  const distinct = [...new Set(dayOf)].sort((a, b) => a - b);
  if (distinct.length <= days) return [...slots];
  const lastDay = distinct[days - 1];
  return slots.filter((_, i) => dayOf[i] <= lastDay);
}
