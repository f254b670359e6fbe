import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { autoRedirectionSchema, customCodeSchema, formInvitesSchema, meetingWindowSchema } from '../../contracts/meeting-settings';
import {
  autoRedirectionAnswerSchema,
  customCodeAnswerSchema,
  formInvitesAnswerSchema,
  meetingWindowAnswerSchema,
} from '../../contracts/meeting-settings-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as meetingSettings from './service';
import { utmParamsSchema } from '../../contracts/utm-params';
import { utmParamsAnswerSchema } from '../../contracts/utm-params-responses';
import * as utmParams from './parts/utm';
import { teamSettingsRoutes } from './team-routes';

const TAG = 'meeting settings';
const admins = requireRole('super_admin');
const redirect = { ok: { schema: dataOf(autoRedirectionAnswerSchema) } };
const customCode = { ok: { schema: dataOf(customCodeAnswerSchema) } };
const meetingWindow = { ok: { schema: dataOf(meetingWindowAnswerSchema) } };
const formInvites = { ok: { schema: dataOf(formInvitesAnswerSchema) } };
const utm = { ok: { schema: dataOf(utmParamsAnswerSchema) } };

/** /api/meeting-settings: Settings -> Meeting (spec section 2); Admins only. */
export const meetingSettingsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/auto-redirection', doc(TAG, 'What the confirmation does after a booking with a redirect URL', redirect), admins, async (c) =>
    c.json({ data: await meetingSettings.getAutoRedirection(c.var.db, c.var.caller) }),
  )
  .put(
    '/auto-redirection',
    doc(TAG, 'Auto-redirect after a countdown the prospect can pause, or stay on the confirmation page', redirect),
    admins,
    validate('json', autoRedirectionSchema),
    async (c) => c.json({ data: await meetingSettings.saveAutoRedirection(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get('/custom-code', doc(TAG, "The organization's custom code for its booking pages", customCode), admins, async (c) =>
    c.json({ data: await meetingSettings.getCustomCode(c.var.db, c.var.caller) }),
  )
  .put(
    '/custom-code',
    doc(TAG, 'Save the custom code run in a sandboxed frame on booking pages (blank clears it)', customCode),
    admins,
    validate('json', customCodeSchema),
    async (c) => c.json({ data: await meetingSettings.saveCustomCode(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get(
    '/meeting-window',
    doc(TAG, "The organization's default booking window and changes after the start time", meetingWindow),
    admins,
    async (c) => c.json({ data: await meetingSettings.getMeetingWindow(c.var.db, c.var.caller) }),
  )
  .put(
    '/meeting-window',
    doc(TAG, 'Save the default earliest slot and booking window (types following them change too) and changes after start', meetingWindow),
    admins,
    validate('json', meetingWindowSchema),
    async (c) => c.json({ data: await meetingSettings.saveMeetingWindow(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get(
    '/form-invites',
    doc(TAG, 'Whether booking form answers are added to the invitations the prospect sees', formInvites),
    admins,
    async (c) => c.json({ data: await meetingSettings.getFormInvites(c.var.db, c.var.caller) }),
  )
  .put(
    '/form-invites',
    doc(
      TAG,
      "Add the prospect's booking form answers to the calendar invitations (the prospect sees them too), or leave them out",
      formInvites,
    ),
    admins,
    validate('json', formInvitesSchema),
    async (c) => c.json({ data: await meetingSettings.saveFormInvites(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get('/utm-params', doc(TAG, 'Which CRM field each UTM parameter of a booking is written to', utm), admins, async (c) =>
    c.json({ data: await utmParams.getUtmParams(c.var.db, c.var.caller) }),
  )
  .put(
    '/utm-params',
    doc(TAG, 'Map each UTM parameter to a CRM field (null: not mapped); bookings write their UTM values there', utm),
    admins,
    validate('json', utmParamsSchema),
    async (c) => c.json({ data: await utmParams.saveUtmParams(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .route('/teams', teamSettingsRoutes);
