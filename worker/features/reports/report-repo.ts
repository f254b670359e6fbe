import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { teamMembers } from '../../db/schema/teams';
import { distributionRules } from '../../db/schema/routing';

export type ReportFilter = { accountId: string; from: string; to: string; routerId?: string; routerKind?: string; memberId?: string };

function where(f: ReportFilter): SQL {
  const conds = [sql`account_id = ${f.accountId}`, sql`day >= ${f.from}`, sql`day <= ${f.to}`];
  if (f.routerId) conds.push(sql`router_id = ${f.routerId}`);
  if (f.routerKind) conds.push(sql`router_kind = ${f.routerKind}`);
  else if (!f.routerId) conds.push(sql`router_id <> ''`);
  if (f.memberId) conds.push(sql`member_id = ${f.memberId}`);
  return sql.join(conds, sql` and `);
}

/** Sessions per day and outcome over the range (summed across routers and members). */
export const funnelRows = (db: Db, f: ReportFilter) =>
  db.all<{ day: string; outcome: string; n: number }>(sql`select day, outcome, sum(n) as n from report_funnel_daily where ${where(f)} group by day, outcome`);

/** Meetings per pod, host, booker, source and status over the range. */
export const meetingRows = (db: Db, f: ReportFilter) =>
  db.all<{ podId: string; memberId: string; bookerId: string; source: string; status: string; n: number }>(
    sql`select pod_id as podId, member_id as memberId, booker_id as bookerId, source, status, sum(n) as n from report_meetings_daily where ${where(f)} group by pod_id, member_id, booker_id, source, status`,
  );

/** Meetings per day and status, for the trend. */
export const meetingTrendRows = (db: Db, f: ReportFilter) =>
  db.all<{ day: string; status: string; n: number }>(sql`select day, status, sum(n) as n from report_meetings_daily where ${where(f)} group by day, status`);

export type RouterRow = { id: string; kind: string; name: string; deleted: number };

/**
 * The routers and relays of the organization, live ones from their own tables and deleted ones from
 * the names their sessions left, searched by name.
 */
export function listRouters(db: Db, accountId: string, opts: { search?: string; kind?: string; id?: string }) {
  const like = opts.search?.trim() ? `%${opts.search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return db.all<RouterRow>(sql`select id, kind, name, deleted from (
      select id, 'inbound' as kind, name, deleted_at is not null as deleted from routers where account_id = ${accountId}
      union all select id, 'campaign', name, deleted_at is not null from campaign_routers where account_id = ${accountId}
      union all select id, 'relay', name, deleted_at is not null from relay_routers where account_id = ${accountId}
      union all select r.router_id, r.router_kind, r.name, 1 from report_routers r where r.account_id = ${accountId}
        and not exists (select 1 from routers where id = r.router_id) and not exists (select 1 from campaign_routers where id = r.router_id)
        and not exists (select 1 from relay_routers where id = r.router_id)
    ) where 1 = 1 ${opts.kind ? sql`and kind = ${opts.kind}` : sql``} ${opts.id ? sql`and id = ${opts.id}` : sql``}
      ${like ? sql`and name like ${like} escape '\\'` : sql``}
    order by deleted, name collate nocase limit 200`);
}

// D1 binds at most 100 parameters per statement; id lists are read in slices well under that.
async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += 80) out.push(...(await read(unique.slice(i, i + 80))));
  return out;
}

export const userNames = (db: Db, accountId: string, ids: string[]) =>
  inSlices(ids, (s) => db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.accountId, accountId), inArray(users.id, s))).all());

/** The pods' member weights as their definitions hold them now. */
export const podDefinitions = (db: Db, accountId: string, ids: string[]) =>
  inSlices(ids, (s) => db.select({ id: distributionRules.id, definition: distributionRules.definition }).from(distributionRules).where(and(eq(distributionRules.accountId, accountId), inArray(distributionRules.id, s))).all());

export const teamMemberIds = async (db: Db, accountId: string, teamId: string) =>
  (await db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.teamId, teamId))).all()).map((r) => r.userId);
