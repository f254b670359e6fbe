import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Stmt } from '../../db/batch';
import { calendarChannels, memberCalendars } from '../../db/schema/calendars';
import { integrations } from '../../db/schema/integrations';
import { users } from '../../db/schema/identity';
import type { CalendarInfo } from '../../integrations/calendar/adapter';
import { ofAccount } from '../../db/live-rows';

export type MemberCalendarRow = typeof memberCalendars.$inferSelect;
type ChannelRow = typeof calendarChannels.$inferSelect;

export const calendarsOfUser = (db: Db, accountId: string, userId: string) =>
  db
    .select()
    .from(memberCalendars)
    .where(ofAccount(memberCalendars, accountId, eq(memberCalendars.userId, userId)))
    .orderBy(memberCalendars.integrationId, memberCalendars.name)
    .all();

export const calendarsOfIntegration = (db: Db, integrationId: string) =>
  db.select().from(memberCalendars).where(eq(memberCalendars.integrationId, integrationId)).all();

export const calendarById = (db: Db, id: string) => db.select().from(memberCalendars).where(eq(memberCalendars.id, id)).get();

/** The member's calendar that receives bookings, if its integration is usable. */
/** A member's video tools and calendars (the booking's conference decision), as a builder to batch. */
export const memberConnectionsQuery = (db: Db, accountId: string, userId: string) =>
  db
    .select()
    .from(integrations)
    .where(ofAccount(integrations, accountId, eq(integrations.userId, userId), inArray(integrations.kind, ['conferencing', 'calendar'])))
    .orderBy(integrations.createdAt);

/** The provider of a member's working write calendar, if any, as a builder to batch. */
export const writeProviderQuery = (db: Db, accountId: string, userId: string) =>
  db
    .select({ provider: integrations.provider })
    .from(memberCalendars)
    .innerJoin(integrations, eq(integrations.id, memberCalendars.integrationId))
    .where(
      and(
        eq(memberCalendars.accountId, accountId),
        eq(memberCalendars.userId, userId),
        eq(memberCalendars.writeTo, true),
        eq(integrations.status, 'connected'),
      ),
    )
    .limit(1);

export const writeCalendarOf = (db: Db, accountId: string, userId: string) =>
  db
    .select({ calendar: memberCalendars, integration: integrations })
    .from(memberCalendars)
    .innerJoin(integrations, eq(integrations.id, memberCalendars.integrationId))
    .where(ofAccount(memberCalendars, accountId, eq(memberCalendars.userId, userId), eq(memberCalendars.writeTo, true)))
    .get();

/** Refreshes the list from the provider: new calendars arrive unchecked (the primary one checked and written to on first connect). */
export function upsertCalendarsStmts(
  db: Db,
  base: { accountId: string; userId: string; integrationId: string; provider: string },
  list: CalendarInfo[],
  firstConnect: boolean,
  now: number,
): Stmt[] {
  return list.map((c) =>
    db
      .insert(memberCalendars)
      .values({
        id: crypto.randomUUID(),
        ...base,
        externalId: c.externalId,
        name: c.name,
        color: c.color,
        timeZone: c.timeZone,
        isPrimary: c.isPrimary,
        canWrite: c.canWrite,
        checkConflicts: firstConnect && c.isPrimary,
        writeTo: false,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [memberCalendars.integrationId, memberCalendars.externalId],
        set: { name: c.name, color: c.color, timeZone: c.timeZone, isPrimary: c.isPrimary, canWrite: c.canWrite, updatedAt: now },
      }),
  );
}

/**
 * One provider page's choices: its calendars' checks are replaced; a write calendar is the only one of
 * the member (across providers), and "none" clears only this provider's.
 */
export function choiceStmts(
  db: Db,
  accountId: string,
  userId: string,
  provider: string,
  check: string[],
  writeTo: string | null,
  now: number,
): Stmt[] {
  const mine = ofAccount(memberCalendars, accountId, eq(memberCalendars.userId, userId));
  return [
    db
      .update(memberCalendars)
      .set({ checkConflicts: check.length ? inArray(memberCalendars.id, check) : sql`0`, updatedAt: now })
      .where(and(mine, eq(memberCalendars.provider, provider))),
    writeTo
      ? db
          .update(memberCalendars)
          .set({ writeTo: eq(memberCalendars.id, writeTo) })
          .where(mine)
      : db
          .update(memberCalendars)
          .set({ writeTo: false })
          .where(and(mine, eq(memberCalendars.provider, provider))),
  ];
}

export function setSyncStmt(
  db: Db,
  calendarId: string,
  set: Partial<Pick<MemberCalendarRow, 'syncState' | 'syncToken' | 'cacheFrom' | 'cacheTo' | 'syncedAt' | 'lastError'>>,
) {
  return db.update(memberCalendars).set(set).where(eq(memberCalendars.id, calendarId));
}

export const channelById = (db: Db, id: string) => db.select().from(calendarChannels).where(eq(calendarChannels.id, id)).get();
export const channelsOfCalendar = (db: Db, calendarId: string) =>
  db.select().from(calendarChannels).where(eq(calendarChannels.calendarId, calendarId)).all();
export const channelsExpiringBefore = (db: Db, at: number, limit: number) =>
  db.select().from(calendarChannels).where(lt(calendarChannels.expiresAt, at)).limit(limit).all();
export const insertChannelStmt = (db: Db, row: typeof calendarChannels.$inferInsert) => db.insert(calendarChannels).values(row);
export const deleteChannelStmt = (db: Db, id: string) => db.delete(calendarChannels).where(eq(calendarChannels.id, id));

/**
 * Calendars checked for conflicts whose cache is cold, stale or failed: the cron sync's work list,
 * longest unsynced first. CalDAV calendars are stale sooner (no push tells us of a change).
 */
export const calendarsNeedingSync = (db: Db, at: { staleBefore: number; caldavStaleBefore: number; now: number }, limit: number) =>
  db
    .select({ cal: memberCalendars })
    .from(memberCalendars)
    .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
    .where(
      and(
        eq(memberCalendars.checkConflicts, true),
        sql`(${memberCalendars.syncState} != 'warm' OR ${memberCalendars.syncedAt} < (CASE WHEN ${memberCalendars.provider} = 'caldav' THEN ${at.caldavStaleBefore} ELSE ${at.staleBefore} END) OR ${memberCalendars.cacheTo} < ${at.now + 60 * 86_400_000})`,
      ),
    )
    .orderBy(sql`coalesce(${memberCalendars.syncedAt}, 0)`)
    .limit(limit)
    .all()
    .then((rows) => rows.map((r) => r.cal));

/** The member's own time zone: the zone their all-day and floating calendar events are read in. */
export const memberTimeZone = async (db: Db, accountId: string, userId: string) =>
  (
    await db
      .select({ tz: users.timezone })
      .from(users)
      .where(ofAccount(users, accountId, eq(users.id, userId)))
      .get()
  )?.tz ?? 'UTC';

export const integrationById = (db: Db, id: string) => db.select().from(integrations).where(eq(integrations.id, id)).get();
export const calendarIntegrationsOfUser = (db: Db, accountId: string, userId: string) =>
  db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.accountId, accountId),
        eq(integrations.userId, userId),
        eq(integrations.kind, 'calendar'),
        ne(integrations.status, 'connecting'),
      ),
    )
    .all();

export const setWriteStmt = (db: Db, accountId: string, userId: string, calendarId: string, now: number) =>
  db
    .update(memberCalendars)
    .set({ writeTo: sql`${memberCalendars.id} = ${calendarId}`, updatedAt: now })
    .where(ofAccount(memberCalendars, accountId, eq(memberCalendars.userId, userId)));

/** Members whose calendar connection expired, for the admins' warning. */
export const expiredCalendarMembers = (db: Db, accountId: string) =>
  db
    .select({ userId: users.id, name: users.name, provider: integrations.provider, since: integrations.updatedAt })
    .from(integrations)
    .innerJoin(users, eq(users.id, integrations.userId))
    .where(ofAccount(integrations, accountId, eq(integrations.kind, 'calendar'), eq(integrations.status, 'expired')))
    .orderBy(users.name)
    .all();

/** Marks a connection as being disconnected; answers false when another request already is (a double click). */
export async function claimDisconnect(db: Db, accountId: string, id: string, now: number) {
  const res = await db
    .update(integrations)
    .set({ lastError: 'Disconnecting', updatedAt: now })
    .where(ofAccount(integrations, accountId, eq(integrations.id, id), sql`coalesce(${integrations.lastError}, '') != 'Disconnecting'`))
    .run();
  return (res.meta?.changes ?? 0) > 0;
}
