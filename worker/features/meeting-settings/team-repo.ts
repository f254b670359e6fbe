import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMeetingSettings } from '../../db/schema/meeting-settings';
import type { RedirectMode } from '../../contracts/meeting-settings';
import { ofAccount } from '../../db/live-rows';

/** A team's own meeting settings; a null column follows the organization's value. */
export type TeamOwnSettings = {
  teamId: string;
  accountId: string;
  redirectMode: RedirectMode | null;
  redirectSeconds: number | null;
  earliestSlotMinutes: number | null;
  bookingWindowDays: number | null;
  formAnswersInInvites: boolean | null;
  updatedBy: string | null;
  updatedAt: number;
};
/** The columns of one team setting: set together, or cleared together (null: the team uses the global value). */
export type TeamSettingsSet = Partial<
  Pick<TeamOwnSettings, 'redirectMode' | 'redirectSeconds' | 'earliestSlotMinutes' | 'bookingWindowDays' | 'formAnswersInInvites'>
>;

/** One team's row as a statement, for a batch of reads (at most one row; none for no team). */
export const teamSettingsStmt = (db: Db, accountId: string, teamId: string | null) =>
  db
    .select()
    .from(teamMeetingSettings)
    .where(ofAccount(teamMeetingSettings, accountId, eq(teamMeetingSettings.teamId, teamId ?? '')));

export const findTeamSettings = (db: Db, accountId: string, teamId: string) => teamSettingsStmt(db, accountId, teamId).get();

/** Every team's own settings in the organization (a handful of rows), for a read that does not know the team yet. */
export const allTeamSettingsStmt = (db: Db, accountId: string) =>
  db.select().from(teamMeetingSettings).where(eq(teamMeetingSettings.accountId, accountId));

/** Every team's form invites switch in the organization (a handful of rows), for a read that does not know the team yet. */
export const teamFormInvitesStmt = (db: Db, accountId: string) =>
  db
    .select({ teamId: teamMeetingSettings.teamId, formAnswersInInvites: teamMeetingSettings.formAnswersInInvites })
    .from(teamMeetingSettings)
    .where(eq(teamMeetingSettings.accountId, accountId));

/** The statement setting (or, with nulls, clearing) one team setting, for the batch with its audit entry. */
export const upsertTeamSettingsStmt = (
  db: Db,
  row: { accountId: string; teamId: string; set: TeamSettingsSet; updatedBy: string; now: number },
) =>
  db
    .insert(teamMeetingSettings)
    .values({ accountId: row.accountId, teamId: row.teamId, ...row.set, updatedBy: row.updatedBy, updatedAt: row.now })
    .onConflictDoUpdate({
      target: teamMeetingSettings.teamId,
      set: { ...row.set, updatedBy: row.updatedBy, updatedAt: row.now },
      setWhere: eq(teamMeetingSettings.accountId, row.accountId),
    });
