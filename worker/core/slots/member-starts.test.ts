import { describe, expect, it } from 'vitest';
import { buildZoneTable } from '../time/zone-table';
import { gridStarts, startRanges, widenBusy } from './member-starts';

const M = 60_000;
const busy = (...pairs: [number, number][]) => pairs.map(([s, e]) => ({ start: s * M, end: e * M }));

describe('widenBusy', () => {
  it.each<[string, [number, number][], number, number, number[]]>([
    ['nothing busy', [], 10, 10, []],
    ['one event, widened by the buffers the other way round', [[100, 160]], 15, 10, [90, 175]],
    [
      'separate events stay apart',
      [
        [100, 160],
        [200, 260],
      ],
      0,
      0,
      [100, 160, 200, 260],
    ],
    [
      'events the buffers make touch are joined',
      [
        [100, 160],
        [170, 200],
      ],
      5,
      5,
      [95, 205],
    ],
    [
      'touching events are joined',
      [
        [100, 160],
        [160, 200],
      ],
      0,
      0,
      [100, 200],
    ],
    [
      'overlapping events are joined',
      [
        [100, 160],
        [120, 140],
        [150, 200],
      ],
      0,
      0,
      [100, 200],
    ],
    [
      'an event inside the previous one changes nothing',
      [
        [100, 200],
        [120, 140],
      ],
      0,
      0,
      [100, 200],
    ],
    [
      'unsorted events are sorted first',
      [
        [200, 260],
        [100, 160],
        [150, 210],
      ],
      0,
      0,
      [100, 260],
    ],
    [
      'unsorted events that stay apart',
      [
        [300, 360],
        [100, 160],
      ],
      10,
      0,
      [100, 170, 300, 370],
    ],
    [
      'unsorted events keep the buffer after them too',
      [
        [300, 360],
        [100, 160],
      ],
      0,
      10,
      [90, 160, 290, 360],
    ],
    [
      'unsorted events with both buffers',
      [
        [300, 360],
        [100, 160],
      ],
      5,
      10,
      [90, 165, 290, 365],
    ],
    ['an empty event blocks nothing without buffers', [[100, 100]], 0, 0, []],
    ['an empty event with buffers still keeps meetings away', [[100, 100]], 5, 0, [100, 105]],
    [
      'an event that ends before it starts is ignored',
      [
        [100, 90],
        [200, 210],
      ],
      0,
      0,
      [200, 210],
    ],
  ])('%s', (_name, events, before, after, expected) => {
    expect(widenBusy(busy(...events), before, after)).toEqual(expected);
  });

  it('rounds instants outwards to whole minutes', () => {
    expect(widenBusy([{ start: 100 * M + 30_000, end: 160 * M + 1 }], 0, 0)).toEqual([100, 161]);
    expect(
      widenBusy(
        [
          { start: 200 * M + 1, end: 260 * M - 1 },
          { start: 100 * M + 30_000, end: 160 * M + 1 },
        ],
        0,
        0,
      ),
    ).toEqual([100, 161, 200, 260]);
  });
});

describe('startRanges', () => {
  it('allows starts where the whole meeting fits in free time, within the allowed starts', () => {
    // Free 60-120 and 150-180 after busy 120-150; 30-minute meetings.
    expect(startRanges([60, 180], [120, 150], [0, 1000], 30)).toEqual([60, 91, 150, 151]);
    // A gap exactly as long as the meeting has one start; a shorter one none.
    expect(startRanges([60, 90, 100, 129], [], [0, 1000], 30)).toEqual([60, 61]);
    expect(startRanges([60, 180], [], [70, 80, 100, 200], 30)).toEqual([70, 80, 100, 151]);
    expect(startRanges([60, 180], [0, 1000], [0, 1000], 30)).toEqual([]);
    expect(startRanges([], [], [0, 1000], 30)).toEqual([]);
  });
});

describe('gridStarts', () => {
  const utc = buildZoneTable('UTC', 0, 10);
  const ny = buildZoneTable('America/New_York', Date.parse('2024-11-01T00:00Z') / M, Date.parse('2024-11-05T00:00Z') / M);
  const at = (iso: string) => Date.parse(iso) / M;
  const iso = (minute: number) => new Date(minute * M).toISOString().slice(0, 16);

  it('puts starts on the local grid of increments dividing a day', () => {
    expect(gridStarts([7, 61], utc, 15)).toEqual([15, 30, 45, 60]);
    expect(gridStarts([0, 30, 45, 46], utc, 15)).toEqual([0, 15, 45]);
    expect(gridStarts([1, 15], utc, 15)).toEqual([]);
    expect(gridStarts([1440 - 1, 1440 + 1], utc, 1440)).toEqual([1440]);
  });

  it('restarts increments that do not divide a day at local midnight', () => {
    // 7-hour grid: 00:00, 07:00, 14:00, 21:00, then 00:00 again (not 04:00).
    expect(gridStarts([0, 2 * 1440], utc, 420)).toEqual([0, 420, 840, 1260, 1440, 1860, 2280, 2700]);
    expect(gridStarts([1261, 1441], utc, 420)).toEqual([1440]);
    expect(gridStarts([1261, 1440], utc, 420)).toEqual([]);
    expect(gridStarts([421, 839], utc, 420)).toEqual([]);
    // A grid point exactly at the range's end is outside it (ranges are half-open).
    expect(gridStarts([421, 840], utc, 420)).toEqual([]);
    expect(gridStarts([421, 841], utc, 420)).toEqual([840]);
  });

  it('counts the grid from local midnight in a zone whose offset is not whole hours', () => {
    // Kathmandu is UTC+5:45: local 06:00 is 00:15 UTC, and local midnight 18:15 UTC the day before.
    const ktm = buildZoneTable('Asia/Kathmandu', at('2023-12-31T00:00Z'), at('2024-01-03T00:00Z'));
    expect(gridStarts([at('2024-01-01T00:00Z'), at('2024-01-01T02:00Z')], ktm, 60).map(iso)).toEqual([
      '2024-01-01T00:15',
      '2024-01-01T01:15',
    ]);
    expect(gridStarts([at('2024-01-01T00:00Z'), at('2024-01-02T00:00Z')], ktm, 420).map(iso)).toEqual([
      '2024-01-01T01:15',
      '2024-01-01T08:15',
      '2024-01-01T15:15',
      '2024-01-01T18:15',
    ]);
  });

  it('takes the new offset from a range that starts exactly at a DST change', () => {
    // New York fell back at 06:00 UTC on 3 Nov 2024: from then on local 01:00 EST is 06:00 UTC.
    const from = at('2024-11-03T06:00Z');
    expect(gridStarts([from, at('2024-11-03T07:01Z')], ny, 60).map(iso)).toEqual(['2024-11-03T06:00', '2024-11-03T07:00']);
    expect(gridStarts([from, at('2024-11-03T08:31Z')], ny, 90).map(iso)).toEqual(['2024-11-03T06:30', '2024-11-03T08:00']);
  });

  it('follows the wall clock across a DST change, on both kinds of grid', () => {
    // 00:00-04:00 EDT/EST on the fall-back night: local 00, 01 (EDT), 01 (EST), 02, 03.
    const night = [at('2024-11-03T04:00Z'), at('2024-11-03T09:00Z')];
    expect(gridStarts(night, ny, 60).map(iso)).toEqual([
      '2024-11-03T04:00',
      '2024-11-03T05:00',
      '2024-11-03T06:00',
      '2024-11-03T07:00',
      '2024-11-03T08:00',
    ]);
    expect(gridStarts(night, ny, 90).map(iso)).toEqual(['2024-11-03T04:00', '2024-11-03T05:30', '2024-11-03T06:30', '2024-11-03T08:00']);
    expect(gridStarts(night, ny, 420).map(iso)).toEqual(['2024-11-03T04:00']);
    // Several ranges walk the segments forward only.
    expect(
      gridStarts([at('2024-11-02T12:00Z'), at('2024-11-02T12:01Z'), at('2024-11-04T12:00Z'), at('2024-11-04T12:01Z')], ny, 60).map(iso),
    ).toEqual(['2024-11-02T12:00', '2024-11-04T12:00']);
  });

  it('appends to the given output', () => {
    const out = [1];
    expect(gridStarts([0, 31], utc, 30, out)).toBe(out);
    expect(out).toEqual([1, 0, 30]);
  });
});
