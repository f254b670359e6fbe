import { describe, expect, it } from 'vitest';
import { chooseNext, previewQueue, slotCandidates, stateAt } from './choose';
import { emptyRoundRobinState } from './state';
import { AT, apply, assignNext, podOf, settingsFor } from './test-helpers';

const strict = settingsFor('round_robin_strict');

describe('strict order', () => {
  it('interleaves 50/30/20 smoothly', () => {
    expect(previewQueue(podOf([50, 30, 20], strict), 10)).toEqual(['m0', 'm1', 'm0', 'm2', 'm0', 'm1', 'm0', 'm2', 'm1', 'm0']);
  });

  it('gives a 99/1 pod its single light turn mid-way, not first', () => {
    const queue = previewQueue(podOf([99, 1], strict), 100);
    expect(queue.filter((id) => id === 'm1')).toHaveLength(1);
    expect(queue.indexOf('m1')).toBe(50);
  });

  it('breaks ties by weight, then by join order', () => {
    expect(previewQueue(podOf([10, 20], strict), 1)).toEqual(['m1']);
    expect(previewQueue(podOf([20, 20, 20], strict), 3)).toEqual(['m0', 'm1', 'm2']);
  });

  it('explains why every other member was not chosen', () => {
    let s = podOf([50, 30, 20], strict);
    s = assignNext(s, strict).state;
    const choice = chooseNext(s, { method: 'round_robin_strict', now: AT });
    expect(choice.memberId).toBe('m1');
    expect(choice.explanation.map((e) => [e.memberId, e.reason])).toEqual([
      ['m0', 'not_due'],
      ['m1', 'chosen'],
      ['m2', 'due_later'],
    ]);
    expect(choice.explanation[0].detail).toContain('ahead of share');
    expect(choice.explanation[2]).toMatchObject({ level: 0, share: 0.2, behind: 0.2 });
  });

  it('returns nobody for an empty pod or when everyone is on vacation', () => {
    expect(chooseNext(emptyRoundRobinState(), { method: 'round_robin_strict', now: AT }).memberId).toBeNull();
    const s = apply(podOf([5], strict), { type: 'vacation_start', at: AT, memberId: 'm0' }, strict);
    const choice = chooseNext(s, { method: 'round_robin_strict', now: AT });
    expect(choice.memberId).toBeNull();
    expect(choice.explanation).toEqual([expect.objectContaining({ memberId: 'm0', reason: 'on_vacation' })]);
    expect(previewQueue(s, 3)).toEqual([]);
  });
});

describe('available and balanced', () => {
  const available = settingsFor('round_robin_available');
  const balanced = settingsFor('round_robin_balanced');

  it('available picks the free member whose turn comes first', () => {
    const s = podOf([50, 30, 20], available);
    const choice = chooseNext(s, { method: 'round_robin_available', availableMemberIds: ['m1', 'm2'], now: AT });
    expect(choice.memberId).toBe('m1');
    expect(choice.explanation.find((e) => e.memberId === 'm0')?.reason).toBe('unavailable');
  });

  it('covering members absorb an absent colleague in proportion to their weights', () => {
    let s = podOf([50, 30, 20], available);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 100; i++) {
      const r = assignNext(s, available, ['m1', 'm2']);
      counts[r.memberId] = (counts[r.memberId] ?? 0) + 1;
      s = r.state;
    }
    expect(counts).toEqual({ m1: 60, m2: 40 });
  });

  it('balanced holds back free members who are ahead of their share', () => {
    let s = podOf([50, 50, 50], balanced);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, balanced);
    expect(slotCandidates(s, { method: 'round_robin_balanced', now: AT })).toEqual(['m1', 'm2']);
    expect(slotCandidates(s, { method: 'round_robin_available', now: AT })).toEqual(['m0', 'm1', 'm2']);
    expect(slotCandidates(s, { method: 'round_robin_strict', now: AT })).toEqual(['m1']);
    const choice = chooseNext(s, { method: 'round_robin_balanced', availableMemberIds: ['m0', 'm2'], now: AT });
    expect(choice.memberId).toBe('m2');
    expect(choice.explanation.map((e) => e.reason)).toEqual(['held_back', 'unavailable', 'chosen']);
  });

  it('balanced still assigns when only members ahead of their share are free', () => {
    let s = podOf([50, 50], balanced);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, balanced);
    const choice = chooseNext(s, { method: 'round_robin_balanced', availableMemberIds: ['m0'], now: AT });
    expect(choice.memberId).toBe('m0');
    expect(choice.explanation[0].detail).toContain('nobody at or below their share is free');
  });

  it('with everyone free, available follows the strict order exactly', () => {
    let a = podOf([7, 69, 1, 31], available);
    let b = podOf([7, 69, 1, 31], strict);
    for (let i = 0; i < 500; i++) {
      const ra = assignNext(a, available);
      const rb = assignNext(b, strict);
      expect(ra.memberId).toBe(rb.memberId);
      a = ra.state;
      b = rb.state;
    }
  });
});

describe('choices at the edges', () => {
  const available = settingsFor('round_robin_available');
  const balanced = settingsFor('round_robin_balanced');

  it('strict ignores who is free: it picks before slots exist', () => {
    let s = podOf([50, 50], strict);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: 'a' }, strict);
    const choice = chooseNext(s, { method: 'round_robin_strict', availableMemberIds: ['m1'], now: AT });
    expect(choice.memberId).toBe('m0');
    expect(choice.explanation.map((e) => e.reason)).toEqual(['chosen', 'not_due']);
    expect(choice.explanation[0].detail).toBe(
      'Chosen: earliest turn among all members who are due (at least 0.50 behind after this meeting); level 0, weighted share 0.50: 0.50 behind share',
    );
    expect(choice.explanation[1].detail).toBe(
      'Not due: less than 0.50 behind after this meeting; level 1.00, weighted share 0.50: 0.50 ahead of share',
    );
  });

  it('explains a lost tie-break and a member exactly on their share', () => {
    const s = podOf([20, 20, 20], strict);
    const choice = chooseNext(s, { method: 'round_robin_strict', now: AT });
    expect(choice.explanation.map((e) => [e.memberId, e.reason])).toEqual([
      ['m0', 'chosen'],
      ['m1', 'tie_break'],
      ['m2', 'tie_break'],
    ]);
    expect(choice.explanation[1].detail).toBe(
      'Same turn as the chosen member; lost the tie-break (weight, then join order); level 0, weighted share 0: exactly on share',
    );
  });

  it('explains a later turn with both deadlines', () => {
    let s = podOf([50, 30, 20], strict);
    s = assignNext(s, strict).state;
    const row = chooseNext(s, { method: 'round_robin_strict', now: AT }).explanation[2];
    expect(row.detail).toBe('Turn comes later (at total 3.75 vs 2.50); level 0, weighted share 0.20: 0.20 behind share');
  });

  it('explains an available choice among free members, and one where nobody free is due yet', () => {
    let s = podOf([50, 50], available);
    let choice = chooseNext(s, { method: 'round_robin_available', availableMemberIds: ['m1'], now: AT });
    expect(choice.memberId).toBe('m1');
    expect(choice.explanation.map((e) => e.reason)).toEqual(['unavailable', 'chosen']);
    expect(choice.explanation[0].detail).toBe('Not free for the chosen slot; level 0, weighted share 0: exactly on share');
    expect(choice.explanation[1].detail).toContain('Chosen: earliest turn among members free for this slot who are due');
    s = apply(s, { type: 'assign', at: AT, memberId: 'm1', meetingId: 'a' }, available);
    choice = chooseNext(s, { method: 'round_robin_available', availableMemberIds: ['m1'], now: AT });
    expect(choice.memberId).toBe('m1');
    expect(choice.explanation[1].detail).toBe(
      'Chosen: earliest turn among members free for this slot; none of them is due yet; level 1.00, weighted share 0.50: 0.50 ahead of share',
    );
  });

  it('nobody is chosen when nobody is free, with every method but strict', () => {
    const s = podOf([50, 50], balanced);
    for (const method of ['round_robin_available', 'round_robin_balanced'] as const) {
      const choice = chooseNext(s, { method, availableMemberIds: [], now: AT });
      expect(choice.memberId).toBeNull();
      expect(choice.explanation.map((e) => e.reason)).toEqual(['unavailable', 'unavailable']);
    }
  });

  it('balanced counts members exactly on their share as at or below it', () => {
    const s = podOf([1, 2], balanced);
    const choice = chooseNext(s, { method: 'round_robin_balanced', availableMemberIds: ['m0', 'm1'], now: AT });
    expect(choice.explanation.map((e) => e.reason)).toEqual(['not_due', 'chosen']);
    expect(choice.explanation[1].detail).not.toContain('nobody at or below');
    expect(slotCandidates(s, { method: 'round_robin_balanced', now: AT })).toEqual(['m0', 'm1']);
  });

  it('rolls the period over exactly at its end, dropping removed members and every level', () => {
    let s = podOf([50, 50, 50], strict);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, strict);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'b' }, strict);
    s = apply(s, { type: 'remove_member', at: AT, memberId: 'm2' }, strict);
    const end = s.period!.end;
    const justBefore = new Date(Date.parse(end) - 1).toISOString();
    expect(chooseNext(s, { method: 'round_robin_strict', now: justBefore })).toMatchObject({ memberId: 'm1', periodRollover: false });
    const atEnd = chooseNext(s, { method: 'round_robin_strict', now: Date.parse(end) });
    expect(atEnd).toMatchObject({ memberId: 'm0', periodRollover: true });
    expect(atEnd.explanation.map((e) => [e.memberId, e.level])).toEqual([
      ['m0', 0],
      ['m1', 0],
    ]);
    expect(slotCandidates(s, { method: 'round_robin_balanced', now: justBefore })).toEqual(['m1']);
    expect(slotCandidates(s, { method: 'round_robin_balanced', now: end })).toEqual(['m0', 'm1']);
    expect(previewQueue(s, 2)).toEqual(['m1', 'm1']);
    expect(previewQueue(s, 2, justBefore)).toEqual(['m1', 'm1']);
    expect(previewQueue(s, 2, end)).toEqual(['m0', 'm1']);
  });

  it('strict offers only its own pick as slot candidates, or nobody', () => {
    const s = apply(podOf([5], strict), { type: 'vacation_start', at: AT, memberId: 'm0' }, strict);
    expect(slotCandidates(s, { method: 'round_robin_strict', now: AT })).toEqual([]);
    expect(slotCandidates(podOf([5, 5], strict), { method: 'round_robin_strict', now: AT })).toEqual(['m0']);
  });

  it('a state without a period never rolls over', () => {
    const s = { ...podOf([5, 5], strict), period: null };
    expect(chooseNext(s, { method: 'round_robin_strict', now: '2099-01-01T00:00:00.000Z' }).periodRollover).toBe(false);
  });

  it('previews nothing for n = 0', () => {
    expect(previewQueue(podOf([5, 5], strict), 0)).toEqual([]);
  });
});

describe('stateAt and explanations of absent members', () => {
  it('rolls over at a numeric instant too, keeping only active members at level 0', () => {
    let s = podOf([50, 50], strict);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, strict);
    s = apply(s, { type: 'remove_member', at: AT, memberId: 'm1' }, strict);
    const end = Date.parse(s.period!.end);
    expect(stateAt(s, end - 1)).toEqual({ state: s, rolledOver: false });
    const after = stateAt(s, end);
    expect(after.rolledOver).toBe(true);
    expect(after.state.members.map((m) => [m.memberId, m.level, m.assigned])).toEqual([['m0', 0, 1]]);
  });

  it('leaves removed members out of the explanation and explains vacations and held-back members in words', () => {
    const balanced = settingsFor('round_robin_balanced');
    let s = podOf([50, 50, 50, 50], balanced);
    s = apply(s, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, balanced);
    s = apply(s, { type: 'vacation_start', at: AT, memberId: 'm2' }, balanced);
    s = apply(s, { type: 'remove_member', at: AT, memberId: 'm3' }, balanced);
    const choice = chooseNext(s, { method: 'round_robin_balanced', availableMemberIds: ['m0', 'm1'], now: AT });
    expect(choice.explanation.map((e) => [e.memberId, e.reason])).toEqual([
      ['m0', 'held_back'],
      ['m1', 'chosen'],
      ['m2', 'on_vacation'],
    ]);
    expect(choice.explanation[0].detail).toBe('Held back: ahead of weighted share; level 1.00, weighted share 0.50: 0.50 ahead of share');
    expect(choice.explanation[2]).toEqual({
      memberId: 'm2',
      reason: 'on_vacation',
      level: 0,
      share: 0,
      behind: 0,
      detail: 'On vacation: removed from assignment',
    });
  });
});
