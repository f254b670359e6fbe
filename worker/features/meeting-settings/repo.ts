import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meetingSettings } from '../../db/schema/meeting-settings';
import type { RedirectMode } from '../../contracts/meeting-settings';

/** The organization's settings row as a statement, for a batch of reads (at most one row). */
export const settingsStmt = (db: Db, accountId: string) =>
  db.select().from(meetingSettings).where(eq(meetingSettings.accountId, accountId));

export const findSettings = (db: Db, accountId: string) => settingsStmt(db, accountId).get();

/** Who saves the organization's settings, and when. */
type SavedBy = { accountId: string; updatedBy: string; now: number };

// Saves some of the organization's settings (insert or update), stamped with who saved them and when.
const upsertStmt = (db: Db, by: SavedBy, set: Partial<typeof meetingSettings.$inferInsert>) =>
  db
    .insert(meetingSettings)
    .values({ accountId: by.accountId, ...set, updatedBy: by.updatedBy, updatedAt: by.now })
    .onConflictDoUpdate({ target: meetingSettings.accountId, set: { ...set, updatedBy: by.updatedBy, updatedAt: by.now } });

/** The statement saving the auto-redirection setting (insert or update), for the batch with its audit entry. */
export const upsertRedirectStmt = (db: Db, row: SavedBy & { redirectMode: RedirectMode; redirectSeconds: number }) =>
  upsertStmt(db, row, { redirectMode: row.redirectMode, redirectSeconds: row.redirectSeconds });

/** The statement saving the custom code (null clears it), for the batch with its audit entry. */
export const upsertCustomCodeStmt = (db: Db, row: SavedBy & { customCode: string | null }) =>
  upsertStmt(db, row, { customCode: row.customCode });

/** The statement saving the meeting window defaults, for the batch that also rewrites the types following them. */
export const upsertWindowStmt = (db: Db, row: SavedBy & { earliestSlotMinutes: number; bookingWindowDays: number }) =>
  upsertStmt(db, row, { earliestSlotMinutes: row.earliestSlotMinutes, bookingWindowDays: row.bookingWindowDays });

/** The statement saving the form invites switch, for the batch with its audit entry. */
export const upsertFormInvitesStmt = (db: Db, row: SavedBy & { enabled: boolean }) =>
  upsertStmt(db, row, { formAnswersInInvites: row.enabled });
