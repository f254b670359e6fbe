import type { Funnel, MemberDistribution, ReportMeetingStatus } from '../../contracts/reports';
import { isDirectSource } from '../../contracts/reports';
import { daysOf } from './range';

/** Rollup rows summed per day and outcome, as the funnel query answers. */
export type FunnelRow = { day: string; outcome: string; n: number };

const emptyFunnel = (): Funnel => ({ submitted: 0, qualified: 0, disqualified: 0, booked: 0, notBooked: 0, pending: 0 });

function addOutcome(f: Funnel, outcome: string, n: number) {
  f.submitted += n;
  if (outcome === 'disqualified') f.disqualified += n;
  else {
    // Qualified: every submission that was not disqualified, booked or not (or still deciding).
    f.qualified += n;
    if (outcome === 'booked') f.booked += n;
    else if (outcome === 'not_booked') f.notBooked += n;
    else f.pending += n;
  }
}

/** The funnel over the range and its trend with one point per day, days without submissions included. */
export function funnelOf(rows: readonly FunnelRow[], range: { from: string; to: string }) {
  const funnel = emptyFunnel();
  const byDay = new Map(daysOf(range).map((d) => [d, emptyFunnel()]));
  for (const r of rows) {
    addOutcome(funnel, r.outcome, r.n);
    const f = byDay.get(r.day);
    if (f) addOutcome(f, r.outcome, r.n);
  }
  return { funnel, trend: [...byDay].map(([day, f]) => ({ day, ...f })) };
}

/** Meeting rollup rows summed per the dimensions the distribution report shows. */
export type MeetingRow = { podId: string; memberId: string; bookerId: string; source: string; status: string; n: number };
export type TrendRow = { day: string; status: string; n: number };
/** A pod's members and weights; `meetings` is how many of the meetings shown came through it. */
export type PodWeights = { podId: string; meetings: number; members: { userId: string; weight: number }[] }[];

const STATUSES: ReportMeetingStatus[] = ['scheduled', 'completed', 'cancelled', 'no_show'];
const emptyStatus = (): Record<ReportMeetingStatus, number> => ({ scheduled: 0, completed: 0, cancelled: 0, no_show: 0 });
const asStatus = (s: string): ReportMeetingStatus => (STATUSES.includes(s as ReportMeetingStatus) ? (s as ReportMeetingStatus) : 'scheduled');

/**
 * Each member's weighted share of the meetings: within a pod, weight over the pod's total weight; across
 * pods, each pod counts by the meetings it handed out (with none handed out yet, pods count equally).
 */
export function weightedShares(pods: PodWeights): Map<string, { share: number; weight: number }> {
  const out = new Map<string, { share: number; weight: number }>();
  const usable = pods.filter((p) => p.members.some((m) => m.weight > 0));
  const volume = usable.reduce((s, p) => s + p.meetings, 0);
  for (const p of usable) {
    const podShare = volume ? p.meetings / volume : 1 / usable.length;
    const sum = p.members.reduce((s, m) => s + Math.max(0, m.weight), 0);
    for (const m of p.members) {
      const cur = out.get(m.userId) ?? { share: 0, weight: 0 };
      out.set(m.userId, { share: cur.share + (podShare * Math.max(0, m.weight)) / sum, weight: Math.max(cur.weight, m.weight) });
    }
  }
  return out;
}

/**
 * The distribution report from meeting rollup rows: totals by status, per member (against their weighted
 * share), bookers, direct bookings versus shared links, sources and a daily trend. `status` narrows
 * everything but the by-status totals and the trend, which show what the filter chooses from.
 */
export function distributionOf(rows: readonly MeetingRow[], trendRows: readonly TrendRow[], range: { from: string; to: string }, status: ReportMeetingStatus | null, pods: PodWeights, names: Map<string, string>) {
  const byStatus = emptyStatus();
  const members = new Map<string, Record<ReportMeetingStatus, number>>();
  const bookers = new Map<string, number>();
  const sources = new Map<string, number>();
  const channels = { direct: 0, sharedLink: 0 };
  let total = 0;
  for (const r of rows) {
    const s = asStatus(r.status);
    byStatus[s] += r.n;
    if (status && s !== status) continue;
    total += r.n;
    const m = members.get(r.memberId) ?? emptyStatus();
    m[s] += r.n;
    members.set(r.memberId, m);
    if (r.bookerId) bookers.set(r.bookerId, (bookers.get(r.bookerId) ?? 0) + r.n);
    sources.set(r.source, (sources.get(r.source) ?? 0) + r.n);
    if (isDirectSource(r.source)) channels.direct += r.n;
    else channels.sharedLink += r.n;
  }
  const trend = new Map(daysOf(range).map((d) => [d, emptyStatus()]));
  for (const r of trendRows) {
    const t = trend.get(r.day);
    if (t) t[asStatus(r.status)] += r.n;
  }
  const shares = weightedShares(pods);
  // Everyone the pods weigh appears, with zero meetings if the range gave them none.
  for (const id of shares.keys()) if (!members.has(id)) members.set(id, emptyStatus());
  const memberRows: MemberDistribution[] = [...members].map(([userId, by]) => {
    const n = STATUSES.reduce((sum, s) => sum + (status && s !== status ? 0 : by[s]), 0);
    const w = shares.get(userId);
    return { userId, name: names.get(userId) ?? 'Deleted member', byStatus: by, total: n, share: total ? n / total : 0, weightedShare: w ? w.share : null, weight: w ? w.weight : null };
  });
  memberRows.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const bookerRows = [...bookers].map(([userId, meetings]) => ({ userId, name: names.get(userId) ?? 'Deleted member', meetings })).sort((a, b) => b.meetings - a.meetings || a.name.localeCompare(b.name));
  return {
    total,
    byStatus,
    members: memberRows,
    topBooker: bookerRows[0] ?? null,
    bookers: bookerRows,
    channels,
    sources: [...sources].map(([source, meetings]) => ({ source, meetings })).sort((a, b) => b.meetings - a.meetings),
    trend: [...trend].map(([day, by]) => ({ day, ...by })),
  };
}
