import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changes } from '../../db/batch';
import { noShowChecks, noShowSettings } from '../../db/schema/no-show';
import { meetingConferences } from '../../db/schema/conferencing';
import { meetingParticipants, meetings } from '../../db/schema/scheduling';
import { users } from '../../db/schema/identity';
import { ofAccount } from '../../db/live-rows';

type SettingsRow = typeof noShowSettings.$inferSelect;
export type CheckRow = typeof noShowChecks.$inferSelect;
type CheckUpdate = Partial<typeof noShowChecks.$inferInsert>;

export const findSettings = (db: Db, accountId: string) =>
  db.select().from(noShowSettings).where(eq(noShowSettings.accountId, accountId)).get();

/** Saves the settings; `enabledAt` moves only when detection is switched on, so re-saving keeps the meetings it already covers. */
export const upsertSettings = (db: Db, row: { accountId: string; enabled: boolean; waitMinutes: number; updatedBy: string; now: number }) =>
  db
    .insert(noShowSettings)
    .values({
      accountId: row.accountId,
      enabled: row.enabled,
      waitMinutes: row.waitMinutes,
      enabledAt: row.enabled ? row.now : null,
      updatedBy: row.updatedBy,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: noShowSettings.accountId,
      set: {
        enabled: row.enabled,
        waitMinutes: row.waitMinutes,
        enabledAt: row.enabled ? sql`case when ${noShowSettings.enabled} = 1 then ${noShowSettings.enabledAt} else ${row.now} end` : null,
        updatedBy: row.updatedBy,
        updatedAt: row.now,
      },
    })
    .run();

const free = (now: number) => or(isNull(noShowChecks.leaseUntil), lt(noShowChecks.leaseUntil, now));

/**
 * Zoom meetings due a check, across organizations with detection on: still scheduled, ended at least
 * the organization's wait ago (and after detection was switched on, within `horizonMs`), with no check
 * yet or a pending one whose retry time has come and that no sweep holds. Oldest first.
 */
export const dueMeetings = (db: Db, now: number, horizonMs: number, limit: number) =>
  db
    .select({ meetingId: meetings.id, accountId: meetings.accountId })
    .from(noShowSettings)
    .innerJoin(meetings, eq(meetings.accountId, noShowSettings.accountId))
    .innerJoin(meetingConferences, eq(meetingConferences.meetingId, meetings.id))
    .leftJoin(noShowChecks, eq(noShowChecks.meetingId, meetings.id))
    .where(
      and(
        eq(noShowSettings.enabled, true),
        // The start bounds keep the scan on the (account, start) index; a meeting lasts well under a day.
        gt(meetings.startAt, now - horizonMs - 86_400_000),
        lt(meetings.startAt, now),
        eq(meetings.status, 'scheduled'),
        gt(meetings.endAt, now - horizonMs),
        sql`${meetings.endAt} >= ${noShowSettings.enabledAt}`,
        sql`${meetings.endAt} + ${noShowSettings.waitMinutes} * 60000 <= ${now}`,
        eq(meetingConferences.provider, 'zoom'),
        eq(meetingConferences.status, 'created'),
        or(isNull(noShowChecks.meetingId), and(eq(noShowChecks.state, 'pending'), lte(noShowChecks.nextAt, now), free(now))),
      ),
    )
    .orderBy(asc(meetings.endAt))
    .limit(limit)
    .all();

/**
 * Takes the meeting's check for this sweep until `leaseUntil`: creates it, or takes a pending one whose
 * time has come and that nobody holds. True only for the one caller that got it, however many race.
 */
export async function claimCheck(db: Db, accountId: string, meetingId: string, now: number, leaseUntil: number): Promise<boolean> {
  const res = await db
    .insert(noShowChecks)
    .values({
      meetingId,
      accountId,
      state: 'pending',
      attempts: 1,
      nextAt: now,
      leaseUntil,
      firstTriedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: noShowChecks.meetingId,
      set: { leaseUntil, attempts: sql`${noShowChecks.attempts} + 1`, updatedAt: now },
      setWhere: ofAccount(noShowChecks, accountId, eq(noShowChecks.state, 'pending'), lte(noShowChecks.nextAt, now), free(now)),
    })
    .run();
  return changes(res) > 0;
}

export const findCheck = (db: Db, accountId: string, meetingId: string) =>
  db
    .select()
    .from(noShowChecks)
    .where(ofAccount(noShowChecks, accountId, eq(noShowChecks.meetingId, meetingId)))
    .get();

export const updateCheckStmt = (db: Db, accountId: string, meetingId: string, set: CheckUpdate) =>
  db
    .update(noShowChecks)
    .set(set)
    .where(ofAccount(noShowChecks, accountId, eq(noShowChecks.meetingId, meetingId)));

/** What the decision needs of the meeting: who the prospect is, when it ended, and the team's e-mails (every member taking part: host, members, member guests). */
export async function meetingSubject(db: Db, accountId: string, meetingId: string) {
  const [meeting, team] = await db.batch([
    db
      .select({ status: meetings.status, prospectEmail: meetings.prospectEmail, endAt: meetings.endAt })
      .from(meetings)
      .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId)))
      .limit(1),
    db
      .select({ email: users.email })
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.userId))
      .where(ofAccount(meetingParticipants, accountId, eq(meetingParticipants.meetingId, meetingId))),
  ]);
  return meeting[0] ? { ...meeting[0], teamEmails: team.map((t) => t.email) } : null;
}
