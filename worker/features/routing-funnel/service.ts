import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import type { FunnelShare, RoutingFunnelDto, RoutingFunnelQuery } from '../../contracts/routing-funnel';
import { notFound } from '../../core/errors';
import { civilFromDays, formatIsoDate, parseIsoDate } from '../../core/time/civil-date';
import { startOfLocalDay } from '../../core/time/period';
import { usersByIds } from '../auth/service';
import { rangeFor, routerRef } from '../reports/service';
import * as repo from './repo';

// Issue 30's routing funnel for one router (any kind: inbound, router link, handover, object, Intercom):
// computed from the sessions' stored decisions in one statement, for Admins and Managers.

/** The first instant of a day of the organization's calendar. */
const dayStart = (isoDay: string, timezone: string) => {
  const d = civilFromDays(parseIsoDate(isoDay));
  return startOfLocalDay(d.year, d.month, d.day, timezone);
};

const byRouted = (a: FunnelShare, b: FunnelShare) => b.routed - a.routed || a.name.localeCompare(b.name);

export async function routingFunnel(db: Db, caller: Caller, q: RoutingFunnelQuery, now = Date.now()): Promise<RoutingFunnelDto> {
  const [range, router] = await Promise.all([rangeFor(db, caller.accountId, q, now), routerRef(db, caller.accountId, q.routerId)]);
  if (!router) throw notFound('Router');
  // The range's days in the organization's zone: from the first one's start to the start of the day after the last.
  const from = dayStart(range.from, range.timezone);
  const to = dayStart(formatIsoDate(parseIsoDate(range.to) + 1), range.timezone);
  const rows = await repo.funnelRows(db, caller.accountId, router.id, from, to);
  const n = (x: unknown) => Number(x ?? 0);
  const total = rows.find((r) => r.k === 'total');
  const repRows = rows.filter((r) => r.k === 'rep');
  const names = new Map(
    (
      await usersByIds(
        db,
        caller.accountId,
        repRows.map((r) => r.id),
      )
    ).map((u) => [u.id, u.name]),
  );
  const share = (r: repo.FunnelCount, name: string): FunnelShare => ({
    id: r.id,
    name,
    routed: n(r.reached),
    booked: n(r.booked),
    held: n(r.held),
  });
  return {
    range,
    router,
    totals: { prospects: n(total?.reached), routed: n(total?.matched), booked: n(total?.booked), held: n(total?.held) },
    rules: rows
      .filter((r): r is repo.FunnelCount & { k: 'matching' | 'distribution' } => r.k === 'matching' || r.k === 'distribution')
      .sort((a, b) => (a.k === b.k ? n(a.pos) - n(b.pos) : a.k === 'matching' ? -1 : 1))
      .map((r) => ({
        ruleId: r.id,
        ruleName: r.name ?? r.id,
        kind: r.k,
        reached: n(r.reached),
        matched: n(r.matched),
        booked: n(r.booked),
        held: n(r.held),
      })),
    pods: rows
      .filter((r) => r.k === 'pod')
      .map((r) => share(r, r.name ?? r.id))
      .sort(byRouted),
    reps: repRows.map((r) => share(r, names.get(r.id) ?? 'Former member')).sort(byRouted),
  };
}
