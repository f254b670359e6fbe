import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meetingSettings } from '../../db/schema/meeting-settings';
import type { RedirectMode } from '../../contracts/meeting-settings';

/** The organization's settings row as a statement, for a batch of reads (at most one row). */
export const settingsStmt = (db: Db, accountId: string) =>
  db.select().from(meetingSettings).where(eq(meetingSettings.accountId, accountId));

export const findSettings = (db: Db, accountId: string) => settingsStmt(db, accountId).get();

/** The statement saving the auto-redirection setting (insert or update), for the batch with its audit entry. */
export const upsertRedirectStmt = (
  db: Db,
  row: { accountId: string; redirectMode: RedirectMode; redirectSeconds: number; updatedBy: string; now: number },
) =>
  db
    .insert(meetingSettings)
    .values({ ...row, updatedAt: row.now })
    .onConflictDoUpdate({
      target: meetingSettings.accountId,
      set: { redirectMode: row.redirectMode, redirectSeconds: row.redirectSeconds, updatedBy: row.updatedBy, updatedAt: row.now },
    });

/** The statement saving the custom code (null clears it), for the batch with its audit entry. */
export const upsertCustomCodeStmt = (db: Db, row: { accountId: string; customCode: string | null; updatedBy: string; now: number }) =>
  db
    .insert(meetingSettings)
    .values({ accountId: row.accountId, customCode: row.customCode, updatedBy: row.updatedBy, updatedAt: row.now })
    .onConflictDoUpdate({
      target: meetingSettings.accountId,
      set: { customCode: row.customCode, updatedBy: row.updatedBy, updatedAt: row.now },
    });

/** The statement saving the meeting window defaults, for the batch that also rewrites the types following them. */
export const upsertWindowStmt = (
  db: Db,
  row: { accountId: string; earliestSlotMinutes: number; bookingWindowDays: number; updatedBy: string; now: number },
) =>
  db
    .insert(meetingSettings)
    .values({ ...row, updatedAt: row.now })
    .onConflictDoUpdate({
      target: meetingSettings.accountId,
      set: {
        earliestSlotMinutes: row.earliestSlotMinutes,
        bookingWindowDays: row.bookingWindowDays,
        updatedBy: row.updatedBy,
        updatedAt: row.now,
      },
    });

/** The statement saving the form invites switch, for the batch with its audit entry. */
export const upsertFormInvitesStmt = (db: Db, row: { accountId: string; enabled: boolean; updatedBy: string; now: number }) =>
  db
    .insert(meetingSettings)
    .values({ accountId: row.accountId, formAnswersInInvites: row.enabled, updatedBy: row.updatedBy, updatedAt: row.now })
    .onConflictDoUpdate({
      target: meetingSettings.accountId,
      set: { formAnswersInInvites: row.enabled, updatedBy: row.updatedBy, updatedAt: row.now },
    });
