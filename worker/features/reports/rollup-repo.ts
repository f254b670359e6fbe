import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Stmt } from '../../db/batch';
import { accounts } from '../../db/schema/identity';
import { routingSessions } from '../../db/schema/routers';
import { meetings } from '../../db/schema/scheduling';
import { reportContributions, reportFunnelDaily, reportMeetingsDaily, reportRouters } from '../../db/schema/reports';
import type { Delta, FunnelKey, MeetingFacts, MeetingKey, SessionFacts } from '../../core/reports/keys';
import { ofAccount } from '../../db/live-rows';

export type SubjectKind = 'session' | 'meeting';

export const orgTimezone = async (db: Db, accountId: string) =>
  (await db.select({ tz: accounts.defaultTimezone }).from(accounts).where(eq(accounts.id, accountId)).get())?.tz ?? 'UTC';

const tzQuery = (db: Db, accountId: string) => db.select({ tz: accounts.defaultTimezone }).from(accounts).where(eq(accounts.id, accountId)).limit(1);

const countedQuery = (db: Db, kind: SubjectKind, id: string) =>
  db.select({ key: reportContributions.key }).from(reportContributions).where(and(eq(reportContributions.subjectKind, kind), eq(reportContributions.subjectId, id))).limit(1);

const sessionQuery = (db: Db, accountId: string, id: string) =>
  db
    .select({
      id: routingSessions.id,
      createdAt: routingSessions.createdAt,
      routerKind: routingSessions.routerKind,
      routerId: routingSessions.routerId,
      routerName: routingSessions.routerName,
      assigneeUserId: routingSessions.assigneeUserId,
      outcome: routingSessions.outcome,
    })
    .from(routingSessions)
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.id, id)))
    .limit(1);

const meetingQuery = (db: Db, accountId: string, id: string) =>
  db
    .select({ id: meetings.id, createdAt: meetings.createdAt, status: meetings.status, hostUserId: meetings.hostUserId, bookedByUserId: meetings.bookedByUserId, source: meetings.source })
    .from(meetings)
    .where(ofAccount(meetings, accountId, eq(meetings.id, id)))
    .limit(1);

const meetingSessionQuery = (db: Db, accountId: string, meetingId: string) =>
  db
    .select({ routerKind: routingSessions.routerKind, routerId: routingSessions.routerId, podId: routingSessions.podId, bookedByUserId: routingSessions.bookedByUserId, bookedBySource: routingSessions.bookedBySource })
    .from(routingSessions)
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.meetingId, meetingId)))
    .limit(1);

/**
 * Everything one subject's move is computed from, in one round trip: the organization's time zone,
 * the key the subject is counted under now, and the subject's key columns as they are now (a session,
 * with the router name it carries; a meeting, with the session it was booked through, if any).
 */
export async function subjectInputs(
  db: Db,
  accountId: string,
  kind: SubjectKind,
  id: string,
): Promise<{ tz: string; counted: string | null; session?: SessionFacts & { routerName: string }; meeting?: MeetingFacts }> {
  if (kind === 'session') {
    const [tz, counted, s] = await db.batch([tzQuery(db, accountId), countedQuery(db, kind, id), sessionQuery(db, accountId, id)]);
    return { tz: tz[0]?.tz ?? 'UTC', counted: counted[0]?.key ?? null, session: s[0] };
  }
  const [tz, counted, m, s] = await db.batch([tzQuery(db, accountId), countedQuery(db, kind, id), meetingQuery(db, accountId, id), meetingSessionQuery(db, accountId, id)]);
  return { tz: tz[0]?.tz ?? 'UTC', counted: counted[0]?.key ?? null, meeting: m[0] ? { ...m[0], session: s[0] ?? null } : undefined };
}

/**
 * What the statements of one move require to still hold when they commit: the subject's deciding
 * columns are what the key was computed from, and its counted key is what the deltas start from. A
 * concurrent change fails the first (its own event moves the count), a concurrent handler that moved
 * the count already fails the second; either way nothing is counted twice.
 */
export type MoveGuard =
  | { kind: 'session'; id: string; accountId: string; state: { outcome: string; assigneeUserId: string | null } | null; counted: string | null }
  | { kind: 'meeting'; id: string; accountId: string; state: { status: string; hostUserId: string } | null; counted: string | null };

function guardSql(g: MoveGuard): SQL {
  const counted = sql`coalesce((select key from report_contributions where subject_kind = ${g.kind} and subject_id = ${g.id}), '') = ${g.counted ?? ''}`;
  let subject: SQL;
  if (g.kind === 'session') {
    subject = g.state
      ? sql`exists (select 1 from routing_sessions where id = ${g.id} and account_id = ${g.accountId} and outcome = ${g.state.outcome} and coalesce(assignee_user_id, '') = ${g.state.assigneeUserId ?? ''})`
      : sql`not exists (select 1 from routing_sessions where id = ${g.id} and account_id = ${g.accountId})`;
  } else {
    subject = g.state
      ? sql`exists (select 1 from meetings where id = ${g.id} and account_id = ${g.accountId} and status = ${g.state.status} and host_user_id = ${g.state.hostUserId})`
      : sql`not exists (select 1 from meetings where id = ${g.id} and account_id = ${g.accountId})`;
  }
  return sql`(${subject} and ${counted})`;
}

// D1 batches take drizzle builders (a raw db.run(sql) cannot join a batch), so the guarded inserts are
// INSERT ... SELECT builders whose SELECT is SQL with the guard as its WHERE.
const F = reportFunnelDaily;
const M = reportMeetingsDaily;

function funnelDelta(db: Db, accountId: string, k: FunnelKey, by: 1 | -1, guard: SQL): Stmt[] {
  if (by === 1) {
    return [
      db
        .insert(F)
        .select(sql`select ${accountId}, ${k.day}, ${k.routerKind}, ${k.routerId}, ${k.memberId}, ${k.outcome}, 1 where ${guard}`)
        .onConflictDoUpdate({ target: [F.accountId, F.day, F.routerKind, F.routerId, F.memberId, F.outcome], set: { n: sql`${F.n} + 1` } }),
    ];
  }
  const where = ofAccount(F, accountId, eq(F.day, k.day), eq(F.routerKind, k.routerKind), eq(F.routerId, k.routerId), eq(F.memberId, k.memberId), eq(F.outcome, k.outcome));
  return [db.update(F).set({ n: sql`${F.n} - 1` }).where(and(where, guard)), db.delete(F).where(and(where, sql`${F.n} <= 0`))];
}

function meetingDelta(db: Db, accountId: string, k: MeetingKey, by: 1 | -1, guard: SQL): Stmt[] {
  if (by === 1) {
    return [
      db
        .insert(M)
        .select(sql`select ${accountId}, ${k.day}, ${k.routerKind}, ${k.routerId}, ${k.podId}, ${k.memberId}, ${k.bookerId}, ${k.source}, ${k.status}, 1 where ${guard}`)
        .onConflictDoUpdate({ target: [M.accountId, M.day, M.routerKind, M.routerId, M.podId, M.memberId, M.bookerId, M.source, M.status], set: { n: sql`${M.n} + 1` } }),
    ];
  }
  const where = and(
    eq(M.accountId, accountId),
    eq(M.day, k.day),
    eq(M.routerKind, k.routerKind),
    eq(M.routerId, k.routerId),
    eq(M.podId, k.podId),
    eq(M.memberId, k.memberId),
    eq(M.bookerId, k.bookerId),
    eq(M.source, k.source),
    eq(M.status, k.status),
  );
  return [db.update(M).set({ n: sql`${M.n} - 1` }).where(and(where, guard)), db.delete(M).where(and(where, sql`${M.n} <= 0`))];
}

const C = reportContributions;

/** The statements moving one subject's count, all guarded, the contribution row last (the guards read it). */
export function moveStmts(db: Db, g: MoveGuard, deltas: Delta[], nowKey: string | null): Stmt[] {
  const guard = guardSql(g);
  const stmts: Stmt[] = [];
  for (const d of deltas) stmts.push(...(d.key.kind === 'funnel' ? funnelDelta(db, g.accountId, d.key, d.by, guard) : meetingDelta(db, g.accountId, d.key, d.by, guard)));
  stmts.push(
    nowKey === null
      ? db.delete(C).where(and(eq(C.subjectKind, g.kind), eq(C.subjectId, g.id), guard))
      : db
          .insert(C)
          .select(sql`select ${g.kind}, ${g.id}, ${g.accountId}, ${nowKey} where ${guard}`)
          .onConflictDoUpdate({ target: [C.subjectKind, C.subjectId], set: { key: sql`excluded.key` } }),
  );
  return stmts;
}

/** Keeps the router's name as its newest session carries it, for the report's picker (deleted routers too). */
export const routerNameStmt = (db: Db, r: { accountId: string; routerId: string; routerKind: string; name: string; at: number }): Stmt =>
  db
    .insert(reportRouters)
    .values({ accountId: r.accountId, routerId: r.routerId, routerKind: r.routerKind, name: r.name, updatedAt: r.at })
    .onConflictDoUpdate({ target: [reportRouters.accountId, reportRouters.routerId], set: { name: r.name, routerKind: r.routerKind, updatedAt: r.at }, setWhere: sql`${reportRouters.updatedAt} <= ${r.at}` });
