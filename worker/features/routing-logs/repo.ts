import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { redirectRules, routingSessions } from '../../db/schema/routers';
import { distributionRules, forms, matchingRules } from '../../db/schema/routing';
import { meetings } from '../../db/schema/scheduling';
import type { SessionOutcome } from '../../contracts/routing-sessions';
import type { SessionRouterKind, SessionTallies } from '../../contracts/routing-logs';
import { containsPattern as likePattern } from '../../db/like';
import { ofAccount } from '../../db/live-rows';

/** Where a kind's routers live (the router-kinds registry): a table with id, account_id, name, deleted_at. */
export type KindRouters = { kind: string; table: string; formColumn: string | null };

/**
 * A column of the session's router, read from its kind's table: one `case` over the kinds, so a new kind
 * needs no join of its own here. `pick` is the expression over the router row `x`.
 */
const routerColumn = <T>(kinds: KindRouters[], accountId: string, pick: (k: KindRouters) => SQL | null) => {
  const arms = kinds.flatMap((k) => {
    const value = pick(k);
    const from = sql`from ${sql.identifier(k.table)} x where x.id = ${routingSessions.routerId} and x.account_id = ${accountId}`;
    return value ? [sql`when ${k.kind} then (select ${value} ${from})`] : [];
  });
  return arms.length ? sql<T>`(case ${routingSessions.routerKind} ${sql.join(arms, sql` `)} end)` : sql<T>`null`;
};

export type SessionFilter = {
  accountId: string;
  /** Set for a regular user: only sessions assigned to them, or where they were a candidate or the host. */
  visibleTo?: string;
  outcome?: SessionOutcome;
  search?: string;
  routerId?: string;
  /** Only sessions of one kind of router. */
  routerKind?: SessionRouterKind;
  /** Only sessions logged at or after this instant (epoch ms). */
  since?: number;
  /** Only sessions logged before this instant (epoch ms). */
  until?: number;
  /** A funnel's drill-down: the sessions of one pod, of one rep, or that one matching or distribution rule matched. */
  podId?: string;
  assigneeId?: string;
  ruleId?: string;
};
export type Keyset = { createdAt: number; id: string };

// The columns the list and the export read; the decision JSON stays out of listings because it is large.
const listColumns = (kinds: KindRouters[], accountId: string) => ({
  id: routingSessions.id,
  routerId: routingSessions.routerId,
  routerName: routingSessions.routerName,
  prospectName: routingSessions.prospectName,
  prospectEmail: routingSessions.prospectEmail,
  answers: routingSessions.answers,
  attribution: routingSessions.attribution,
  outcome: routingSessions.outcome,
  outcomeReason: routingSessions.outcomeReason,
  assigneeState: routingSessions.assigneeState,
  via: routingSessions.via,
  viaName: routingSessions.viaName,
  assigneeUserId: routingSessions.assigneeUserId,
  meetingId: routingSessions.meetingId,
  createdAt: routingSessions.createdAt,
  assigneeName: users.name,
  // Relay sessions are booked by a booker (or by the prospect through a link); the log names both.
  bookedByUserId: routingSessions.bookedByUserId,
  bookedBySource: routingSessions.bookedBySource,
  bookedByName: sql<
    string | null
  >`(select b.name from users b where b.id = ${routingSessions.bookedByUserId} and b.account_id = ${routingSessions.accountId})`,
  routerExists: routerColumn<number | null>(kinds, accountId, () => sql`count(*) > 0`),
  routerDeletedAt: routerColumn<number | null>(kinds, accountId, () => sql`x.deleted_at`),
});
export type SessionListRow = Awaited<ReturnType<typeof listSessions>>[number];

function conditions(f: SessionFilter): SQL[] {
  const conds: SQL[] = [eq(routingSessions.accountId, f.accountId)];
  if (f.outcome) conds.push(eq(routingSessions.outcome, f.outcome));
  if (f.routerId) conds.push(eq(routingSessions.routerId, f.routerId));
  if (f.routerKind) conds.push(eq(routingSessions.routerKind, f.routerKind));
  if (f.since !== undefined) conds.push(gte(routingSessions.createdAt, f.since));
  if (f.until !== undefined) conds.push(lt(routingSessions.createdAt, f.until));
  if (f.podId) conds.push(eq(routingSessions.podId, f.podId));
  if (f.assigneeId) conds.push(eq(routingSessions.assigneeUserId, f.assigneeId));
  if (f.ruleId) {
    const passed = (path: string) =>
      sql`exists (select 1 from json_each(${routingSessions.decision}, ${path}) e where json_extract(e.value, '$.ruleId') = ${f.ruleId} and json_extract(e.value, '$.status') = 'passed')`;
    conds.push(sql`(${passed('$.matching.evaluations')} or ${passed('$.distribution.evaluations')})`);
  }
  if (f.visibleTo) {
    const me = f.visibleTo;
    conds.push(sql`(${routingSessions.assigneeUserId} = ${me}
      or exists (select 1 from json_each(${routingSessions.candidateUserIds}) j where j.value = ${me})
      or exists (select 1 from ${meetings} m where m.id = ${routingSessions.meetingId} and m.account_id = ${f.accountId} and m.host_user_id = ${me}))`);
  }
  const q = f.search?.trim();
  if (q) {
    // SQLite's LIKE ignores ASCII case, which is what a search box promises.
    const p = likePattern(q);
    conds.push(
      sql`(${routingSessions.prospectName} like ${p} escape '\\' or ${routingSessions.prospectEmail} like ${p} escape '\\' or ${users.name} like ${p} escape '\\')`,
    );
  }
  return conds;
}

const joined = (db: Db, accountId: string, kinds: KindRouters[]) =>
  db
    .select(listColumns(kinds, accountId))
    .from(routingSessions)
    .leftJoin(users, and(eq(users.id, routingSessions.assigneeUserId), eq(users.accountId, accountId)));

/** Sessions newest first, after the keyset when one is given. */
export async function listSessions(db: Db, kinds: KindRouters[], f: SessionFilter, limit: number, after?: Keyset) {
  const conds = conditions(f);
  if (after) {
    conds.push(
      sql`(${routingSessions.createdAt} < ${after.createdAt} or (${routingSessions.createdAt} = ${after.createdAt} and ${routingSessions.id} < ${after.id}))`,
    );
  }
  return joined(db, f.accountId, kinds)
    .where(and(...conds))
    .orderBy(desc(routingSessions.createdAt), desc(routingSessions.id))
    .limit(limit)
    .all();
}

/**
 * The one definition of the log's figures, shared by the log views and the router cards: processed is
 * every session, assigned those with an assignee (the log's "Assigned to" column), and the outcomes are
 * the views' own filters.
 */
const tallyColumns = {
  processed: sql<number>`count(*)`,
  assigned: sql<number>`coalesce(sum(case when ${routingSessions.assigneeUserId} is not null then 1 else 0 end), 0)`,
  booked: sql<number>`coalesce(sum(case when ${routingSessions.outcome} = 'booked' then 1 else 0 end), 0)`,
  notBooked: sql<number>`coalesce(sum(case when ${routingSessions.outcome} = 'not_booked' then 1 else 0 end), 0)`,
  disqualified: sql<number>`coalesce(sum(case when ${routingSessions.outcome} = 'disqualified' then 1 else 0 end), 0)`,
  pending: sql<number>`coalesce(sum(case when ${routingSessions.outcome} = 'pending' then 1 else 0 end), 0)`,
};
const tallyOf = (r: Record<keyof typeof tallyColumns, number | null>): SessionTallies => ({
  processed: Number(r.processed ?? 0),
  assigned: Number(r.assigned ?? 0),
  booked: Number(r.booked ?? 0),
  notBooked: Number(r.notBooked ?? 0),
  disqualified: Number(r.disqualified ?? 0),
  pending: Number(r.pending ?? 0),
});

/** The figures of the sessions under the search, router, range and visibility filters, in one query. */
export async function sessionTallies(db: Db, f: Omit<SessionFilter, 'outcome'>): Promise<SessionTallies> {
  const row = await db
    .select(tallyColumns)
    .from(routingSessions)
    .leftJoin(users, and(eq(users.id, routingSessions.assigneeUserId), eq(users.accountId, f.accountId)))
    .where(and(...conditions(f)))
    .get();
  return tallyOf(row ?? { processed: 0, assigned: 0, booked: 0, notBooked: 0, disqualified: 0, pending: 0 });
}

/** The same figures per router, for every router of the account in one grouped query. */
export async function sessionTalliesByRouter(db: Db, f: Omit<SessionFilter, 'outcome' | 'routerId'>): Promise<Map<string, SessionTallies>> {
  const rows = await db
    .select({ routerId: routingSessions.routerId, ...tallyColumns })
    .from(routingSessions)
    .leftJoin(users, and(eq(users.id, routingSessions.assigneeUserId), eq(users.accountId, f.accountId)))
    .where(and(...conditions(f), isNotNull(routingSessions.routerId)))
    .groupBy(routingSessions.routerId)
    .all();
  return new Map(rows.map((r) => [r.routerId!, tallyOf(r)]));
}

/** One session of the account with everything the details page reads. */
export async function findSession(db: Db, kinds: KindRouters[], accountId: string, id: string, visibleTo?: string) {
  const row = await joined(db, accountId, kinds)
    .where(and(...conditions({ accountId, visibleTo }), eq(routingSessions.id, id)))
    .get();
  if (!row) return null;
  const extra = await db
    .select({
      decision: routingSessions.decision,
      candidateUserIds: routingSessions.candidateUserIds,
      crmOwnerUpdated: routingSessions.crmOwnerUpdated,
      crmOwnerField: routingSessions.crmOwnerField,
      formId: routerColumn<string | null>(kinds, accountId, (k) => (k.formColumn ? sql`x.${sql.identifier(k.formColumn)}` : null)),
    })
    .from(routingSessions)
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.id, id)))
    .get();
  return { ...row, ...extra! };
}

// D1 binds at most 100 parameters per statement; id lists are read in slices well under that.
async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += 80) out.push(...(await read(unique.slice(i, i + 80))));
  return out;
}

export const userNames = (db: Db, accountId: string, ids: string[]) =>
  inSlices(ids, (slice) =>
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(ofAccount(users, accountId, inArray(users.id, slice)))
      .all(),
  );

const ruleColumns = <T extends typeof matchingRules | typeof distributionRules | typeof redirectRules>(t: T) => ({
  id: t.id,
  name: t.name,
  version: t.version,
  deletedAt: t.deletedAt,
});

/** Rules as they are now, deleted ones included, so the log can compare them with the versions it used. */
export async function currentRules(db: Db, accountId: string, ids: { matching: string[]; distribution: string[]; redirect: string[] }) {
  const [matching, distribution, redirect] = await Promise.all([
    inSlices(ids.matching, (s) =>
      db
        .select(ruleColumns(matchingRules))
        .from(matchingRules)
        .where(ofAccount(matchingRules, accountId, inArray(matchingRules.id, s)))
        .all(),
    ),
    inSlices(ids.distribution, (s) =>
      db
        .select(ruleColumns(distributionRules))
        .from(distributionRules)
        .where(ofAccount(distributionRules, accountId, inArray(distributionRules.id, s)))
        .all(),
    ),
    inSlices(ids.redirect, (s) =>
      db
        .select(ruleColumns(redirectRules))
        .from(redirectRules)
        .where(ofAccount(redirectRules, accountId, inArray(redirectRules.id, s)))
        .all(),
    ),
  ]);
  return { matching, distribution, redirect };
}

export const meetingWithHost = (db: Db, accountId: string, id: string) =>
  db
    .select({ id: meetings.id, startAt: meetings.startAt, endAt: meetings.endAt, status: meetings.status, hostName: users.name })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.hostUserId))
    .where(ofAccount(meetings, accountId, eq(meetings.id, id)))
    .get();

/** The labels of a native form's questions, keyed by question id, to caption submitted answers. */
export async function formQuestionLabels(db: Db, accountId: string, formId: string) {
  const row = await db
    .select({ questions: forms.questions })
    .from(forms)
    .where(ofAccount(forms, accountId, eq(forms.id, formId)))
    .get();
  return new Map((row?.questions ?? []).map((q) => [q.id, q.label]));
}

/**
 * How often each rule was evaluated and passed in the router's stored decisions since an instant (matching,
 * distribution and redistribution alike), with the number of sessions looked at: one scan of the router's
 * sessions, unpacked by SQLite's JSON functions.
 */
export async function rulePasses(db: Db, accountId: string, routerId: string, since: number) {
  const scope = sql`s.account_id = ${accountId} and s.router_id = ${routerId} and s.created_at >= ${since} and s.decision is not null`;
  const each = (path: string) =>
    sql`select json_extract(e.value, '$.ruleId') as ruleId, json_extract(e.value, '$.status') as status from ${routingSessions} s, json_each(s.decision, ${path}) e where ${scope}`;
  const [rows, total] = await Promise.all([
    db.all<{ ruleId: string; evaluated: number; passed: number }>(
      sql`select ruleId, sum(status <> 'not_evaluated') as evaluated, sum(status = 'passed') as passed from (${each('$.matching.evaluations')} union all ${each('$.distribution.evaluations')} union all ${each('$.redistribution.evaluations')}) group by ruleId`,
    ),
    db.get<{ n: number }>(sql`select count(*) as n from ${routingSessions} s where ${scope}`),
  ]);
  return {
    sessions: Number(total?.n ?? 0),
    rules: new Map(rows.map((r) => [r.ruleId, { evaluated: Number(r.evaluated), passed: Number(r.passed) }])),
  };
}
