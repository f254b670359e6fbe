import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { lostAlready, readMark, takenSinceRead, writing, type Taking } from './book-inflight';
import type { BookingPlan } from './book-plan';

// The registry alone, with a database handle of its own per test (the registry is kept per handle).
const handle = () => ({}) as Db;
const at = (people: string[], start: number, extra: Partial<Taking> = {}): Taking => ({
  people,
  block: { blockStart: start, blockEnd: start + 30 * 60_000 },
  claim: null,
  key: null,
  ...extra,
});
const T0 = Date.parse('2027-01-05T10:00:00Z');

describe('the booking writes of one isolate', () => {
  it('a write committed after a read takes that time from it; one committed before it does not', async () => {
    const db = handle();
    const before = readMark();
    writing(db, at(['ada'], T0))(true);
    const after = readMark();
    expect(await takenSinceRead(db, at(['ada'], T0 + 15 * 60_000), before)).toBe('time');
    expect(await takenSinceRead(db, at(['ada'], T0), after)).toBe(null);
    // Other people, the time next to it, or a retry with the same key are not taken.
    expect(await takenSinceRead(db, at(['bo'], T0), before)).toBe(null);
    expect(await takenSinceRead(db, at(['ada'], T0 + 30 * 60_000), before)).toBe(null);
  });

  it('waits for a write still running, and only a commit takes the time', async () => {
    const db = handle();
    const mark = readMark();
    const won = writing(db, at(['ada'], T0));
    const lost = writing(db, at(['bo'], T0));
    const adas = takenSinceRead(db, at(['ada'], T0), mark);
    const bos = takenSinceRead(db, at(['bo'], T0), mark);
    won(true);
    lost(false);
    expect(await adas).toBe('time');
    expect(await bos).toBe(null);
  });

  it("a session's claim is taken whatever the time; a retry with the same key is left to its batch", async () => {
    const db = handle();
    const mark = readMark();
    writing(db, at(['ada'], T0, { claim: 'session-1', key: 'k1' }))(true);
    expect(await takenSinceRead(db, at(['bo'], T0 + 86_400_000, { claim: 'session-1' }), mark)).toBe('claim');
    expect(await takenSinceRead(db, at(['ada'], T0, { claim: 'session-1', key: 'k1' }), mark)).toBe(null);
  });

  it('does not wait on a write whose request never came back (cancelled mid-write), and forgets it', async () => {
    const db = handle();
    const mark = readMark();
    const now = Date.now();
    const plan = {
      hosts: [{ id: 'ada' }],
      internalGuests: [],
      mode: 'all',
      start: T0,
      type: { durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
      claim: null,
      idempotency: null,
    } as unknown as BookingPlan;
    writing(db, at(['ada'], T0), now - 5_000); // never settled
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 200));
    expect(await Promise.race([takenSinceRead(db, at(['ada'], T0), mark, now), waited])).toBe(null);
    expect(lostAlready(db, plan)).toBe(true);
    // Ten seconds after it started, the next write lets it go.
    writing(db, at(['bo'], T0), now + 6_000)(true);
    expect(lostAlready(db, plan)).toBe(false);
  });
});
