import * as v from 'valibot';
import { meetingWindowSchema, type AutoRedirectionInput, type FormInvitesInput } from './meeting-settings';

/**
 * Team settings (Settings -> Meeting, "Team settings" tab): a team's own form invites, auto-redirection and
 * meeting window, for the meetings of meeting types that belong to the team. A team without its own value
 * uses the organization's (global) one; removing its own value returns it to the global one.
 */
export const TEAM_SETTINGS_PAGES = ['form-invites', 'auto-redirection', 'meeting-window'] as const;
export type TeamSettingsPage = (typeof TEAM_SETTINGS_PAGES)[number];

export const teamSettingsParam = v.object({ teamId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** A team's own window: the earliest slot and booking window (changes after start stay organization-wide). */
export const teamMeetingWindowSchema = v.object({
  earliestSlotMinutes: meetingWindowSchema.entries.earliestSlotMinutes,
  bookingWindowDays: meetingWindowSchema.entries.bookingWindowDays,
});
export type TeamMeetingWindowInput = v.InferOutput<typeof teamMeetingWindowSchema>;

/** What every team setting answers: whose team, whether it follows the global value, and when it was last saved. */
type TeamSetting = { teamId: string; usesGlobal: boolean; updatedAt: string | null };

/** The team's values in effect: its own, or the global ones while `usesGlobal`. */
export type TeamFormInvitesDto = FormInvitesInput & TeamSetting;
export type TeamAutoRedirectionDto = AutoRedirectionInput & TeamSetting;
export type TeamMeetingWindowDto = TeamMeetingWindowInput & TeamSetting;
