import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { MESSAGES } from './contracts/common';
import { requestBodyLimit } from './http/body-limit';
import { csrf } from './http/csrf';
import { dbHandle } from './http/db';
import { errorJson, handleError } from './http/errors';
import { loadSession } from './http/session';
import { openApiComponents, openApiDocument } from './http/openapi';
import { authRoutes, passwordRoutes } from './features/auth/routes';
import { resolveCaller } from './features/auth/service';
import { docsRoutes } from './features/health/docs-routes';
import { healthRoutes } from './features/health/routes';
import { exceptionRoutes } from './features/health/exceptions-routes';
import { mailboxPage, mailboxRoutes } from './features/mail/routes';
import { invitationLinkRoutes, invitationRoutes, memberRoutes, profileRoutes } from './features/members/routes';
import { organizationRoutes } from './features/organization/routes';
import { groupRoutes, teamRoutes } from './features/teams/routes';
import { memberAvailabilityRoutes, myAvailabilityRoutes, teamAvailabilityRoutes } from './features/availability/routes';
import { meetingTypeRoutes } from './features/meeting-types/routes';
import { enrichmentRoutes } from './features/enrichment/routes';
import { crmVendorRoutes } from './features/crm-vendors/routes';
import { publicBookingRoutes, publicLinkRoutes } from './features/bookings/routes';
import { homePageRoutes, meetingLinkRoutes, publicHomePageRoutes } from './features/meeting-links/routes';
import { meetingRoutes } from './features/meetings/routes';
import { distributionRoutes } from './features/distribution/routes';
import { matchingRuleRoutes } from './features/matching-rules/routes';
import { crmRoutes } from './features/crm/routes';
import { auditLogRoutes } from './features/audit-log/routes';
import { crmWebhookRoutes, integrationRoutes } from './features/crm-sync/routes';
import { listRoutes } from './features/lists/routes';
import { formRoutes } from './features/forms/routes';
import { routerRoutes } from './features/routers/routes';
import { redirectRuleRoutes } from './features/redirect-rules/routes';
import { routingLogRoutes } from './features/routing-logs/routes';
import { publicRouterRoutes, publicRoutingSessionRoutes } from './features/routing-sessions/routes';
import { trustedOriginCors } from './features/routing-sessions/cors-middleware';
import { devRoutes } from './dev/routes';
import { standInRoutes } from './dev/stand-ins';
import { publicPages } from './features/pages/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { workflowRoutes } from './features/workflows/routes';
import { messagingRoutes } from './features/messaging/routes';
import { webhooksDocumentation } from './features/webhooks/openapi';
import { notificationRoutes, signalRoutes } from './features/signals/routes';
import { calendarPushRoutes, calendarRoutes, profileIntegrationRoutes } from './features/calendars/routes';
import { conferencingProfileRoutes, conferencingRoutes } from './features/conferencing/routes';
import { locationCheckRoutes, myLocationCheckRoutes } from './features/meeting-types/location-routes';
import { relayRoutes } from './features/relay-routers/routes';
import { publicRelayLinkRoutes, publicRelaySessionRoutes, relayLinkRoutes, relayPreferenceRoutes, relaySessionRoutes } from './features/relay-sessions/routes';
import { reportRoutes } from './features/reports/routes';
import { exportRoutes } from './features/exports/routes';
import { campaignRouterRoutes, publicCampaignRoutes } from './features/campaign-routers/routes';
import { noShowRoutes } from './features/no-show-detection/routes';

/** Routes that act for a signed-in user: session cookie + CSRF. */
const api = new Hono<AppEnv>()
  .use(csrf, loadSession(resolveCaller))
  .route('/auth', authRoutes)
  .route('/auth', invitationLinkRoutes)
  .route('/password', passwordRoutes)
  .route('/organization', organizationRoutes)
  .route('/members', memberRoutes)
  .route('/members', memberAvailabilityRoutes)
  .route('/invitations', invitationRoutes)
  .route('/profile/availability', myAvailabilityRoutes)
  .route('/profile/home-page', homePageRoutes)
  .route('/profile/integrations', conferencingProfileRoutes)
  .route('/profile/integrations', profileIntegrationRoutes)
  .route('/conferencing', conferencingRoutes)
  .route('/location-check', locationCheckRoutes)
  .route('/calendars', calendarRoutes)
  .route('/profile/relay-preferences', relayPreferenceRoutes)
  .route('/profile/location-check', myLocationCheckRoutes)
  .route('/profile', profileRoutes)
  .route('/teams', teamRoutes)
  .route('/teams', teamAvailabilityRoutes)
  .route('/meeting-types', meetingTypeRoutes)
  .route('/meeting-links', meetingLinkRoutes)
  .route('/meetings', meetingRoutes)
  .route('/distribution-rules', distributionRoutes)
  .route('/matching-rules', matchingRuleRoutes)
  .route('/crm', crmRoutes)
  .route('/integrations', integrationRoutes)
  .route('/audit-log', auditLogRoutes)
  .route('/lists', listRoutes)
  .route('/enrichments', enrichmentRoutes)
  .route('/crm-vendors', crmVendorRoutes)
  .route('/forms', formRoutes)
  .route('/routers', routerRoutes)
  .route('/campaign-routers', campaignRouterRoutes)
  .route('/redirect-rules', redirectRuleRoutes)
  .route('/routing-logs', routingLogRoutes)
  .route('/reports', reportRoutes)
  .route('/exports', exportRoutes)
  .route('/groups', groupRoutes)
  .route('/exceptions', exceptionRoutes)
  .route('/dashboard', dashboardRoutes)
  .route('/workflows', workflowRoutes)
  .route('/messaging', messagingRoutes)
  .route('/signals', signalRoutes)
  .route('/notifications', notificationRoutes)
  .route('/relays', relayRoutes)
  .route('/relay-sessions', relaySessionRoutes)
  .route('/relay-links', relayLinkRoutes)
  .route('/no-show-detection', noShowRoutes);

/** The public booking API: no session, no CSRF; writes are made safe by Idempotency-Key instead. */
const publicApi = new Hono<AppEnv>()
  .route('/webhooks', crmWebhookRoutes)
  .route('/links', publicLinkRoutes)
  .route('/bookings', publicBookingRoutes)
  .route('/users', publicHomePageRoutes)
  .route('/calendars', calendarPushRoutes)
  .route('/routers', publicRouterRoutes)
  .route('/routing-sessions', publicRoutingSessionRoutes)
  .route('/relay-links', publicRelayLinkRoutes)
  .route('/relay-sessions', publicRelaySessionRoutes)
  .route('/campaigns', publicCampaignRoutes);

const app = new Hono<AppEnv>();
app.use(requestId());
app.use(secureHeaders({ crossOriginResourcePolicy: false }));
app.use(requestBodyLimit);
app.use(dbHandle);
app.route('/', publicPages);
app.route('/api/health', healthRoutes);
app.route('/api/docs', docsRoutes);
app.route('/api/dev/mailbox', mailboxRoutes);
app.route('/api/dev/stand-ins', standInRoutes);
app.route('/dev/mailbox', mailboxPage);
app.route('/dev', devRoutes);
// Booking pages may be framed or linked from anywhere; the widget's routing API answers only the
// organization's trusted origins.
const openCors = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['content-type', 'idempotency-key'], maxAge: 600 });
const isRoutingApi = (path: string) => path.startsWith('/api/public/routers/') || path.startsWith('/api/public/routing-sessions/');
app.use('/api/public/*', (c, next) => (isRoutingApi(c.req.path) ? trustedOriginCors(c, next) : openCors(c, next)));
app.route('/api/public', publicApi);
app.route('/api', api);
app.get(
  '/api/openapi.json',
  openApiDocument(app as never, {
    documentation: {
      openapi: '3.1.0',
      info: { title: 'Routewise API', version: '0.1.0', description: 'Lead routing and meeting scheduling. Non-GET calls under /api (not /api/public) need the x-csrf-token header echoing the rw_csrf cookie. Every error answer is JSON:API (`application/vnd.api+json`, `{ errors: [{ status, code, detail, source }] }`).' },
      components: openApiComponents() as never,
      webhooks: webhooksDocumentation(),
    },
    exclude: [/^\/dev/, /^\/api\/dev/, '/api/openapi.json', '/api/docs'],
  }),
);
app.all('/api/*', (c) => errorJson(c, 404, [{ status: '404', code: 'not_found', detail: MESSAGES.notFound }]));
// An asset's response has immutable headers; copied, the security headers can still be added to it.
app.notFound(async (c) => {
  if (!c.env.ASSETS) return c.text('Not found', 404);
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});
app.onError(handleError);

export default app;
export type AppType = typeof api;
export type PublicAppType = typeof publicApi;
