import type { RelaySlotDto } from '@contracts/relay-sessions';

// Time labels and slot picking for the relay scheduler, in the booker's or prospect's zone.

const DAY_MS = 86_400_000;

/** 'Mon 30 Nov' in a zone. */
export const dayLabel = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
/** '10:30 AM' in a zone. */
export const timeLabel = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
export const weekday = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(new Date(iso));
export const dayKey = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** The week shown: starts at the next whole hour today plus `offset` weeks, seven days long. */
export function weekWindow(offset: number, now = Date.now()) {
  const from = Math.ceil(now / 3_600_000) * 3_600_000 + offset * 7 * DAY_MS;
  return { from: new Date(from).toISOString(), to: new Date(from + 7 * DAY_MS).toISOString() };
}

/** A slot only a bend opens: over the rep's own event, or outside their hours. */
export const isBent = (s: RelaySlotDto) => s.conflict || s.outsideHours;

/** Up to three free slots spread over different days: the first free slot of each of the first days. */
export function suggestSlots(slots: RelaySlotDto[], zone: string, n = 3): RelaySlotDto[] {
  const seen = new Set<string>();
  const out: RelaySlotDto[] = [];
  for (const s of slots) {
    if (isBent(s)) continue;
    const key = dayKey(s.start, zone);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length === n) break;
  }
  return out;
}
