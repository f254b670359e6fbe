import { describe, expect, it } from 'vitest';
import {
  EPSILON,
  eligibleMembers,
  isDue,
  pickByTurn,
  sameDeadline,
  standings,
  strictDeadline,
  strictThreshold,
  tieBreak,
  weightedAverageLevel,
} from './fairness';
import type { RoundRobinMember, RoundRobinState } from './state';

// Hand-built members, so the turn order can be put exactly on a tie without going through the ledger.
function m(memberId: string, weight: number, level: number, joinOrder: number, extra: Partial<RoundRobinMember> = {}): RoundRobinMember {
  return {
    memberId,
    weight,
    active: true,
    onVacation: false,
    joinedAt: '2024-01-10T00:00:00.000Z',
    joinOrder,
    level,
    assigned: 0,
    completed: 0,
    cancelled: 0,
    noShow: 0,
    ...extra,
  };
}

function stateOf(members: RoundRobinMember[]): RoundRobinState {
  return { seq: members.length, period: null, members, nextJoinOrder: members.length };
}

const picked = (members: RoundRobinMember[]) => pickByTurn(standings(members), strictThreshold(members.length))?.member.memberId;

describe('tieBreak', () => {
  it.each([
    ['heavier weight first', m('a', 10, 0, 5), m('b', 20, 0, 0), 1],
    ['heavier weight first (other side)', m('a', 20, 0, 5), m('b', 10, 0, 0), -1],
    ['same weight: earlier join first', m('a', 10, 0, 1), m('b', 10, 0, 0), 1],
    ['same weight: earlier join first (other side)', m('a', 10, 0, 0), m('b', 10, 0, 1), -1],
    ['same weight and join order: member id', m('a', 10, 0, 0), m('b', 10, 0, 0), -1],
    ['same weight and join order: member id (other side)', m('b', 10, 0, 0), m('a', 10, 0, 0), 1],
    ['the same member', m('a', 10, 0, 0), m('a', 10, 0, 0), 0],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(tieBreak(a, b))).toBe(sign);
  });
});

describe('pickByTurn on an exact tie of deadlines', () => {
  // Weights 2 and 1 with levels 0.5 and 0: both are due (behindNext 0.5 = d) and both deadlines are 1.5.
  it('the heavier member wins, whatever their place in the list', () => {
    const heavy = m('heavy', 2, 0.5, 1);
    const light = m('light', 1, 0, 0);
    const rows = standings([light, heavy]);
    expect(rows.map((s) => strictDeadline(s, 0.5))).toEqual([1.5, 1.5]);
    expect(rows.every((s) => isDue(s, 0.5))).toBe(true);
    expect(picked([light, heavy])).toBe('heavy');
    expect(picked([heavy, light])).toBe('heavy');
  });

  it('equal weights: the member who joined first wins, whatever their place in the list', () => {
    const early = m('z-early', 5, 1, 0);
    const late = m('a-late', 5, 1, 1);
    expect(picked([late, early])).toBe('z-early');
    expect(picked([early, late])).toBe('z-early');
  });

  it('equal weight and join order: the smaller member id wins', () => {
    expect(picked([m('b', 5, 0, 0), m('a', 5, 0, 0)])).toBe('a');
    expect(picked([m('a', 5, 0, 0), m('b', 5, 0, 0)])).toBe('a');
  });

  it('deadlines within the relative slack are a tie; just outside it they are not', () => {
    // Three equal members: d = 1/4, deadlines (level + 0.75) * 3. A level nudge far below EPSILON
    // keeps the tie, so join order decides; a nudge of 1e-6 is a real difference.
    const tiny = 1e-12;
    expect(picked([m('a', 1, 0 + tiny, 0), m('b', 1, 0, 1), m('c', 1, 0, 2)])).toBe('a');
    expect(picked([m('b', 1, 0, 1), m('a', 1, tiny, 0), m('c', 1, 0, 2)])).toBe('a');
    expect(picked([m('a', 1, 1e-6, 0), m('b', 1, 0, 1), m('c', 1, 0, 2)])).toBe('b');
    expect(picked([m('b', 1, 0, 1), m('a', 1, 1e-6, 0), m('c', 1, 0, 2)])).toBe('b');
    // Larger deadlines (about 2001 here): the slack grows with them to 1e-9 relative, so a difference
    // of 3e-9 is still a tie, while 2e-3 is not.
    const big = 1000;
    expect(picked([m('b', 1, big, 1), m('a', 1, big + 1.5e-9, 0)])).toBe('a');
    expect(picked([m('b', 1, big, 1), m('a', 1, big + 1e-3, 0)])).toBe('b');
  });

  it('the earliest deadline wins over the tie-break when deadlines differ', () => {
    // The lighter, later member is further behind: the deadline decides, not weight or join order.
    expect(picked([m('heavy', 3, 2, 0), m('light', 1, 0, 1)])).toBe('light');
    expect(picked([m('light', 1, 0, 1), m('heavy', 3, 2, 0)])).toBe('light');
  });

  it('only due members are considered while anyone is due', () => {
    const standing = (id: string, level: number, behindNext: number) => ({
      member: m(id, 1, level, id === 'early' ? 0 : 1),
      fraction: 0.5,
      share: 0,
      behind: behindNext - 0.5,
      behindNext,
    });
    // 'early' has the earlier deadline (1 against 3) but is not due; 'due' is.
    const rows = [standing('early', 0, 0.1), standing('due', 1, 0.6)];
    expect(rows.map((s) => [isDue(s, 0.5), strictDeadline(s, 0.5)])).toEqual([
      [false, 1],
      [true, 3],
    ]);
    expect(pickByTurn(rows, 0.5)?.member.memberId).toBe('due');
    expect(pickByTurn([rows[1], rows[0]], 0.5)?.member.memberId).toBe('due');
  });

  it('picks from the whole pool when nobody is due, and nobody from an empty pool', () => {
    const rows = standings([m('a', 1, 5, 0), m('b', 1, 4, 1)]);
    // A threshold nobody reaches: the earliest deadline still takes the meeting.
    expect(rows.some((s) => isDue(s, 10))).toBe(false);
    expect(pickByTurn(rows, 10)?.member.memberId).toBe('b');
    expect(pickByTurn([], 0.5)).toBeNull();
  });
});

describe('standings and thresholds', () => {
  it('computes share, behind and behindNext among the given members', () => {
    const rows = standings([m('a', 3, 2, 0), m('b', 1, 0, 1)]);
    expect(rows.map((s) => [s.fraction, s.share, s.behind, s.behindNext])).toEqual([
      [0.75, 1.5, -0.5, 0.25],
      [0.25, 0.5, 0.5, 0.75],
    ]);
  });

  it('gives everyone a zero fraction and an infinite deadline when the weights sum to zero', () => {
    const rows = standings([m('a', 0, 1, 0)]);
    expect(rows[0]).toMatchObject({ fraction: 0, share: 0, behind: -1, behindNext: -1 });
    expect(strictDeadline(rows[0], 0)).toBe(Infinity);
    // Even below zero (manual calibration), a member without weight never has a turn.
    expect(strictDeadline(standings([m('a', 0, -1, 0)])[0], 0)).toBe(Infinity);
    expect(strictDeadline(standings([m('a', 0, -3, 0)])[0], 0)).toBe(Infinity);
    // Someone must still take the meeting when every deadline is infinite (weights of 0 are refused by the
    // contracts, so this is only a guard).
    expect(pickByTurn(standings([m('a', 0, 0, 0)]), 0)?.member.memberId).toBe('a');
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 0.5],
    [3, 0.25],
    [5, 0.125],
  ])('threshold for %i members is %d', (n, d) => {
    expect(strictThreshold(n)).toBe(d);
  });

  it('is due exactly at the threshold, within float slack, and not below it', () => {
    const [s] = standings([m('a', 1, 0, 0), m('b', 1, 0, 1)]);
    // behindNext is 0.5 for both.
    expect(isDue(s, 0.5)).toBe(true);
    expect(isDue(s, 0.5 + EPSILON / 2)).toBe(true);
    expect(isDue(s, 0.5 + 2 * EPSILON)).toBe(false);
  });

  it('is due exactly at threshold - EPSILON', () => {
    const s = { ...standings([m('a', 1, 0, 0)])[0], behindNext: 0.5 - EPSILON };
    expect(isDue(s, 0.5)).toBe(true);
  });

  it('judges deadlines the same within a relative slack', () => {
    expect(sameDeadline(0, EPSILON)).toBe(true);
    expect(sameDeadline(1, 1 + EPSILON / 2)).toBe(true);
    expect(sameDeadline(1, 1 + 2 * EPSILON)).toBe(false);
    expect(sameDeadline(1e6, 1e6 + 1e-4)).toBe(true);
    expect(sameDeadline(1e6, 1e6 + 1e-2)).toBe(false);
    expect(sameDeadline(-1e6, -1e6 - 1e-4)).toBe(true);
  });
});

describe('eligibleMembers and weightedAverageLevel', () => {
  const state = stateOf([
    m('a', 2, 10, 0),
    m('b', 1, 2, 1),
    m('away', 5, 100, 2, { onVacation: true }),
    m('gone', 5, 100, 3, { active: false }),
  ]);

  it('leaves out members on vacation and removed members', () => {
    expect(eligibleMembers(state).map((x) => x.memberId)).toEqual(['a', 'b']);
  });

  it('is the weight times the level per weight of the eligible others', () => {
    // (10 + 2) / (2 + 1) = 4 per unit of weight.
    expect(weightedAverageLevel(state, 1)).toBe(4);
    expect(weightedAverageLevel(state, 3)).toBe(12);
    // Without a: 2 per unit of weight.
    expect(weightedAverageLevel(state, 3, 'a')).toBe(6);
    expect(weightedAverageLevel(stateOf([]), 3)).toBe(0);
    expect(weightedAverageLevel(stateOf([m('a', 2, 10, 0)]), 3, 'a')).toBe(0);
  });
});
