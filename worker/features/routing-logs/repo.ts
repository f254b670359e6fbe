import { and, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { redirectRules, routers, routingSessions } from '../../db/schema/routers';
import { campaignRouters } from '../../db/schema/campaign';
import { relayRouters } from '../../db/schema/relay';
import { distributionRules, forms, matchingRules } from '../../db/schema/routing';
import { meetings } from '../../db/schema/scheduling';
import type { SessionOutcome } from '../../contracts/routing-sessions';
import type { SessionTallies } from '../../contracts/routing-logs';

export type SessionFilter = {
  accountId: string;
  /** Set for a regular user: only sessions assigned to them, or where they were a candidate or the host. */
  visibleTo?: string;
  outcome?: SessionOutcome;
  search?: string;
  routerId?: string;
  /** Only sessions of one kind of router (inbound, relay, campaign). */
  routerKind?: 'inbound' | 'relay' | 'campaign';
  /** Only sessions logged at or after this instant (epoch ms). */
  since?: number;
};
export type Keyset = { createdAt: number; id: string };

// The columns the list and the export read; the decision JSON stays out of listings because it is large.
const listColumns = {
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
  routerExists: sql<number | null>`(${routers.id} is not null or ${campaignRouters.id} is not null or ${relayRouters.id} is not null)`,
  routerDeletedAt: sql<number | null>`coalesce(${routers.deletedAt}, ${campaignRouters.deletedAt}, ${relayRouters.deletedAt})`,
  // Relay sessions are booked by a booker (or by the prospect through a link); the log names both.
  bookedByUserId: routingSessions.bookedByUserId,
  bookedBySource: routingSessions.bookedBySource,
  bookedByName: sql<string | null>`(select b.name from users b where b.id = ${routingSessions.bookedByUserId} and b.account_id = ${routingSessions.accountId})`,
};
export type SessionListRow = Awaited<ReturnType<typeof listSessions>>[number];

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function conditions(f: SessionFilter): SQL[] {
  const conds: SQL[] = [eq(routingSessions.accountId, f.accountId)];
  if (f.outcome) conds.push(eq(routingSessions.outcome, f.outcome));
  if (f.routerId) conds.push(eq(routingSessions.routerId, f.routerId));
  if (f.routerKind) conds.push(eq(routingSessions.routerKind, f.routerKind));
  if (f.since !== undefined) conds.push(gte(routingSessions.createdAt, f.since));
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
    conds.push(sql`(${routingSessions.prospectName} like ${p} escape '\\' or ${routingSessions.prospectEmail} like ${p} escape '\\' or ${users.name} like ${p} escape '\\')`);
  }
  return conds;
}

const joined = (db: Db, accountId: string) =>
  db
    .select(listColumns)
    .from(routingSessions)
    .leftJoin(users, and(eq(users.id, routingSessions.assigneeUserId), eq(users.accountId, accountId)))
    .leftJoin(routers, and(eq(routers.id, routingSessions.routerId), eq(routers.accountId, accountId)))
    .leftJoin(campaignRouters, and(eq(campaignRouters.id, routingSessions.routerId), eq(campaignRouters.accountId, accountId), eq(routingSessions.routerKind, 'campaign')))
    .leftJoin(relayRouters, and(eq(relayRouters.id, routingSessions.routerId), eq(relayRouters.accountId, accountId), eq(routingSessions.routerKind, 'relay')));

/** Sessions newest first, after the keyset when one is given. */
export async function listSessions(db: Db, f: SessionFilter, limit: number, after?: Keyset) {
  const conds = conditions(f);
  if (after) {
    conds.push(sql`(${routingSessions.createdAt} < ${after.createdAt} or (${routingSessions.createdAt} = ${after.createdAt} and ${routingSessions.id} < ${after.id}))`);
  }
  return joined(db, f.accountId)
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
export async function findSession(db: Db, accountId: string, id: string, visibleTo?: string) {
  const row = await joined(db, accountId)
    .where(and(...conditions({ accountId, visibleTo }), eq(routingSessions.id, id)))
    .get();
  if (!row) return null;
  const extra = await db
    .select({
      decision: routingSessions.decision,
      candidateUserIds: routingSessions.candidateUserIds,
      crmOwnerUpdated: routingSessions.crmOwnerUpdated,
      crmOwnerField: routingSessions.crmOwnerField,
      formId: sql<string | null>`coalesce(${routers.formId}, ${campaignRouters.formId})`,
    })
    .from(routingSessions)
    .leftJoin(routers, and(eq(routers.id, routingSessions.routerId), eq(routers.accountId, accountId)))
    .leftJoin(campaignRouters, and(eq(campaignRouters.id, routingSessions.routerId), eq(campaignRouters.accountId, accountId), eq(routingSessions.routerKind, 'campaign')))
    .where(and(eq(routingSessions.accountId, accountId), eq(routingSessions.id, id)))
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
  inSlices(ids, (slice) => db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.accountId, accountId), inArray(users.id, slice))).all());

const ruleColumns = <T extends typeof matchingRules | typeof distributionRules | typeof redirectRules>(t: T) => ({ id: t.id, name: t.name, version: t.version, deletedAt: t.deletedAt });

/** Rules as they are now, deleted ones included, so the log can compare them with the versions it used. */
export async function currentRules(db: Db, accountId: string, ids: { matching: string[]; distribution: string[]; redirect: string[] }) {
  const [matching, distribution, redirect] = await Promise.all([
    inSlices(ids.matching, (s) => db.select(ruleColumns(matchingRules)).from(matchingRules).where(and(eq(matchingRules.accountId, accountId), inArray(matchingRules.id, s))).all()),
    inSlices(ids.distribution, (s) => db.select(ruleColumns(distributionRules)).from(distributionRules).where(and(eq(distributionRules.accountId, accountId), inArray(distributionRules.id, s))).all()),
    inSlices(ids.redirect, (s) => db.select(ruleColumns(redirectRules)).from(redirectRules).where(and(eq(redirectRules.accountId, accountId), inArray(redirectRules.id, s))).all()),
  ]);
  return { matching, distribution, redirect };
}

export const meetingWithHost = (db: Db, accountId: string, id: string) =>
  db
    .select({ id: meetings.id, startAt: meetings.startAt, endAt: meetings.endAt, status: meetings.status, hostName: users.name })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.hostUserId))
    .where(and(eq(meetings.accountId, accountId), eq(meetings.id, id)))
    .get();

/** The labels of a native form's questions, keyed by question id, to caption submitted answers. */
export async function formQuestionLabels(db: Db, accountId: string, formId: string) {
  const row = await db.select({ questions: forms.questions }).from(forms).where(and(eq(forms.accountId, accountId), eq(forms.id, formId))).get();
  return new Map((row?.questions ?? []).map((q) => [q.id, q.label]));
}
