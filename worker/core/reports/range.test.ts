import { describe, expect, it } from 'vitest';
import { dayInZone, zoneSegments } from './keys';
import { quarterDays, resolveRange } from './range';

describe('report ranges', () => {
  const ny = dayInZone('America/New_York');
  // 2026-03-08 02:00 EST becomes 03:00 EDT: the day is 23 hours long.
  it('buckets instants around a DST change by the organization zone', () => {
    expect(ny(Date.UTC(2026, 2, 8, 4, 59))).toBe('2026-03-07');
    expect(ny(Date.UTC(2026, 2, 8, 5, 0))).toBe('2026-03-08');
    expect(ny(Date.UTC(2026, 2, 9, 3, 59))).toBe('2026-03-08');
    expect(ny(Date.UTC(2026, 2, 9, 4, 0))).toBe('2026-03-09');
  });

  it('resolves every preset to inclusive days ending today in the zone', () => {
    const now = Date.UTC(2026, 10, 25, 3, 0); // 22:00 on the 24th in New York
    expect(resolveRange({ range: 'today' }, now, ny)).toEqual({ from: '2026-11-24', to: '2026-11-24', days: 1 });
    expect(resolveRange({ range: 'last_7_days' }, now, ny)).toEqual({ from: '2026-11-18', to: '2026-11-24', days: 7 });
    expect(resolveRange({ range: 'last_14_days' }, now, ny).from).toBe('2026-11-11');
    expect(resolveRange({ range: 'last_28_days' }, now, ny)).toEqual({ from: '2026-10-28', to: '2026-11-24', days: 28 });
    expect(resolveRange({ range: 'last_n_days', days: 90 }, now, ny).days).toBe(90);
    expect(resolveRange({ range: 'quarter' }, now, ny)).toEqual({ from: '2026-10-01', to: '2026-12-31', days: 92 });
    expect(resolveRange({ range: 'quarter', quarter: '2024-Q1' }, now, ny)).toEqual({ from: '2024-01-01', to: '2024-03-31', days: 91 });
    expect(resolveRange({ range: 'custom', from: '2026-03-01', to: '2026-03-10' }, now, ny).days).toBe(10);
    expect(quarterDays('2026-Q5')).toBeNull();
  });

  it('gives SQL the same offsets the day function uses', () => {
    const segs = zoneSegments('America/New_York', Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31));
    expect(segs.map(([, off]) => off / 3_600_000)).toEqual([-5, -4, -5]);
    const at = Date.UTC(2026, 2, 8, 7, 0);
    const seg = [...segs].reverse().find(([start]) => at >= start)!;
    expect(new Date(at + seg[1]).toISOString().slice(0, 10)).toBe(ny(at));
  });
});
