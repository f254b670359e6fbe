import { createFakeResend, RESEND_HOST } from './resend';
import { createFakeGoogle, GOOGLE_API_HOST, GOOGLE_AUTH_HOST, GOOGLE_TOKEN_HOST, type FakeGoogleOptions } from './google';
import { createFakeMicrosoft, GRAPH_HOST, MICROSOFT_LOGIN_HOST } from './microsoft';
import { CALDAV_HOST, createFakeCaldav } from './caldav';
import { createFakeZoom, ZOOM_API_HOST, ZOOM_OAUTH_HOST } from './zoom';
import { createFakeDaily, DAILY_HOST } from './daily';
import { APOLLO_HOST, createFakeApollo } from './apollo';
import { CLEARBIT_HOST, createFakeClearbit } from './clearbit';
import { CRUSTDATA_HOST, createFakeCrustdata } from './crustdata';
import { OCEAN_HOST, createFakeOcean } from './ocean';
import { ZEROBOUNCE_HOST, createFakeZeroBounce } from './zerobounce';
import { ZOOMINFO_HOST, createFakeZoomInfo } from './zoominfo';
import { createFakeHubspot, HUBSPOT_API_HOST, HUBSPOT_APP_HOST } from './hubspot';
import { createFakeSalesforce, SALESFORCE_INSTANCE_HOST, SALESFORCE_LOGIN_HOST } from './salesforce';
import { createFakeZoho, ZOHO_ACCOUNTS_HOST, ZOHO_API_HOST } from './zoho';
import { createFakePipedrive, PIPEDRIVE_API_HOST, PIPEDRIVE_OAUTH_HOST } from './pipedrive';
import { createFakeFreshsales, FRESHSALES_HOST } from './freshsales';
import { createFakeSlack, SLACK_HOST } from './slack';
import { createFakeIntercom, INTERCOM_API_HOST, INTERCOM_APP_HOST } from './intercom';
import { createFakeTwilio, TWILIO_HOST } from './twilio';
import { createFakeSegment, SEGMENT_HOST } from './segment';
import { createFakeMixpanel, MIXPANEL_DATA_HOST, MIXPANEL_HOST } from './mixpanel';
import { createFakeStripe, STRIPE_HOST } from './stripe';
import { createFakeMux, MUX_HOST, MUX_IMAGE_HOST, MUX_UPLOAD_HOST } from './mux';
import { createWebhookReceiver, WEBHOOK_RECEIVER_HOST } from './webhook-receiver';
import { createFakeDoh, DOH_HOST } from './doh';
import { CLOUDFLARE_API_HOST, createFakeCloudflare } from './cloudflare';
import { RADICALE_HOST } from '../radicale/users';
import { IDP_HOST } from '../oidc/users';
import { toOidcProvider } from '../oidc/route';
import { SAML_IDP_HOST } from '../saml/users';
import { createSamlIdp } from '../saml/idp';

/** A strict local stand-in for one vendor host: it answers that vendor's wire format, or refuses as the vendor documents. */
export type FakeVendor = { handle(request: Request): Response | Promise<Response> };

/**
 * Every vendor fake by the host it stands in for. The workerd tests reach them through Miniflare's
 * outbound service (vitest.config.ts), the browser tests through scripts/fake-vendors.mjs, which serves
 * them over HTTP at `VENDOR_BASE_URL/<host>/...`. Add a vendor here and both see it. `push` sends
 * Google's channel notifications to the app (only where the app is listening: fake-vendors.mjs).
 */
export function createFakeVendors(options: { push?: FakeGoogleOptions['push'] } = {}): Map<string, FakeVendor> {
  const zoom = createFakeZoom();
  const google = createFakeGoogle({ push: options.push });
  const microsoft = createFakeMicrosoft();
  const hubspot = createFakeHubspot();
  const salesforce = createFakeSalesforce();
  const zoho = createFakeZoho();
  const pipedrive = createFakePipedrive();
  const intercom = createFakeIntercom();
  const mixpanel = createFakeMixpanel();
  const mux = createFakeMux();
  return new Map<string, FakeVendor>([
    [RESEND_HOST, createFakeResend()],
    [SLACK_HOST, createFakeSlack()],
    [TWILIO_HOST, createFakeTwilio()],
    [SEGMENT_HOST, createFakeSegment()],
    [MIXPANEL_HOST, mixpanel],
    [MIXPANEL_DATA_HOST, mixpanel],
    [STRIPE_HOST, createFakeStripe()],
    [MUX_HOST, mux.api],
    [MUX_UPLOAD_HOST, mux.uploads],
    [MUX_IMAGE_HOST, mux.images],
    [WEBHOOK_RECEIVER_HOST, createWebhookReceiver()],
    [DOH_HOST, createFakeDoh()],
    [CLOUDFLARE_API_HOST, createFakeCloudflare()],
    [GOOGLE_AUTH_HOST, google],
    [GOOGLE_TOKEN_HOST, google],
    [GOOGLE_API_HOST, google],
    [MICROSOFT_LOGIN_HOST, microsoft],
    [GRAPH_HOST, microsoft],
    [CALDAV_HOST, createFakeCaldav()],
    [ZOOM_OAUTH_HOST, zoom.oauth],
    [ZOOM_API_HOST, zoom.api],
    [DAILY_HOST, createFakeDaily()],
    [APOLLO_HOST, createFakeApollo()],
    [CLEARBIT_HOST, createFakeClearbit()],
    [CRUSTDATA_HOST, createFakeCrustdata()],
    [OCEAN_HOST, createFakeOcean()],
    [ZEROBOUNCE_HOST, createFakeZeroBounce()],
    [ZOOMINFO_HOST, createFakeZoomInfo()],
    [HUBSPOT_API_HOST, hubspot.api],
    [HUBSPOT_APP_HOST, hubspot.app],
    [SALESFORCE_LOGIN_HOST, salesforce.login],
    [SALESFORCE_INSTANCE_HOST, salesforce.instance],
    [ZOHO_ACCOUNTS_HOST, zoho.accounts],
    [ZOHO_API_HOST, zoho.api],
    [PIPEDRIVE_OAUTH_HOST, pipedrive.oauth],
    [PIPEDRIVE_API_HOST, pipedrive.api],
    [FRESHSALES_HOST, createFakeFreshsales()],
    [INTERCOM_APP_HOST, intercom],
    [INTERCOM_API_HOST, intercom],
    [SAML_IDP_HOST, createSamlIdp()],
  ]);
}

/** The outbound fetch of a test worker: the fake for the request's host, or a fast failure (no network here). */
export function outboundTo(fakes: Map<string, FakeVendor>) {
  return (request: Request) => {
    const url = new URL(request.url);
    if (url.host === RADICALE_HOST) return toRadicale(request, url);
    if (url.host === IDP_HOST) return toOidcProvider(request, url);
    const fake = fakes.get(url.host);
    return fake ? fake.handle(request) : new Response('No outbound network in tests', { status: 502 });
  };
}

/**
 * The real CalDAV server of the tests (worker/test/radicale/global-setup.ts): the request goes on to
 * Radicale's loopback port as it is (method, headers, body), and the answer comes back unchanged,
 * redirects included, so the worker's own redirect handling is what is tested.
 */
async function toRadicale(request: Request, url: URL): Promise<Response> {
  const origin = process.env.RADICALE_ORIGIN;
  if (!origin) return new Response('Radicale is not running (worker/test/radicale/global-setup.ts)', { status: 502 });
  const headers = new Headers(request.headers);
  headers.delete('host');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const res = await fetch(`${origin}${url.pathname}${url.search}`, { method: request.method, headers, body, redirect: 'manual' });
  // Node's fetch has already decoded a gzipped body: the length and encoding no longer describe it.
  const answer = new Headers(res.headers);
  answer.delete('content-encoding');
  answer.delete('content-length');
  return new Response(res.status === 204 || res.status === 304 ? null : await res.arrayBuffer(), { status: res.status, headers: answer });
}
