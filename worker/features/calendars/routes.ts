import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import {
  CALENDAR_TOOLS,
  caldavConnectSchema,
  calendarChoicesSchema,
  calendarToolBySlug,
  oauthCallbackQuery,
} from '../../contracts/calendars';
import {
  calendarAccountsAnswerSchema,
  consentUrlAnswerSchema,
  expiredCalendarsAnswerSchema,
  integrationAnswerSchema,
  meetingCalendarEventAnswerSchema,
  profileIntegrationsAnswerSchema,
} from '../../contracts/calendars-responses';
import { disableIntegrationSchema } from '../../contracts/integrations';
import { doc } from '../../http/openapi';
import { docDone } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { DomainError } from '../../core/errors';
import * as connect from './parts/connect';
import { expiredCalendars, meetingCalendarEvent } from './service';
import { onPush } from './parts/sync';
import { noContent } from '../../http/answers';

const TAG = 'calendars';
const slugParam = v.object({ slug: v.picklist(CALENDAR_TOOLS.map((t) => t.slug)) });
const oauthSlug = v.object({ slug: v.picklist(CALENDAR_TOOLS.filter((t) => t.oauth).map((t) => t.slug)) });
const idParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/** /api/profile/integrations: the caller's own tools, and the calendar pages' connect, callback and choices. */
export const profileIntegrationRoutes = signedInRoutes()
  .get('/', doc(TAG, 'My integrations of every kind, with their states', { ok: { schema: profileIntegrationsAnswerSchema } }), async (c) =>
    c.json({ data: await connect.myIntegrations(c.var.db, c.var.caller) }),
  )
  .delete(
    '/:id',
    docDone(TAG, "Disconnect one of my calendars (typed confirmation 'Disable {name}')"),
    validate('param', idParam),
    validate('json', disableIntegrationSchema),
    async (c) => noContent(c, connect.disconnect(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').confirmation)),
  )
  .post(
    '/caldav/connect',
    doc(TAG, 'Connect a CalDAV account', { ok: { status: 201, schema: integrationAnswerSchema } }),
    validate('json', caldavConnectSchema),
    async (c) => c.json({ data: await connect.connectCaldav(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .post(
    '/:slug/connect',
    doc(TAG, "Start connecting a calendar: the provider's consent page", { ok: { schema: consentUrlAnswerSchema } }),
    validate('param', oauthSlug),
    async (c) => {
      const tool = calendarToolBySlug(c.req.valid('param').slug)!;
      return c.json({ data: { url: await connect.startOAuth(c.env, c.var.db, c.var.caller, tool) } });
    },
  )
  .get(
    '/:slug/callback',
    doc(TAG, 'OAuth callback: stores the connection and returns to the tool page', { redirect: 'Back to the tool page in the app' }),
    validate('param', oauthSlug),
    validate('query', oauthCallbackQuery),
    async (c) => {
      const tool = calendarToolBySlug(c.req.valid('param').slug)!;
      return c.redirect(await connect.finishOAuth(c.env, c.var.db, c.var.caller, tool, c.req.valid('query')), 302);
    },
  )
  .get(
    '/:slug/calendars',
    doc(TAG, 'My accounts of a calendar provider with their calendars', { ok: { schema: calendarAccountsAnswerSchema } }),
    validate('param', slugParam),
    async (c) => {
      const tool = calendarToolBySlug(c.req.valid('param').slug)!;
      return c.json({ data: await connect.myCalendarAccounts(c.var.db, c.var.caller, tool.provider) });
    },
  )
  .put(
    '/calendars',
    docDone(TAG, 'Choose the calendars checked for conflicts and the one written to'),
    validate('json', calendarChoicesSchema),
    async (c) => noContent(c, connect.saveChoices(c.env, c.var.db, c.var.caller, c.req.valid('json'))),
  );

/** /api/calendars: what meeting details show of the host calendar's copy of a meeting. */
export const calendarRoutes = signedInRoutes()
  .get(
    '/expired',
    doc(TAG, 'Members whose calendar integration expired (admins)', { ok: { schema: expiredCalendarsAnswerSchema } }),
    requireRole('super_admin'),
    async (c) => c.json({ data: await expiredCalendars(c.var.db, c.var.caller.accountId) }),
  )
  // 404 for a meeting the caller cannot see; null (not 404) when no calendar holds it: most have none.
  .get(
    '/meetings/:id',
    doc(TAG, "The host calendar's copy of a meeting: write status and RSVPs", { ok: { schema: meetingCalendarEventAnswerSchema } }),
    validate('param', idParam),
    async (c) => c.json({ data: await meetingCalendarEvent(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );

/**
 * /api/public/calendars: provider push, no session. Google: channel id and token headers, then an
 * incremental sync. Graph: the validationToken handshake echoed as text/plain, then notifications whose
 * clientState must match the subscription's secret.
 */
export const calendarPushRoutes = new Hono<AppEnv>()
  .post(
    '/google/notifications',
    doc(TAG, 'Google Calendar push notifications', {
      public: true,
      bodyless: { 200: 'Noted (no body)', 404: 'An unknown channel (no body): Google retries a few times, then the channel lapses' },
    }),
    async (c) => {
      const id = c.req.header('x-goog-channel-id') ?? '';
      const state = c.req.header('x-goog-resource-state');
      if (!id || id.length > 100 || !state) throw new DomainError('bad_request', 'invalid', 'Not a Google Calendar push notification');
      // The first message of a channel ('sync') only says it works.
      if (state === 'sync') return c.body(null, 200);
      const known = await onPush(
        c.env,
        c.var.db,
        id,
        c.req.header('x-goog-channel-token') ?? null,
        c.req.header('x-goog-resource-id') ?? null,
      );
      // An unknown channel gets 404: Google retries a few times, then the channel simply lapses.
      return c.body(null, known ? 200 : 404);
    },
  )
  .post(
    '/microsoft/notifications',
    doc(TAG, 'Microsoft Graph change notifications', {
      public: true,
      ok: { mediaType: 'text/plain', description: 'The validationToken echoed (the subscription handshake)' },
      bodyless: { 202: 'Accepted (no body)', 404: 'No known subscription (no body)' },
    }),
    async (c) => {
      const validationToken = c.req.query('validationToken');
      if (validationToken !== undefined) return c.text(validationToken.slice(0, 1000), 200, { 'content-type': 'text/plain' });
      const channelId = c.req.query('channel') ?? '';
      const body = (await c.req.json().catch(() => null)) as { value?: { subscriptionId?: string; clientState?: string }[] } | null;
      if (!Array.isArray(body?.value) || !channelId)
        throw new DomainError('bad_request', 'invalid', 'Not a Microsoft Graph change notification');
      let accepted = false;
      for (const n of body.value.slice(0, 100)) {
        if (typeof n?.clientState === 'string' && typeof n.subscriptionId === 'string')
          accepted = (await onPush(c.env, c.var.db, channelId, n.clientState, n.subscriptionId)) || accepted;
      }
      return c.body(null, accepted ? 202 : 404);
    },
  );
