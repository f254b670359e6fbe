import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { RoundRobinSettings } from '../contracts/round-robin';
import { DEFAULT_CALIBRATION } from '../contracts/distribution';

const settings: RoundRobinSettings = {
  method: 'round_robin_strict',
  timeZone: 'America/New_York',
  calibration: { ...DEFAULT_CALIBRATION, reassignCalibration: false },
};
const now = () => new Date().toISOString();
const pod = (name: string) => env.ROUND_ROBIN_POD.get(env.ROUND_ROBIN_POD.idFromName(name));

describe('round-robin pod object', () => {
  it('200 concurrent assignments produce exactly the counts the ledger shows', async () => {
    const stub = pod(`concurrency-${crypto.randomUUID()}`);
    await stub.configure(
      settings,
      [
        { userId: 'a', weight: 50 },
        { userId: 'b', weight: 30 },
        { userId: 'c', weight: 20 },
      ],
      now(),
    );
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => stub.assign(`m-${i}`, now())));
    const chosen = results.map((r) => r.memberId);
    expect(chosen.every((m) => m !== null)).toBe(true);
    const counts = Object.fromEntries(['a', 'b', 'c'].map((id) => [id, chosen.filter((m) => m === id).length]));
    const ledger = await stub.ledger(null, 500);
    const assigned = ledger.filter((e) => e.type === 'meeting_assigned');
    expect(assigned).toHaveLength(200);
    for (const id of ['a', 'b', 'c'])
      expect(assigned.filter((e) => e.type === 'meeting_assigned' && e.memberId === id)).toHaveLength(counts[id]);
    // Strict weights 50/30/20 over 200: every member within one assignment of their share.
    expect(Math.abs(counts.a - 100)).toBeLessThanOrEqual(1);
    expect(Math.abs(counts.b - 60)).toBeLessThanOrEqual(1);
    expect(Math.abs(counts.c - 40)).toBeLessThanOrEqual(1);
    const seqs = ledger.map((e) => e.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    const snap = await stub.snapshot(now());
    expect(snap.state.members.find((m) => m.memberId === 'a')!.assigned).toBe(counts.a);
  });

  it('syncs members on configure and refuses a manual calibration without a reason', async () => {
    const stub = pod(`config-${crypto.randomUUID()}`);
    await stub.configure(
      settings,
      [
        { userId: 'a', weight: 1 },
        { userId: 'b', weight: 1 },
      ],
      now(),
    );
    await stub.configure(
      settings,
      [
        { userId: 'b', weight: 3 },
        { userId: 'c', weight: 1 },
      ],
      now(),
    );
    const snap = await stub.snapshot(now());
    const active = snap.state.members.filter((m) => m.active).map((m) => [m.memberId, m.weight]);
    expect(active).toEqual(
      expect.arrayContaining([
        ['b', 3],
        ['c', 1],
      ]),
    );
    expect(active).toHaveLength(2);
    const types = (await stub.ledger(null, 50)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['user_added', 'user_removed']));
    const refused = await stub.record({ type: 'adjust', memberId: 'b', delta: 2, reason: '', at: now() } as never);
    expect(refused.ok).toBe(false);
    const adjusted = await stub.record({ type: 'adjust', memberId: 'b', delta: 2, reason: 'Covered a colleague', at: now() });
    expect(adjusted.ok).toBe(true);
  });

  it('keeps its state across evictions (storage is the truth)', async () => {
    const name = `persist-${crypto.randomUUID()}`;
    await pod(name).configure(settings, [{ userId: 'x', weight: 1 }], now());
    await pod(name).assign('m-1', now());
    const { evictDurableObject } = await import('cloudflare:test');
    await evictDurableObject(pod(name) as never).catch(() => undefined);
    const snap = await pod(name).snapshot(now());
    expect(snap.state.members[0].assigned).toBe(1);
  });
});
