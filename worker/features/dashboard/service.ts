import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import type {
  DashboardLinkDto,
  FunnelDto,
  MyDashboardDto,
  OverviewDashboardDto,
  RouterAttentionDto,
  RouterAttentionReason,
} from '../../contracts/dashboard';
import { localDate } from '../../core/meeting-types/event-status';
import { startOfLocalDay } from '../../core/time/period';
import { sessionDto } from '../auth/service';
import { scheduledBetween } from '../meetings/service';
import { listLinks } from '../meeting-links/service';
import { listRouters } from '../routers/service';
import { listLogs, routerTallies } from '../routing-logs/service';
import { iso } from '../../contracts/response-kit';
import { DAY_MS } from '../../contracts/scheduling-constants';

const WEEK_MS = 7 * DAY_MS;
/** A day with more meetings than this shows the first ones; the meetings page has the rest. */
const MAX_TODAY = 200;
const NEXT_MEETINGS = 5;

/** The viewer's own zone from their profile, else the organization's. */
async function viewerZone(db: Db, caller: Caller) {
  const s = await sessionDto(db, caller.userId);
  return s.user.timezone || s.account.defaultTimezone || 'UTC';
}

/** [start of today, start of tomorrow) in a zone. */
export function todayBounds(now: number, zone: string): { from: number; to: number } {
  const [y, m, d] = localDate(now, zone).split('-').map(Number);
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    from: startOfLocalDay(y, m, d, zone),
    to: startOfLocalDay(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), zone),
  };
}

function funnelOf(t: { processed: number; disqualified: number; booked: number; notBooked: number }, since: number): FunnelDto {
  return {
    since: iso(since),
    submitted: t.processed,
    qualified: t.processed - t.disqualified,
    disqualified: t.disqualified,
    booked: t.booked,
    notBooked: t.notBooked,
  };
}

/** Admins and Managers: today's meetings in the viewer's zone, routers needing attention, the last 7 days' funnel. */
export async function overview(db: Db, caller: Caller, now = Date.now()): Promise<OverviewDashboardDto> {
  const timezone = await viewerZone(db, caller);
  const today = todayBounds(now, timezone);
  const since = now - WEEK_MS;
  const [scheduled, routers, traffic, logs] = await Promise.all([
    scheduledBetween(db, caller, { mine: false, from: today.from, to: today.to, limit: MAX_TODAY }),
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
    today: { from: iso(today.from), to: iso(today.to), meetings: scheduled },
    routersNeedingAttention: attention,
    funnel: funnelOf(logs.tallies, since),
  };
}

/** Everyone: their next scheduled meetings and their own meeting links. */
export async function mine(env: Env, db: Db, caller: Caller, now = Date.now()): Promise<MyDashboardDto> {
  const [timezone, next, links] = await Promise.all([
    viewerZone(db, caller),
    scheduledBetween(db, caller, { mine: true, from: now, limit: NEXT_MEETINGS }),
    listLinks(env, db, caller, 'mine'),
  ]);
  const own: DashboardLinkDto[] = links.map((l) => ({
    id: l.id,
    name: l.name,
    kind: l.kind,
    meetingTypeName: l.meetingTypeName,
    url: l.url,
  }));
  return { timezone, nextMeetings: next, links: own };
}
