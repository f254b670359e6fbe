import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type { MeetingSummaryDto } from '../../contracts/meetings';
import type { DashboardLinkDto, FunnelDto, MyDashboardDto, OverviewDashboardDto, RouterAttentionDto, RouterAttentionReason } from '../../contracts/dashboard';
import { localDate } from '../../core/meeting-types/event-status';
import { startOfLocalDay } from '../../core/round-robin/period';
import { sessionDto } from '../auth/service';
import { listMeetings } from '../meetings/queries';
import { listLinks } from '../meeting-links/service';
import { listRouters } from '../routers/service';
import { listLogs, routerTallies } from '../routing-logs/service';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The meetings list is paged by 50; a dashboard never walks further than this many pages. */
const MAX_PAGES = 10;
const NEXT_MEETINGS = 5;
const iso = (ms: number) => new Date(ms).toISOString();

/** The viewer's own zone from their profile, else the organization's. */
async function viewerZone(db: Db, caller: Caller) {
  const s = await sessionDto(db, caller.userId);
  return s.user.timezone || s.account.defaultTimezone || 'UTC';
}

/** [start of today, start of tomorrow) in a zone. */
export function todayBounds(now: number, zone: string): { from: number; to: number } {
  const [y, m, d] = localDate(now, zone).split('-').map(Number);
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1));
  return { from: startOfLocalDay(y, m, d, zone), to: startOfLocalDay(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), zone) };
}

/**
 * Scheduled meetings the caller may see, earliest first, starting at or after `from` (ending after it),
 * until `enough` says stop. The list is paged upcoming-first, so the walk stops at the first page past the window.
 */
async function scheduledFrom(db: Db, caller: Caller, mine: boolean, from: number, enough: (found: MeetingSummaryDto[], lastStart: number) => boolean) {
  const found: MeetingSummaryDto[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, meta } = await listMeetings(db, caller, { view: 'scheduled', mine: mine ? 'true' : 'false', page: String(page) });
    found.push(...data.filter((m) => Date.parse(m.end) > from));
    const last = data[data.length - 1];
    if (data.length < meta.pageSize || !last || enough(found, Date.parse(last.start))) break;
  }
  return found;
}

function funnelOf(t: { processed: number; disqualified: number; booked: number; notBooked: number }, since: number): FunnelDto {
  return { since: iso(since), submitted: t.processed, qualified: t.processed - t.disqualified, disqualified: t.disqualified, booked: t.booked, notBooked: t.notBooked };
}

/** Admins and Managers: today's meetings in the viewer's zone, routers needing attention, the last 7 days' funnel. */
export async function overview(db: Db, caller: Caller, now = Date.now()): Promise<OverviewDashboardDto> {
  const timezone = await viewerZone(db, caller);
  const today = todayBounds(now, timezone);
  const since = now - WEEK_MS;
  const [scheduled, routers, traffic, logs] = await Promise.all([
    scheduledFrom(db, caller, false, today.from, (_, lastStart) => lastStart >= today.to),
    listRouters(db, caller, undefined, now),
    routerTallies(db, caller, since),
    listLogs(db, caller, { view: 'all-prospects', since: iso(since), limit: 1 }),
  ]);
  const attention: RouterAttentionDto[] = [];
  for (const r of routers) {
    const reasons: RouterAttentionReason[] = [];
    if (r.installation === 'awaiting_installation') reasons.push('awaiting_installation');
    if (!traffic.get(r.id)?.processed) reasons.push('no_traffic');
    if (reasons.length) attention.push({ id: r.id, name: r.name, reasons });
  }
  return {
    timezone,
    today: { from: iso(today.from), to: iso(today.to), meetings: scheduled.filter((m) => Date.parse(m.start) < today.to) },
    routersNeedingAttention: attention,
    funnel: funnelOf(logs.tallies, since),
  };
}

/** Everyone: their next scheduled meetings and their own meeting links. */
export async function mine(env: Env, db: Db, caller: Caller, now = Date.now()): Promise<MyDashboardDto> {
  const [timezone, next, links] = await Promise.all([
    viewerZone(db, caller),
    scheduledFrom(db, caller, true, now, (found) => found.length >= NEXT_MEETINGS),
    listLinks(env, db, caller, 'mine'),
  ]);
  const own: DashboardLinkDto[] = links.map((l) => ({ id: l.id, name: l.name, kind: l.kind, meetingTypeName: l.meetingTypeName, url: l.url }));
  return { timezone, nextMeetings: next.slice(0, NEXT_MEETINGS), links: own };
}
