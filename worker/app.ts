import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { MESSAGES } from './contracts/common';
import { requestBodyLimit } from './http/body-limit';
import { apiCaller } from './http/bearer';
import { dbHandle } from './http/db';
import { errorJson, handleError } from './http/errors';
import { openApiComponents, openApiDocument } from './http/openapi';
import { authRoutes, passwordRoutes } from './features/auth/routes';
import { securitySettingsRoutes } from './features/auth/security-routes';
import { samlPublicRoutes, samlSettingsRoutes } from './features/auth/saml-routes';
import { resolveCaller } from './features/auth/service';
import { docsRoutes } from './features/health/docs-routes';
import { healthRoutes } from './features/health/routes';
import { exceptionRoutes } from './features/health/exceptions-routes';
import { mailboxPage, mailboxRoutes } from './features/mail/routes';
import { invitationLinkRoutes, invitationRoutes, memberRoutes, profileRoutes } from './features/members/routes';
import { organizationRoutes } from './features/organization/routes';
import { brandingRoutes } from './features/branding/routes';
import { assetFileRoutes, uploadRoutes } from './features/branding/asset-routes';
import { assetRoutes, assetTemplateRoutes } from './features/assets/routes';
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
import { routerPreviewRoutes } from './features/routing-sessions/preview-routes';
import { routerReplayRoutes } from './features/routing-sessions/replay-routes';
import { routerShadowRoutes } from './features/routing-sessions/shadow-routes';
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
import { noteRoutes, taskRoutes } from './features/tasks/routes';
import { segmentRoutes } from './features/segments/routes';
import { billingRoutes, stripeWebhookRoutes } from './features/billing/routes';
import { mediaRoutes } from './features/media/routes';
import { muxMetadataRoutes, muxWebhookRoutes } from './features/assets/mux-routes';
import { productUsageRoutes, publicProductUsageRoutes } from './features/product-usage/routes';
import { accountActivityRoutes, contactActivityRoutes } from './features/activity/routes';
import { calendarPushRoutes, calendarRoutes, profileIntegrationRoutes } from './features/calendars/routes';
import { conferencingProfileRoutes, conferencingRoutes } from './features/conferencing/routes';
import { locationCheckRoutes, myLocationCheckRoutes } from './features/meeting-types/location-routes';
import { relayRoutes } from './features/relay-routers/routes';
import {
  publicRelayLinkRoutes,
  publicRelaySessionRoutes,
  relayLinkRoutes,
  relayPreferenceRoutes,
  relaySessionRoutes,
} from './features/relay-sessions/routes';
import { reportRoutes } from './features/reports/routes';
import { routingFunnelRoutes } from './features/routing-funnel/routes';
import { exportRoutes } from './features/exports/routes';
import { campaignRouterRoutes, publicCampaignRoutes } from './features/campaign-routers/routes';
import { objectRouterRoutes } from './features/object-routers/routes';
import { routeMirroredChanges } from './features/object-routers/service';
import { noShowRoutes } from './features/no-show-detection/routes';
import { meetingSettingsRoutes } from './features/meeting-settings/routes';
import { intercomRoutes, publicIntercomRoutes } from './features/intercom-routers/routes';
import { personalTokenRoutes } from './features/personal-tokens/routes';
import { resolveExtensionCaller } from './features/personal-tokens/service';
import { mcpRoutes } from './features/mcp/routes';
import { scimRoutes, scimTokenRoutes } from './features/scim/routes';
import { schedulerDomainRoutes } from './features/scheduler-domain/routes';
import { schedulerDomainHost } from './features/scheduler-domain/host-middleware';
import { emailDomainRoutes } from './features/email-domain/routes';
import { accountOfLinkSlug, accountOfUserSlug } from './features/meeting-links/service';
import { accountOfOrgKey } from './features/campaign-routers/service';
import { accountOfRouter } from './features/routing-sessions/service';
import { accountOfMeeting } from './features/meetings/service';
import { accountOfRelayLink } from './features/relay-sessions/service';

/** Routes that act for a signed-in user: session cookie + CSRF, or the browser extension's bearer token for its calls. */
const api = new Hono<AppEnv>()
  .use(apiCaller(resolveCaller, resolveExtensionCaller))
  .route('/auth', authRoutes)
  .route('/auth', invitationLinkRoutes)
  .route('/password', passwordRoutes)
  .route('/organization', organizationRoutes)
  .route('/branding', brandingRoutes)
  .route('/scheduler-domain', schedulerDomainRoutes)
  .route('/email-domain', emailDomainRoutes)
  .route('/uploads', uploadRoutes)
  .route('/assets', assetFileRoutes)
  .route('/assets', assetRoutes)
  .route('/asset-templates', assetTemplateRoutes)
  .route('/security-settings/sso/saml', samlSettingsRoutes)
  .route('/security-settings', securitySettingsRoutes)
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
  .route('/profile/tokens', personalTokenRoutes)
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
  .route('/routers', routerPreviewRoutes)
  .route('/routers', routerReplayRoutes)
  .route('/routers', routerShadowRoutes)
  .route('/campaign-routers', campaignRouterRoutes)
  .route('/object-routers', objectRouterRoutes)
  .route('/redirect-rules', redirectRuleRoutes)
  .route('/routing-logs', routingLogRoutes)
  .route('/reports/routing-funnel', routingFunnelRoutes)
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
  .route('/no-show-detection', noShowRoutes)
  .route('/meeting-settings', meetingSettingsRoutes)
  .route('/intercom', intercomRoutes)
  .route('/security/scim', scimTokenRoutes)
  .route('/tasks', taskRoutes)
  .route('/notes', noteRoutes)
  .route('/segments', segmentRoutes)
  .route('/billing', billingRoutes)
  .route('/media', mediaRoutes)
  .route('/mux', muxMetadataRoutes)
  .route('/product-usage', productUsageRoutes)
  .route('/accounts', accountActivityRoutes)
  .route('/contacts', contactActivityRoutes);

/** The public booking API: no session, no CSRF; writes are made safe by Idempotency-Key instead. */
const publicApi = new Hono<AppEnv>()
  .route('/webhooks', crmWebhookRoutes(routeMirroredChanges))
  .route('/links', publicLinkRoutes)
  .route('/bookings', publicBookingRoutes)
  .route('/users', publicHomePageRoutes)
  .route('/calendars', calendarPushRoutes)
  .route('/routers', publicRouterRoutes)
  .route('/routing-sessions', publicRoutingSessionRoutes)
  .route('/relay-links', publicRelayLinkRoutes)
  .route('/relay-sessions', publicRelaySessionRoutes)
  .route('/campaigns', publicCampaignRoutes)
  .route('/intercom', publicIntercomRoutes)
  .route('/stripe', stripeWebhookRoutes)
  .route('/mux', muxWebhookRoutes)
  .route('/saml', samlPublicRoutes)
  .route('/product-usage', publicProductUsageRoutes);

const app = new Hono<AppEnv>();
app.use(requestId());
// Outlook on the web frames the add-in's taskpanes from Microsoft's origins, so they go without X-Frame-Options
// (they hold no cookie authority: they call with their own bearer token); and without Cross-Origin-Opener-Policy,
// which would cut the Office dialog (the app's approve page, a window they open) off from them.
const pageHeaders = secureHeaders({ crossOriginResourcePolicy: false });
const taskpaneHeaders = secureHeaders({ crossOriginResourcePolicy: false, xFrameOptions: false, crossOriginOpenerPolicy: false });
// The SPA's pages and files (everything the worker hands on to the static assets) go without it too: the Office
// dialog and the extension's connect window open /login and /extension/connect from a taskpane or an extension
// and answer through window.opener, which a Cross-Origin-Opener-Policy on those pages would cut.
const shellHeaders = secureHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false });
const WORKER_PATHS = /^\/(?:api|dev|b|booking|u|c|relay|scim|mcp)(?:\/|$)/;
app.use((c, next) =>
  (c.req.path.startsWith('/outlook-addin/') ? taskpaneHeaders : WORKER_PATHS.test(c.req.path) ? pageHeaders : shellHeaders)(c, next),
);
app.use(requestBodyLimit);
app.use(dbHandle);
// A customer's scheduler domain serves only its organization's public pages; the app's own host goes on as usual.
app.use(
  schedulerDomainHost({
    link: accountOfLinkSlug,
    user: accountOfUserSlug,
    org: accountOfOrgKey,
    router: accountOfRouter,
    meeting: accountOfMeeting,
    relayLink: accountOfRelayLink,
  }),
);
app.route('/', publicPages);
app.route('/api/health', healthRoutes);
app.route('/api/docs', docsRoutes);
app.route('/api/dev/mailbox', mailboxRoutes);
app.route('/api/dev/stand-ins', standInRoutes);
app.route('/dev/mailbox', mailboxPage);
app.route('/dev', devRoutes);
// Booking pages may be framed or linked from anywhere; the widget's routing API answers only the
// organization's trusted origins.
const openCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['content-type', 'idempotency-key'],
  maxAge: 600,
});
const isRoutingApi = (path: string) => path.startsWith('/api/public/routers/') || path.startsWith('/api/public/routing-sessions/');
app.use('/api/public/*', (c, next) => (isRoutingApi(c.req.path) ? trustedOriginCors(c, next) : openCors(c, next)));
app.route('/api/public', publicApi);
// SCIM 2.0 for identity providers: bearer token, SCIM JSON and SCIM errors (RFC 7644), outside the JSON:API document.
app.route('/scim/v2', scimRoutes);
app.route('/api', api);
// The MCP server for AI assistants: a member's personal access token, never the session cookie (README "MCP server").
app.route('/mcp', mcpRoutes);
app.get(
  '/api/openapi.json',
  openApiDocument(app as never, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Routewise API',
        version: '0.1.0',
        description:
          'Lead routing and meeting scheduling. Non-GET calls under /api (not /api/public) need the x-csrf-token header echoing the rw_csrf cookie; the browser extension makes a few of them with its token in `Authorization: Bearer` instead (no cookie, so no CSRF header). Every error answer is JSON:API (`application/vnd.api+json`, `{ errors: [{ status, code, detail, source }] }`).',
      },
      components: openApiComponents() as never,
      webhooks: webhooksDocumentation(),
    },
    exclude: [/^\/dev/, /^\/api\/dev/, /^\/mcp/, /^\/scim/, '/api/openapi.json', '/api/docs'],
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
