// The busy cache: each sync's changes written in, and the busy path's one read of it.
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Stmt } from '../../db/batch';
import { calendarBusy, memberCalendars } from '../../db/schema/calendars';
import { integrations } from '../../db/schema/integrations';
import { users } from '../../db/schema/identity';
import type { BusyChange } from '../../integrations/calendar/adapter';
import type { MemberCalendarRow } from './repo';
import { ofAccount } from '../../db/live-rows';

/** Writes one sync's changes to the busy cache; a full sync first forgets everything the calendar had. */
export function applyChangesStmts(
  db: Db,
  cal: Pick<MemberCalendarRow, 'id' | 'accountId' | 'userId'>,
  changes: BusyChange[],
  full: boolean,
): Stmt[] {
  const out: Stmt[] = [];
  if (full) out.push(db.delete(calendarBusy).where(eq(calendarBusy.calendarId, cal.id)));
  const gone = changes.filter((c) => !c.busy).map((c) => c.eventId);
  for (let i = 0; i < gone.length; i += 90)
    out.push(db.delete(calendarBusy).where(and(eq(calendarBusy.calendarId, cal.id), inArray(calendarBusy.eventId, gone.slice(i, i + 90)))));
  const busy = changes.filter((c) => c.busy);
  // D1 allows 100 bound parameters per statement: 7 columns a row.
  for (let i = 0; i < busy.length; i += 14) {
    const rows = busy.slice(i, i + 14).map((c) => ({
      calendarId: cal.id,
      eventId: c.eventId,
      accountId: cal.accountId,
      userId: cal.userId,
      startAt: c.busy!.start,
      endAt: c.busy!.end,
      meetingId: c.meetingId,
    }));
    out.push(
      db
        .insert(calendarBusy)
        .values(rows)
        .onConflictDoUpdate({
          target: [calendarBusy.calendarId, calendarBusy.eventId],
          set: { startAt: sql`excluded.start_at`, endAt: sql`excluded.end_at`, meetingId: sql`excluded.meeting_id` },
        }),
    );
  }
  return out;
}

/**
 * The busy path's one round trip: the members' checked calendars of working connections (to tell warm
 * caches from cold ones) and the cached intervals of the window, minus the copies of our own meetings.
 * An expired connection drops out here, so slots go on from our own meetings alone.
 */
export const cachedBusyStmts = (db: Db, accountId: string, userIds: string[], from: number, to: number) =>
  [
    db
      // timeZone is the member's: all-day and floating events are their dates in their zone.
      .select({
        id: memberCalendars.id,
        userId: memberCalendars.userId,
        externalId: memberCalendars.externalId,
        timeZone: users.timezone,
        provider: memberCalendars.provider,
        integrationId: memberCalendars.integrationId,
        syncState: memberCalendars.syncState,
        syncedAt: memberCalendars.syncedAt,
        cacheFrom: memberCalendars.cacheFrom,
        cacheTo: memberCalendars.cacheTo,
      })
      .from(memberCalendars)
      .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
      .innerJoin(users, eq(users.id, memberCalendars.userId))
      .where(ofAccount(memberCalendars, accountId, inArray(memberCalendars.userId, userIds), eq(memberCalendars.checkConflicts, true))),
    db
      .select({ calendarId: calendarBusy.calendarId, userId: calendarBusy.userId, start: calendarBusy.startAt, end: calendarBusy.endAt })
      .from(calendarBusy)
      .innerJoin(memberCalendars, and(eq(memberCalendars.id, calendarBusy.calendarId), eq(memberCalendars.checkConflicts, true)))
      .innerJoin(integrations, and(eq(integrations.id, memberCalendars.integrationId), eq(integrations.status, 'connected')))
      .where(
        and(
          eq(calendarBusy.accountId, accountId),
          inArray(calendarBusy.userId, userIds),
          lt(calendarBusy.startAt, to),
          gt(calendarBusy.endAt, from),
          isNull(calendarBusy.meetingId),
        ),
      ),
  ] as const;

export type CachedBusy = { calendars: CachedCalendar[]; busy: CachedInterval[] };
type CachedCalendar = Awaited<ReturnType<ReturnType<typeof cachedBusyStmts>[0]['all']>>[number];
type CachedInterval = Awaited<ReturnType<ReturnType<typeof cachedBusyStmts>[1]['all']>>[number];

/** cachedBusy's results as rows (for a caller that put `cachedBusyStmts` in its own batch). */
export const cachedBusyOf = ([calendars, busy]: readonly unknown[]): CachedBusy => ({
  calendars: calendars as CachedCalendar[],
  busy: busy as CachedInterval[],
});

export async function cachedBusy(db: Db, accountId: string, userIds: string[], from: number, to: number): Promise<CachedBusy> {
  return cachedBusyOf(await db.batch(cachedBusyStmts(db, accountId, userIds, from, to)));
}
