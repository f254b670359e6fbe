import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { updateSessionRow } from '../../db/routing-session-rows';
import type { DecisionEvent, DecisionRecord, RoundRobinRecord } from '../../contracts/routing-decision';
import { routingSessions } from '../../db/schema/routers';
import { relayLinks, relayPreferences, slotHolds } from '../../db/schema/relay';
import { ofAccount } from '../../db/live-rows';

// Relay sessions are routing_sessions rows with router_kind 'relay': the routing log, its counts and
// the booking claim's trigger treat them like inbound ones. Public link calls carry no caller; every
// query after the entry row is scoped by that row's account.

export type SessionRow = typeof routingSessions.$inferSelect;
export type SessionInsert = typeof routingSessions.$inferInsert;
export type LinkRow = typeof relayLinks.$inferSelect;
type HoldRow = typeof slotHolds.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Sessions

export const findSession = (db: Db, id: string) =>
  db
    .select()
    .from(routingSessions)
    .where(and(eq(routingSessions.id, id), eq(routingSessions.routerKind, 'relay')))
    .get();
export const insertSessionStmt = (db: Db, row: SessionInsert) => db.insert(routingSessions).values(row);

export type DecisionPatch = {
  set?: Partial<Pick<DecisionRecord, 'slotsShown' | 'booking' | 'redirect' | 'ownerUpdate'>>;
  push?: { events?: DecisionEvent[]; roundRobin?: RoundRobinRecord[] };
};

/** One UPDATE of a relay session; `when` adds conditions (whileOpen: only while the session still waits). */
export const updateSessionStmt = updateSessionRow<DecisionPatch>;
export const whileOpen = () => [eq(routingSessions.outcome, 'pending')];

// ---------------------------------------------------------------------------------------------------
// Slot holds

/**
 * Takes (or moves) the session's hold unless another live hold covers the same member's time: one
 * INSERT ... SELECT, so two sessions racing for one member's slot cannot both hold it.
 */
export function holdStmt(db: Db, row: HoldRow, now: number) {
  return db.run(sql`
    insert into slot_holds (session_id, account_id, user_id, start_at, block_start, block_end, expires_at)
    select ${row.sessionId}, ${row.accountId}, ${row.userId}, ${row.startAt}, ${row.blockStart}, ${row.blockEnd}, ${row.expiresAt}
    where not exists (
      select 1 from slot_holds h where h.user_id = ${row.userId} and h.session_id <> ${row.sessionId}
        and h.block_start < ${row.blockEnd} and h.block_end > ${row.blockStart} and h.expires_at > ${now}
    )
    on conflict (session_id) do update set user_id = excluded.user_id, start_at = excluded.start_at,
      block_start = excluded.block_start, block_end = excluded.block_end, expires_at = excluded.expires_at`);
}

export const releaseHoldStmt = (db: Db, sessionId: string) => db.delete(slotHolds).where(eq(slotHolds.sessionId, sessionId));
export const findHold = (db: Db, sessionId: string) => db.select().from(slotHolds).where(eq(slotHolds.sessionId, sessionId)).get();

/** Live holds of other sessions on these members' time (they count as busy in this session's slots). */
export const othersHolds = (db: Db, userIds: string[], sessionId: string, from: number, to: number, now: number) =>
  userIds.length
    ? db
        .select()
        .from(slotHolds)
        .where(
          and(
            inArray(slotHolds.userId, userIds),
            ne(slotHolds.sessionId, sessionId),
            lt(slotHolds.blockStart, to),
            gt(slotHolds.blockEnd, from),
            gt(slotHolds.expiresAt, now),
          ),
        )
        .all()
    : Promise.resolve([]);

// ---------------------------------------------------------------------------------------------------
// Links

export const findLink = (db: Db, id: string) =>
  db
    .select()
    .from(relayLinks)
    .where(and(eq(relayLinks.id, id), isNull(relayLinks.deletedAt)))
    .get();
export const linksOf = (db: Db, accountId: string, relayIds: string[]) =>
  relayIds.length
    ? db
        .select()
        .from(relayLinks)
        .where(ofAccount(relayLinks, accountId, inArray(relayLinks.relayId, relayIds), isNull(relayLinks.deletedAt)))
        .orderBy(asc(relayLinks.createdAt))
        .all()
    : Promise.resolve([]);
/** Inserts a link; the partial unique indexes make a second relay, pod or dedicated link for the same key a no-op. */
export const insertLinkIgnoreStmt = (db: Db, row: typeof relayLinks.$inferInsert) =>
  db.insert(relayLinks).values(row).onConflictDoNothing();
export const insertLinkIgnore = (db: Db, row: typeof relayLinks.$inferInsert) => insertLinkIgnoreStmt(db, row).run();
export const findDedicated = (db: Db, accountId: string, relayId: string, email: string) =>
  db
    .select()
    .from(relayLinks)
    .where(
      and(
        eq(relayLinks.accountId, accountId),
        eq(relayLinks.relayId, relayId),
        eq(relayLinks.kind, 'dedicated'),
        eq(relayLinks.prospectEmail, email),
        isNull(relayLinks.deletedAt),
      ),
    )
    .get();
export const deleteLink = (db: Db, accountId: string, id: string, now: number) =>
  db
    .update(relayLinks)
    .set({ deletedAt: now })
    .where(ofAccount(relayLinks, accountId, eq(relayLinks.id, id), isNull(relayLinks.deletedAt)))
    .run();

// ---------------------------------------------------------------------------------------------------
// Preferences

export const findPreferences = (db: Db, userId: string) =>
  db.select().from(relayPreferences).where(eq(relayPreferences.userId, userId)).get();
export const savePreferences = (db: Db, row: typeof relayPreferences.$inferInsert) =>
  db
    .insert(relayPreferences)
    .values(row)
    .onConflictDoUpdate({ target: relayPreferences.userId, set: { ...row } })
    .run();
