import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LedgerEntrySchema, type LedgerEntry, type RoundRobinSettings } from '../../contracts/round-robin';
import { chooseNext } from './choose';
import { applyEvent } from './events';
import { applyOutcome, turnOf, type MeetingOutcome, type MeetingTurn } from './outcomes';
import { emptyRoundRobinState, findMember, replayLedger, type RoundRobinState } from './state';

// A pod taking assignments and meeting outcomes the way the Durable Object does: each outcome keyed by its
// event id, delivered one or more times (a retry, a racing consumer), possibly to meetings it never counted.
const op = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('assign' as const),
      free: fc.uniqueArray(fc.constantFrom('m0', 'm1', 'm2'), { minLength: 1 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('cancel' as const, 'no_show' as const, 'complete' as const, 'reassign' as const),
      pick: fc.nat(),
      to: fc.constantFrom('m0', 'm1', 'm2', 'outsider'),
      deliveries: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 5,
  },
);

const settingsArb: fc.Arbitrary<RoundRobinSettings> = fc.record({
  method: fc.constant('round_robin_strict' as const),
  timeZone: fc.constant('UTC'),
  calibration: fc.record({
    resetPeriod: fc.constant('quarterly' as const),
    vacationCalibration: fc.boolean(),
    creditBack: fc.boolean(),
    ncCreditBack: fc.boolean(),
    cancelCreditBack: fc.boolean(),
    newMemberCalibration: fc.constant(false),
    reassignCalibration: fc.constant(true),
  }),
});

type Pod = { state: RoundRobinState; entries: LedgerEntry[]; turns: Map<string, MeetingTurn>; seen: Set<string> };

function deliver(pod: Pod, eventId: string, o: MeetingOutcome, settings: RoundRobinSettings) {
  const turn = pod.turns.get(o.meetingId);
  if (!turn || pod.seen.has(eventId)) return;
  pod.seen.add(eventId);
  const res = applyOutcome(pod.state, turn, o, settings);
  pod.state = res.state;
  pod.entries.push(...res.entries);
  pod.turns.set(o.meetingId, res.turn);
}

describe('meeting outcomes in the ledger', () => {
  it('replay to the same state, count each outcome once however often delivered, and levels equal the meetings held minus their credits', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(op, { minLength: 1, maxLength: 80 }), (settings, ops) => {
        const at = '2024-01-10T00:00:00.000Z';
        const pod: Pod = { state: emptyRoundRobinState(), entries: [], turns: new Map(), seen: new Set() };
        for (const id of ['m0', 'm1', 'm2']) {
          const r = applyEvent(pod.state, { type: 'add_member', at, memberId: id, weight: 1 }, settings);
          if (!r.ok) throw new Error(r.error);
          pod.state = r.state;
          pod.entries.push(...r.entries);
        }
        const ids = [...pod.turns.keys()];
        ops.forEach((o, i) => {
          if (o.kind === 'assign') {
            const choice = chooseNext(pod.state, { method: 'round_robin_strict', availableMemberIds: o.free, now: at });
            if (!choice.memberId) return;
            const meetingId = `mt${i}`;
            const r = applyEvent(pod.state, { type: 'assign', at, memberId: choice.memberId, meetingId }, settings);
            if (!r.ok) throw new Error(r.error);
            pod.state = r.state;
            pod.entries.push(...r.entries);
            pod.turns.set(meetingId, turnOf(choice.memberId, at));
            ids.push(meetingId);
            return;
          }
          // An outcome of a meeting the pod never counted is ignored, like the object's `unknown`.
          const meetingId = ids.length ? ids[o.pick % ids.length] : 'never-counted';
          const outcome: MeetingOutcome =
            o.kind === 'reassign'
              ? { type: 'reassign', meetingId, at, toMemberId: o.to }
              : o.kind === 'complete'
                ? { type: 'complete', meetingId, at }
                : { type: o.kind, meetingId, at, reason: 'Test' };
          for (let d = 0; d < o.deliveries; d++) deliver(pod, `ev${i}`, outcome, settings);
        });

        expect(pod.entries.map((e) => e.seq)).toEqual(pod.entries.map((_, i) => i + 1));
        for (const entry of pod.entries) expect(v.is(LedgerEntrySchema, entry)).toBe(true);
        expect(replayLedger(JSON.parse(JSON.stringify(pod.entries)) as LedgerEntry[])).toEqual(pod.state);

        // Every count is explained by the meetings' own records: nothing counted twice, nothing lost.
        for (const id of ['m0', 'm1', 'm2']) {
          const held = [...pod.turns.values()].filter((t) => t.memberId === id);
          const m = findMember(pod.state, id)!;
          expect(m.assigned).toBe(held.length);
          expect(m.level).toBe(held.reduce((s, t) => s + 1 + t.credit, 0));
          expect(m.cancelled).toBe(held.filter((t) => t.outcome === 'cancelled').length);
          expect(m.noShow).toBe(held.filter((t) => t.outcome === 'no_show').length);
          expect(m.completed).toBe(held.filter((t) => t.outcome === 'completed').length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
