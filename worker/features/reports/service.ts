import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  sourceLabel,
  type ConversionReportDto,
  type ConversionReportQuery,
  type DistributionReportDto,
  type DistributionReportQuery,
  type ReportRangeQuery,
  type ReportRouterKind,
  type ReportRoutersDto,
  type ResolvedRange,
} from '../../contracts/reports';
import { notFound } from '../../core/errors';
import { dayInZone } from '../../core/reports/keys';
import { resolveRange, type RangeSpec } from '../../core/reports/range';
import { distributionOf, funnelOf, type PodWeights } from '../../core/reports/summarize';
import { usersByIds } from '../auth/service';
import { kindRouters } from '../router-kinds/service';
import { orgTimezone } from './rollup-repo';
import * as repo from './report-repo';

export { reportRollupsHandler } from './parts/rollups';

const toSpec = (q: ReportRangeQuery): RangeSpec => {
  switch (q.range) {
    case 'last_n_days':
      return { range: 'last_n_days', days: q.days ?? 28 };
    case 'quarter':
      return { range: 'quarter', quarter: q.quarter };
    case 'custom':
      return { range: 'custom', from: q.from!, to: q.to! };
    default:
      return { range: q.range };
  }
};

/** The range in the organization's zone: a report's days are the organization's days, whoever looks. */
export async function rangeFor(db: Db, accountId: string, q: ReportRangeQuery, now: number): Promise<ResolvedRange> {
  const timezone = await orgTimezone(db, accountId);
  const r = resolveRange(toSpec(q), now, dayInZone(timezone));
  return { range: q.range, ...r, timezone };
}

export async function routerRef(db: Db, accountId: string, id: string | undefined) {
  if (!id) return null;
  const row = (await repo.listRouters(db, kindRouters(), accountId, { id }))[0];
  if (!row) throw notFound('Router');
  return row;
}

/**
 * Admins and Managers see the whole organization; a User sees their own figures only (the sessions
 * assigned to them and the meetings they host), as the routing log shows a User their own sessions.
 */
const scopeOf = (caller: Caller) => (caller.role === 'regular' ? { memberId: caller.userId, scope: 'own' as const } : { memberId: undefined, scope: 'organization' as const });

export async function conversionReport(db: Db, caller: Caller, q: ConversionReportQuery, now = Date.now()): Promise<ConversionReportDto> {
  const [range, router] = await Promise.all([rangeFor(db, caller.accountId, q, now), routerRef(db, caller.accountId, q.routerId)]);
  const { memberId, scope } = scopeOf(caller);
  const rows = await repo.funnelRows(db, { accountId: caller.accountId, from: range.from, to: range.to, routerId: q.routerId, routerKind: q.routerKind, memberId });
  return { range, router, scope, ...funnelOf(rows, range) };
}

/** The pods' weights: the members a pod lists, or its team's members at weight 1 when it takes the whole team. */
async function podWeights(db: Db, accountId: string, meetingsByPod: Map<string, number>): Promise<PodWeights> {
  const defs = await repo.podDefinitions(db, accountId, [...meetingsByPod.keys()]);
  return Promise.all(
    defs.map(async (d) => {
      const listed = d.definition.members ?? [];
      const members = listed.length || d.definition.distribution !== 'round_robin_all' ? listed : (await repo.teamMemberIds(db, accountId, d.definition.teamId)).map((userId) => ({ userId, weight: 1 }));
      return { podId: d.id, meetings: meetingsByPod.get(d.id) ?? 0, members };
    }),
  );
}

export async function distributionReport(db: Db, caller: Caller, q: DistributionReportQuery, now = Date.now()): Promise<DistributionReportDto> {
  const [range, router] = await Promise.all([rangeFor(db, caller.accountId, q, now), routerRef(db, caller.accountId, q.routerId)]);
  const { memberId, scope } = scopeOf(caller);
  const f = { accountId: caller.accountId, from: range.from, to: range.to, routerId: q.routerId, routerKind: q.routerKind, memberId };
  const [rows, trendRows] = await Promise.all([repo.meetingRows(db, f), repo.meetingTrendRows(db, f)]);
  const byPod = new Map<string, number>();
  for (const r of rows) if (r.podId && (!q.status || r.status === q.status)) byPod.set(r.podId, (byPod.get(r.podId) ?? 0) + r.n);
  // A User's own figures are not compared with the pod: the others' meetings are not theirs to see.
  const pods = scope === 'own' ? [] : await podWeights(db, caller.accountId, byPod);
  const ids = [...rows.flatMap((r) => [r.memberId, r.bookerId]), ...pods.flatMap((p) => p.members.map((m) => m.userId))];
  const names = new Map((await usersByIds(db, caller.accountId, ids)).map((u) => [u.id, u.name]));
  const d = distributionOf(rows, trendRows, range, q.status ?? null, pods, names);
  return { range, router, status: q.status ?? null, scope, ...d, sources: d.sources.map((s) => ({ ...s, label: sourceLabel(s.source) })) };
}

/**
 * One pod's meetings per member over a range against the shares its weights give them (the distribution
 * report narrowed to a pod). A User sees only their own meetings and no comparison, as in the report.
 */
export async function podDistributionReport(db: Db, caller: Caller, podId: string, q: ReportRangeQuery, now = Date.now()): Promise<DistributionReportDto> {
  const range = await rangeFor(db, caller.accountId, q, now);
  const { memberId, scope } = scopeOf(caller);
  const f = { accountId: caller.accountId, from: range.from, to: range.to, podId, memberId };
  const [rows, trendRows] = await Promise.all([repo.meetingRows(db, f), repo.meetingTrendRows(db, f)]);
  const meetings = rows.reduce((n, r) => n + r.n, 0);
  const pods = scope === 'own' ? [] : await podWeights(db, caller.accountId, new Map([[podId, meetings]]));
  const ids = [...rows.flatMap((r) => [r.memberId, r.bookerId]), ...pods.flatMap((p) => p.members.map((m) => m.userId))];
  const names = new Map((await usersByIds(db, caller.accountId, ids)).map((u) => [u.id, u.name]));
  const d = distributionOf(rows, trendRows, range, null, pods, names);
  return { range, router: null, status: null, scope, ...d, sources: d.sources.map((s) => ({ ...s, label: sourceLabel(s.source) })) };
}

export const reportRouters = async (db: Db, caller: Caller, q: { search?: string; kind?: ReportRouterKind }): Promise<ReportRoutersDto> => ({
  data: await repo.listRouters(db, kindRouters(), caller.accountId, q),
});
