import { autoRedirectionSchema, customCodeSchema, formInvitesSchema, meetingWindowSchema } from '../../contracts/meeting-settings';
import {
  autoRedirectionAnswerSchema,
  customCodeAnswerSchema,
  formInvitesAnswerSchema,
  meetingWindowAnswerSchema,
} from '../../contracts/meeting-settings-responses';
import { requireRole, signedInRoutes } from '../../http/session';
import { settingRoutes } from '../../http/setting-routes';
import * as meetingSettings from './service';
import { utmParamsSchema } from '../../contracts/utm-params';
import { utmParamsAnswerSchema } from '../../contracts/utm-params-responses';
import * as utmParams from './parts/utm';
import { teamSettingsRoutes } from './team-routes';

const TAG = 'meeting settings';
const admins = requireRole('super_admin');

/** /api/meeting-settings: Settings -> Meeting (spec section 2); Admins only. */
export const meetingSettingsRoutes = signedInRoutes()
  .route(
    '/',
    settingRoutes({
      path: '/auto-redirection',
      tag: TAG,
      schema: autoRedirectionAnswerSchema,
      input: autoRedirectionSchema,
      guard: admins,
      summaries: {
        get: 'What the confirmation does after a booking with a redirect URL',
        save: 'Auto-redirect after a countdown the prospect can pause, or stay on the confirmation page',
      },
      get: meetingSettings.getAutoRedirection,
      save: meetingSettings.saveAutoRedirection,
    }),
  )
  .route(
    '/',
    settingRoutes({
      path: '/custom-code',
      tag: TAG,
      schema: customCodeAnswerSchema,
      input: customCodeSchema,
      guard: admins,
      summaries: {
        get: "The organization's custom code for its booking pages",
        save: 'Save the custom code run in a sandboxed frame on booking pages (blank clears it)',
      },
      get: meetingSettings.getCustomCode,
      save: meetingSettings.saveCustomCode,
    }),
  )
  .route(
    '/',
    settingRoutes({
      path: '/meeting-window',
      tag: TAG,
      schema: meetingWindowAnswerSchema,
      input: meetingWindowSchema,
      guard: admins,
      summaries: {
        get: "The organization's default booking window and changes after the start time",
        save: 'Save the default earliest slot and booking window (types following them change too) and changes after start',
      },
      get: meetingSettings.getMeetingWindow,
      save: meetingSettings.saveMeetingWindow,
    }),
  )
  .route(
    '/',
    settingRoutes({
      path: '/form-invites',
      tag: TAG,
      schema: formInvitesAnswerSchema,
      input: formInvitesSchema,
      guard: admins,
      summaries: {
        get: 'Whether booking form answers are added to the invitations the prospect sees',
        save: "Add the prospect's booking form answers to the calendar invitations (the prospect sees them too), or leave them out",
      },
      get: meetingSettings.getFormInvites,
      save: meetingSettings.saveFormInvites,
    }),
  )
  .route(
    '/',
    settingRoutes({
      path: '/utm-params',
      tag: TAG,
      schema: utmParamsAnswerSchema,
      input: utmParamsSchema,
      guard: admins,
      summaries: {
        get: 'Which CRM field each UTM parameter of a booking is written to',
        save: 'Map each UTM parameter to a CRM field (null: not mapped); bookings write their UTM values there',
      },
      get: utmParams.getUtmParams,
      save: utmParams.saveUtmParams,
    }),
  )
  .route('/teams', teamSettingsRoutes);
