import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import {
  DEFAULT_FORM_INVITES,
  DEFAULT_MEETING_WINDOW,
  DEFAULT_POST_BOOKING,
  type AutoRedirectionInput,
  type FormInvitesInput,
} from '../../../contracts/meeting-settings';
import type {
  TeamAutoRedirectionDto,
  TeamFormInvitesDto,
  TeamMeetingWindowDto,
  TeamMeetingWindowInput,
} from '../../../contracts/team-meeting-settings';
import { auditStmt } from '../../audit-log/service';
import { followOrgWindowStmt } from '../../meeting-types/service';
import { getTeam } from '../../teams/service';
import * as repo from '../repo';
import * as teamRepo from '../team-repo';

type OrgRow = Awaited<ReturnType<typeof repo.findSettings>>;

/** One team setting: its audit name, the team's own values (null: uses the global ones), the global ones, its columns. */
type Setting<T> = {
  name: string;
  own: (row: teamRepo.TeamOwnSettings) => T | null;
  global: (org: OrgRow) => T;
  columns: (value: T | null) => teamRepo.TeamSettingsSet;
  /** Saving rewrites the team's meeting types that follow the window. */
  rewritesTypes?: boolean;
};

const FORM_INVITES: Setting<FormInvitesInput> = {
  name: 'form_invites',
  own: (r) => (r.formAnswersInInvites == null ? null : { enabled: r.formAnswersInInvites }),
  global: (org) => ({ enabled: org?.formAnswersInInvites ?? DEFAULT_FORM_INVITES.enabled }),
  columns: (v) => ({ formAnswersInInvites: v?.enabled ?? null }),
};

const AUTO_REDIRECTION: Setting<AutoRedirectionInput> = {
  name: 'auto_redirection',
  own: (r) => (r.redirectMode == null || r.redirectSeconds == null ? null : { mode: r.redirectMode, seconds: r.redirectSeconds }),
  global: (org) => (org ? { mode: org.redirectMode, seconds: org.redirectSeconds } : DEFAULT_POST_BOOKING),
  columns: (v) => ({ redirectMode: v?.mode ?? null, redirectSeconds: v?.seconds ?? null }),
};

const MEETING_WINDOW: Setting<TeamMeetingWindowInput> = {
  name: 'meeting_window',
  own: (r) =>
    r.earliestSlotMinutes == null || r.bookingWindowDays == null
      ? null
      : { earliestSlotMinutes: r.earliestSlotMinutes, bookingWindowDays: r.bookingWindowDays },
  global: (org) => ({
    earliestSlotMinutes: org?.earliestSlotMinutes ?? DEFAULT_MEETING_WINDOW.earliestSlotMinutes,
    bookingWindowDays: org?.bookingWindowDays ?? DEFAULT_MEETING_WINDOW.bookingWindowDays,
  }),
  columns: (v) => ({ earliestSlotMinutes: v?.earliestSlotMinutes ?? null, bookingWindowDays: v?.bookingWindowDays ?? null }),
  rewritesTypes: true,
};

/** The team's values in effect; a team of another organization (or none) is not found (404). */
async function read<T>(db: Db, caller: Caller, teamId: string, s: Setting<T>) {
  const team = await getTeam(db, caller, teamId);
  const [org, row] = await Promise.all([repo.findSettings(db, caller.accountId), teamRepo.findTeamSettings(db, caller.accountId, teamId)]);
  const own = row ? s.own(row) : null;
  const dto = { ...(own ?? s.global(org)), teamId, usesGlobal: !own, updatedAt: row ? new Date(row.updatedAt).toISOString() : null };
  return { team, own, dto };
}

/**
 * Saves the team's own value (null: back to the global one) with its audit entry, and for the window the
 * team's types following it, in one batch. Saving what the team already has writes nothing; two Admins
 * saving at once both write, and the later batch is what stays.
 */
async function save<T extends object>(db: Db, caller: Caller, teamId: string, s: Setting<T>, value: T | null, now: number) {
  const { team, own, dto } = await read(db, caller, teamId, s);
  const same = value && own ? (Object.keys(value) as (keyof T)[]).every((k) => own[k] === value[k]) : !value && !own;
  if (same) return dto;
  await db.batch([
    teamRepo.upsertTeamSettingsStmt(db, { accountId: caller.accountId, teamId, set: s.columns(value), updatedBy: caller.userId, now }),
    ...(s.rewritesTypes ? [followOrgWindowStmt(db, caller.accountId, teamId)] : []),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: { setting: s.name, team: { id: team.id, name: team.name }, before: own ?? 'global', after: value ?? 'global' },
      at: now,
    }),
  ]);
  return (await read(db, caller, teamId, s)).dto;
}

export const getTeamFormInvites = async (db: Db, caller: Caller, teamId: string): Promise<TeamFormInvitesDto> =>
  (await read(db, caller, teamId, FORM_INVITES)).dto;
export const saveTeamFormInvites = (db: Db, caller: Caller, teamId: string, input: FormInvitesInput | null, now = Date.now()) =>
  save(db, caller, teamId, FORM_INVITES, input && { enabled: input.enabled }, now) as Promise<TeamFormInvitesDto>;

export const getTeamAutoRedirection = async (db: Db, caller: Caller, teamId: string): Promise<TeamAutoRedirectionDto> =>
  (await read(db, caller, teamId, AUTO_REDIRECTION)).dto;
export const saveTeamAutoRedirection = (db: Db, caller: Caller, teamId: string, input: AutoRedirectionInput | null, now = Date.now()) =>
  save(db, caller, teamId, AUTO_REDIRECTION, input && { mode: input.mode, seconds: input.seconds }, now) as Promise<TeamAutoRedirectionDto>;

export const getTeamMeetingWindow = async (db: Db, caller: Caller, teamId: string): Promise<TeamMeetingWindowDto> =>
  (await read(db, caller, teamId, MEETING_WINDOW)).dto;
export const saveTeamMeetingWindow = (db: Db, caller: Caller, teamId: string, input: TeamMeetingWindowInput | null, now = Date.now()) =>
  save(
    db,
    caller,
    teamId,
    MEETING_WINDOW,
    input && { earliestSlotMinutes: input.earliestSlotMinutes, bookingWindowDays: input.bookingWindowDays },
    now,
  ) as Promise<TeamMeetingWindowDto>;

/** For the public pages: a team's own post-booking behaviour from its row, or null when it uses the global one. */
export const ownPostBooking = (row: teamRepo.TeamOwnSettings | undefined) => (row ? AUTO_REDIRECTION.own(row) : null);
