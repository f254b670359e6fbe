import { describe, expect, it } from 'vitest';
import type { LedgerEntry, RoundRobinEvent } from '../../contracts/round-robin';
import { applyEvent } from './events';
import { applyLedgerEntry, emptyRoundRobinState, findMember, replayLedger, type RoundRobinMember, type RoundRobinState } from './state';
import { AT, apply, podOf, settingsFor } from './test-helpers';

// Example tests against hand-computed states and entries. The replay property shows the ledger agrees
// with itself; these show it says the right thing.

const strict = settingsFor('round_robin_strict');
const LATER = '2024-02-01T00:00:00.000Z';
const Q1 = { start: '2024-01-01T00:00:00.000Z', end: '2024-04-01T00:00:00.000Z' };

function member(memberId: string, weight: number, joinOrder: number, extra: Partial<RoundRobinMember> = {}): RoundRobinMember {
  return {
    memberId,
    weight,
    active: true,
    onVacation: false,
    joinedAt: AT,
    joinOrder,
    level: 0,
    assigned: 0,
    completed: 0,
    cancelled: 0,
    noShow: 0,
    ...extra,
  };
}

function run(state: RoundRobinState, event: RoundRobinEvent, settings = strict): { state: RoundRobinState; entries: LedgerEntry[] } {
  const result = applyEvent(state, event, settings);
  if (!result.ok) throw new Error(result.error);
  return result;
}

const refused = (state: RoundRobinState, event: RoundRobinEvent, settings = strict) => applyEvent(state, event, settings);

describe('a pod built from events, entry by entry', () => {
  it('the first event opens the period, then members join in order at level 0', () => {
    const first = run(emptyRoundRobinState(), { type: 'add_member', at: AT, memberId: 'm0', weight: 50 });
    expect(first.entries).toEqual([
      { type: 'reset', seq: 1, at: AT, periodStart: Q1.start, periodEnd: Q1.end },
      { type: 'user_added', seq: 2, at: AT, memberId: 'm0', weight: 50, levelAfter: 0 },
    ]);
    const second = run(first.state, { type: 'add_member', at: AT, memberId: 'm1', weight: 30 });
    expect(second.entries).toEqual([{ type: 'user_added', seq: 3, at: AT, memberId: 'm1', weight: 30, levelAfter: 0 }]);
    expect(second.state).toEqual({ seq: 3, period: Q1, members: [member('m0', 50, 0), member('m1', 30, 1)], nextJoinOrder: 2 });
  });

  it('assign, complete, cancel and no-show move exactly their own counters', () => {
    let s = podOf([50, 30], strict);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'b' }).state;
    s = run(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: 'c' }).state;
    const completed = run(s, { type: 'complete', at: AT, memberId: 'm0', meetingId: 'a' });
    expect(completed.entries).toEqual([{ type: 'completed', seq: 7, at: AT, memberId: 'm0', meetingId: 'a', levelAfter: 2 }]);
    s = completed.state;
    s = run(s, { type: 'complete', at: AT, memberId: 'm0', meetingId: 'b' }).state;
    const cancelled = run(s, { type: 'cancel', at: AT, memberId: 'm1', meetingId: 'c', assignedAt: AT });
    expect(cancelled.entries).toEqual([
      { type: 'cancelled', seq: 9, at: AT, memberId: 'm1', meetingId: 'c', levelDelta: -1, levelAfter: 0 },
    ]);
    s = cancelled.state;
    const noShow = run(s, { type: 'no_show', at: AT, memberId: 'm0', meetingId: 'a', assignedAt: AT });
    expect(noShow.entries).toEqual([{ type: 'no_show', seq: 10, at: AT, memberId: 'm0', meetingId: 'a', levelDelta: -1, levelAfter: 1 }]);
    expect(noShow.state).toEqual({
      seq: 10,
      period: Q1,
      members: [
        member('m0', 50, 0, { level: 1, assigned: 2, completed: 2, noShow: 1 }),
        member('m1', 30, 1, { assigned: 1, cancelled: 1 }),
      ],
      nextJoinOrder: 2,
    });
  });

  it('a completed meeting keeps the level and never counts as a no-show or cancellation', () => {
    let s = podOf([50], strict);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    s = run(s, { type: 'complete', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    expect(findMember(s, 'm0')).toEqual(member('m0', 50, 0, { level: 1, assigned: 1, completed: 1 }));
  });

  it('credits back a meeting assigned exactly at the period start, not one a millisecond earlier', () => {
    let s = podOf([50], strict);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'b' }).state;
    const atStart = run(s, { type: 'cancel', at: AT, memberId: 'm0', meetingId: 'a', assignedAt: Q1.start });
    expect(atStart.entries[0]).toMatchObject({ levelDelta: -1, levelAfter: 1 });
    const before = run(s, { type: 'cancel', at: AT, memberId: 'm0', meetingId: 'a', assignedAt: '2023-12-31T23:59:59.999Z' });
    expect(before.entries[0]).toMatchObject({ levelDelta: 0, levelAfter: 2 });
  });

  it('outcomes of someone who is not in the pod are accepted and record nothing', () => {
    const s = podOf([50], strict);
    for (const event of [
      { type: 'complete', at: AT, memberId: 'zz', meetingId: 'a' },
      { type: 'cancel', at: AT, memberId: 'zz', meetingId: 'a', assignedAt: AT },
      { type: 'no_show', at: AT, memberId: 'zz', meetingId: 'a', assignedAt: AT },
    ] as RoundRobinEvent[]) {
      expect(applyEvent(s, event, strict)).toEqual({ ok: true, state: s, entries: [] });
    }
  });

  it('refuses an event with an unreadable date', () => {
    expect(refused(podOf([50], strict), { type: 'assign', at: 'not a date', memberId: 'm0', meetingId: 'a' })).toEqual({
      ok: false,
      error: 'Invalid date',
    });
  });
});

describe('removed members', () => {
  function removed(): RoundRobinState {
    let s = podOf([50, 30], strict);
    s = run(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: 'a' }).state;
    s = run(s, { type: 'vacation_start', at: AT, memberId: 'm1' }).state;
    return run(s, { type: 'remove_member', at: AT, memberId: 'm1' }).state;
  }

  it('stay in the state, inactive and off vacation, with their level, until the next reset', () => {
    const s = removed();
    expect(findMember(s, 'm1')).toEqual(member('m1', 30, 1, { active: false, level: 1, assigned: 1 }));
    const reset = run(s, { type: 'reset', at: AT });
    expect(reset.state.members.map((m) => m.memberId)).toEqual(['m0']);
  });

  it.each<[string, RoundRobinEvent]>([
    ['assigned', { type: 'assign', at: AT, memberId: 'm1', meetingId: 'b' }],
    ['given a reassigned meeting', { type: 'reassign', at: AT, meetingId: 'b', fromMemberId: 'm0', toMemberId: 'm1' }],
    ['reweighted', { type: 'set_weight', at: AT, memberId: 'm1', weight: 10 }],
    ['sent on vacation', { type: 'vacation_start', at: AT, memberId: 'm1' }],
    ['brought back from vacation', { type: 'vacation_end', at: AT, memberId: 'm1' }],
    ['removed again', { type: 'remove_member', at: AT, memberId: 'm1' }],
  ])('cannot be %s', (_name, event) => {
    expect(refused(removed(), event)).toEqual({ ok: false, error: 'Member is not in this pod' });
  });

  it('can still have late outcomes and manual adjustments recorded', () => {
    let s = removed();
    s = run(s, { type: 'complete', at: AT, memberId: 'm1', meetingId: 'a' }).state;
    const adjusted = run(s, { type: 'adjust', at: AT, memberId: 'm1', delta: 2, reason: '  Imported meetings  ' });
    expect(adjusted.entries).toEqual([
      { type: 'manual_calibration', seq: 8, at: AT, memberId: 'm1', levelDelta: 2, levelAfter: 3, reason: 'Imported meetings' },
    ]);
    s = adjusted.state;
    expect(findMember(s, 'm1')).toEqual(member('m1', 30, 1, { active: false, level: 3, assigned: 1, completed: 1 }));
    expect(refused(s, { type: 'adjust', at: AT, memberId: 'zz', delta: 1, reason: 'x' })).toEqual({
      ok: false,
      error: 'Member is not in this pod',
    });
  });

  it('re-join with a new join order and join date, keeping their counts', () => {
    const result = run(removed(), { type: 'add_member', at: LATER, memberId: 'm1', weight: 40 });
    // Weighted average of m0 (level 0): 0.
    expect(result.entries).toEqual([{ type: 'user_added', seq: 7, at: LATER, memberId: 'm1', weight: 40, levelAfter: 0 }]);
    expect(result.state.nextJoinOrder).toBe(3);
    expect(findMember(result.state, 'm1')).toEqual(member('m1', 40, 2, { joinedAt: LATER, assigned: 1 }));
  });

  it('re-join at their old level without new member calibration', () => {
    const settings = settingsFor('round_robin_strict', { newMemberCalibration: false });
    let s = podOf([50, 30], settings);
    s = run(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: 'a' }, settings).state;
    s = run(s, { type: 'remove_member', at: AT, memberId: 'm1' }, settings).state;
    s = run(s, { type: 'add_member', at: AT, memberId: 'm1', weight: 30 }, settings).state;
    expect(findMember(s, 'm1')).toMatchObject({ active: true, level: 1, joinOrder: 2 });
  });
});

describe('weight changes', () => {
  it('re-base an active member without treating it as a re-join', () => {
    let s = podOf([50, 50], strict);
    for (const id of ['m0', 'm0', 'm1', 'm1']) s = run(s, { type: 'assign', at: AT, memberId: id, meetingId: `x-${s.seq}` }).state;
    const result = run(s, { type: 'set_weight', at: LATER, memberId: 'm0', weight: 25 });
    // m1 holds 2 on weight 50: 25 x 2 / 50 = 1.
    expect(result.entries).toEqual([{ type: 'user_added', seq: 8, at: LATER, memberId: 'm0', weight: 25, levelAfter: 1 }]);
    expect(result.state.nextJoinOrder).toBe(2);
    expect(result.state.members).toEqual([member('m0', 25, 0, { level: 1, assigned: 2 }), member('m1', 50, 1, { level: 2, assigned: 2 })]);
  });

  it('keep the level without new member calibration', () => {
    const settings = settingsFor('round_robin_strict', { newMemberCalibration: false });
    let s = podOf([50, 50], settings);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, settings).state;
    const result = run(s, { type: 'set_weight', at: AT, memberId: 'm0', weight: 10 }, settings);
    expect(result.entries[0]).toMatchObject({ weight: 10, levelAfter: 1 });
  });

  it('keep a member on vacation on vacation', () => {
    let s = podOf([50, 50], strict);
    s = run(s, { type: 'vacation_start', at: AT, memberId: 'm0' }).state;
    s = run(s, { type: 'set_weight', at: AT, memberId: 'm0', weight: 20 }).state;
    expect(findMember(s, 'm0')).toMatchObject({ onVacation: true, weight: 20, joinOrder: 0 });
  });
});

describe('vacations', () => {
  it('records the start and end as vacation calibrations', () => {
    let s = podOf([50, 50], strict);
    const start = run(s, { type: 'vacation_start', at: AT, memberId: 'm0' });
    expect(start.entries).toEqual([
      { type: 'vacation_calibration', seq: 4, at: AT, memberId: 'm0', onVacation: true, levelDelta: 0, levelAfter: 0 },
    ]);
    s = start.state;
    expect(refused(s, { type: 'vacation_start', at: AT, memberId: 'm0' })).toEqual({ ok: false, error: 'Member is already on vacation' });
    for (let i = 0; i < 4; i++) s = run(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: `v${i}` }).state;
    const compensated = run(s, { type: 'vacation_end', at: AT, memberId: 'm0' });
    expect(compensated.entries).toEqual([
      { type: 'vacation_calibration', seq: 9, at: AT, memberId: 'm0', onVacation: false, levelDelta: 0, levelAfter: 0 },
    ]);
    const adjusted = run(
      s,
      { type: 'adjust', at: AT, memberId: 'm0', delta: 1, reason: 'x' },
      settingsFor('round_robin_strict', { vacationCalibration: false }),
    ).state;
    const fromOne = run(
      adjusted,
      { type: 'vacation_end', at: AT, memberId: 'm0' },
      settingsFor('round_robin_strict', { vacationCalibration: false }),
    );
    expect(fromOne.entries[0]).toMatchObject({ levelDelta: 3, levelAfter: 4 });
    const rebasedSettings = settingsFor('round_robin_strict', { vacationCalibration: false });
    const rebased = run(s, { type: 'vacation_end', at: AT, memberId: 'm0' }, rebasedSettings);
    expect(rebased.entries).toEqual([
      { type: 'vacation_calibration', seq: 9, at: AT, memberId: 'm0', onVacation: false, levelDelta: 4, levelAfter: 4 },
    ]);
    expect(findMember(rebased.state, 'm0')).toEqual(member('m0', 50, 0, { level: 4 }));
  });
});

describe('reassignment', () => {
  it('moves the assigned count with the meeting, never below zero', () => {
    let s = podOf([50, 50], strict);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    s = run(s, { type: 'reset', at: AT }).state;
    // After the reset m0 holds no meetings of this period; the meeting still moves.
    const result = run(s, { type: 'reassign', at: AT, meetingId: 'a', fromMemberId: 'm0', toMemberId: 'm1' });
    expect(result.entries).toEqual([
      {
        type: 'meeting_assigned',
        seq: 6,
        at: AT,
        memberId: 'm1',
        meetingId: 'a',
        levelDelta: 1,
        levelAfter: 1,
        reassignedFrom: { memberId: 'm0', levelDelta: -1, levelAfter: -1 },
      },
    ]);
    expect(result.state.members.map((m) => [m.memberId, m.level, m.assigned])).toEqual([
      ['m0', -1, 0],
      ['m1', 1, 1],
    ]);
  });

  it('from someone no longer in the pod only credits the new member', () => {
    const s = podOf([50, 50], strict);
    const result = run(s, { type: 'reassign', at: AT, meetingId: 'a', fromMemberId: 'gone', toMemberId: 'm1' });
    expect(result.entries).toEqual([
      { type: 'meeting_assigned', seq: 4, at: AT, memberId: 'm1', meetingId: 'a', levelDelta: 1, levelAfter: 1 },
    ]);
  });

  it('without reassign calibration records no level change on either side', () => {
    const settings = settingsFor('round_robin_strict', { reassignCalibration: false });
    let s = podOf([50, 50], settings);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, settings).state;
    const [entry] = run(s, { type: 'reassign', at: AT, meetingId: 'a', fromMemberId: 'm0', toMemberId: 'm1' }, settings).entries;
    expect(entry).toMatchObject({ memberId: 'm1', levelAfter: 0, reassignedFrom: { memberId: 'm0', levelAfter: 1 } });
    expect(entry.type === 'meeting_assigned' && entry.levelDelta === 0 && entry.reassignedFrom?.levelDelta === 0).toBe(true);
  });
});

describe('periods', () => {
  it('an event a millisecond before the period ends stays in it; one at the end resets first', () => {
    const s = podOf([50], strict);
    const before = run(s, { type: 'assign', at: '2024-03-31T23:59:59.999Z', memberId: 'm0', meetingId: 'a' });
    expect(before.entries.map((e) => e.type)).toEqual(['meeting_assigned']);
    const at = run(before.state, { type: 'assign', at: Q1.end, memberId: 'm0', meetingId: 'b' });
    expect(at.entries.map((e) => e.type)).toEqual(['reset', 'meeting_assigned']);
    expect(at.state).toEqual({
      seq: 5,
      period: { start: Q1.end, end: '2024-07-01T00:00:00.000Z' },
      members: [member('m0', 50, 0, { level: 1, assigned: 1 })],
      nextJoinOrder: 1,
    });
  });

  it('a requested reset inside the period clears every count and keeps the period', () => {
    let s = podOf([50, 50], strict);
    s = run(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    s = run(s, { type: 'complete', at: AT, memberId: 'm0', meetingId: 'a' }).state;
    s = run(s, { type: 'cancel', at: AT, memberId: 'm0', meetingId: 'a', assignedAt: AT }).state;
    s = run(s, { type: 'no_show', at: AT, memberId: 'm0', meetingId: 'a', assignedAt: AT }).state;
    s = run(s, { type: 'adjust', at: AT, memberId: 'm1', delta: 3, reason: 'x' }).state;
    const result = run(s, { type: 'reset', at: AT });
    expect(result.entries).toEqual([{ type: 'reset', seq: s.seq + 1, at: AT, periodStart: Q1.start, periodEnd: Q1.end }]);
    expect(result.state.members).toEqual([member('m0', 50, 0), member('m1', 50, 1)]);
  });
});

describe('applyLedgerEntry', () => {
  it('starts from an empty state', () => {
    expect(emptyRoundRobinState()).toEqual({ seq: 0, period: null, members: [], nextJoinOrder: 0 });
  });

  it('refuses entries out of order and entries naming someone not in the pod', () => {
    const s = podOf([50], strict);
    expect(() =>
      applyLedgerEntry(s, {
        type: 'manual_calibration',
        seq: s.seq + 2,
        at: AT,
        memberId: 'm0',
        levelDelta: 1,
        levelAfter: 1,
        reason: 'x',
      }),
    ).toThrow(/applied after/);
    expect(() =>
      applyLedgerEntry(s, {
        type: 'manual_calibration',
        seq: s.seq + 1,
        at: AT,
        memberId: 'zz',
        levelDelta: 1,
        levelAfter: 1,
        reason: 'x',
      }),
    ).toThrow(/zz, who is not in the pod/);
  });

  it('takes levels from levelAfter rather than re-adding deltas', () => {
    const s = podOf([50], strict);
    const next = applyLedgerEntry(s, {
      type: 'meeting_assigned',
      seq: s.seq + 1,
      at: AT,
      memberId: 'm0',
      meetingId: 'a',
      levelDelta: 1,
      levelAfter: 7.25,
    });
    expect(findMember(next, 'm0')).toMatchObject({ level: 7.25, assigned: 1 });
    expect(replayLedger([], s)).toBe(s);
  });
});
