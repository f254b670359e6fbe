import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildZoneTable, localIntervalsToUtc, localToUtc, offsetAt, segmentIndex, utcToLocal } from './zone-table';
import { zoneOffsetMinutes } from './zone-offset';
import { AWKWARD_ZONES, intlWallClock } from './test-helpers';

const minute = (iso: string) => Date.parse(iso) / 60_000;
// Local wall-clock minutes are written like UTC ISO strings without the zone.
const local = (wallClock: string) => Date.parse(`${wallClock}Z`) / 60_000;
const iso = (epochMinute: number) => new Date(epochMinute * 60_000).toISOString().slice(0, 16);

const ZONES = [...AWKWARD_ZONES, 'America/Santiago', 'Pacific/Marquesas', 'Pacific/Chatham', 'America/Sao_Paulo', 'UTC'];

describe('buildZoneTable', () => {
  it.each([
    [
      'America/New_York',
      [
        ['2024-01-01T00:00', -300],
        ['2024-03-10T07:00', -240],
        ['2024-11-03T06:00', -300],
      ],
    ],
    [
      'Europe/Berlin',
      [
        ['2024-01-01T00:00', 60],
        ['2024-03-31T01:00', 120],
        ['2024-10-27T01:00', 60],
      ],
    ],
    [
      'Australia/Lord_Howe',
      [
        ['2024-01-01T00:00', 660],
        ['2024-04-06T15:00', 630],
        ['2024-10-05T15:30', 660],
      ],
    ],
    ['Asia/Kathmandu', [['2024-01-01T00:00', 345]]],
    ['Asia/Kolkata', [['2024-01-01T00:00', 330]]],
    [
      'America/St_Johns',
      [
        ['2024-01-01T00:00', -210],
        ['2024-03-10T05:30', -150],
        ['2024-11-03T04:30', -210],
      ],
    ],
    [
      'America/Santiago',
      [
        ['2024-01-01T00:00', -180],
        ['2024-04-07T03:00', -240],
        ['2024-09-08T04:00', -180],
      ],
    ],
    ['Pacific/Marquesas', [['2024-01-01T00:00', -570]]],
    [
      'Pacific/Chatham',
      [
        ['2024-01-01T00:00', 825],
        ['2024-04-06T14:00', 765],
        ['2024-09-28T14:00', 825],
      ],
    ],
  ] as const)('finds the 2024 transitions of %s to the minute', (zone, expected) => {
    const table = buildZoneTable(zone, minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));
    expect(table.starts.map((start, i) => [iso(start), table.offsets[i]])).toEqual(expected);
  });

  it('finds the 1986 move of Asia/Kathmandu from +05:30 to +05:45', () => {
    const table = buildZoneTable('Asia/Kathmandu', minute('1985-06-01T00:00Z'), minute('1986-06-01T00:00Z'));
    expect(table.offsets).toEqual([330, 345]);
    expect(iso(table.starts[1])).toBe('1985-12-31T18:30');
  });

  it('agrees with Intl at every sampled minute of random windows and zones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: minute('1995-01-01T00:00Z'), max: minute('2037-01-01T00:00Z') }),
        fc.integer({ min: 1, max: 400 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (zone, from, days, picks) => {
          const to = from + days * 1440;
          const table = buildZoneTable(zone, from, to);
          for (const pick of picks) {
            const u = from + Math.floor(pick * (to - from));
            expect(offsetAt(table, u)).toBe(zoneOffsetMinutes(zone, u * 60_000));
            expect(utcToLocal(table, u)).toBe(intlWallClock(zone, u));
          }
          // Each transition is exact: the minute before still has the previous offset.
          for (let i = 1; i < table.starts.length; i++) {
            expect(intlWallClock(zone, table.starts[i]) - table.starts[i]).toBe(table.offsets[i]);
            expect(intlWallClock(zone, table.starts[i] - 1) - (table.starts[i] - 1)).toBe(table.offsets[i - 1]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('local to UTC', () => {
  const ny = buildZoneTable('America/New_York', minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));
  const lordHowe = buildZoneTable('Australia/Lord_Howe', minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));
  const kathmandu = buildZoneTable('Asia/Kathmandu', minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));
  const berlin = buildZoneTable('Europe/Berlin', minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));

  it.each([
    ['New York spring-forward 02:00-03:00 does not exist', ny, '2024-03-10T02:00', '2024-03-10T03:00', []],
    [
      'New York spring-forward 01:00-04:00 is 2 real hours',
      ny,
      '2024-03-10T01:00',
      '2024-03-10T04:00',
      ['2024-03-10T06:00', '2024-03-10T08:00'],
    ],
    ['New York fall-back 01:00-02:00 happens twice', ny, '2024-11-03T01:00', '2024-11-03T02:00', ['2024-11-03T05:00', '2024-11-03T07:00']],
    [
      'New York fall-back 00:00-03:00 is 4 real hours',
      ny,
      '2024-11-03T00:00',
      '2024-11-03T03:00',
      ['2024-11-03T04:00', '2024-11-03T08:00'],
    ],
    ['Berlin spring-forward 02:00-03:00 does not exist', berlin, '2024-03-31T02:00', '2024-03-31T03:00', []],
    [
      'Berlin fall-back 02:30-03:00 happens twice',
      berlin,
      '2024-10-27T02:30',
      '2024-10-27T03:00',
      ['2024-10-27T00:30', '2024-10-27T01:00', '2024-10-27T01:30', '2024-10-27T02:00'],
    ],
    ['Lord Howe spring-forward 02:00-02:30 does not exist', lordHowe, '2024-10-06T02:00', '2024-10-06T02:30', []],
    [
      'Lord Howe spring-forward 01:00-03:00 is 1.5 real hours',
      lordHowe,
      '2024-10-06T01:00',
      '2024-10-06T03:00',
      ['2024-10-05T14:30', '2024-10-05T16:00'],
    ],
    [
      'Lord Howe fall-back 01:30-02:00 happens twice',
      lordHowe,
      '2024-04-07T01:30',
      '2024-04-07T02:00',
      ['2024-04-06T14:30', '2024-04-06T15:30'],
    ],
    [
      'Kathmandu 09:00-17:00 is 03:15-11:15 UTC',
      kathmandu,
      '2024-06-03T09:00',
      '2024-06-03T17:00',
      ['2024-06-03T03:15', '2024-06-03T11:15'],
    ],
  ])('%s', (_, table, start, end, expected) => {
    expect(localIntervalsToUtc(table, [local(start), local(end)]).map(iso)).toEqual(expected);
  });

  it.each([
    ['a normal time', ny, '2024-07-01T09:00', '2024-07-01T13:00'],
    ['a time in the spring-forward gap: when the gap ends', ny, '2024-03-10T02:30', '2024-03-10T07:00'],
    ['a repeated time: its first occurrence', ny, '2024-11-03T01:30', '2024-11-03T05:30'],
    ['Lord Howe gap: when the gap ends', lordHowe, '2024-10-06T02:10', '2024-10-05T15:30'],
  ])('localToUtc of %s', (_, table, wallClock, expected) => {
    expect(iso(localToUtc(table, local(wallClock)))).toBe(expected);
  });

  it('maps local intervals to exactly the UTC minutes whose Intl wall clock falls inside them', () => {
    const windows = [
      '2024-03-09T12:00Z',
      '2024-11-02T12:00Z',
      '2024-03-30T12:00Z',
      '2024-10-26T12:00Z',
      '2024-10-05T00:00Z',
      '2024-04-06T00:00Z',
      '2024-04-06T12:00Z',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...windows),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2880 }), fc.integer({ min: 1, max: 300 })), { maxLength: 6 }),
        (zone, windowStart, raw) => {
          const from = minute(windowStart);
          const to = from + 2880;
          const table = buildZoneTable(zone, from - 1440, to + 1440);
          const base = Math.floor((from + table.minOffset) / 1440) * 1440;
          const pairs = raw.map(([start, length]) => [base + start, base + start + length] as const).sort((a, b) => a[0] - b[0]);
          const merged: number[] = [];
          for (const [s, e] of pairs) {
            if (merged.length && s <= merged[merged.length - 1]) merged[merged.length - 1] = Math.max(merged[merged.length - 1], e);
            else merged.push(s, e);
          }
          const utc = localIntervalsToUtc(table, merged);
          const inUtc = (u: number) => utc.some((_, i) => i % 2 === 0 && utc[i] <= u && u < utc[i + 1]);
          const inLocal = (l: number) => merged.some((_, i) => i % 2 === 0 && merged[i] <= l && l < merged[i + 1]);
          for (let u = from; u < to; u += 5) expect(inUtc(u)).toBe(inLocal(intlWallClock(zone, u)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('localToUtc returns the first minute whose wall clock is at or after the given one', () => {
    const year = (zone: string) => buildZoneTable(zone, minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));
    // Half the cases land within three hours of a transition, where the answer is interesting.
    const wallTime = fc.constantFrom(...ZONES).chain((zone) => {
      const table = year(zone);
      const near = table.starts.slice(1).map((start, i) => start + table.offsets[i]);
      const anywhere = fc.integer({ min: 0, max: 365 * 1440 }).map((at) => local('2024-01-01T00:00') + at);
      const arbitrary = near.length
        ? fc.oneof(
            anywhere,
            fc.tuple(fc.constantFrom(...near), fc.integer({ min: -180, max: 180 })).map(([t, d]) => t + d),
          )
        : anywhere;
      return arbitrary.map((wall) => ({ zone, table, wall }));
    });
    fc.assert(
      fc.property(wallTime, ({ zone, table, wall }) => {
        const u = localToUtc(table, wall);
        expect(intlWallClock(zone, u)).toBeGreaterThanOrEqual(wall);
        const earlier = Array.from({ length: 15 * 60 }, (_, i) => u - 1 - i).filter((e) => intlWallClock(zone, e) >= wall);
        expect(earlier).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

// Random sampling almost never lands on a transition minute, so the boundaries are pinned as examples.
describe('transition boundaries, minute by minute', () => {
  const ny = buildZoneTable('America/New_York', minute('2024-01-01T00:00Z'), minute('2025-01-01T00:00Z'));

  it.each([
    ['2024-03-10T06:59', '2024-03-10T01:59', -300],
    ['2024-03-10T07:00', '2024-03-10T03:00', -240],
    ['2024-11-03T05:59', '2024-11-03T01:59', -240],
    ['2024-11-03T06:00', '2024-11-03T01:00', -300],
    ['2024-11-03T06:01', '2024-11-03T01:01', -300],
  ])('UTC %s is %s in New York (offset %i)', (utc, wall, offset) => {
    expect(offsetAt(ny, minute(`${utc}Z`))).toBe(offset);
    expect(iso(utcToLocal(ny, minute(`${utc}Z`)))).toBe(wall);
  });

  it.each([
    // Spring forward: 02:00-02:59 does not exist and maps to the end of the gap.
    ['2024-03-10T01:59', '2024-03-10T06:59'],
    ['2024-03-10T02:00', '2024-03-10T07:00'],
    ['2024-03-10T02:59', '2024-03-10T07:00'],
    ['2024-03-10T03:00', '2024-03-10T07:00'],
    ['2024-03-10T03:01', '2024-03-10T07:01'],
    // Fall back: 01:00-01:59 happens twice (the first occurrence is taken); 02:00 happens once, in EST.
    ['2024-11-03T00:59', '2024-11-03T04:59'],
    ['2024-11-03T01:00', '2024-11-03T05:00'],
    ['2024-11-03T01:59', '2024-11-03T05:59'],
    ['2024-11-03T02:00', '2024-11-03T07:00'],
    ['2024-11-03T02:01', '2024-11-03T07:01'],
  ])('wall clock %s in New York is UTC %s', (wall, utc) => {
    expect(iso(localToUtc(ny, local(wall)))).toBe(utc);
  });

  it.each([
    ['ends at the gap', '2024-03-10T01:00', '2024-03-10T02:00', ['2024-03-10T06:00', '2024-03-10T07:00']],
    ['starts at the gap end', '2024-03-10T03:00', '2024-03-10T04:00', ['2024-03-10T07:00', '2024-03-10T08:00']],
    ['starts inside the gap', '2024-03-10T02:30', '2024-03-10T03:30', ['2024-03-10T07:00', '2024-03-10T07:30']],
    [
      'one minute of the repeated hour',
      '2024-11-03T01:59',
      '2024-11-03T02:00',
      ['2024-11-03T05:59', '2024-11-03T06:00', '2024-11-03T06:59', '2024-11-03T07:00'],
    ],
    ['starts right after the repeated hour', '2024-11-03T02:00', '2024-11-03T02:30', ['2024-11-03T07:00', '2024-11-03T07:30']],
    ['ends right before the repeated hour', '2024-11-03T00:30', '2024-11-03T01:00', ['2024-11-03T04:30', '2024-11-03T05:00']],
  ])('local interval that %s', (_name, start, end, expected) => {
    expect(localIntervalsToUtc(ny, [local(start), local(end)]).map(iso)).toEqual(expected);
  });

  it('maps several intervals, keeping them apart and in order', () => {
    const intervals = [
      '2024-07-01T09:00',
      '2024-07-01T10:00',
      '2024-07-01T11:00',
      '2024-07-01T12:00',
      '2024-07-02T09:00',
      '2024-07-02T09:30',
    ].map(local);
    expect(localIntervalsToUtc(ny, intervals).map(iso)).toEqual([
      '2024-07-01T13:00',
      '2024-07-01T14:00',
      '2024-07-01T15:00',
      '2024-07-01T16:00',
      '2024-07-02T13:00',
      '2024-07-02T13:30',
    ]);
    // Touching intervals on both sides of the repeated hour merge into one UTC run.
    const touching = ['2024-11-03T00:00', '2024-11-03T01:30', '2024-11-03T01:30', '2024-11-03T03:00'].map(local);
    expect(localIntervalsToUtc(ny, touching).map(iso)).toEqual(['2024-11-03T04:00', '2024-11-03T08:00']);
    expect(localIntervalsToUtc(ny, [])).toEqual([]);
  });

  it('extends the edge offsets beyond the table', () => {
    const table = buildZoneTable('America/New_York', minute('2024-06-01T00:00Z'), minute('2024-06-02T00:00Z'));
    expect(table.starts).toEqual([minute('2024-06-01T00:00Z')]);
    // Outside the window the table does not know about DST: it keeps EDT.
    expect(offsetAt(table, minute('2024-01-01T00:00Z'))).toBe(-240);
    expect(iso(localToUtc(table, local('2024-01-01T09:00')))).toBe('2024-01-01T13:00');
    expect(iso(localToUtc(table, local('2025-01-01T09:00')))).toBe('2025-01-01T13:00');
    expect(localIntervalsToUtc(table, [local('2020-01-01T00:00'), local('2020-01-01T01:00')]).map(iso)).toEqual([
      '2020-01-01T04:00',
      '2020-01-01T05:00',
    ]);
  });

  it('finds a transition at the very end or the very start of the window', () => {
    const endsAt = buildZoneTable('America/New_York', minute('2024-11-01T00:00Z'), minute('2024-11-03T06:00Z'));
    expect(endsAt.starts.map(iso)).toEqual(['2024-11-01T00:00', '2024-11-03T06:00']);
    expect(endsAt.offsets).toEqual([-240, -300]);
    expect([endsAt.minOffset, endsAt.maxOffset]).toEqual([-300, -240]);
    const endsBefore = buildZoneTable('America/New_York', minute('2024-11-01T00:00Z'), minute('2024-11-03T05:59Z'));
    expect(endsBefore.offsets).toEqual([-240]);
    const startsAt = buildZoneTable('America/New_York', minute('2024-11-03T06:00Z'), minute('2024-11-10T00:00Z'));
    expect(startsAt.offsets).toEqual([-300]);
    const startsBefore = buildZoneTable('America/New_York', minute('2024-11-03T05:59Z'), minute('2024-11-10T00:00Z'));
    expect(startsBefore.starts.map(iso)).toEqual(['2024-11-03T05:59', '2024-11-03T06:00']);
    const empty = buildZoneTable('UTC', 100, 100);
    expect(empty).toEqual({ zone: 'UTC', starts: [100], offsets: [0], minOffset: 0, maxOffset: 0 });
  });

  it('finds a transition one sample step after the window start and one just before the end of a step', () => {
    // Samples fall every 2 days from the window start: put the transition exactly on a sample and one minute after it.
    const transition = minute('2024-11-03T06:00Z');
    for (const from of [transition - 2 * 1440, transition - 2 * 1440 + 1, transition - 2 * 1440 - 1, transition - 1]) {
      const table = buildZoneTable('America/New_York', from, from + 10 * 1440);
      expect(table.starts.slice(1)).toEqual([transition]);
      expect(table.offsets).toEqual([-240, -300]);
    }
  });

  it('indexes segments by their start minute', () => {
    const t = { zone: 'x', starts: [0, 10, 20], offsets: [1, 2, 3], minOffset: 1, maxOffset: 3 };
    expect([-5, 0, 9, 10, 19, 20, 1000].map((u) => segmentIndex(t, u))).toEqual([0, 0, 0, 1, 1, 2, 2]);
    expect(segmentIndex({ ...t, starts: [0], offsets: [1] }, 50)).toBe(0);
  });
});
