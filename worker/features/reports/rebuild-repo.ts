import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The first and last instants of an organization's sessions and meetings, to size the zone table. */
export async function instantsSpan(db: Db, accountId: string) {
  const row = await db.get<{ lo: number | null; hi: number | null }>(sql`select min(lo) as lo, max(hi) as hi from (
    select min(created_at) as lo, max(created_at) as hi from routing_sessions where account_id = ${accountId}
    union all select min(created_at), max(created_at) from meetings where account_id = ${accountId})`);
  return { lo: row?.lo ?? null, hi: row?.hi ?? null };
}

/** The organization-zone day of an epoch-ms column, as SQL, from the zone's offset segments (one CASE arm per DST change). */
export function dayExpr(column: SQL, segments: [number, number][]): SQL {
  if (segments.length === 1) return sql`date((${column} + ${segments[0][1]}) / 1000, 'unixepoch')`;
  const arms = segments.slice(1).map(([start], i) => sql`when ${column} < ${start} then ${segments[i][1]}`);
  return sql`date((${column} + case ${sql.join(arms, sql` `)} else ${segments[segments.length - 1][1]} end) / 1000, 'unixepoch')`;
}

const OUTCOME = sql`case when s.outcome in ('pending', 'booked', 'not_booked', 'disqualified') then s.outcome else 'pending' end`;
const STATUS = sql`case when m.status in ('scheduled', 'completed', 'cancelled', 'no_show') then m.status else 'scheduled' end`;

/**
 * Recomputes an organization's rollups from its raw sessions and meetings in ONE batch (one transaction):
 * every subject's key (the same text the handler writes, core/reports/keys.ts encodeKey), then the
 * counts grouped from those keys. A handler that read the old counts and commits afterwards finds its
 * guard broken and changes nothing, so a rebuild during traffic loses and doubles nothing.
 */
export async function rebuildAccount(db: Db, accountId: string, segments: [number, number][], now: number) {
  const sDay = dayExpr(sql`s.created_at`, segments);
  const mDay = dayExpr(sql`m.created_at`, segments);
  const run = (q: SQL) => {
    // A raw statement cannot join a drizzle batch, so the rebuild batches D1 statements itself.
    const { sql: text, params } = db.run(q).getQuery();
    return db.$client.prepare(text).bind(...params);
  };
  await db.$client.batch([
    run(sql`delete from report_funnel_daily where account_id = ${accountId}`),
    run(sql`delete from report_meetings_daily where account_id = ${accountId}`),
    run(sql`delete from report_contributions where account_id = ${accountId}`),
    run(sql`insert into report_contributions (subject_kind, subject_id, account_id, key)
      select 'session', s.id, s.account_id, json_array('funnel', ${sDay}, coalesce(s.router_kind, 'inbound'), coalesce(s.router_id, ''), coalesce(s.assignee_user_id, ''), ${OUTCOME})
      from routing_sessions s where s.account_id = ${accountId}`),
    run(sql`insert into report_contributions (subject_kind, subject_id, account_id, key)
      select 'meeting', m.id, m.account_id, json_array('meeting', ${mDay},
        case when s.id is null then '' else coalesce(s.router_kind, 'inbound') end, coalesce(s.router_id, ''), coalesce(s.pod_id, ''), m.host_user_id,
        coalesce(s.booked_by_user_id, m.booked_by_user_id, ''), case when s.id is null then m.source else coalesce(s.booked_by_source, 'router') end, ${STATUS})
      from meetings m left join routing_sessions s on s.id = (select x.id from routing_sessions x where x.meeting_id = m.id and x.account_id = m.account_id limit 1)
      where m.account_id = ${accountId}`),
    run(sql`insert into report_funnel_daily (account_id, day, router_kind, router_id, member_id, outcome, n)
      select account_id, key ->> 1, key ->> 2, key ->> 3, key ->> 4, key ->> 5, count(*) from report_contributions
      where account_id = ${accountId} and subject_kind = 'session' group by key`),
    run(sql`insert into report_meetings_daily (account_id, day, router_kind, router_id, pod_id, member_id, booker_id, source, status, n)
      select account_id, key ->> 1, key ->> 2, key ->> 3, key ->> 4, key ->> 5, key ->> 6, key ->> 7, key ->> 8, count(*) from report_contributions
      where account_id = ${accountId} and subject_kind = 'meeting' group by key`),
    run(sql`insert into report_routers (account_id, router_id, router_kind, name, updated_at)
      select s.account_id, s.router_id, coalesce(s.router_kind, 'inbound'), s.router_name, max(s.created_at) from routing_sessions s
      where s.account_id = ${accountId} and s.router_id is not null group by s.router_id
      on conflict (account_id, router_id) do update set name = excluded.name, router_kind = excluded.router_kind, updated_at = max(updated_at, excluded.updated_at)`),
  ]);
  return now;
}

/** Every rollup row of an organization, for comparing a rebuild with the incremental result. */
export async function rollupSnapshot(db: Db, accountId: string) {
  const [funnel, meetings, contributions] = await Promise.all([
    db.all<Record<string, unknown>>(sql`select day, router_kind, router_id, member_id, outcome, n from report_funnel_daily where account_id = ${accountId} and n <> 0 order by 1, 2, 3, 4, 5`),
    db.all<Record<string, unknown>>(sql`select day, router_kind, router_id, pod_id, member_id, booker_id, source, status, n from report_meetings_daily where account_id = ${accountId} and n <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8`),
    db.all<Record<string, unknown>>(sql`select subject_kind, subject_id, key from report_contributions where account_id = ${accountId} order by 1, 2`),
  ]);
  return { funnel, meetings, contributions };
}
