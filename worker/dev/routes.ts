import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { getDb } from '../db/client';
import { notFound } from '../http/errors';
import { isLocalDev } from '../http/local-dev';
import { seedDemo } from './seed';
import { benchMatch, fillBenchCrm } from './bench-match';
import { fillBenchCalendars } from './bench-calendars';
import { fillBenchReplay } from './bench-replay';
import { DEFAULT_CALIBRATION } from '../contracts/distribution';
import { sweepDueRedistributions } from '../features/routing-sessions/service';
import { sweepNoShowChecks } from '../features/no-show-detection/service';
import { ApiError } from '../http/errors';
import { fillUsageAccounts } from './bench-usage';

/** Development-only helpers; in production every path here is a 404. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isLocalDev(c.env, c.req.url)) throw notFound('Page');
    await next();
  })
  .post('/seed', async (c) => c.json({ data: await seedDemo(getDb(c.env.DB), c.env) }))
  // The e2e tests' clock: runs the redistribution sweep as if it were `at`, so a not-booked wait can pass instantly.
  .post('/routing/sweep', async (c) => {
    const at = Date.parse(c.req.query('at') ?? new Date().toISOString());
    if (Number.isNaN(at))
      throw new ApiError(422, 'invalid', 'at must be an ISO 8601 instant', undefined, [
        { status: '422', code: 'invalid', detail: 'at must be an ISO 8601 instant', source: { parameter: 'at' } },
      ]);
    return c.json({ data: { at: new Date(at).toISOString(), ...(await sweepDueRedistributions(c.env, getDb(c.env.DB), at)) } });
  })
  // The same clock for no-show detection: the cron sweep's check as if it were `at` (a meeting's end plus the wait).
  .post('/no-show/sweep', async (c) => {
    const at = Date.parse(c.req.query('at') ?? new Date().toISOString());
    if (Number.isNaN(at))
      throw new ApiError(422, 'invalid', 'at must be an ISO 8601 instant', undefined, [
        { status: '422', code: 'invalid', detail: 'at must be an ISO 8601 instant', source: { parameter: 'at' } },
      ]);
    return c.json({ data: { at: new Date(at).toISOString(), checked: await sweepNoShowChecks(c.env, getDb(c.env.DB), at) } });
  })
  // Browser tests cannot book in the past: this moves a booked meeting (and its blocks) to have ended 30 minutes ago, so it can be marked.
  .post('/meetings/:id/took-place', async (c) => {
    const row = await c.env.DB.prepare('select start_at as startAt, end_at as endAt from meetings where id = ?')
      .bind(c.req.param('id'))
      .first<{ startAt: number; endAt: number }>();
    if (!row) throw notFound('Meeting');
    const shift = Date.now() - 30 * 60_000 - row.endAt;
    await c.env.DB.batch([
      c.env.DB.prepare('update meetings set start_at = start_at + ?1, end_at = end_at + ?1 where id = ?2').bind(shift, c.req.param('id')),
      c.env.DB.prepare(
        'update meeting_participants set start_at = start_at + ?1, end_at = end_at + ?1, block_start = block_start + ?1, block_end = block_end + ?1 where meeting_id = ?2',
      ).bind(shift, c.req.param('id')),
    ]);
    return c.json({ data: { start: new Date(row.startAt + shift).toISOString(), end: new Date(row.endAt + shift).toISOString() } });
  })
  .post('/bench/crm-match', async (c) => {
    const records = Math.min(Number(c.req.query('records') ?? 100_000), 200_000);
    const lookups = Math.min(Number(c.req.query('lookups') ?? 300), 5_000);
    return c.json({ data: await benchMatch(c.env.DB, getDb(c.env.DB), records, lookups) });
  })
  // Benchmark setup: `records` generated CRM rows that stay until the next fill (router.submit bench).
  .post('/bench/crm-fill', async (c) => {
    const records = Math.min(Number(c.req.query('records') ?? 10_000), 200_000);
    await fillBenchCrm(c.env.DB, records);
    return c.json({ data: { records } });
  })
  // Benchmark setup: accounts with product usage scores (insights.accounts.100k bench).
  .post('/bench/usage-accounts', async (c) => {
    const accounts = Math.min(Number(c.req.query('accounts') ?? 100_000), 200_000);
    await fillUsageAccounts(c.env.DB, accounts);
    return c.json({ data: { accounts } });
  })
  // Benchmark setup: a router's sessions copied up to `sessions` over the last 30 days (replay.100k bench).
  .post('/bench/replay-fill', async (c) => {
    const sessions = Math.min(Number(c.req.query('sessions') ?? 100_000), 100_000);
    return c.json({ data: await fillBenchReplay(c.env.DB, c.req.query('router') ?? '', sessions, 30) });
  })
  // Benchmark setup: reps with warm calendar busy caches on one group link (slots endpoint bench).
  .post('/bench/calendars', async (c) => {
    const members = Math.min(Number(c.req.query('members') ?? 50), 200);
    const days = Math.min(Number(c.req.query('days') ?? 60), 120);
    return c.json({ data: await fillBenchCalendars(c.env.DB, c.req.query('link') ?? '', members, days) });
  })
  // Benchmark probe: n assignments through one fresh pod object, `concurrency` in flight at a time.
  .post('/bench/pod', async (c) => {
    const n = Math.min(Number(c.req.query('n') ?? 1000), 20_000);
    const concurrency = Math.min(Number(c.req.query('concurrency') ?? 16), 256);
    const stub = c.env.ROUND_ROBIN_POD.get(c.env.ROUND_ROBIN_POD.idFromName(`bench:${crypto.randomUUID()}`));
    const members = Array.from({ length: 10 }, (_, i) => ({ userId: `m${i}`, weight: 1 + (i % 3) }));
    const settings = { method: 'round_robin_strict' as const, timeZone: 'UTC', calibration: DEFAULT_CALIBRATION };
    await stub.configure(settings, members, new Date().toISOString());
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) {
          const i = next++;
          await stub.assign(`bench-${i}`, new Date().toISOString());
        }
      }),
    );
    const ms = Date.now() - started;
    return c.json({ data: { n, concurrency, ms, perSecond: (n / ms) * 1000 } });
  });
