import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { DecisionRecord } from '../contracts/routing-decision';
import { decideRouting } from '../core/routing/decide';
import { replayRoundRobin } from '../core/routing/assignment';
import { demo, uid } from './client';
import { crmAccount } from './routing-session-helpers';
import { createRelay, handoff, relayRefs, type RelayRefs } from './relay-fixtures';

// A relay decision is a decision record like an inbound one: its stored inputs replay to the same
// matching and distribution, and its strict pod turn replays to the same member; the routing log
// explains it with the booker.

let c: Awaited<ReturnType<typeof demo>>;
let refs: RelayRefs;

beforeAll(async () => {
  c = await demo();
  refs = await relayRefs(c.admin);
});

const recordOf = async (id: string) =>
  JSON.parse(
    (await env.DB.prepare('select decision from routing_sessions where id = ?').bind(id).first<{ decision: string }>())!.decision,
  ) as DecisionRecord;
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x));

describe('relay decisions replay', () => {
  it('an owner match and a strict pod turn each replay exactly from the stored record, and the log explains them with the booker', async () => {
    const relay = await createRelay(c.admin, refs);
    const owned = (await handoff(c.booker, relay.id, `lee-${uid()}@${await crmAccount('demo-ravi')}`)).body.data;
    const pooled = (await handoff(c.booker, relay.id, `kim-${uid()}@new-${uid()}.com`)).body.data;
    for (const s of [owned, pooled]) {
      const record = await recordOf(s.id);
      const replayed = decideRouting(record.inputs);
      expect(plain(replayed.matching)).toEqual(record.matching);
      expect(plain(replayed.distribution)).toEqual(record.distribution);
    }
    expect((await recordOf(owned.id)).matching.outcome).toBe('matched');
    const turn = (await recordOf(pooled.id)).roundRobin[0];
    expect(turn.chosenUserId).toBe(pooled.assignee.userId);
    expect(replayRoundRobin(turn)).toBe(pooled.assignee.userId);
    const log = await c.admin.json('GET', `/api/routing-logs/${pooled.id}`);
    expect(log.body.data.bookedBy).toBe('Bea Booker');
    expect(log.body.data.explanation[0]).toBe(`Bea Booker handed over ${pooled.prospect.email} through the relay "${pooled.relayName}"`);
  });
});
