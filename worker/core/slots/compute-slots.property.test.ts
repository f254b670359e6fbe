import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { AvailabilityInput, TimeInterval } from '../../contracts/availability';
import { computeSlots, type Slot, type SlotMember, type SlotQuery } from './compute-slots';
import { groupSlotsByDay } from './group-slots';
import { AWKWARD_ZONES, intlWallClock } from '../time/test-helpers';

// A slow reference that walks minute by minute and asks Intl for each minute's wall clock; the fast
// engine must agree with it exactly on random schedules, zones, busy calendars and settings.

const MINUTE = 60_000;
const ZONES = [...AWKWARD_ZONES, 'Pacific/Chatham', 'America/Santiago', 'America/Los_Angeles', 'Pacific/Marquesas', 'Asia/Tokyo', 'UTC'];
// Around DST changes of the zones above, plus an ordinary week.
const ANCHORS = [
  '2024-03-09T00:00Z',
  '2024-11-02T00:00Z',
  '2024-03-30T00:00Z',
  '2024-10-26T00:00Z',
  '2024-04-05T12:00Z',
  '2024-10-04T12:00Z',
  '2024-09-07T00:00Z',
  '2024-09-27T00:00Z',
  '2024-07-01T00:00Z',
].map(Date.parse);

const clocks = new Map<string, Map<number, [number, number]>>();
/** [local day number, minute of local day] of a UTC minute, straight from Intl. */
function wallClock(zone: string, minute: number): [number, number] {
  let cache = clocks.get(zone);
  if (!cache) clocks.set(zone, (cache = new Map()));
  let hit = cache.get(minute);
  if (!hit) {
    const local = intlWallClock(zone, minute);
    const day = Math.floor(local / 1440);
    hit = [day, local - day * 1440];
    cache.set(minute, hit);
  }
  return hit;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const dayOf = (date: string) => Date.parse(`${date}T00:00Z`) / 86_400_000;
const weekday = (day: number) => new Date(day * 86_400_000).getUTCDay();

function ownIntervals(availability: AvailabilityInput, day: number): TimeInterval[] {
  const override = availability.overrides?.find((o) => dayOf(o.date) === day);
  return override ? override.intervals : availability.weekly[weekday(day)];
}

const memo = new WeakMap<AvailabilityInput, Map<number, boolean>>();
/** Is the member inside their availability during UTC minute u? (memoised per availability object) */
function available(availability: AvailabilityInput, u: number): boolean {
  let known = memo.get(availability);
  if (!known) memo.set(availability, (known = new Map()));
  let answer = known.get(u);
  if (answer === undefined) known.set(u, (answer = computeAvailable(availability, u)));
  return answer;
}

function computeAvailable(availability: AvailabilityInput, u: number): boolean {
  const [day, time] = wallClock(availability.timeZone, u);
  for (const vacation of availability.vacations ?? []) {
    if (vacation.kind === 'dates' && dayOf(vacation.startDate) <= day && day <= dayOf(vacation.endDate)) return false;
    if (vacation.kind === 'instants' && u * MINUTE < Date.parse(vacation.end) && (u + 1) * MINUTE > Date.parse(vacation.start))
      return false;
  }
  const spans = (interval: TimeInterval): [number, number] => {
    const start = toMinutes(interval.start);
    const end = toMinutes(interval.end);
    return [start, end <= start ? end + 1440 : end];
  };
  if (ownIntervals(availability, day).some((i) => spans(i)[0] <= time && time < spans(i)[1])) return true;
  return ownIntervals(availability, day - 1).some((i) => time + 1440 < spans(i)[1]);
}

function referenceSlots(query: SlotQuery): { start: number; memberIds: string[] }[] {
  const { settings: st, now } = query;
  const first = Math.ceil(query.window.from / MINUTE);
  const last = Math.ceil(query.window.to / MINUTE);
  const canTake = (member: SlotMember, s: number): boolean => {
    const zone = member.availability.timeZone;
    const [day, time] = wallClock(zone, s);
    if (time % st.slotIncrementMinutes !== 0) return false;
    if (s * MINUTE < now + st.earliestSlotMinutes * MINUTE) return false;
    if (day >= wallClock(zone, Math.floor(now / MINUTE))[0] + st.bookingWindowDays) return false;
    if (st.eventDates && !st.eventDates.some((date) => dayOf(date) === day)) return false;
    for (let u = s; u < s + st.durationMinutes; u++) if (!available(member.availability, u)) return false;
    return member.busy.every(
      (b) => !((s - st.bufferBeforeMinutes) * MINUTE < b.end && (s + st.durationMinutes + st.bufferAfterMinutes) * MINUTE > b.start),
    );
  };
  const out: { start: number; memberIds: string[] }[] = [];
  for (let s = first; s < last; s++) {
    const memberIds = query.members.filter((m) => canTake(m, s)).map((m) => m.id);
    if (memberIds.length > 0 && (query.mode === 'any' || memberIds.length === query.members.length))
      out.push({ start: s * MINUTE, memberIds });
  }
  return out;
}

const time = fc.oneof(
  fc.integer({ min: 0, max: 47 }).map((h) => h * 30),
  fc.integer({ min: 0, max: 1439 }),
);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const interval = fc.tuple(time, fc.oneof(time, fc.constant(1440))).map(([start, end]) => ({ start: hhmm(start), end: hhmm(end) }));
const dayHours: fc.Arbitrary<TimeInterval[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<TimeInterval[]>([]) },
  { weight: 4, arbitrary: fc.array(interval, { minLength: 1, maxLength: 2 }) },
);
const rarely = <T>(arbitrary: fc.Arbitrary<T[]>) => fc.oneof({ weight: 3, arbitrary: fc.constant([] as T[]) }, { weight: 1, arbitrary });

function memberArbitrary(id: string, from: number) {
  const day = Math.floor(from / 86_400_000);
  const date = (offset: number) => new Date((day + offset) * 86_400_000).toISOString().slice(0, 10);
  const instant = fc.integer({ min: -1440, max: 4 * 1440 }).map((m) => new Date(from + m * MINUTE + 7_000).toISOString());
  return fc
    .record({
      timeZone: fc.constantFrom(...ZONES),
      weekly: fc.array(dayHours, { minLength: 7, maxLength: 7 }),
      overrides: rarely(
        fc.uniqueArray(fc.record({ date: fc.integer({ min: -1, max: 3 }).map(date), intervals: dayHours }), {
          maxLength: 2,
          selector: (o) => o.date,
        }),
      ),
      vacations: rarely(
        fc.array(
          fc.oneof(
            fc
              .integer({ min: -1, max: 3 })
              .map((d) => ({ kind: 'dates' as const, startDate: date(d), endDate: date(d + (d % 2 === 0 ? 0 : 1)) })),
            fc.tuple(instant, fc.integer({ min: 1, max: 600 })).map(([start, length]) => ({
              kind: 'instants' as const,
              start,
              end: new Date(Date.parse(start) + length * MINUTE).toISOString(),
            })),
          ),
          { maxLength: 1 },
        ),
      ),
      busy: fc.array(
        fc
          .tuple(fc.integer({ min: -120 * MINUTE, max: 3 * 86_400_000 }), fc.integer({ min: MINUTE, max: 180 * MINUTE }), fc.boolean())
          .map(([start, length, aligned]) => {
            const s = aligned ? from + Math.floor(start / (5 * MINUTE)) * 5 * MINUTE : from + start;
            return { start: s, end: s + (aligned ? Math.ceil(length / (5 * MINUTE)) * 5 * MINUTE : length) };
          }),
        { maxLength: 6 },
      ),
    })
    .map(({ busy, ...availability }): SlotMember => ({ id, availability, busy }));
}

const queryArbitrary = fc
  .tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: 0, max: 24 * 60 }), fc.integer({ min: 60, max: 2 * 1440 }))
  .chain(([anchor, shift, length]) => {
    const from = anchor + shift * MINUTE;
    return fc.record({
      settings: fc.record({
        durationMinutes: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90), fc.integer({ min: 1, max: 240 })),
        slotIncrementMinutes: fc.constantFrom(15, 20, 30, 60, 25, 45),
        bufferBeforeMinutes: fc.constantFrom(0, 5, 10, 15, 30),
        bufferAfterMinutes: fc.constantFrom(0, 5, 10, 15, 30),
        earliestSlotMinutes: fc.constantFrom(0, 0, 15, 60, 240, 1440),
        bookingWindowDays: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 9, arbitrary: fc.integer({ min: 1, max: 5 }) }),
        eventDates: fc.oneof(
          { weight: 4, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: fc.array(
              fc.integer({ min: -1, max: 3 }).map((d) => new Date(from + d * 86_400_000).toISOString().slice(0, 10)),
              { minLength: 1, maxLength: 2 },
            ),
          },
        ),
      }),
      members: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.boolean()).chain(([n, sameHours]) =>
        fc.tuple(...Array.from({ length: n }, (_, i) => memberArbitrary(`m${i}`, from))).map((members) =>
          // Teams often share hours; without that 'all' would rarely find anything to check.
          sameHours ? members.map((m) => ({ ...m, availability: { ...members[0].availability } })) : members,
        ),
      ),
      mode: fc.constantFrom('any' as const, 'all' as const),
      now: fc.integer({ min: -2 * 86_400_000, max: 86_400_000 }).map((delta) => from + delta),
      window: fc.constant({ from, to: from + length * MINUTE }),
    });
  });

describe('computeSlots against the minute-by-minute reference', () => {
  it('agrees exactly on random schedules, zones, busy calendars and settings', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const fast = computeSlots(query).map((slot) => ({ start: slot.start, memberIds: slot.memberIds }));
        expect(fast).toEqual(referenceSlots(query));
      }),
      { numRuns: 1500 },
    );
  }, 60_000);
});

describe('slot invariants', () => {
  // Returns what is wrong with a slot, if anything; one expect per slot keeps thousands of runs fast.
  const problems = (query: SlotQuery, slot: Slot): string[] => {
    const { settings: st } = query;
    const s = slot.start / MINUTE;
    const found: string[] = [];
    if (slot.end - slot.start !== st.durationMinutes * MINUTE) found.push('wrong length');
    for (const id of slot.memberIds) {
      const member = query.members.find((m) => m.id === id)!;
      for (const b of member.busy) {
        const blockedFrom = b.start - st.bufferAfterMinutes * MINUTE;
        const blockedTo = b.end + st.bufferBeforeMinutes * MINUTE;
        if (slot.start < blockedTo && slot.end > blockedFrom) found.push(`${id} overlaps widened busy time`);
      }
      for (let u = s; u < s + st.durationMinutes; u++) if (!available(member.availability, u)) found.push(`${id} unavailable at ${u}`);
      if (wallClock(member.availability.timeZone, s)[1] % st.slotIncrementMinutes !== 0) found.push(`${id} off the local grid`);
    }
    return found;
  };

  it('no slot overlaps busy time widened by the buffers, every slot is inside availability and on the local grid', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const slots = computeSlots(query);
        for (let i = 1; i < slots.length; i++) expect(slots[i].start).toBeGreaterThan(slots[i - 1].start);
        expect(slots.flatMap((slot) => problems(query, slot))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("'all' is exactly the 'any' slots every member can take, and 'any' is the union of single members", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const any = computeSlots({ ...query, mode: 'any' });
        const all = computeSlots({ ...query, mode: 'all' });
        expect(all).toEqual(any.filter((slot) => slot.memberIds.length === query.members.length));
        const singles = query.members.flatMap((m) =>
          computeSlots({ ...query, mode: 'any', members: [m] }).map((slot) => `${slot.start}:${m.id}`),
        );
        expect(any.flatMap((slot) => slot.memberIds.map((id) => `${slot.start}:${id}`)).sort()).toEqual(singles.sort());
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('a large round robin (counting merge) equals the union of its members', () => {
    const team = fc
      .tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: 9, max: 16 }))
      .chain(([from, n]) =>
        fc.tuple(...Array.from({ length: n }, (_, i) => memberArbitrary(`m${i}`, from))).map((members) => ({ from, members })),
      );
    fc.assert(
      fc.property(team, fc.constantFrom(15, 20, 30), ({ from, members }, increment) => {
        const query: SlotQuery = {
          settings: {
            durationMinutes: 30,
            slotIncrementMinutes: increment,
            bufferBeforeMinutes: 5,
            bufferAfterMinutes: 10,
            earliestSlotMinutes: 0,
            bookingWindowDays: 5,
          },
          members,
          mode: 'any',
          now: from,
          window: { from, to: from + 3 * 86_400_000 },
        };
        const singles = members.flatMap((m) => computeSlots({ ...query, members: [m] }).map((slot) => `${slot.start}:${m.id}`));
        const any = computeSlots(query);
        expect(any.flatMap((slot) => slot.memberIds.map((id) => `${slot.start}:${id}`)).sort()).toEqual(singles.sort());
        expect(computeSlots({ ...query, mode: 'all' })).toEqual(any.filter((slot) => slot.memberIds.length === members.length));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('groups slots under the viewer-local date Intl reports', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.constantFrom(...ZONES), (query, viewer) => {
        const slots = computeSlots(query);
        const days = groupSlotsByDay(slots, viewer);
        expect(days.flatMap((day) => day.slots)).toHaveLength(slots.length);
        const misplaced = days.flatMap((day) => day.slots.filter((slot) => wallClock(viewer, slot.start / MINUTE)[0] !== dayOf(day.date)));
        expect(misplaced).toEqual([]);
        expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
