import type { Db } from '../../../db/client';
import { runBatch, type Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import { CalendarAuthError, type CalendarProvider } from '../../../integrations/calendar/adapter';
import { randomToken, safeEqualStrings } from '../../../lib/crypto';
import type { IntegrationRow } from '../../integrations/service';
import { clientFor } from './clients';
import * as repo from '../repo';
import * as busyRepo from '../busy-repo';
import { DAY_MS } from '../../../contracts/scheduling-constants';

/** The cache covers yesterday to 120 days ahead: every booking window (at most 62 days a request) fits. */
export const CACHE_BACK_MS = DAY_MS;
export const CACHE_AHEAD_MS = 120 * DAY_MS;
/** A cache must still reach this far ahead, or the next sync re-reads the whole window. */
const MIN_AHEAD_MS = 90 * DAY_MS;
const CHANNEL_TTL_S = 7 * 24 * 3600;
/** Channels are renewed this long before they expire (the cron runs every few minutes). */
export const RENEW_BEFORE_MS = 24 * 3600_000;
/** A CalDAV calendar's cache is at most this old when slots are computed (the cron checks every minute, slots read it fresh past this). */
export const CALDAV_FRESH_MS = 60_000;

export const pushAddress = (env: Pick<Env, 'APP_URL'>, provider: CalendarProvider) =>
  `${env.APP_URL.replace(/\/$/, '')}/api/public/calendars/${provider === 'google_calendar' ? 'google' : 'microsoft'}/notifications`;

/**
 * Brings one calendar's busy cache up to date: incremental from its sync token, or a full read of the
 * window when there is none, the provider said 410, or the window must move forward. One D1 batch.
 */
export async function syncCalendar(
  env: Env,
  db: Db,
  cal: repo.MemberCalendarRow,
  integration: IntegrationRow,
  now = Date.now(),
  opts: { timeoutMs?: number; keepOnError?: boolean } = {},
): Promise<void> {
  const { timeoutMs, keepOnError = false } = opts;
  const window = { from: now - CACHE_BACK_MS, to: now + CACHE_AHEAD_MS };
  const stale = cal.cacheTo === null || cal.cacheTo < now + MIN_AHEAD_MS || cal.syncState !== 'warm';
  try {
    // All-day (and floating) events are the member's dates in the member's zone, whatever the calendar's.
    const timeZone = await repo.memberTimeZone(db, cal.accountId, cal.userId);
    const result = await clientFor(env, db, integration, timeoutMs).sync(
      { externalId: cal.externalId, timeZone },
      stale ? null : cal.syncToken,
      window,
    );
    const stmts: Stmt[] = busyRepo.applyChangesStmts(db, cal, result.changes, result.full);
    stmts.push(
      repo.setSyncStmt(db, cal.id, {
        syncState: 'warm',
        syncToken: result.syncToken,
        syncedAt: now,
        lastError: null,
        ...(result.full ? { cacheFrom: window.from, cacheTo: window.to } : {}),
      }),
    );
    await runBatch(db, stmts);
  } catch (err) {
    // A failed calendar is cold again: slots fall back to a live free/busy call, or to our meetings alone.
    // A slot-time freshness read that ran out of time leaves the cache as it was (`keepOnError`).
    if (keepOnError && !(err instanceof CalendarAuthError)) throw err;
    await repo.setSyncStmt(db, cal.id, { syncState: 'error', lastError: String((err as Error).message ?? err).slice(0, 500) }).run();
    if (!(err instanceof CalendarAuthError)) throw err;
  }
}

/** Opens a push channel for a checked calendar that has none (Google and Microsoft; CalDAV is polled). */
export async function ensureChannel(
  env: Env,
  db: Db,
  cal: repo.MemberCalendarRow,
  integration: IntegrationRow,
  now = Date.now(),
): Promise<void> {
  const client = clientFor(env, db, integration);
  if (!client.watch) return;
  const live = (await repo.channelsOfCalendar(db, cal.id)).filter((c) => c.expiresAt > now + RENEW_BEFORE_MS);
  if (live.length) return;
  const id = crypto.randomUUID();
  const token = randomToken();
  const ch = await client.watch(cal.externalId, {
    id,
    token,
    address: pushAddress(env, integration.provider as CalendarProvider),
    ttlSeconds: CHANNEL_TTL_S,
  });
  await repo
    .insertChannelStmt(db, {
      id,
      accountId: cal.accountId,
      calendarId: cal.id,
      provider: integration.provider,
      resourceId: ch.resourceId,
      token,
      expiresAt: ch.expiresAt,
      createdAt: now,
    })
    .run();
}

/** Stops a calendar's channels at the provider (best effort) and forgets them. */
export async function stopChannels(env: Env, db: Db, cal: repo.MemberCalendarRow, integration: IntegrationRow): Promise<void> {
  const client = clientFor(env, db, integration);
  for (const ch of await repo.channelsOfCalendar(db, cal.id)) {
    await client.stopWatch?.({ id: ch.id, resourceId: ch.resourceId }).catch(() => undefined);
    await repo.deleteChannelStmt(db, ch.id).run();
  }
}

/** After a member changes which calendars are checked: sync and watch the checked ones, stop watching the others. */
export async function refreshWatched(env: Env, db: Db, integration: IntegrationRow, now = Date.now()) {
  for (const cal of await repo.calendarsOfIntegration(db, integration.id)) {
    try {
      if (cal.checkConflicts) {
        await syncCalendar(env, db, cal, integration, now);
        await ensureChannel(env, db, cal, integration, now);
      } else {
        await stopChannels(env, db, cal, integration);
        await repo.setSyncStmt(db, cal.id, { syncState: 'cold', syncToken: null, cacheFrom: null, cacheTo: null }).run();
      }
    } catch (err) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'calendar refresh failed', calendarId: cal.id, error: String(err) }));
    }
  }
}

/** A push notification for a channel: sync its calendar. Answers false for an unknown or forged channel. */
export async function onPush(env: Env, db: Db, channelId: string, token: string | null, resourceId: string | null): Promise<boolean> {
  const ch = await repo.channelById(db, channelId);
  if (!ch || !token || !safeEqualStrings(ch.token, token) || (resourceId !== null && ch.resourceId !== resourceId)) return false;
  const cal = await repo.calendarById(db, ch.calendarId);
  const integration = cal && (await repo.integrationById(db, cal.integrationId));
  if (!cal || !integration || integration.status !== 'connected') return true;
  await syncCalendar(env, db, cal, integration);
  return true;
}

/** The cron's share: renew channels that expire within a day, and sync calendars whose cache is cold or old. */
export async function calendarMaintenance(env: Env, db: Db, now = Date.now()) {
  for (const ch of await repo.channelsExpiringBefore(db, now + RENEW_BEFORE_MS, 50)) {
    const cal = await repo.calendarById(db, ch.calendarId);
    const integration = cal && (await repo.integrationById(db, cal.integrationId));
    try {
      if (cal && integration?.status === 'connected' && cal.checkConflicts) {
        await ensureChannel(env, db, cal, integration, now);
        await clientFor(env, db, integration)
          .stopWatch?.({ id: ch.id, resourceId: ch.resourceId })
          .catch(() => undefined);
      }
      await repo.deleteChannelStmt(db, ch.id).run();
    } catch (err) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'channel renewal failed', channelId: ch.id, error: String(err) }));
    }
  }
  // Push providers are re-read every 6 hours as a safety net; CalDAV has no push, so each calendar in use
  // is asked for its CTag every pass (a one-request PROPFIND; the window is re-read only when it moved).
  for (const cal of await repo.calendarsNeedingSync(
    db,
    { staleBefore: now - 6 * 3600_000, caldavStaleBefore: now - CALDAV_FRESH_MS + 10_000, now },
    50,
  )) {
    const integration = await repo.integrationById(db, cal.integrationId);
    if (integration?.status !== 'connected') continue;
    await syncCalendar(env, db, cal, integration, now).catch((err) =>
      console.warn(JSON.stringify({ level: 'warn', msg: 'calendar sync failed', calendarId: cal.id, error: String(err) })),
    );
  }
}
