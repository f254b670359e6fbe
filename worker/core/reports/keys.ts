import { buildZoneTable, utcToLocal, type ZoneTable } from '../time/zone-table';
import { formatIsoDate, floorDiv, MINUTES_PER_DAY } from '../time/civil-date';

// A rollup counts each subject (a routing session, a meeting) exactly once, under the key its current
// state gives it. Handlers remember the key a subject was counted under (its contribution) and move
// the count when the key changes, so a redistribution, a cancellation after booking or a no-show moves
// one count from one bucket to another instead of adding a second one.

export const SESSION_OUTCOMES = ['pending', 'booked', 'not_booked', 'disqualified'] as const;
export type SessionOutcomeKey = (typeof SESSION_OUTCOMES)[number];
export const MEETING_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type MeetingStatusKey = (typeof MEETING_STATUSES)[number];

/** A session's place in the funnel rollup: its day in the organization's zone, router, assignee and outcome. */
export type FunnelKey = { kind: 'funnel'; day: string; routerKind: string; routerId: string; memberId: string; outcome: SessionOutcomeKey };
/** A meeting's place in the distribution rollup: day booked, router and pod it came through, host, booker, source and status. */
export type MeetingKey = {
  kind: 'meeting';
  day: string;
  routerKind: string;
  routerId: string;
  podId: string;
  memberId: string;
  bookerId: string;
  source: string;
  status: MeetingStatusKey;
};
export type RollupKey = FunnelKey | MeetingKey;

/** The columns of a session that decide its key (as loaded from routing_sessions). */
export type SessionFacts = { id: string; createdAt: number; routerKind: string | null; routerId: string | null; assigneeUserId: string | null; outcome: string };
/** The columns of a meeting and of the session it was booked through that decide its key. */
export type MeetingFacts = {
  id: string;
  createdAt: number;
  status: string;
  hostUserId: string;
  bookedByUserId: string | null;
  source: string;
  session: { routerKind: string | null; routerId: string | null; podId: string | null; bookedByUserId: string | null; bookedBySource: string | null } | null;
};

/** Turns instants into the organization's calendar days; one zone table per zone and year window. */
export type DayOf = (epochMs: number) => string;

const YEAR_MINUTES = 366 * MINUTES_PER_DAY;

// A zone's table is a fact of tzdata, so one is kept per zone for the isolate: a rollup handler asks for the day of
// one meeting, and rebuilding two years of offsets for it (about 400 Intl calls) was 3% of a booking's CPU.
const tables = new Map<string, { table: ZoneTable; from: number; to: number }>();
const MAX_ZONES = 64;

function tableAround(zone: string, minute: number): ZoneTable {
  const kept = tables.get(zone);
  if (kept && minute >= kept.from && minute <= kept.to) return kept.table;
  const from = minute - YEAR_MINUTES;
  const to = minute + YEAR_MINUTES;
  const table = buildZoneTable(zone, from, to);
  if (!kept && tables.size >= MAX_ZONES) tables.delete(tables.keys().next().value!);
  tables.set(zone, { table, from, to });
  return table;
}

/** A day-of function for a zone; a zone's table is rebuilt only when an instant falls outside its window. */
export function dayInZone(zone: string): DayOf {
  return (epochMs) => {
    const minute = floorDiv(epochMs, 60_000);
    return formatIsoDate(floorDiv(utcToLocal(tableAround(zone, minute), minute), MINUTES_PER_DAY));
  };
}

const outcomeOf = (o: string): SessionOutcomeKey => ((SESSION_OUTCOMES as readonly string[]).includes(o) ? (o as SessionOutcomeKey) : 'pending');
const statusOf = (s: string): MeetingStatusKey => ((MEETING_STATUSES as readonly string[]).includes(s) ? (s as MeetingStatusKey) : 'scheduled');

/** The funnel key of a session as it is now. */
export function sessionKey(s: SessionFacts, dayOf: DayOf): FunnelKey {
  return { kind: 'funnel', day: dayOf(s.createdAt), routerKind: s.routerKind ?? 'inbound', routerId: s.routerId ?? '', memberId: s.assigneeUserId ?? '', outcome: outcomeOf(s.outcome) };
}

/** The distribution key of a meeting as it is now; a meeting booked outside any router has empty router and pod. */
export function meetingKey(m: MeetingFacts, dayOf: DayOf): MeetingKey {
  const s = m.session;
  return {
    kind: 'meeting',
    day: dayOf(m.createdAt),
    routerKind: s ? (s.routerKind ?? 'inbound') : '',
    routerId: s?.routerId ?? '',
    podId: s?.podId ?? '',
    memberId: m.hostUserId,
    bookerId: s?.bookedByUserId ?? m.bookedByUserId ?? '',
    source: s?.bookedBySource ?? (s ? 'router' : m.source),
    status: statusOf(m.status),
  };
}

/** A stable text of a key: what the contribution row stores and what equality is checked on. */
export function encodeKey(k: RollupKey): string {
  return k.kind === 'funnel'
    ? JSON.stringify(['funnel', k.day, k.routerKind, k.routerId, k.memberId, k.outcome])
    : JSON.stringify(['meeting', k.day, k.routerKind, k.routerId, k.podId, k.memberId, k.bookerId, k.source, k.status]);
}

/** Reads a stored key back. */
export function decodeKey(text: string): RollupKey {
  const a = JSON.parse(text) as string[];
  if (a[0] === 'funnel') return { kind: 'funnel', day: a[1], routerKind: a[2], routerId: a[3], memberId: a[4], outcome: outcomeOf(a[5]) };
  return { kind: 'meeting', day: a[1], routerKind: a[2], routerId: a[3], podId: a[4], memberId: a[5], bookerId: a[6], source: a[7], status: statusOf(a[8]) };
}

/** One count to move: -1 from the key a subject was counted under, +1 to the key it has now. */
export type Delta = { key: RollupKey; by: 1 | -1 };

/** What moving a subject from its counted key (null: never counted) to its current key (null: gone) changes. */
export function moveDeltas(counted: string | null, current: RollupKey | null): Delta[] {
  const now = current ? encodeKey(current) : null;
  if (counted === now) return [];
  const out: Delta[] = [];
  if (counted) out.push({ key: decodeKey(counted), by: -1 });
  if (current) out.push({ key: current, by: 1 });
  return out;
}

/** Counts per encoded key: the rollup of a set of keys (for a rebuild and for tests). */
export function tally(keys: Iterable<RollupKey>): Map<string, number> {
  const out = new Map<string, number>();
  for (const k of keys) {
    const e = encodeKey(k);
    out.set(e, (out.get(e) ?? 0) + 1);
  }
  return out;
}

/** Applies deltas to a rollup held in memory, dropping buckets that reach zero. */
export function applyDeltas(rollup: Map<string, number>, deltas: readonly Delta[]) {
  for (const d of deltas) {
    const e = encodeKey(d.key);
    const n = (rollup.get(e) ?? 0) + d.by;
    if (n === 0) rollup.delete(e);
    else rollup.set(e, n);
  }
}

/** A zone's offsets over a window as [start instant ms, offset ms] pairs, for a rebuild that buckets days in SQL. */
export function zoneSegments(zone: string, fromMs: number, toMs: number): [number, number][] {
  const t = buildZoneTable(zone, floorDiv(fromMs, 60_000), floorDiv(toMs, 60_000) + 1);
  return t.starts.map((s, i) => [i === 0 ? Number.MIN_SAFE_INTEGER : s * 60_000, t.offsets[i] * 60_000]);
}
