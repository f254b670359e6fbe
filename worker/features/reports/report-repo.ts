import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/teams';
import { distributionRules } from '../../db/schema/routing';
import type { ReportRouterKind, ReportRouterRef } from '../../contracts/reports';
import { containsPattern } from '../../db/like';
import { ofAccount } from '../../db/live-rows';

export type ReportFilter = { accountId: string; from: string; to: string; routerId?: string; routerKind?: string; memberId?: string; podId?: string };

function where(f: ReportFilter): SQL {
  const conds = [sql`account_id = ${f.accountId}`, sql`day >= ${f.from}`, sql`day <= ${f.to}`];
  if (f.routerId) conds.push(sql`router_id = ${f.routerId}`);
  if (f.routerKind) conds.push(sql`router_kind = ${f.routerKind}`);
  else if (!f.routerId) conds.push(sql`router_id <> ''`);
  if (f.memberId) conds.push(sql`member_id = ${f.memberId}`);
  if (f.podId) conds.push(sql`pod_id = ${f.podId}`);
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

type RouterRow = { id: string; kind: string; name: string; deleted: number };
const toRef = (r: RouterRow): ReportRouterRef => ({ id: r.id, kind: r.kind as ReportRouterKind, name: r.name, deleted: !!r.deleted });

/** Where a kind's routers live (the router-kinds registry): a table with id, account_id, name, deleted_at. */
export type KindRouters = { kind: string; table: string };

/**
 * The routers of every kind of the organization, live ones from their kinds' tables and deleted ones
 * from the names their sessions left, searched by name. One query per kind (in parallel), not one
 * compound SELECT: D1 refuses a compound SELECT of more than a few terms, and kinds keep coming.
 */
export async function listRouters(
  db: Db,
  kinds: KindRouters[],
  accountId: string,
  opts: { search?: string; kind?: string; id?: string },
): Promise<ReportRouterRef[]> {
  const like = opts.search?.trim() ? containsPattern(opts.search.trim()) : null;
  const matching = (id: SQL, name: SQL) =>
    sql`${opts.id ? sql` and ${id} = ${opts.id}` : sql``}${like ? sql` and ${name} like ${like} escape '\\'` : sql``}`;
  const live = kinds
    .filter((k) => !opts.kind || k.kind === opts.kind)
    .map((k) =>
      db.all<RouterRow>(
        sql`select id, ${k.kind} as kind, name, deleted_at is not null as deleted from ${sql.identifier(k.table)} where account_id = ${accountId}${matching(sql`id`, sql`name`)} limit 200`,
      ),
    );
  const notLive = kinds.map((k) => sql` and not exists (select 1 from ${sql.identifier(k.table)} where id = r.router_id)`);
  const gone = db.all<RouterRow>(
    sql`select r.router_id as id, r.router_kind as kind, r.name, 1 as deleted from report_routers r where r.account_id = ${accountId}${opts.kind ? sql` and r.router_kind = ${opts.kind}` : sql``}${matching(sql`r.router_id`, sql`r.name`)}${sql.join(notLive, sql``)} limit 200`,
  );
  const rows = (await Promise.all([...live, gone])).flat();
  // As SQLite's `order by deleted, name collate nocase`: ASCII case folded, then plain code order.
  const nocase = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const byName = (a: RouterRow, b: RouterRow) => {
    const [x, y] = [nocase(a.name), nocase(b.name)];
    return Number(a.deleted) - Number(b.deleted) || (x < y ? -1 : x > y ? 1 : 0);
  };
  return rows.sort(byName).slice(0, 200).map(toRef);
}

// D1 binds at most 100 parameters per statement; id lists are read in slices well under that.
async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += 80) out.push(...(await read(unique.slice(i, i + 80))));
  return out;
}

/** The pods' member weights as their definitions hold them now. */
export const podDefinitions = (db: Db, accountId: string, ids: string[]) =>
  inSlices(ids, (s) => db.select({ id: distributionRules.id, definition: distributionRules.definition }).from(distributionRules).where(ofAccount(distributionRules, accountId, inArray(distributionRules.id, s))).all());

export const teamMemberIds = async (db: Db, accountId: string, teamId: string) =>
  (await db.select({ userId: teamMembers.userId }).from(teamMembers).where(ofAccount(teamMembers, accountId, eq(teamMembers.teamId, teamId))).all()).map((r) => r.userId);
