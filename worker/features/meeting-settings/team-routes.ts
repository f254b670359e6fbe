import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { autoRedirectionSchema, formInvitesSchema } from '../../contracts/meeting-settings';
import { teamMeetingWindowSchema, teamSettingsParam } from '../../contracts/team-meeting-settings';
import {
  teamAutoRedirectionAnswerSchema,
  teamFormInvitesAnswerSchema,
  teamMeetingWindowAnswerSchema,
} from '../../contracts/team-meeting-settings-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as meetingSettings from './service';

const TAG = 'meeting settings';
const admins = requireRole('super_admin');
const param = validate('param', teamSettingsParam);
const redirect = { ok: { schema: dataOf(teamAutoRedirectionAnswerSchema) } };
const formInvites = { ok: { schema: dataOf(teamFormInvitesAnswerSchema) } };
const meetingWindow = { ok: { schema: dataOf(teamMeetingWindowAnswerSchema) } };

/**
 * /api/meeting-settings/teams/:teamId/...: a team's own form invites, auto-redirection and meeting window
 * for the meetings of its meeting types (Team settings tab); DELETE returns the team to the global value.
 * Admins only; a team of another organization is not found.
 */
export const teamSettingsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get(
    '/:teamId/form-invites',
    doc(TAG, "A team's form invites switch, or the global one it uses", formInvites),
    admins,
    param,
    async (c) => c.json({ data: await meetingSettings.getTeamFormInvites(c.var.db, c.var.caller, c.req.valid('param').teamId) }),
  )
  .put(
    '/:teamId/form-invites',
    doc(TAG, "Give a team its own form invites switch for its meeting types' bookings", formInvites),
    admins,
    param,
    validate('json', formInvitesSchema),
    async (c) =>
      c.json({
        data: await meetingSettings.saveTeamFormInvites(c.var.db, c.var.caller, c.req.valid('param').teamId, c.req.valid('json')),
      }),
  )
  .delete('/:teamId/form-invites', doc(TAG, 'The team uses the global form invites switch again', formInvites), admins, param, async (c) =>
    c.json({ data: await meetingSettings.saveTeamFormInvites(c.var.db, c.var.caller, c.req.valid('param').teamId, null) }),
  )
  .get('/:teamId/auto-redirection', doc(TAG, "A team's auto-redirection, or the global one it uses", redirect), admins, param, async (c) =>
    c.json({ data: await meetingSettings.getTeamAutoRedirection(c.var.db, c.var.caller, c.req.valid('param').teamId) }),
  )
  .put(
    '/:teamId/auto-redirection',
    doc(TAG, "Give a team its own auto-redirection for its meeting types' confirmations", redirect),
    admins,
    param,
    validate('json', autoRedirectionSchema),
    async (c) =>
      c.json({
        data: await meetingSettings.saveTeamAutoRedirection(c.var.db, c.var.caller, c.req.valid('param').teamId, c.req.valid('json')),
      }),
  )
  .delete('/:teamId/auto-redirection', doc(TAG, 'The team uses the global auto-redirection again', redirect), admins, param, async (c) =>
    c.json({ data: await meetingSettings.saveTeamAutoRedirection(c.var.db, c.var.caller, c.req.valid('param').teamId, null) }),
  )
  .get(
    '/:teamId/meeting-window',
    doc(TAG, "A team's earliest slot and booking window, or the global ones it uses", meetingWindow),
    admins,
    param,
    async (c) => c.json({ data: await meetingSettings.getTeamMeetingWindow(c.var.db, c.var.caller, c.req.valid('param').teamId) }),
  )
  .put(
    '/:teamId/meeting-window',
    doc(TAG, 'Give a team its own window (its meeting types following the window change too)', meetingWindow),
    admins,
    param,
    validate('json', teamMeetingWindowSchema),
    async (c) =>
      c.json({
        data: await meetingSettings.saveTeamMeetingWindow(c.var.db, c.var.caller, c.req.valid('param').teamId, c.req.valid('json')),
      }),
  )
  .delete(
    '/:teamId/meeting-window',
    doc(TAG, 'The team uses the global window again (its meeting types following the window change too)', meetingWindow),
    admins,
    param,
    async (c) => c.json({ data: await meetingSettings.saveTeamMeetingWindow(c.var.db, c.var.caller, c.req.valid('param').teamId, null) }),
  );
