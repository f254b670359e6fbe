// Slot engine figures: one member over 60 days, and 50 round-robin members over 60 days with a DST
// change inside the window. Deterministic pseudo-random calendars, so runs are comparable.
import { performance } from 'node:perf_hooks';
import type { AvailabilityInput } from '../worker/contracts/availability';
import { DEFAULT_AVAILABILITY } from '../worker/contracts/scheduling-constants';
import { computeSlots, type SlotMember, type SlotQuery } from '../worker/core/slots/compute-slots';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// mulberry32: tiny, fast, and good enough to scatter meetings.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Standard (winter) offsets are enough to drop the fake meetings roughly into working hours.
const ZONES: [string, number][] = [
  ['America/New_York', -5],
  ['America/Chicago', -6],
  ['America/Los_Angeles', -8],
  ['Europe/Berlin', 1],
  ['Asia/Kolkata', 5.5],
];

// US DST starts on 2025-03-09 and EU DST on 2025-03-30, both inside the 60 days.
const WINDOW_FROM = Date.UTC(2025, 1, 24);
const DAYS = 60;

function member(index: number, rand: () => number): SlotMember {
  const [timeZone, offsetHours] = ZONES[index < 30 ? 0 : index % ZONES.length];
  const availability: AvailabilityInput = {
    timeZone,
    weekly: DEFAULT_AVAILABILITY.map((day) => day.map((interval) => ({ ...interval }))),
  };
  const busy: { start: number; end: number }[] = [];
  for (let day = 0; day < DAYS; day++) {
    const nineLocal = WINDOW_FROM + day * DAY_MS + (9 - offsetHours) * 3_600_000;
    for (let k = 0; k < 5; k++) {
      const start = nineLocal + Math.floor(rand() * 96) * 5 * MINUTE_MS;
      busy.push({ start, end: start + (15 + Math.floor(rand() * 6) * 15) * MINUTE_MS });
    }
  }
  busy.sort((a, b) => a.start - b.start);
  return { id: `member-${index}`, availability, busy };
}

function query(memberCount: number, seed: number): SlotQuery {
  const rand = random(seed);
  return {
    settings: {
      durationMinutes: 30,
      slotIncrementMinutes: 15,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 5,
      earliestSlotMinutes: 60,
      bookingWindowDays: DAYS,
    },
    members: Array.from({ length: memberCount }, (_, i) => member(i, rand)),
    mode: 'any',
    now: WINDOW_FROM + 7 * 3_600_000 + 17 * MINUTE_MS,
    window: { from: WINDOW_FROM, to: WINDOW_FROM + DAYS * DAY_MS },
  };
}

// scripts/bench.mjs runs node with --expose-gc; collecting the warm-up's garbage first keeps one
// scenario's leftovers out of the next one's figures.
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});

function measure(q: SlotQuery, warmup: number, iterations: number): number[] {
  let sink = 0;
  for (let i = 0; i < warmup; i++) sink += computeSlots(q).length;
  collectGarbage();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    sink += computeSlots(q).length;
    times.push(performance.now() - started);
  }
  if (sink < 0) console.error(sink);
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const single = measure(query(1, 1), 300, 3000);
const team = measure(query(50, 2), 50, 1000);
console.log(`slots.1x60.p50 ${percentile(single, 50).toFixed(3)} ms`);
console.log(`slots.50x60.p50 ${percentile(team, 50).toFixed(3)} ms`);
console.log(`slots.50x60.p99 ${percentile(team, 99).toFixed(3)} ms`);
