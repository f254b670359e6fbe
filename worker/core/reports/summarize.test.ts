import { describe, expect, it } from 'vitest';
import { distributionOf, funnelOf, weightedShares } from './summarize';

describe('report summaries', () => {
  it('builds the funnel: qualified is everything not disqualified, with a point for every day', () => {
    const { funnel, trend } = funnelOf(
      [
        { day: '2026-03-01', outcome: 'booked', n: 3 },
        { day: '2026-03-01', outcome: 'disqualified', n: 1 },
        { day: '2026-03-03', outcome: 'not_booked', n: 2 },
        { day: '2026-03-03', outcome: 'pending', n: 1 },
      ],
      { from: '2026-03-01', to: '2026-03-03' },
    );
    expect(funnel).toEqual({ submitted: 7, qualified: 6, disqualified: 1, booked: 3, notBooked: 2, pending: 1 });
    expect(trend.map((t) => [t.day, t.submitted])).toEqual([
      ['2026-03-01', 4],
      ['2026-03-02', 0],
      ['2026-03-03', 3],
    ]);
  });

  it('weights pods by their meetings and members by their weights', () => {
    const shares = weightedShares([
      { podId: 'a', meetings: 30, members: [{ userId: 'u1', weight: 1 }, { userId: 'u2', weight: 2 }] },
      { podId: 'b', meetings: 10, members: [{ userId: 'u2', weight: 5 }] },
    ]);
    expect(shares.get('u1')!.share).toBeCloseTo(0.25);
    expect(shares.get('u2')!.share).toBeCloseTo(0.75);
  });

  it('filters members, bookers and channels by status but keeps the status totals', () => {
    const d = distributionOf(
      [
        { podId: 'a', memberId: 'u1', bookerId: 'b1', source: 'routewise_app', status: 'scheduled', n: 2 },
        { podId: 'a', memberId: 'u2', bookerId: '', source: 'relay_link', status: 'cancelled', n: 1 },
        { podId: 'a', memberId: 'u2', bookerId: 'b2', source: 'chrome_extension', status: 'scheduled', n: 1 },
      ],
      [{ day: '2026-03-02', status: 'scheduled', n: 3 }],
      { from: '2026-03-01', to: '2026-03-02' },
      'scheduled',
      [{ podId: 'a', meetings: 4, members: [{ userId: 'u1', weight: 1 }, { userId: 'u2', weight: 1 }, { userId: 'u3', weight: 2 }] }],
      new Map([['u1', 'Ann'], ['u2', 'Bo'], ['b1', 'Cy'], ['b2', 'Di']]),
    );
    expect(d.total).toBe(3);
    expect(d.byStatus).toEqual({ scheduled: 3, completed: 0, cancelled: 1, no_show: 0 });
    expect(d.members.map((m) => [m.name, m.total, m.weightedShare])).toEqual([
      ['Ann', 2, 0.25],
      ['Bo', 1, 0.25],
      ['Deleted member', 0, 0.5],
    ]);
    expect(d.topBooker).toEqual({ userId: 'b1', name: 'Cy', meetings: 2 });
    expect(d.channels).toEqual({ direct: 3, sharedLink: 0 });
    expect(d.trend).toEqual([
      { day: '2026-03-01', scheduled: 0, completed: 0, cancelled: 0, no_show: 0 },
      { day: '2026-03-02', scheduled: 3, completed: 0, cancelled: 0, no_show: 0 },
    ]);
  });
});
