import { describe, expect, it } from 'vitest';
import type { LedgerEntry, RoundRobinEvent } from '../../contracts/round-robin';
import { chooseNext, previewQueue } from './choose';
import { applyEvent } from './events';
import { findMember, replayLedger, type RoundRobinState } from './state';
import { AT, apply, assignNext, podOf, settingsFor } from './test-helpers';

const strict = settingsFor('round_robin_strict');
const level = (s: RoundRobinState, id: string) => findMember(s, id)?.level;

/** A 50/50 pod where m0 and m1 have had one meeting each (meetings a and b). */
function twoMeetings(settings = strict): RoundRobinState {
  let s = podOf([50, 50], settings);
  s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, settings);
  return apply(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: 'b' }, settings);
}

describe('credit back', () => {
  type Row = [string, Partial<typeof strict.calibration>, 'cancel' | 'no_show', number];
  const rows: Row[] = [
    ['cancellation credited back', {}, 'cancel', 0],
    ['no-show credited back', {}, 'no_show', 0],
    ['no credit when credit back is off', { creditBack: false }, 'cancel', 1],
    ['no credit for cancellations when only no-shows are credited', { cancelCreditBack: false }, 'cancel', 1],
    ['no credit for no-shows when only cancellations are credited', { ncCreditBack: false }, 'no_show', 1],
  ];
  it.each(rows)('%s', (_name, calibration, type, expected) => {
    const settings = settingsFor('round_robin_strict', calibration);
    const result = applyEvent(twoMeetings(settings), { type, at: AT, memberId: 'm0', meetingId: 'a', assignedAt: AT }, settings);
    if (!result.ok) throw new Error(result.error);
    expect(level(result.state, 'm0')).toBe(expected);
    expect(result.entries).toHaveLength(1);
    expect(result.entries[0]).toMatchObject({ type: type === 'cancel' ? 'cancelled' : 'no_show', levelDelta: expected - 1 });
    const m0 = findMember(result.state, 'm0');
    expect(type === 'cancel' ? m0?.cancelled : m0?.noShow).toBe(1);
  });

  it('gives the credited member the next meeting', () => {
    const s = apply(twoMeetings(), { type: 'no_show', at: AT, memberId: 'm1', meetingId: 'b', assignedAt: AT }, strict);
    expect(chooseNext(s, { method: 'round_robin_strict', now: AT }).memberId).toBe('m1');
  });

  it('does not credit a meeting assigned in an earlier period', () => {
    const s = apply(
      twoMeetings(),
      { type: 'cancel', at: AT, memberId: 'm0', meetingId: 'old', assignedAt: '2023-12-20T00:00:00.000Z' },
      strict,
    );
    expect(level(s, 'm0')).toBe(1);
  });
});

describe('period reset', () => {
  it('resets on the first event after the period ends, in the organization zone', () => {
    const settings = { ...settingsFor('round_robin_strict', { resetPeriod: 'monthly' }), timeZone: 'Asia/Kolkata' };
    let s = podOf([50, 50], settings, '2024-01-10T00:00:00.000Z');
    expect(s.period).toEqual({ start: '2023-12-31T18:30:00.000Z', end: '2024-01-31T18:30:00.000Z' });
    s = apply(s, { type: 'assign', at: '2024-01-20T00:00:00.000Z', memberId: 'm0', meetingId: 'a' }, settings);
    s = apply(s, { type: 'remove_member', at: '2024-01-21T00:00:00.000Z', memberId: 'm1' }, settings);
    const result = applyEvent(s, { type: 'assign', at: '2024-01-31T18:30:00.000Z', memberId: 'm0', meetingId: 'b' }, settings);
    if (!result.ok) throw new Error(result.error);
    expect(result.entries.map((e) => e.type)).toEqual(['reset', 'meeting_assigned']);
    expect(result.state.period).toEqual({ start: '2024-01-31T18:30:00.000Z', end: '2024-02-29T18:30:00.000Z' });
    expect(result.state.members.map((m) => [m.memberId, m.level, m.assigned])).toEqual([['m0', 1, 1]]);
  });

  it('chooses as if reset once the period is over, and says so', () => {
    let s = podOf([50, 50], strict);
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: `x${i}` }, strict);
    expect(chooseNext(s, { method: 'round_robin_strict', now: AT }).memberId).toBe('m0');
    const later = chooseNext(s, { method: 'round_robin_strict', now: '2024-04-01T00:00:00.000Z' });
    expect(later).toMatchObject({ memberId: 'm0', periodRollover: true });
    expect(later.explanation.every((e) => e.level === 0)).toBe(true);
  });

  it('resets on request', () => {
    const result = applyEvent(twoMeetings(), { type: 'reset', at: AT }, strict);
    expect(result.ok && result.state.members.every((m) => m.level === 0 && m.assigned === 0)).toBe(true);
  });
});

describe('members joining and leaving', () => {
  it('starts a late joiner at the weighted average level', () => {
    let s = podOf([60, 20], strict);
    for (let i = 0; i < 40; i++) s = assignNext(s, strict).state;
    s = apply(s, { type: 'add_member', at: AT, memberId: 'late', weight: 40 }, strict);
    expect(level(s, 'late')).toBe(20);
  });

  it('starts a late joiner at zero without new member calibration', () => {
    const settings = settingsFor('round_robin_strict', { newMemberCalibration: false });
    let s = podOf([50], settings);
    for (let i = 0; i < 10; i++) s = assignNext(s, settings).state;
    s = apply(s, { type: 'add_member', at: AT, memberId: 'late', weight: 50 }, settings);
    expect(level(s, 'late')).toBe(0);
  });

  it('re-bases a member whose weight changes', () => {
    let s = podOf([50, 50], strict);
    for (let i = 0; i < 10; i++) s = assignNext(s, strict).state;
    const result = applyEvent(s, { type: 'set_weight', at: AT, memberId: 'm0', weight: 25 }, strict);
    if (!result.ok) throw new Error(result.error);
    expect(result.entries[0]).toMatchObject({ type: 'user_added', weight: 25, levelAfter: 2.5 });
    expect(findMember(result.state, 'm0')?.weight).toBe(25);
  });

  it('removes a member from assignment and lets them rejoin later', () => {
    let s = apply(podOf([50, 50], strict), { type: 'remove_member', at: AT, memberId: 'm0' }, strict);
    for (let i = 0; i < 4; i++) {
      const r = assignNext(s, strict);
      expect(r.memberId).toBe('m1');
      s = r.state;
    }
    s = apply(s, { type: 'add_member', at: AT, memberId: 'm0', weight: 50 }, strict);
    expect(findMember(s, 'm0')).toMatchObject({ active: true, level: 4, joinOrder: 2 });
  });

  it.each<[string, RoundRobinEvent, string]>([
    ['assigning to a stranger', { type: 'assign', at: AT, memberId: 'zz', meetingId: 'q' }, 'Member is not in this pod'],
    ['adding a member twice', { type: 'add_member', at: AT, memberId: 'm0', weight: 5 }, 'Member is already in this pod'],
    ['ending a vacation that never began', { type: 'vacation_end', at: AT, memberId: 'm0' }, 'Member is not on vacation'],
    ['a manual adjustment without a reason', { type: 'adjust', at: AT, memberId: 'm0', delta: 1, reason: ' ' }, 'Reason is required'],
    [
      'reassigning to the same member',
      { type: 'reassign', at: AT, meetingId: 'a', fromMemberId: 'm0', toMemberId: 'm0' },
      'The meeting is already assigned to this member',
    ],
  ])('refuses %s', (_name, event, error) => {
    const state = twoMeetings();
    expect(applyEvent(state, event, strict)).toEqual({ ok: false, error });
  });
});

describe('vacation', () => {
  function away(settings: ReturnType<typeof settingsFor>) {
    let s = apply(podOf([50, 50], settings), { type: 'vacation_start', at: AT, memberId: 'm0' }, settings);
    for (let i = 0; i < 10; i++) {
      const r = assignNext(s, settings);
      expect(r.memberId).toBe('m1');
      s = r.state;
    }
    const choice = chooseNext(s, { method: settings.method, now: AT });
    expect(choice.explanation.find((e) => e.memberId === 'm0')?.reason).toBe('on_vacation');
    return apply(s, { type: 'vacation_end', at: AT, memberId: 'm0' }, settings);
  }

  it('compensates on return when vacation calibration is on (the member catches up)', () => {
    const s = away(settingsFor('round_robin_strict'));
    expect(level(s, 'm0')).toBe(0);
    expect(previewQueue(s, 9)).toEqual(Array(9).fill('m0'));
  });

  it('re-bases on return without vacation calibration', () => {
    expect(level(away(settingsFor('round_robin_strict', { vacationCalibration: false })), 'm0')).toBe(10);
  });

  it('never compensates with the available method', () => {
    expect(level(away(settingsFor('round_robin_available')), 'm0')).toBe(10);
  });
});

describe('reassign and manual calibration', () => {
  it('moves the credit with the meeting when reassign calibration is on', () => {
    const result = applyEvent(twoMeetings(), { type: 'reassign', at: AT, meetingId: 'a', fromMemberId: 'm0', toMemberId: 'm1' }, strict);
    if (!result.ok) throw new Error(result.error);
    expect(result.entries[0]).toMatchObject({
      type: 'meeting_assigned',
      memberId: 'm1',
      levelDelta: 1,
      reassignedFrom: { memberId: 'm0', levelDelta: -1 },
    });
    expect([level(result.state, 'm0'), level(result.state, 'm1')]).toEqual([0, 2]);
    expect([findMember(result.state, 'm0')?.assigned, findMember(result.state, 'm1')?.assigned]).toEqual([0, 2]);
  });

  it('leaves round robin counts alone when reassign calibration is off', () => {
    const settings = settingsFor('round_robin_strict', { reassignCalibration: false });
    const s = apply(twoMeetings(settings), { type: 'reassign', at: AT, meetingId: 'a', fromMemberId: 'm0', toMemberId: 'm1' }, settings);
    expect([level(s, 'm0'), level(s, 'm1')]).toEqual([1, 1]);
  });

  it('records manual adjustments with their reason', () => {
    const result = applyEvent(twoMeetings(), { type: 'adjust', at: AT, memberId: 'm1', delta: -1, reason: 'Duplicate booking' }, strict);
    if (!result.ok) throw new Error(result.error);
    expect(result.entries[0]).toMatchObject({ type: 'manual_calibration', levelDelta: -1, levelAfter: 0, reason: 'Duplicate booking' });
  });

  it('replays the ledger on top of a snapshot to the same state', () => {
    const snapshot = podOf([50, 30, 20], strict);
    let s = snapshot;
    const entries: LedgerEntry[] = [];
    for (const e of [
      { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' },
      { type: 'no_show', at: AT, memberId: 'm0', meetingId: 'a', assignedAt: AT },
      { type: 'vacation_start', at: AT, memberId: 'm2' },
    ] as RoundRobinEvent[]) {
      const r = applyEvent(s, e, strict);
      if (!r.ok) throw new Error(r.error);
      entries.push(...r.entries);
      s = r.state;
    }
    expect(replayLedger(entries, snapshot)).toEqual(s);
    expect(() => replayLedger(entries.slice(1), snapshot)).toThrow(/in order/);
  });
});
