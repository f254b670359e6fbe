import { autoRedirectionSchema, formInvitesSchema } from '../../contracts/meeting-settings';
import { teamMeetingWindowSchema } from '../../contracts/team-meeting-settings';
import {
  teamAutoRedirectionAnswerSchema,
  teamFormInvitesAnswerSchema,
  teamMeetingWindowAnswerSchema,
} from '../../contracts/team-meeting-settings-responses';
import { requireRole, signedInRoutes } from '../../http/session';
import { teamSettingRoutes } from '../../http/setting-routes';
import * as meetingSettings from './service';

const TAG = 'meeting settings';
const admins = requireRole('super_admin');

/**
 * /api/meeting-settings/teams/:teamId/...: a team's own form invites, auto-redirection and meeting window
 * for the meetings of its meeting types (Team settings tab); DELETE returns the team to the global value.
 * Admins only; a team of another organization is not found.
 */
export const teamSettingsRoutes = signedInRoutes()
  .route(
    '/',
    teamSettingRoutes({
      path: '/form-invites',
      tag: TAG,
      schema: teamFormInvitesAnswerSchema,
      input: formInvitesSchema,
      guard: admins,
      summaries: {
        get: "A team's form invites switch, or the global one it uses",
        save: "Give a team its own form invites switch for its meeting types' bookings",
        remove: 'The team uses the global form invites switch again',
      },
      get: meetingSettings.getTeamFormInvites,
      save: meetingSettings.saveTeamFormInvites,
    }),
  )
  .route(
    '/',
    teamSettingRoutes({
      path: '/auto-redirection',
      tag: TAG,
      schema: teamAutoRedirectionAnswerSchema,
      input: autoRedirectionSchema,
      guard: admins,
      summaries: {
        get: "A team's auto-redirection, or the global one it uses",
        save: "Give a team its own auto-redirection for its meeting types' confirmations",
        remove: 'The team uses the global auto-redirection again',
      },
      get: meetingSettings.getTeamAutoRedirection,
      save: meetingSettings.saveTeamAutoRedirection,
    }),
  )
  .route(
    '/',
    teamSettingRoutes({
      path: '/meeting-window',
      tag: TAG,
      schema: teamMeetingWindowAnswerSchema,
      input: teamMeetingWindowSchema,
      guard: admins,
      summaries: {
        get: "A team's earliest slot and booking window, or the global ones it uses",
        save: 'Give a team its own window (its meeting types following the window change too)',
        remove: 'The team uses the global window again (its meeting types following the window change too)',
      },
      get: meetingSettings.getTeamMeetingWindow,
      save: meetingSettings.saveTeamMeetingWindow,
    }),
  );
