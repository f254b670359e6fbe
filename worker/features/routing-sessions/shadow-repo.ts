import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RouterPreviewDraft } from '../../contracts/router-preview';
import type { ReplayChangeKind, ReplaySide } from '../../contracts/router-replays';
import { routerShadows, shadowDecisions } from '../../db/schema/shadows';
import { ofAccount } from '../../db/live-rows';

// Shadow mode: a router's shadow drafts (at most one active, the partial unique index) and their decisions.

/** A router's shadow draft as stored. */
export type StoredShadow = {
  id: string;
  accountId: string;
  routerId: string;
  userId: string;
  draft: RouterPreviewDraft;
  baseVersion: number;
  createdAt: number;
  stoppedAt: number | null;
  stopReason: 'turned_off' | 'published' | null;
};
/** One session as the live version and the shadow draft decided it; `kind` null when they agree. */
export type StoredShadowDecision = {
  sessionId: string;
  shadowId: string;
  accountId: string;
  routerId: string;
  sessionAt: number;
  kind: ReplayChangeKind | null;
  prospectName: string;
  prospectEmail: string;
  live: ReplaySide;
  shadow: ReplaySide;
};
export type Keyset = { at: number; id: string };

const active = (accountId: string, routerId: string) =>
  ofAccount(routerShadows, accountId, eq(routerShadows.routerId, routerId), isNull(routerShadows.stoppedAt));

export const activeShadow = (db: Db, accountId: string, routerId: string): Promise<StoredShadow | undefined> =>
  db.select().from(routerShadows).where(active(accountId, routerId)).get();

/** Inserts the shadow unless the router already has an active one; true when this one was stored. */
export async function insertShadow(db: Db, row: StoredShadow) {
  const res = await db.insert(routerShadows).values(row).onConflictDoNothing().run();
  return (res.meta?.changes ?? 0) > 0;
}

/** Stops the router's active shadow; the stopped row, or undefined when none was active. */
export const stopShadow = (
  db: Db,
  accountId: string,
  routerId: string,
  reason: 'turned_off' | 'published',
  now: number,
): Promise<StoredShadow | undefined> =>
  db.update(routerShadows).set({ stoppedAt: now, stopReason: reason }).where(active(accountId, routerId)).returning().get();

/** Stores a shadow decision once per session: a repeated run (a retried waitUntil) stores nothing more. */
export const insertDecision = (db: Db, row: StoredShadowDecision) => db.insert(shadowDecisions).values(row).onConflictDoNothing().run();

const ofShadow = (accountId: string, shadowId: string) => ofAccount(shadowDecisions, accountId, eq(shadowDecisions.shadowId, shadowId));

/** Submissions and disagreements per UTC day, oldest first. */
export const dailyTotals = (db: Db, accountId: string, shadowId: string) =>
  db
    .select({
      date: sql<string>`strftime('%Y-%m-%d', ${shadowDecisions.sessionAt} / 1000, 'unixepoch')`.as('date'),
      total: sql<number>`count(*)`,
      disagreed: sql<number>`sum(case when ${shadowDecisions.kind} is null then 0 else 1 end)`,
    })
    .from(shadowDecisions)
    .where(ofShadow(accountId, shadowId))
    .groupBy(sql`date`)
    .orderBy(sql`date`)
    .all();

/** One page of disagreements in submission order, after the keyset. */
export const disagreementsPage = (
  db: Db,
  accountId: string,
  shadowId: string,
  after: Keyset | null,
  limit: number,
): Promise<StoredShadowDecision[]> =>
  db
    .select()
    .from(shadowDecisions)
    .where(
      and(
        ofShadow(accountId, shadowId),
        isNotNull(shadowDecisions.kind),
        after
          ? or(
              gt(shadowDecisions.sessionAt, after.at),
              and(eq(shadowDecisions.sessionAt, after.at), gt(shadowDecisions.sessionId, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(shadowDecisions.sessionAt), asc(shadowDecisions.sessionId))
    .limit(limit)
    .all();
