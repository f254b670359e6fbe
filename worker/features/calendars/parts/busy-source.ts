import { env as workerEnv } from 'cloudflare:workers';
import type { Db } from '../../../db/client';
import { known, type Read } from '../../../db/batch';
import type { Env } from '../../../env';
import type { BusyByUser, BusyQuery, BusyTimeSource } from '../../../integrations/calendar/busy-time';
import { clientFor } from './clients';
import * as repo from '../repo';
import * as busyRepo from '../busy-repo';
import { CALDAV_FRESH_MS, syncCalendar } from './sync';

/** The live free/busy fallback of a cold cache may cost a slots request at most this long. */
export const LIVE_TIMEOUT_MS = 1500;

/**
 * Connected calendars as busy time. A warm cache answers from D1 alone, read in the slot path's one batch with the
 * availability and the own-meetings query (`calendarBusyRead`: no extra round trip, no outside call). A calendar whose cache is
 * cold or does not cover the window is asked live, all of them at once, under LIVE_TIMEOUT_MS; one that
 * does not answer in time is left out rather than holding up the booking page.
 */
export class CalendarBusySource implements BusyTimeSource {
  readonly name = 'calendars';
  constructor(
    private readonly db: Db,
    private readonly env: Env | undefined,
    private readonly timeoutMs = LIVE_TIMEOUT_MS,
  ) {}

  async busy(q: BusyQuery): Promise<BusyByUser> {
    if (!q.userIds.length) return new Map(q.userIds.map((id) => [id, []]));
    return this.busyFrom(q, await busyRepo.cachedBusy(this.db, q.accountId, q.userIds, q.from, q.to));
  }

  /** Busy time from the cache as read (by `busy`, or in a caller's batch with `calendarBusyRead`). */
  async busyFrom(q: BusyQuery, cached: busyRepo.CachedBusy): Promise<BusyByUser> {
    const out: BusyByUser = new Map(q.userIds.map((id) => [id, []]));
    let { calendars, busy } = cached;
    if (!calendars.length) return out;
    if (this.env && (await this.freshen(calendars)))
      ({ calendars, busy } = await busyRepo.cachedBusy(this.db, q.accountId, q.userIds, q.from, q.to));
    // Busy time before now never matters (past slots are not offered), so a cache from yesterday on is enough.
    const needFrom = Math.max(q.from, Date.now() - 86_400_000);
    const warm = new Set(
      calendars
        .filter((c) => c.syncState === 'warm' && c.cacheFrom !== null && c.cacheTo !== null && c.cacheFrom <= needFrom && c.cacheTo >= q.to)
        .map((c) => c.id),
    );
    for (const b of busy) if (warm.has(b.calendarId)) out.get(b.userId)?.push({ start: b.start, end: b.end });
    const cold = calendars.filter((c) => !warm.has(c.id));
    if (cold.length && this.env) await this.live(cold, q, out);
    return out;
  }

  /**
   * CalDAV has no push: a warm CalDAV cache older than CALDAV_FRESH_MS (the cron missed a pass) is
   * checked now, its CTag first and the window only if that moved, all such calendars at once and
   * within the live budget. One that does not answer in time keeps its cache, and the log says so.
   * Answers whether any cache was brought up to date (the caller reads the cache again).
   */
  private async freshen(calendars: busyRepo.CachedBusy['calendars']): Promise<boolean> {
    const now = Date.now();
    const stale = calendars.filter((c) => c.provider === 'caldav' && c.syncState === 'warm' && (c.syncedAt ?? 0) < now - CALDAV_FRESH_MS);
    if (!stale.length) return false;
    const env = this.env!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.timeoutMs)));
    const results = await Promise.all(
      stale.map(async (c) => {
        const read = (async () => {
          const [cal, row] = await Promise.all([repo.calendarById(this.db, c.id), repo.integrationById(this.db, c.integrationId)]);
          if (!cal || row?.status !== 'connected') return false;
          await syncCalendar(env, this.db, cal, row, now, { timeoutMs: this.timeoutMs, keepOnError: true });
          return true;
        })();
        const answer = await Promise.race([read.catch((err: unknown) => err as Error), deadline]);
        if (answer === true || answer === false) return answer;
        read.catch(() => undefined);
        console.warn(
          JSON.stringify({
            level: 'warn',
            msg: 'calendar freshness read failed: slots used the cached busy time',
            calendarId: c.id,
            syncedAt: c.syncedAt,
            error: answer === 'timeout' ? `no answer within ${this.timeoutMs} ms` : String(answer),
          }),
        );
        return false;
      }),
    );
    clearTimeout(timer);
    return results.some(Boolean);
  }

  private async live(cold: busyRepo.CachedBusy['calendars'], q: BusyQuery, out: BusyByUser) {
    const env = this.env!;
    const byIntegration = new Map<string, typeof cold>();
    for (const c of cold) byIntegration.set(c.integrationId, [...(byIntegration.get(c.integrationId) ?? []), c]);
    const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), this.timeoutMs));
    await Promise.all(
      [...byIntegration].map(async ([integrationId, cals]) => {
        try {
          const work = (async () => {
            const row = await repo.integrationById(this.db, integrationId);
            if (!row || row.status !== 'connected') return null;
            return clientFor(env, this.db, row, this.timeoutMs).freeBusy(cals, q.from, q.to);
          })();
          const answer = await Promise.race([work, deadline]);
          if (answer === 'timeout' || answer === null) return;
          for (const c of cals) out.get(c.userId)?.push(...(answer.get(c.externalId) ?? []));
        } catch (err) {
          console.warn(JSON.stringify({ level: 'warn', msg: 'live free/busy failed', integrationId, error: String(err) }));
        }
      }),
    );
  }
}

/**
 * The source for the slot path. The worker's bindings come from `cloudflare:workers` so the live
 * fallback can reach the vault and the providers without threading env through every slots caller.
 */
export function calendarBusySource(db: Db): BusyTimeSource {
  return new CalendarBusySource(db, workerEnv as unknown as Env);
}

/** The calendars' busy time as a read that joins a caller's batch (a cold or stale cache still reads further). */
export function calendarBusyRead(db: Db, q: BusyQuery): Read<BusyByUser> {
  if (!q.userIds.length) return known(new Map());
  const source = new CalendarBusySource(db, workerEnv as unknown as Env);
  return {
    stmts: [...busyRepo.cachedBusyStmts(db, q.accountId, q.userIds, q.from, q.to)],
    of: (results) => source.busyFrom(q, busyRepo.cachedBusyOf(results)),
  };
}
