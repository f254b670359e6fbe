import { describe, expect, it } from 'vitest';
import type { RoundRobinSettings } from '../../contracts/round-robin';
import { applyOutcome, turnOf, type MeetingOutcome, type MeetingTurn } from './outcomes';
import { findMember, type RoundRobinState } from './state';
import { AT, apply, podOf, settingsFor } from './test-helpers';

const all = settingsFor('round_robin_strict');
const LATER = '2024-01-20T00:00:00.000Z';

/** m0 and m1, with meeting a counted for m0. */
function pod(settings: RoundRobinSettings = all): { state: RoundRobinState; turn: MeetingTurn } {
  const state = apply(podOf([50, 50], settings), { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, settings);
  return { state, turn: turnOf('m0', AT) };
}

function run(outcomes: MeetingOutcome[], settings: RoundRobinSettings = all) {
  let { state, turn } = pod(settings);
  const statuses: string[] = [];
  for (const o of outcomes) {
    const res = applyOutcome(state, turn, o, settings);
    ({ state, turn } = res);
    statuses.push(res.status);
  }
  return { state, turn, statuses, m0: findMember(state, 'm0')!, m1: findMember(state, 'm1')! };
}

const cancel: MeetingOutcome = { type: 'cancel', meetingId: 'a', at: LATER, reason: 'Cancelled by the prospect: Budget frozen' };
const noShow: MeetingOutcome = { type: 'no_show', meetingId: 'a', at: LATER, reason: 'The prospect did not show' };
const complete: MeetingOutcome = { type: 'complete', meetingId: 'a', at: LATER };
const reassign: MeetingOutcome = { type: 'reassign', meetingId: 'a', at: LATER, toMemberId: 'm1' };

describe('a meeting outcome', () => {
  it('credits a cancellation back once, with its reason, however often it is reported', () => {
    const r = run([cancel, cancel, { ...cancel, reason: 'Cancelled by the host: Duplicate' }]);
    expect(r.statuses).toEqual(['applied', 'unchanged', 'unchanged']);
    expect(r.m0).toMatchObject({ level: 0, assigned: 1, cancelled: 1 });
    expect(r.turn).toMatchObject({ outcome: 'cancelled', credit: -1 });
    expect(r.state.seq).toBe(5);
  });

  it('records the reason of a cancellation and of a no-show in the ledger entry', () => {
    let { state, turn } = pod();
    const res = applyOutcome(state, turn, cancel, all);
    expect(res.entries).toEqual([
      expect.objectContaining({ type: 'cancelled', memberId: 'm0', levelDelta: -1, reason: 'Cancelled by the prospect: Budget frozen' }),
    ]);
    ({ state, turn } = pod());
    expect(applyOutcome(state, turn, noShow, all).entries[0]).toMatchObject({
      type: 'no_show',
      levelDelta: -1,
      reason: 'The prospect did not show',
    });
  });

  it('gives no credit when the flag for that outcome is off', () => {
    expect(run([cancel], settingsFor('round_robin_strict', { cancelCreditBack: false })).m0).toMatchObject({ level: 1, cancelled: 1 });
    expect(run([noShow], settingsFor('round_robin_strict', { ncCreditBack: false })).m0).toMatchObject({ level: 1, noShow: 1 });
    expect(run([noShow], settingsFor('round_robin_strict', { creditBack: false })).m0).toMatchObject({ level: 1, noShow: 1 });
  });

  it('No Show corrected to Completed takes the credit back and moves the count; and the reverse', () => {
    const toCompleted = run([noShow, complete]);
    expect(toCompleted.m0).toMatchObject({ level: 1, noShow: 0, completed: 1 });
    const toNoShow = run([complete, noShow]);
    expect(toNoShow.m0).toMatchObject({ level: 0, noShow: 1, completed: 0 });
  });

  it('after a reassignment counts for the new member, so a later cancellation credits them', () => {
    const r = run([reassign, cancel]);
    expect(r.turn.memberId).toBe('m1');
    expect(r.m0).toMatchObject({ level: 0, assigned: 0 });
    expect(r.m1).toMatchObject({ level: 0, assigned: 1, cancelled: 1 });
  });

  it('without reassign calibration leaves the levels where round robin put them', () => {
    const r = run([reassign], settingsFor('round_robin_strict', { reassignCalibration: false }));
    expect([r.m0.level, r.m1.level]).toEqual([1, 0]);
    expect(r.turn.memberId).toBe('m1');
  });

  it('refuses a reassignment to someone outside the pod and keeps counting the meeting for its member', () => {
    const r = run([{ ...reassign, toMemberId: 'outsider' }, cancel]);
    expect(r.statuses).toEqual(['refused', 'applied']);
    expect(r.m0).toMatchObject({ level: 0, cancelled: 1 });
  });

  it('ignores outcomes after a cancellation and a reassignment to the member who already has it', () => {
    expect(run([cancel, noShow, complete, reassign]).statuses).toEqual(['applied', 'unchanged', 'unchanged', 'unchanged']);
    expect(run([{ ...reassign, toMemberId: 'm0' }]).statuses).toEqual(['unchanged']);
  });

  it('of a meeting counted in an earlier period gives no credit: the reset already took it', () => {
    const nextQuarter = '2024-04-02T00:00:00.000Z';
    const r = run([{ ...cancel, at: nextQuarter }]);
    expect(r.statuses).toEqual(['applied']);
    expect(r.state.period?.start).toBe('2024-04-01T00:00:00.000Z');
    expect(r.m0).toMatchObject({ level: 0, cancelled: 1 });
    expect(r.turn.credit).toBe(0);
  });

  it('of a member removed from the pod is still recorded this period', () => {
    let { state, turn } = pod();
    state = apply(state, { type: 'remove_member', at: AT, memberId: 'm0' }, all);
    const res = applyOutcome(state, turn, cancel, all);
    turn = res.turn;
    expect(findMember(res.state, 'm0')).toMatchObject({ active: false, cancelled: 1, level: 0 });
    expect(turn.outcome).toBe('cancelled');
  });
});
