import { and, asc, count, eq, gt, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReplayChangeKind, ReplaySide, ReplayTally, ReplayVersion, SimulatedPods } from '../../contracts/router-replays';
import { routingSessions } from '../../db/schema/routers';
import { routerReplayChanges, routerReplays } from '../../db/schema/replays';
import { ofAccount } from '../../db/live-rows';

// Replay over history: the replay rows and their changes, and the stored sessions a replay reads (inbound
// sessions of one router in a period, oldest first, paged by `createdAt:id`).

/** A replay job as stored: the version it replays, its period, progress, totals and the simulated pods. */
export type StoredReplay = {
  id: string;
  accountId: string;
  routerId: string;
  userId: string;
  versionId: string;
  version: ReplayVersion & { label: string };
  fromAt: number;
  toAt: number;
  status: 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  cursor: string | null;
  tally: ReplayTally;
  pods: SimulatedPods;
  error: string | null;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
};
export type ReplayInsert = typeof routerReplays.$inferInsert;
/** A session whose replayed decision differs from the stored one. */
export type StoredReplayChange = {
  replayId: string;
  accountId: string;
  sessionId: string;
  sessionAt: number;
  kind: ReplayChangeKind;
  prospectName: string;
  prospectEmail: string;
  before: ReplaySide;
  after: ReplaySide;
};
export type ReplayChangeInsert = StoredReplayChange;
export type Keyset = { at: number; id: string };

const inPeriod = (accountId: string, routerId: string, from: number, to: number) =>
  and(
    eq(routingSessions.accountId, accountId),
    eq(routingSessions.routerId, routerId),
    eq(routingSessions.routerKind, 'inbound'),
    gte(routingSessions.createdAt, from),
    lt(routingSessions.createdAt, to),
  );

/** Rows after the keyset in (at, id) order: a later `at`, or the same one and a later id. */
const afterKeyset = (at: AnyColumn, id: AnyColumn, after: Keyset | null) =>
  after ? or(gt(at, after.at), and(eq(at, after.at), gt(id, after.id))) : undefined;

/** The decision of the first session `where` selects in `order`, or null. */
const firstDecision = async (db: Db, where: SQL | undefined, ...order: SQL[]) =>
  (
    await db
      .select({ decision: routingSessions.decision })
      .from(routingSessions)
      .where(where)
      .orderBy(...order)
      .limit(1)
      .get()
  )?.decision ?? null;

export const countSessions = async (db: Db, accountId: string, routerId: string, from: number, to: number) =>
  (
    await db
      .select({ n: count() })
      .from(routingSessions)
      .where(inPeriod(accountId, routerId, from, to))
      .get()
  )?.n ?? 0;

/** The next page of the period's sessions after `after`, with what a replay reads of them. */
export const sessionsPage = (db: Db, accountId: string, routerId: string, from: number, to: number, after: Keyset | null, limit: number) =>
  db
    .select({
      id: routingSessions.id,
      createdAt: routingSessions.createdAt,
      prospectName: routingSessions.prospectName,
      prospectEmail: routingSessions.prospectEmail,
      decision: routingSessions.decision,
    })
    .from(routingSessions)
    .where(and(inPeriod(accountId, routerId, from, to), afterKeyset(routingSessions.createdAt, routingSessions.id, after)))
    .orderBy(asc(routingSessions.createdAt), asc(routingSessions.id))
    .limit(limit)
    .all();

/** The decision of the period's first session (any router) that took a turn of this pod: the pod's state at its start. */
export const firstPodDraw = (db: Db, accountId: string, podId: string, from: number, to: number) =>
  firstDecision(
    db,
    and(
      eq(routingSessions.accountId, accountId),
      eq(routingSessions.podId, podId),
      gte(routingSessions.createdAt, from),
      lt(routingSessions.createdAt, to),
      sql`json_array_length(${routingSessions.decision}, '$.roundRobin') > 0`,
    ),
    asc(routingSessions.createdAt),
    asc(routingSessions.id),
  );

/** The newest decision the router made at an earlier saved version: it keeps the rules and options of that version. */
export const decisionAtVersion = (db: Db, accountId: string, routerId: string, version: number) =>
  firstDecision(
    db,
    and(
      eq(routingSessions.accountId, accountId),
      eq(routingSessions.routerId, routerId),
      eq(routingSessions.routerKind, 'inbound'),
      sql`json_extract(${routingSessions.decision}, '$.router.version') = ${version}`,
    ),
    sql`${routingSessions.createdAt} desc`,
  );

export const insertReplay = (db: Db, row: ReplayInsert) => db.insert(routerReplays).values(row).run();

export const findReplay = (db: Db, accountId: string, routerId: string, id: string): Promise<StoredReplay | undefined> =>
  db
    .select()
    .from(routerReplays)
    .where(ofAccount(routerReplays, accountId, eq(routerReplays.routerId, routerId), eq(routerReplays.id, id)))
    .get();

/** The job's read: the replay id is its entry point, and everything after it is scoped by the row's account. */
export const findReplayForJob = (db: Db, id: string): Promise<StoredReplay | undefined> =>
  db.select().from(routerReplays).where(eq(routerReplays.id, id)).get();

/** Saves a page's progress only while the replay is still where this page started (a redelivered message changes nothing). */
export const progressStmt = (db: Db, row: StoredReplay, set: Partial<ReplayInsert>) =>
  db
    .update(routerReplays)
    .set(set)
    .where(and(eq(routerReplays.id, row.id), eq(routerReplays.processed, row.processed), eq(routerReplays.status, 'running')));

export const insertChangesStmts = (db: Db, rows: ReplayChangeInsert[]) => {
  // Nine columns a row: 11 rows stay under D1's 100 bound parameters per statement.
  const out = [];
  for (let i = 0; i < rows.length; i += 11)
    out.push(
      db
        .insert(routerReplayChanges)
        .values(rows.slice(i, i + 11))
        .onConflictDoNothing(),
    );
  return out;
};

export const failReplay = (db: Db, id: string, error: string, now: number) =>
  db
    .update(routerReplays)
    .set({ status: 'failed', error, updatedAt: now, finishedAt: now })
    .where(and(eq(routerReplays.id, id), eq(routerReplays.status, 'running')))
    .run();

/** A page of a replay's changes in session order, after the keyset. */
export const changesPage = (
  db: Db,
  accountId: string,
  replayId: string,
  after: Keyset | null,
  limit: number,
): Promise<StoredReplayChange[]> =>
  db
    .select()
    .from(routerReplayChanges)
    .where(
      and(
        eq(routerReplayChanges.accountId, accountId),
        eq(routerReplayChanges.replayId, replayId),
        afterKeyset(routerReplayChanges.sessionAt, routerReplayChanges.sessionId, after),
      ),
    )
    .orderBy(asc(routerReplayChanges.sessionAt), asc(routerReplayChanges.sessionId))
    .limit(limit)
    .all();
