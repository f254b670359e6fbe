import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { demo } from './client';
import { book, bookWithEnv, createLink, futureAt, openMeetingType } from './booking-helpers';
import { countingD1 } from './d1-counter';

// A booking checks one start, so it reads only the busy time that can block it (busyThatCanBlock): the host's blocks
// that, widened by the type's buffers, overlap the meeting. A host with a full day pays for a few rows, not the
// hundred of the days around; the answers stay those of the slots the booker was shown.

/** The rows each statement of each D1 batch answered, by the statement's SQL. */
function recordingRows(d1: D1Database) {
  const counted = countingD1(d1);
  const batches: { sql: string; rows: number }[][] = [];
  const run = counted.db.batch.bind(counted.db);
  (counted.db as { batch: (stmts: D1PreparedStatement[]) => Promise<D1Result[]> }).batch = async (stmts) => {
    const results = await run(stmts);
    const sql = counted.calls[counted.calls.length - 1].sql;
    batches.push(results.map((r, i) => ({ sql: sql[i], rows: (r.results ?? []).length })));
    return results;
  };
  return { db: counted.db, batches };
}

async function setUp(overrides: Record<string, unknown> = {}) {
  const { admin } = await demo();
  const type = await openMeetingType(admin, ['demo-ravi'], { bufferBeforeMinutes: 15, bufferAfterMinutes: 10, ...overrides });
  const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ravi' });
  return link.slug;
}

/** The rows of Ravi's own busy time that a booking at 11:30 read, after a day full but for it (`weeksAhead` apart per test). */
async function busyRowsRead(slug: string, weeksAhead: number) {
  for (const hour of [7, 8, 9, 10, 13, 14, 15, 16]) expect((await book(slug, { start: futureAt(hour, 0, weeksAhead) })).status).toBe(201);
  const rows = recordingRows(env.DB);
  const res = await bookWithEnv({ ...env, DB: rows.db } as Env, slug, { start: futureAt(11, 30, weeksAhead) });
  expect(res.status).toBe(201);
  const ownBusy = rows.batches
    .flat()
    .filter((s) => s.sql.startsWith('select "user_id", "block_start", "block_end" from "meeting_participants"'));
  expect(ownBusy.length).toBeGreaterThan(0);
  return ownBusy.map((s) => s.rows);
}

describe('a booking reads the busy time that can block its start', () => {
  it('and none of the rest of a full day', async () => {
    const ownBusy = await busyRowsRead(await setUp(), 2);
    // 11:30-12:00 with 15 minutes before and 10 after: the 10:00 block ends 10:40 and the 13:00 one starts 12:45.
    expect(ownBusy).toEqual(ownBusy.map(() => 0));
  });

  it('but a booking window counted in days with slots still reads the days around', async () => {
    const ownBusy = await busyRowsRead(await setUp({ bookingWindowKind: 'available_days', bookingWindowDays: 60 }), 4);
    expect(ownBusy.some((n) => n >= 8)).toBe(true);
  });

  it('still refuses a start inside a neighbour widened by the buffers, and takes the first one after it', async () => {
    const slug = await setUp();
    // Ravi's block for 10:00-10:30 is 09:45-10:40; widened by this type's buffers it blocks starts from 09:05 to 10:55.
    // A week after the first test's day, which Ravi has full (and before the third test's).
    const at = (hour: number, minute = 0) => futureAt(hour, minute, 3);
    expect((await book(slug, { start: at(10) })).status).toBe(201);
    expect((await book(slug, { start: at(10, 45) })).body.errors[0].code).toBe('slot_taken');
    expect((await book(slug, { start: at(9, 15) })).body.errors[0].code).toBe('slot_taken');
    expect((await book(slug, { start: at(11) })).status).toBe(201);
    expect((await book(slug, { start: at(9) })).status).toBe(201);
  });
});
