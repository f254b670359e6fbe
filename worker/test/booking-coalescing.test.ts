import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { demo } from './client';
import { bookWithEnv, createLink, futureAt, openMeetingType } from './booking-helpers';
import { countingD1 } from './d1-counter';

// Requests one isolate serves at once share what they can: one read of a link for a burst of bookings of it, a few
// reads of a slot for a burst of bookings of it, and one write (the others learn they lost from the write that won,
// not from the no-overlap trigger). Exact outcomes stay those of the race tests in booking.test.ts; here the round trips are counted.

const isWrite = (sql: string[]) => sql.some((s) => s.startsWith('insert into "meetings"'));
/** The booking's first read: the stored answer for its key, the slot's calendars and, unless it will likely lose, its context. */
const isSlotRead = (sql: string[]) => sql.some((s) => s.includes('from "idempotency_keys"'));
const isKeyRead = (s: string) => s.includes('from "idempotency_keys"');
/** Whether a read holds the booking context (its meeting settings, among the scheduler domain and the host's tools). */
const readsContext = (c: { sql: string[] }) => c.sql.some((s) => s.includes('from "meeting_settings"'));
const isLinkRead = (sql: string[]) => sql.some((s) => s.includes('from "meeting_links"') && s.includes('"slug"'));

async function setup(owner: string) {
  const { admin } = await demo();
  const type = await openMeetingType(admin, [owner]);
  const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: owner });
  const d1 = countingD1(env.DB);
  const counted = { ...env, DB: d1.db } as Env;
  const book = async (start: string, key: string = crypto.randomUUID()) => {
    const res = await bookWithEnv(counted, link.slug, { start }, key);
    return { status: res.status, body: await res.json<any>() };
  };
  return { link, d1, book };
}

describe('bookings racing in one isolate', () => {
  it('30 bookings of one slot at once: one write, one read of the link, two of the slot, one 201 and 29 slot_taken', async () => {
    const { d1, book } = await setup('demo-booker');
    const start = futureAt(11, 0, 6);
    const results = await Promise.all(Array.from({ length: 30 }, () => book(start)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status === 409);
    expect(losers).toHaveLength(29);
    for (const l of losers) expect(l.body.errors[0].code).toBe('slot_taken');
    expect(d1.calls.filter((c) => isWrite(c.sql))).toHaveLength(1);
    expect(d1.calls.filter((c) => isLinkRead(c.sql))).toHaveLength(1);
    // The first reads the slot alone; the 29 that ask while it runs share one batch: their keys, the slot's statements once.
    expect(d1.calls.filter((c) => isSlotRead(c.sql)).map((c) => c.sql.filter(isKeyRead).length)).toEqual([1, 29]);
  }, 60_000);

  it('a booking after the race reads anew: the link once more, and a free slot is written', async () => {
    const { d1, book } = await setup('demo-ravi');
    expect((await book(futureAt(12, 0, 6))).status).toBe(201);
    expect((await book(futureAt(12, 0, 6))).status).toBe(409);
    expect((await book(futureAt(13, 0, 6))).status).toBe(201);
    expect(d1.calls.filter((c) => isLinkRead(c.sql))).toHaveLength(3);
    // The second booking read the slot taken, so it wrote nothing; the first and the third wrote.
    expect(d1.calls.filter((c) => isWrite(c.sql))).toHaveLength(2);
  }, 60_000);

  it('bookings after this isolate took their slot read only what decides it, and one that wins reads the rest', async () => {
    const { d1, book } = await setup('demo-manager');
    const start = futureAt(15, 0, 6);
    expect((await book(start)).status).toBe(201);
    expect(d1.calls.filter((c) => isSlotRead(c.sql)).map(readsContext)).toEqual([true]);
    d1.reset();
    const late = await Promise.all(Array.from({ length: 10 }, () => book(start)));
    expect(late.map((r) => r.status)).toEqual(Array(10).fill(409));
    // The first reads alone; the nine that ask while it runs share the next batch: each its key, the slot's once.
    const reads = d1.calls.filter((c) => isSlotRead(c.sql));
    expect(reads.map((c) => c.sql.filter(isKeyRead).length)).toEqual([1, 9]);
    expect(reads.map(readsContext)).toEqual([false, false]);
    console.log(
      'FULLSQL',
      JSON.stringify(
        d1.calls.map((c) => c.sql.map((x) => x.slice(0, 90))),
        null,
        1,
      ),
    );
    // Cancelled meanwhile, the time is free again: the next booking reads its context after the slot (one round trip
    // more than a booking that nobody raced: the slot with the link as this isolate last read it, the context, the
    // write) and wins.
    await env.DB.prepare('update meeting_participants set active = 0 where block_start <= ? and block_end > ?')
      .bind(Date.parse(start), Date.parse(start))
      .run();
    d1.reset();
    expect((await book(start)).status).toBe(201);
    expect(d1.calls.filter((c) => c.kind === 'batch').length).toBe(3);
  }, 60_000);

  it('a retry with the same Idempotency-Key racing its first attempt gets the first answer, not slot_taken', async () => {
    const { book } = await setup('demo-ursula');
    const key = crypto.randomUUID();
    const start = futureAt(14, 0, 6);
    const results = await Promise.all([book(start, key), book(start, key), book(start), book(start, key)]);
    const keyed = [results[0], results[1], results[3]];
    expect(keyed.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(keyed.map((r) => r.body.data.id)).size).toBe(1);
    expect(results[2].status).toBe(409);
  }, 60_000);
});
