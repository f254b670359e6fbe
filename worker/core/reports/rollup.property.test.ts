import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDeltas, dayInZone, encodeKey, meetingKey, moveDeltas, sessionKey, tally, type MeetingFacts, type RollupKey, type SessionFacts } from './keys';

// The raw rows as the write path leaves them, and the events it writes in the same batch. The handler
// under test converges on the current row (it is delivered late, twice, out of order); after every
// delivery has happened the rollup must equal a recount of the raw rows.

type World = { sessions: Map<string, SessionFacts>; meetings: Map<string, MeetingFacts>; events: { kind: 'session' | 'meeting'; id: string }[] };

const MEMBERS = ['u1', 'u2', 'u3'];
const ROUTERS = [
  ['r1', 'inbound'],
  ['c1', 'campaign'],
  ['y1', 'relay'],
] as const;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 1);

type Op =
  | { op: 'submit'; router: number; member: number; disqualify: boolean; at: number }
  | { op: 'book'; pick: number; at: number; booker: number }
  | { op: 'not_book'; pick: number }
  | { op: 'redistribute'; pick: number; member: number }
  | { op: 'cancel' | 'no_show' | 'complete'; pick: number }
  | { op: 'reassign'; pick: number; member: number }
  | { op: 'deliver'; pick: number; duplicate: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('submit' as const), router: fc.nat(2), member: fc.nat(3), disqualify: fc.boolean(), at: fc.integer({ min: 0, max: 40 * DAY }) }),
  fc.record({ op: fc.constant('book' as const), pick: fc.nat(), at: fc.integer({ min: 0, max: 5 * DAY }), booker: fc.nat(3) }),
  fc.record({ op: fc.constant('not_book' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('redistribute' as const), pick: fc.nat(), member: fc.nat(2) }),
  fc.record({ op: fc.constantFrom('cancel' as const, 'no_show' as const, 'complete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('reassign' as const), pick: fc.nat(), member: fc.nat(2) }),
  fc.record({ op: fc.constant('deliver' as const), pick: fc.nat(), duplicate: fc.boolean() }),
);

const pickOf = <T>(items: T[], n: number) => (items.length ? items[n % items.length] : undefined);

function apply(w: World, o: Op, seq: number) {
  const sessions = [...w.sessions.values()];
  const meetings = [...w.meetings.values()];
  switch (o.op) {
    case 'submit': {
      const [routerId, routerKind] = ROUTERS[o.router];
      const id = `s${seq}`;
      w.sessions.set(id, { id, createdAt: T0 + o.at, routerId, routerKind, assigneeUserId: o.disqualify || o.member === 3 ? null : MEMBERS[o.member], outcome: o.disqualify ? 'disqualified' : 'pending' });
      w.events.push({ kind: 'session', id });
      return;
    }
    case 'book': {
      const s = pickOf(sessions.filter((x) => x.outcome === 'pending' || x.outcome === 'not_booked'), o.pick);
      if (!s) return;
      const host = s.assigneeUserId ?? MEMBERS[0];
      s.outcome = 'booked';
      s.assigneeUserId = host;
      const id = `m${seq}`;
      const relay = s.routerKind === 'relay';
      w.meetings.set(id, {
        id,
        createdAt: s.createdAt + o.at,
        status: 'scheduled',
        hostUserId: host,
        bookedByUserId: null,
        source: 'router',
        session: { routerKind: s.routerKind, routerId: s.routerId, podId: 'p1', bookedByUserId: relay && o.booker < 3 ? MEMBERS[o.booker] : null, bookedBySource: relay ? (o.booker < 3 ? 'routewise_app' : 'relay_link') : null },
      });
      w.events.push({ kind: 'session', id: s.id }, { kind: 'meeting', id });
      return;
    }
    case 'not_book': {
      const s = pickOf(sessions.filter((x) => x.outcome === 'pending'), o.pick);
      if (!s) return;
      s.outcome = 'not_booked';
      w.events.push({ kind: 'session', id: s.id });
      return;
    }
    case 'redistribute': {
      const s = pickOf(sessions.filter((x) => x.outcome === 'pending' || x.outcome === 'not_booked'), o.pick);
      if (!s) return;
      s.assigneeUserId = MEMBERS[o.member];
      s.outcome = 'pending';
      w.events.push({ kind: 'session', id: s.id });
      return;
    }
    case 'reassign': {
      const m = pickOf(meetings.filter((x) => x.status === 'scheduled'), o.pick);
      if (!m) return;
      m.hostUserId = MEMBERS[o.member];
      w.events.push({ kind: 'meeting', id: m.id });
      return;
    }
    case 'deliver':
      return;
    default: {
      const m = pickOf(meetings.filter((x) => x.status === 'scheduled' || (o.op !== 'cancel' && x.status !== 'cancelled')), o.pick);
      if (!m) return;
      m.status = o.op === 'cancel' ? 'cancelled' : o.op === 'no_show' ? 'no_show' : 'completed';
      w.events.push({ kind: 'meeting', id: m.id });
    }
  }
}

/** The handler as the worker runs it: load the subject now, move its count from the counted key to its current one. */
function handle(w: World, contributions: Map<string, string>, rollup: Map<string, number>, e: { kind: 'session' | 'meeting'; id: string }, dayOf: (ms: number) => string) {
  const current: RollupKey | null = e.kind === 'session' ? sessionKey(w.sessions.get(e.id)!, dayOf) : meetingKey(w.meetings.get(e.id)!, dayOf);
  const ref = `${e.kind}:${e.id}`;
  const deltas = moveDeltas(contributions.get(ref) ?? null, current);
  if (!deltas.length) return;
  applyDeltas(rollup, deltas);
  contributions.set(ref, encodeKey(current));
}

function recount(w: World, dayOf: (ms: number) => string) {
  return tally([...[...w.sessions.values()].map((s) => sessionKey(s, dayOf)), ...[...w.meetings.values()].map((m) => meetingKey(m, dayOf))]);
}

describe('rollups', () => {
  it('equal a recount of the raw rows after any sequence of changes, late, duplicate and reordered deliveries', () => {
    const dayOf = dayInZone('America/New_York');
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 120 }), fc.array(fc.nat(), { maxLength: 50 }), (ops, finalOrder) => {
        const w: World = { sessions: new Map(), meetings: new Map(), events: [] };
        const contributions = new Map<string, string>();
        const rollup = new Map<string, number>();
        let delivered = 0;
        ops.forEach((o, i) => {
          apply(w, o, i);
          if (o.op === 'deliver' && w.events.length) {
            // Deliver a random pending event now (reading the state as it is now), maybe once more later.
            const idx = delivered + (o.pick % (w.events.length - delivered || 1));
            const e = w.events[Math.min(idx, w.events.length - 1)];
            handle(w, contributions, rollup, e, dayOf);
            if (o.duplicate) handle(w, contributions, rollup, e, dayOf);
            delivered = Math.min(delivered + 1, w.events.length);
          }
        });
        // Every event is delivered eventually, in a shuffled order.
        const rest = [...w.events];
        for (const n of finalOrder) if (rest.length > 1) rest.push(rest.splice(n % rest.length, 1)[0]);
        for (const e of rest) handle(w, contributions, rollup, e, dayOf);
        expect(Object.fromEntries(rollup)).toEqual(Object.fromEntries(recount(w, dayOf)));
      }),
      { numRuns: 300 },
    );
  });

  it('moves a redistributed session to the new member on the same day, and a cancelled meeting to cancelled', () => {
    const dayOf = dayInZone('UTC');
    const s: SessionFacts = { id: 's', createdAt: T0, routerKind: 'inbound', routerId: 'r1', assigneeUserId: 'u1', outcome: 'pending' };
    const counted = encodeKey(sessionKey(s, dayOf));
    const moved = moveDeltas(counted, sessionKey({ ...s, assigneeUserId: 'u2' }, dayOf));
    expect(moved.map((d) => [d.by, d.key.kind === 'funnel' && d.key.memberId, d.key.day])).toEqual([
      [-1, 'u1', '2026-03-01'],
      [1, 'u2', '2026-03-01'],
    ]);
    expect(moveDeltas(counted, sessionKey(s, dayOf))).toEqual([]);
  });
});
