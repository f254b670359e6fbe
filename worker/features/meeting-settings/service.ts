import type { Db } from '../../db/client';
import type { Read } from '../../db/batch';
import type { Caller } from '../../env';
import {
  DEFAULT_POST_BOOKING,
  type AutoRedirectionDto,
  type AutoRedirectionInput,
  type CustomCodeDto,
  type CustomCodeInput,
  DEFAULT_MEETING_WINDOW,
  DEFAULT_FORM_INVITES,
  type FormInvitesDto,
  type FormInvitesInput,
  type MeetingWindowDto,
  type MeetingWindowInput,
  type PostBookingDto,
} from '../../contracts/meeting-settings';
import { notFound } from '../../core/errors';
import { auditStmt } from '../audit-log/service';
import { followOrgWindowStmt } from '../meeting-types/service';
import { allowChangesAfterStartStmt, organizationById } from '../organization/service';
import * as repo from './repo';
import * as teamRepo from './team-repo';
import { ownPostBooking } from './parts/team';

/**
 * For the public pages: what the confirmation does after a booking with a redirect URL - the team's own
 * behaviour when the meeting type belongs to a team that has one (Team settings), else the organization's.
 */
export async function postBooking(db: Db, accountId: string, teamId: string | null = null): Promise<PostBookingDto> {
  return (await pageSettings(db, accountId, teamId)).postBooking;
}

/** For a booking page: the post-booking behaviour (of the type's team, see postBooking) and the organization's custom code. */
export async function pageSettings(
  db: Db,
  accountId: string,
  teamId: string | null = null,
): Promise<{ postBooking: PostBookingDto; customCode: string | null }> {
  const [[row], [team]] = await db.batch([repo.settingsStmt(db, accountId), teamRepo.teamSettingsStmt(db, accountId, teamId)]);
  return { postBooking: ownPostBooking(team) ?? orgPostBooking(row), customCode: row?.customCode ?? null };
}

/** The organization's post-booking behaviour from its settings row (the default when it never saved one). */
const orgPostBooking = (row: { redirectMode: PostBookingDto['mode']; redirectSeconds: number } | undefined): PostBookingDto =>
  row ? { mode: row.redirectMode, seconds: row.redirectSeconds } : DEFAULT_POST_BOOKING;

/**
 * postBooking for any team, as a read that can join a caller's batch before the team is known: the routing
 * submission reads it with its router, and its decision may pick a meeting type of another team.
 */
export const postBookingByTeamRead = (db: Db, accountId: string): Read<(teamId: string | null) => PostBookingDto> => ({
  stmts: [repo.settingsStmt(db, accountId), teamRepo.allTeamSettingsStmt(db, accountId)],
  of: ([rows, teamRows]) => {
    const org = orgPostBooking((rows as Parameters<typeof orgPostBooking>[0][])[0]);
    const teams = teamRows as teamRepo.TeamOwnSettings[];
    return (teamId) => (teamId ? ownPostBooking(teams.find((t) => t.teamId === teamId)) : null) ?? org;
  },
});

/** For a campaign or relay link page: the organization's custom code, null when none. */
export async function pageCustomCode(db: Db, accountId: string): Promise<string | null> {
  return (await repo.findSettings(db, accountId))?.customCode ?? null;
}

export async function getAutoRedirection(db: Db, caller: Caller): Promise<AutoRedirectionDto> {
  const row = await repo.findSettings(db, caller.accountId);
  return row
    ? { mode: row.redirectMode, seconds: row.redirectSeconds, updatedAt: new Date(row.updatedAt).toISOString() }
    : { ...DEFAULT_POST_BOOKING, updatedAt: null };
}

/** Saves the setting and its audit entry (who, before, after) in one batch; an unchanged save writes nothing. */
export async function saveAutoRedirection(db: Db, caller: Caller, input: AutoRedirectionInput, now = Date.now()) {
  const before = await getAutoRedirection(db, caller);
  if (before.updatedAt && before.mode === input.mode && before.seconds === input.seconds) return before;
  await db.batch([
    repo.upsertRedirectStmt(db, {
      accountId: caller.accountId,
      redirectMode: input.mode,
      redirectSeconds: input.seconds,
      updatedBy: caller.userId,
      now,
    }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: {
        setting: 'auto_redirection',
        before: { mode: before.mode, seconds: before.seconds },
        after: { mode: input.mode, seconds: input.seconds },
      },
      at: now,
    }),
  ]);
  return getAutoRedirection(db, caller);
}

export async function getCustomCode(db: Db, caller: Caller): Promise<CustomCodeDto> {
  const row = await repo.findSettings(db, caller.accountId);
  return { code: row?.customCode ?? '', updatedAt: row?.customCode != null ? new Date(row.updatedAt).toISOString() : null };
}

/** Saves the code (blank clears it) and an audit entry saying its size before and after, not the code itself. */
export async function saveCustomCode(db: Db, caller: Caller, input: CustomCodeInput, now = Date.now()): Promise<CustomCodeDto> {
  const before = await getCustomCode(db, caller);
  if (before.code === input.code) return before;
  await db.batch([
    repo.upsertCustomCodeStmt(db, { accountId: caller.accountId, customCode: input.code || null, updatedBy: caller.userId, now }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: { setting: 'custom_code', before: { characters: before.code.length }, after: { characters: input.code.length } },
      at: now,
    }),
  ]);
  return getCustomCode(db, caller);
}

export async function getMeetingWindow(db: Db, caller: Caller): Promise<MeetingWindowDto> {
  const [row, org] = await Promise.all([repo.findSettings(db, caller.accountId), organizationById(db, caller.accountId)]);
  if (!org) throw notFound('Organization');
  return {
    earliestSlotMinutes: row?.earliestSlotMinutes ?? DEFAULT_MEETING_WINDOW.earliestSlotMinutes,
    bookingWindowDays: row?.bookingWindowDays ?? DEFAULT_MEETING_WINDOW.bookingWindowDays,
    allowChangesAfterStart: org.allowChangesAfterStart,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
}

/**
 * Saves the defaults, rewrites the window of every meeting type following them, sets the organization's
 * changes-after-start rule and writes the audit entry, all in one batch; an unchanged save writes nothing.
 */
export async function saveMeetingWindow(db: Db, caller: Caller, input: MeetingWindowInput, now = Date.now()): Promise<MeetingWindowDto> {
  const before = await getMeetingWindow(db, caller);
  const same = (Object.keys(input) as (keyof MeetingWindowInput)[]).every((k) => before[k] === input[k]);
  if (same) return before;
  const window = { earliestSlotMinutes: input.earliestSlotMinutes, bookingWindowDays: input.bookingWindowDays };
  await db.batch([
    repo.upsertWindowStmt(db, { accountId: caller.accountId, ...window, updatedBy: caller.userId, now }),
    followOrgWindowStmt(db, caller.accountId),
    allowChangesAfterStartStmt(db, caller.accountId, input.allowChangesAfterStart),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: {
        setting: 'meeting_window',
        before: {
          earliestSlotMinutes: before.earliestSlotMinutes,
          bookingWindowDays: before.bookingWindowDays,
          allowChangesAfterStart: before.allowChangesAfterStart,
        },
        after: input,
      },
      at: now,
    }),
  ]);
  return getMeetingWindow(db, caller);
}

/**
 * For the invitations a prospect sees (our ICS to the prospect and guests, the event in the host's connected
 * calendar): whether the booking form answers go into them - the meeting type's team's own switch when it
 * has one, else the organization's; on when neither was ever saved. Read before the team is known: the
 * answer for any team.
 */
export async function answersInInvitesByTeam(db: Db, accountId: string): Promise<(teamId: string | null) => boolean> {
  const [org, teams] = await db.batch([repo.settingsStmt(db, accountId), teamRepo.teamFormInvitesStmt(db, accountId)]);
  return (teamId) => answersInInvitesOf(org, teamId ? teams.filter((t) => t.teamId === teamId) : []);
}

/** Whether form answers go into a booking's invitations (its type's team's switch, else the organization's), as a read for the booking's one batch. */
export const answersInInvitesRead = (db: Db, accountId: string, teamId: string | null): Read<boolean> => ({
  stmts: [repo.settingsStmt(db, accountId), teamRepo.teamSettingsStmt(db, accountId, teamId)],
  of: ([rows, teamRows]) =>
    answersInInvitesOf(rows as { formAnswersInInvites: boolean }[], teamRows as { formAnswersInInvites: boolean | null }[]),
});
const answersInInvitesOf = (rows: { formAnswersInInvites: boolean }[], teamRows: { formAnswersInInvites: boolean | null }[] = []) =>
  teamRows[0]?.formAnswersInInvites ?? rows[0]?.formAnswersInInvites ?? DEFAULT_FORM_INVITES.enabled;

export async function getFormInvites(db: Db, caller: Caller): Promise<FormInvitesDto> {
  const row = await repo.findSettings(db, caller.accountId);
  return row
    ? { enabled: row.formAnswersInInvites, updatedAt: new Date(row.updatedAt).toISOString() }
    : { ...DEFAULT_FORM_INVITES, updatedAt: null };
}

/** Saves the switch and its audit entry (who, before, after) in one batch; an unchanged save writes nothing. */
export async function saveFormInvites(db: Db, caller: Caller, input: FormInvitesInput, now = Date.now()): Promise<FormInvitesDto> {
  const before = await getFormInvites(db, caller);
  if (before.enabled === input.enabled) return before;
  await db.batch([
    repo.upsertFormInvitesStmt(db, { accountId: caller.accountId, enabled: input.enabled, updatedBy: caller.userId, now }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'meeting_settings_changed',
      actorUserId: caller.userId,
      detail: { setting: 'form_invites', before: { enabled: before.enabled }, after: { enabled: input.enabled } },
      at: now,
    }),
  ]);
  return getFormInvites(db, caller);
}

// UTM parameters (Settings -> Meeting -> UTM parameters): the CRM write of a booking reads the mapping.
export { utmFieldMap } from './parts/utm';

// Team settings (the "Team settings" tab of form invites, auto-redirection and meeting window).
export {
  getTeamAutoRedirection,
  getTeamFormInvites,
  getTeamMeetingWindow,
  saveTeamAutoRedirection,
  saveTeamFormInvites,
  saveTeamMeetingWindow,
} from './parts/team';
