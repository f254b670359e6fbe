import { describe, expect, it } from 'vitest';
import { CALENDAR_TOOLS } from '../contracts/calendars';
import { CONFERENCING_TOOLS } from '../contracts/conferencing';
import { ENRICHMENT_PROVIDER_INFO, ENRICHMENT_PROVIDERS } from '../contracts/enrichment';
import { CRM_PROVIDER_NAMES, INTEGRATION_CATALOG } from '../contracts/integration-catalog';
import { VIDEO_TOOLS } from '../contracts/meeting-types';
import { ALL_VENDORS, VENDOR_KINDS, vendorsOfKind, type VendorInfo, type VendorKind } from '../contracts/vendors';
import { MESSAGING_PROVIDERS } from '../contracts/messaging';
import { ANALYTICS_VENDORS } from './analytics/catalogue';
import { BILLING_VENDORS } from './billing/catalogue';
import { MEDIA_VENDORS } from './media/catalogue';
import { CALENDAR_PROVIDERS } from './calendar/adapter';
import { CALENDAR_VENDORS, calendarClientFor, conferenceFor, sendsInvites } from './calendar/catalogue';
import { GoogleCalendarClient } from './calendar/google';
import { ConferencingError } from './conferencing/adapter';
import { CONFERENCING_VENDORS, conferencingClientFor, createsPerMeeting } from './conferencing/catalogue';
import { CRM_VENDORS } from './crm/catalogue';
import { CRM_PROVIDERS } from './crm/vendor';
import { ENRICHMENT_VENDORS } from './enrichment/catalogue';
import { MESSAGING_VENDORS } from './messaging/catalogue';
import { STAND_IN_VENDORS } from './stand-ins';

const ids = (kind: VendorKind) => vendorsOfKind(kind).map((v) => v.id);
const infoOf = (v: VendorInfo) => ({ id: v.id, name: v.name, kind: v.kind, auth: v.auth, host: v.host });

// Each kind's worker catalogue: every vendor of contracts/vendors.ts has exactly one entry, carrying its catalogue data.
const WORKER_CATALOGUES: Record<VendorKind, Record<string, VendorInfo>> = {
  crm: Object.fromEntries(
    Object.entries(CRM_VENDORS).map(([id, d]) => [id, { ...infoOf(ALL_VENDORS.find((v) => v.id === d.provider)!), auth: d.auth }]),
  ),
  calendar: CALENDAR_VENDORS,
  conferencing: CONFERENCING_VENDORS,
  enrichment: ENRICHMENT_VENDORS,
  messaging: MESSAGING_VENDORS,
  analytics: ANALYTICS_VENDORS,
  billing: BILLING_VENDORS,
  media: MEDIA_VENDORS,
};

describe('the vendor catalogue is the one list of vendors', () => {
  it('names every vendor once, across kinds', () => {
    expect(new Set(ALL_VENDORS.map((v) => v.id)).size).toBe(ALL_VENDORS.length);
    expect(new Set(ALL_VENDORS.map((v) => v.kind))).toEqual(new Set(VENDOR_KINDS));
  });

  it.each(VENDOR_KINDS)('the %s catalogue of the worker has an entry for each vendor of the kind, and only those', (kind) => {
    const catalogue = WORKER_CATALOGUES[kind];
    expect(Object.keys(catalogue)).toEqual(ids(kind));
    for (const v of vendorsOfKind(kind)) expect(infoOf(catalogue[v.id]), v.id).toEqual(infoOf(v));
  });

  it('each CRM module is filed under its own provider', () => {
    for (const [id, definition] of Object.entries(CRM_VENDORS)) expect(definition.provider).toBe(id);
  });

  it("every other list of vendors equals the catalogue's ids, in its order", () => {
    expect([...CRM_PROVIDERS]).toEqual(ids('crm'));
    expect([...CRM_PROVIDER_NAMES]).toEqual(ids('crm'));
    expect([...CALENDAR_PROVIDERS]).toEqual(ids('calendar'));
    expect(CALENDAR_TOOLS.map((t) => t.provider)).toEqual(ids('calendar'));
    expect([...VIDEO_TOOLS]).toEqual(ids('conferencing'));
    expect(CONFERENCING_TOOLS.map((t) => t.provider)).toEqual(ids('conferencing'));
    expect([...ENRICHMENT_PROVIDERS]).toEqual(ids('enrichment'));
    expect(Object.keys(ENRICHMENT_PROVIDER_INFO)).toEqual(ids('enrichment'));
    expect([...MESSAGING_PROVIDERS]).toEqual([...ids('messaging'), ...ids('analytics')]);
  });

  it('the integrations page lists every organization-level vendor, and nothing connectable outside the catalogue', () => {
    const orgLevel = ALL_VENDORS.filter((v) => ['crm', 'messaging', 'analytics', 'enrichment', 'billing', 'media'].includes(v.kind));
    const listed = INTEGRATION_CATALOG.filter((e) => e.available);
    expect(listed.map((e) => e.provider).sort()).toEqual(orgLevel.map((v) => v.id).sort());
    for (const e of listed)
      expect({ name: e.name, kind: e.kind }).toEqual({
        name: orgLevel.find((v) => v.id === e.provider)!.name,
        kind: orgLevel.find((v) => v.id === e.provider)!.kind,
      });
  });

  it("every vendor's host has a local stand-in, and every stand-in carries a vendor of the catalogue", () => {
    const hosts = new Set(STAND_IN_VENDORS.map((h) => h.key));
    for (const v of ALL_VENDORS) if (v.host) expect(hosts.has(v.host), `${v.id} is hosted by ${v.host}`).toBe(true);
    for (const h of STAND_IN_VENDORS) expect(Object.keys(h.tools).length, h.key).toBeGreaterThan(0);
    expect(STAND_IN_VENDORS.flatMap((h) => Object.keys(h.tools)).sort()).toEqual(
      ALL_VENDORS.filter((v) => v.host)
        .map((v) => v.id)
        .sort(),
    );
  });
});

describe('clients are chosen by the connection vendor', () => {
  const never = () => Promise.reject(new Error('not asked'));
  const calendarConnection = { tokens: () => ({ token: never }), credentials: never, policy: { production: false, allowedHosts: [] } };
  const conferencingConnection = { tokens: () => ({ access: never, refresh: never }), apiKey: never, settings: {} };

  it('a calendar connection gets its vendor client; an unknown provider is refused', () => {
    expect(calendarClientFor('google_calendar', {}, calendarConnection)).toBeInstanceOf(GoogleCalendarClient);
    expect(calendarClientFor('caldav', {}, calendarConnection).provider).toBe('caldav');
    expect(() => calendarClientFor('zoom', {}, calendarConnection)).toThrow('Not a calendar provider: zoom');
  });

  it('OAuth calendars say which scopes a connection needs (Microsoft never lists offline_access)', () => {
    expect(CALENDAR_VENDORS.microsoft_calendar.requiredScopes).not.toContain('offline_access');
    expect(CALENDAR_VENDORS.google_calendar.requiredScopes?.length).toBeGreaterThan(0);
    expect(CALENDAR_VENDORS.caldav.requiredScopes).toBeUndefined();
  });

  it("a calendar asks for its own vendor's video meeting only, and only Google and Microsoft send invitations themselves", () => {
    expect(conferenceFor('google_calendar', 'google_meet')).toBe('google_meet');
    expect(conferenceFor('microsoft_calendar', 'microsoft_teams')).toBe('teams');
    expect([
      conferenceFor('google_calendar', 'microsoft_teams'),
      conferenceFor('microsoft_calendar', 'zoom'),
      conferenceFor('caldav', 'google_meet'),
      conferenceFor('google_calendar', null),
    ]).toEqual([null, null, null, null]);
    expect(['google_calendar', 'microsoft_calendar', 'caldav', 'zoom'].map(sendsInvites)).toEqual([true, true, false, false]);
  });

  it('only tools with a client of their own get one; Meet and Teams come with the calendar', async () => {
    expect(['zoom', 'daily'].every((p) => createsPerMeeting(p))).toBe(true);
    expect(['google_meet', 'microsoft_teams', 'conference_link', 'hubspot'].some((p) => createsPerMeeting(p))).toBe(false);
    expect(createsPerMeeting(null)).toBe(false);
    await expect(conferencingClientFor('google_meet', {}, conferencingConnection)).rejects.toBeInstanceOf(ConferencingError);
    await expect(conferencingClientFor('conference_link', {}, conferencingConnection)).rejects.toThrow(
      'No conferencing client for conference_link',
    );
    const link = await conferencingClientFor(
      'conference_link',
      {},
      { ...conferencingConnection, settings: { url: 'https://meet.example/room' } },
    );
    await expect(link.create({ meetingId: 'm1', topic: 't', start: 0, end: 1, timezone: 'UTC' })).resolves.toMatchObject({
      joinUrl: 'https://meet.example/room',
    });
  });
});
