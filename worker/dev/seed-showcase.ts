import type { Db } from '../db/client';
import type { Caller, Env } from '../env';
import { DEFAULT_CALIBRATION } from '../contracts/distribution';
import { createRule } from '../features/distribution/service';
import { createRule as createMatchingRule } from '../features/matching-rules/service';
import { createLink } from '../features/meeting-links/service';
import { bookOnBehalf } from '../features/meetings/service';
import { listMeetingTypes, previewSlots } from '../features/meeting-types/service';
import { listTeams } from '../features/teams/service';
import { createRecord } from '../features/crm/service';
import { createForm } from '../features/forms/service';
import { setTrustedOrigins } from '../features/organization/service';
import { createRouter, listRouters } from '../features/routers/service';
import * as v from 'valibot';
import { RouterInputSchema } from '../contracts/routers';
import { crmRecordInputSchema } from '../contracts/crm';
import { seedRelay } from './seed-relay';
import { recordOwnerRule } from './owner-rule';

/** Where `npm start` serves the demo marketing site (web/e2e/fixtures/marketing-site). */
export const DEMO_SITE_ORIGIN = 'http://127.0.0.1:8790';
const DEMO_ROUTER_NAME = 'Website demo requests';

/**
 * What makes the demo organization feel lived in on first start: a booking link per style, a few
 * booked meetings, a matching rule and round-robin pods, the inbound router and a handover relay. Only
 * for the local app (it needs the queue and the pod objects), never for tests, which seed the bare
 * organization.
 */
export async function seedShowcase(env: Env, db: Db, admin: Caller) {
  const types = await listMeetingTypes(db, admin);
  const intro = types.find((t) => t.name === 'Intro call');
  const demo = types.find((t) => t.name === 'Product demo');
  const sales = (await listTeams(db, admin)).find((t) => t.name === 'Sales');
  if (!intro || !demo || !sales) return;
  await createLink(env, db, admin, {
    kind: 'personal',
    name: 'Intro call with Ursula',
    slug: 'intro-with-ursula',
    ownerUserId: 'demo-ursula',
    groupMode: null,
    memberIds: [],
    meetingTypeId: intro.id,
    customMeetingType: null,
    questions: [
      {
        id: 'company_size',
        type: 'dropdown',
        question: 'How many employees?',
        placeholder: '',
        options: ['1-50', '51-200', '201-1000', '1000+'],
        required: true,
        crmField: null,
      },
    ],
    appearance: { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' },
    redirectUrl: null,
    metaTitle: null,
    metaDescription: null,
    metaImage: null,
  });
  await createLink(env, db, admin, {
    kind: 'group',
    name: 'Talk to sales',
    slug: 'talk-to-sales',
    ownerUserId: 'demo-manager',
    groupMode: 'round_robin',
    memberIds: ['demo-ursula', 'demo-ravi'],
    meetingTypeId: intro.id,
    customMeetingType: null,
    questions: [],
    appearance: { linkColor: '#0891b2', buttonColor: '#0891b2', language: 'en' },
    redirectUrl: null,
    metaTitle: null,
    metaDescription: null,
    metaImage: null,
  });
  // Two meetings next week, at the first free times the engine offers.
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const preview = await previewSlots(db, admin, intro.id, { from, to, timezone: 'America/New_York', mode: 'any' });
  const starts = preview.days.flatMap((d) => d.slots.slice(2, 3).map((s) => s.start)).slice(0, 2);
  const prospects = [
    ['Priya Patel', 'priya@northwind.test', 'Europe/London'],
    ['Diego Alvarez', 'diego@contoso.test', 'America/Mexico_City'],
  ];
  for (const [i, start] of starts.entries()) {
    const [name, email, tz] = prospects[i];
    await bookOnBehalf(env, db, admin, {
      meetingTypeId: intro.id,
      hostUserId: null,
      start,
      prospectName: name,
      prospectEmail: email,
      prospectTimezone: tz,
      guests: [],
      internalGuestIds: [],
      notes: '',
    });
  }
  const matching = await createMatchingRule(
    db,
    admin,
    recordOwnerRule('Account owner by e-mail domain', 'related_account', 'email_domain'),
  );
  const pod = {
    teamId: sales.id,
    groups: null,
    meetingTypeOverrideId: null,
    postBookingRedirectUrl: null,
    redistributionRedirectUrl: null,
    guests: [],
    ownerUpdate: { enabled: false },
  };
  const enterprise = await createRule(env, db, admin, {
    kind: 'rule',
    definition: {
      ...pod,
      name: 'Enterprise (201+ employees)',
      distribution: 'round_robin_select',
      members: [
        { userId: 'demo-ursula', weight: 2 },
        { userId: 'demo-manager', weight: 1 },
      ],
      conditions: [{ field: { source: 'form', key: 'team_size' }, operator: 'equals', value: '201+' }],
      method: 'round_robin_strict',
    },
    calibration: DEFAULT_CALIBRATION,
  });
  const everyone = await createRule(env, db, admin, {
    kind: 'fallback_pod',
    definition: {
      ...pod,
      name: 'Everyone in Sales',
      distribution: 'round_robin_all',
      members: [],
      conditions: [],
      method: 'round_robin_available',
    },
    calibration: DEFAULT_CALIBRATION,
  });
  await seedInboundRouter(db, admin, { introId: intro.id, matchingRuleId: matching.id, podId: enterprise.id, fallbackPodId: everyone.id });
  await seedRelay(db, admin, env.APP_URL, {
    introId: intro.id,
    teamId: sales.id,
    matchingRuleId: matching.id,
    podId: enterprise.id,
    fallbackPodId: everyone.id,
  });
}

/**
 * An inbound router on the demo marketing site: Globex (owned by Ursula) is a known account, anyone
 * else goes through the pods, free e-mail providers are disqualified, and unbooked prospects are
 * redistributed after 5 minutes.
 */
async function seedInboundRouter(
  db: Db,
  admin: Caller,
  ids: { introId: string; matchingRuleId: string; podId: string; fallbackPodId: string },
) {
  const record = (input: object) => createRecord(db, admin, v.parse(crmRecordInputSchema, input));
  const account = await record({
    module: 'account',
    name: 'Globex Corporation',
    domain: 'globex.test',
    ownerUserId: 'demo-ursula',
    fields: { industry: 'Manufacturing' },
  });
  await record({
    module: 'contact',
    name: 'Hank Scorpio',
    email: 'hank@globex.test',
    ownerUserId: 'demo-ursula',
    parentAccountId: account.id,
  });
  const form = await createForm(db, admin, {
    kind: 'marketing_form',
    name: 'Website demo request',
    formKey: 'WEB',
    consentEnabled: false,
    consentText: '',
    submitLabel: 'Request a demo',
    provider: 'custom',
    mapping: {
      sourceUrl: `${DEMO_SITE_ORIGIN}/`,
      selector: '#demo-request',
      nameFields: { mode: 'split', firstName: 'first_name', lastName: 'last_name' },
      emailField: 'email',
      additionalFields: [
        { name: 'company', contactField: null, leadField: 'company' },
        { name: 'phone', contactField: 'phone', leadField: 'phone' },
        // The Enterprise pod routes on it: "201+" is the form's largest team size.
        { name: 'team_size', contactField: null, leadField: 'company_size' },
      ],
    },
  });
  const site = (page: string) => `${DEMO_SITE_ORIGIN}/thank-you.html?outcome=${page}`;
  await createRouter(
    db,
    admin,
    v.parse(RouterInputSchema, {
      name: DEMO_ROUTER_NAME,
      formId: form.id,
      meetingTypeId: ids.introId,
      matchingEnabled: true,
      matchingRuleIds: [ids.matchingRuleId],
      distributionRuleIds: [ids.podId],
      fallbackPodId: ids.fallbackPodId,
      redistributionEnabled: true,
      notBookedMinutes: 5,
      redistributionRuleIds: [ids.fallbackPodId],
      redirects: {
        bookedUrl: site('booked'),
        notBookedUrl: site('not-booked'),
        disqualifiedUrl: site('disqualified'),
        queryParams: [{ key: 'email', formField: 'email' }],
      },
      crmModule: 'lead',
      disqualifyFreeEmail: true,
      createLeads: true,
    }),
  );
  await setTrustedOrigins(db, admin, [DEMO_SITE_ORIGIN, DEMO_SITE_ORIGIN.replace('127.0.0.1', 'localhost')]);
}

/** The demo marketing site's router, for `npm start` to print the site's address. */
export async function demoRouterId(db: Db, admin: Caller): Promise<string | null> {
  return (await listRouters(db, admin, DEMO_ROUTER_NAME)).find((r) => r.name === DEMO_ROUTER_NAME)?.id ?? null;
}
