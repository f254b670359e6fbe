import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LedgerEntrySchema, type LedgerEntry, type RoundRobinEvent, type RoundRobinSettings } from '../../contracts/round-robin';
import { chooseNext } from './choose';
import { applyEvent } from './events';
import { emptyRoundRobinState, replayLedger } from './state';

const member = fc.integer({ min: 0, max: 6 }).map((i) => `m${i}`);

const op = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('add' as const), id: member, weight: fc.integer({ min: 1, max: 99 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('assign' as const), free: fc.uniqueArray(member, { maxLength: 7 }) }), weight: 8 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'no_show' as const, 'complete' as const), pick: fc.nat() }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('reassign' as const), pick: fc.nat(), to: member }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('remove' as const, 'vacation_start' as const, 'vacation_end' as const), id: member }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('weight' as const), id: member, weight: fc.integer({ min: 1, max: 99 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      id: member,
      delta: fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('tick' as const), hours: fc.integer({ min: 1, max: 24 * 50 }) }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'reset' as const }), weight: 1 },
);

const settingsArb: fc.Arbitrary<RoundRobinSettings> = fc.record({
  method: fc.constantFrom('round_robin_strict' as const, 'round_robin_available' as const, 'round_robin_balanced' as const),
  timeZone: fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Kolkata'),
  calibration: fc.record({
    resetPeriod: fc.constantFrom('monthly' as const, 'quarterly' as const),
    vacationCalibration: fc.boolean(),
    creditBack: fc.boolean(),
    ncCreditBack: fc.boolean(),
    cancelCreditBack: fc.boolean(),
    newMemberCalibration: fc.boolean(),
    reassignCalibration: fc.boolean(),
  }),
});

describe('the ledger', () => {
  it('replaying it gives the same state as applying the events one by one', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(op, { minLength: 1, maxLength: 150 }), (settings, ops) => {
        let now = Date.UTC(2024, 0, 5);
        let state = emptyRoundRobinState();
        const entries: LedgerEntry[] = [];
        const meetings: { meetingId: string; memberId: string; assignedAt: string }[] = [];
        for (const o of ops) {
          const at = new Date(now).toISOString();
          let event: RoundRobinEvent | null = null;
          const meeting = 'pick' in o && meetings.length ? meetings[o.pick % meetings.length] : null;
          switch (o.kind) {
            case 'tick':
              now += o.hours * 3_600_000;
              break;
            case 'add':
              event = { type: 'add_member', at, memberId: o.id, weight: o.weight };
              break;
            case 'assign': {
              const choice = chooseNext(state, { method: settings.method, availableMemberIds: o.free, now: at });
              if (choice.memberId) event = { type: 'assign', at, memberId: choice.memberId, meetingId: `mt${meetings.length}` };
              break;
            }
            case 'cancel':
            case 'no_show':
              if (meeting)
                event = { type: o.kind, at, memberId: meeting.memberId, meetingId: meeting.meetingId, assignedAt: meeting.assignedAt };
              break;
            case 'complete':
              if (meeting) event = { type: 'complete', at, memberId: meeting.memberId, meetingId: meeting.meetingId };
              break;
            case 'reassign':
              if (meeting) event = { type: 'reassign', at, meetingId: meeting.meetingId, fromMemberId: meeting.memberId, toMemberId: o.to };
              break;
            case 'remove':
              event = { type: 'remove_member', at, memberId: o.id };
              break;
            case 'vacation_start':
            case 'vacation_end':
              event = { type: o.kind, at, memberId: o.id };
              break;
            case 'weight':
              event = { type: 'set_weight', at, memberId: o.id, weight: o.weight };
              break;
            case 'adjust':
              event = { type: 'adjust', at, memberId: o.id, delta: o.delta, reason: 'Test adjustment' };
              break;
            case 'reset':
              event = { type: 'reset', at };
              break;
          }
          if (!event) continue;
          const result = applyEvent(state, event, settings);
          if (!result.ok) continue;
          state = result.state;
          entries.push(...result.entries);
          if (event.type === 'assign') meetings.push({ meetingId: event.meetingId, memberId: event.memberId, assignedAt: at });
          if (event.type === 'reassign' && meeting) meeting.memberId = event.toMemberId;
        }
        expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
        for (const entry of entries) expect(v.is(LedgerEntrySchema, entry)).toBe(true);
        expect(replayLedger(entries)).toEqual(state);
        // What the Durable Object stores is JSON; the stored form must replay identically too.
        expect(replayLedger(JSON.parse(JSON.stringify(entries)) as LedgerEntry[])).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });
});
