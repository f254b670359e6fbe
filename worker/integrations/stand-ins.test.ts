import { describe, expect, it } from 'vitest';
import { standInTools, usesStandIn, vendorOfHost } from './stand-ins';
import { vendorUrl } from './vendor-url';

const local = { APP_ENV: 'development', VENDOR_BASE_URL: 'http://127.0.0.1:8887' };

describe('stand-in or real vendor, per vendor', () => {
  it('a local run with VENDOR_BASE_URL uses every stand-in; production and a run without stand-ins use none', () => {
    expect(usesStandIn(local, 'google')).toBe(true);
    expect(usesStandIn(local, 'apollo')).toBe(true);
    expect(usesStandIn({ ...local, APP_ENV: 'production' }, 'google')).toBe(false);
    expect(usesStandIn({ APP_ENV: 'development' }, 'google')).toBe(false);
    // The workerd tests reach the fakes through their outbound service, without a base URL.
    expect(usesStandIn({ APP_ENV: 'test' }, 'hubspot')).toBe(true);
    expect(usesStandIn(local, 'no-such-vendor')).toBe(false);
  });

  it('a vendor whose OAuth app is configured goes to the real vendor; the others stay on their stand-ins', () => {
    const env = { ...local, GOOGLE_CLIENT_ID: 'real-id', GOOGLE_CLIENT_SECRET: 'real-secret' };
    expect(usesStandIn(env, 'google')).toBe(false);
    expect(usesStandIn(env, 'microsoft')).toBe(true);
    expect(usesStandIn(env, 'hubspot')).toBe(true);
    // Half an app (an id without its secret) is not a configured app.
    expect(usesStandIn({ ...local, HUBSPOT_CLIENT_ID: 'id', HUBSPOT_CLIENT_SECRET: ' ' }, 'hubspot')).toBe(true);
  });

  it('REAL_VENDORS sends the vendors it names to the real service (API-key vendors have no app to configure)', () => {
    const env = { ...local, REAL_VENDORS: ' Apollo, daily' };
    expect(usesStandIn(env, 'apollo')).toBe(false);
    expect(usesStandIn(env, 'daily')).toBe(false);
    expect(usesStandIn(env, 'clearbit')).toBe(true);
  });

  it('vendorUrl follows the decision host by host; hosts of no known vendor keep the base URL', () => {
    const env = { ...local, SLACK_CLIENT_ID: 'id', SLACK_CLIENT_SECRET: 'secret' };
    expect(vendorUrl(env, 'slack.com', '/api/chat.postMessage')).toBe('https://slack.com/api/chat.postMessage');
    expect(vendorUrl(env, 'www.googleapis.com', '/calendar/v3')).toBe('http://127.0.0.1:8887/www.googleapis.com/calendar/v3');
    expect(vendorUrl({ ...local, VENDOR_BASE_URL: 'http://127.0.0.1:8887/' }, 'api.hubapi.com')).toBe(
      'http://127.0.0.1:8887/api.hubapi.com',
    );
    expect(vendorUrl(env, 'hooks.example.com', '/x')).toBe('http://127.0.0.1:8887/hooks.example.com/x');
    expect(vendorUrl({ ...local, APP_ENV: 'production' }, 'api.zoom.us', '/v2')).toBe('https://api.zoom.us/v2');
  });

  it('a host belongs to its vendor, subdomains included', () => {
    expect(vendorOfHost('acme.my.salesforce.com')?.key).toBe('salesforce');
    expect(vendorOfHost('acme.myfreshworks.com')?.key).toBe('freshsales');
    expect(vendorOfHost('oauth2.googleapis.com')?.key).toBe('google');
    expect(vendorOfHost('notgoogleapis.com')).toBeUndefined();
  });

  it('lists the tools served by stand-ins with the names the screens show', () => {
    const tools = standInTools({ ...local, ZOOM_CLIENT_ID: 'id', ZOOM_CLIENT_SECRET: 'secret' });
    expect(tools).toContainEqual({ provider: 'google_calendar', tool: 'Google Calendar', vendor: 'Google' });
    expect(tools).toContainEqual({ provider: 'hubspot', tool: 'HubSpot', vendor: 'HubSpot' });
    expect(tools.some((t) => t.provider === 'zoom')).toBe(false);
    expect(standInTools({ ...local, APP_ENV: 'production' })).toEqual([]);
  });
});
