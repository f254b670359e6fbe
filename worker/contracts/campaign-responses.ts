import { themeSchema } from './branding-responses';
import { publicAssetPageSchema } from './assets-responses';
import * as v from 'valibot';
import {
  CAMPAIGN_CRM_SETTINGS,
  type CampaignInstallationDto,
  type CampaignRouterDto,
  type CampaignRouterSummaryDto,
  type CampaignSlugAvailabilityDto,
  type PublicCampaignDto,
} from './campaign';
import { examples, instant, schemaOf } from './response-kit';
import { RoundRobinMethodSchema } from './round-robin';
import { DistributionTypeSchema } from './routing-pods';

/**
 * The answers of the campaign routers API and of the public router link. A public submission answers
 * with `submissionResultSchema` (routing-sessions-responses.ts); the round robin history and log with
 * the distribution schemas.
 */

const campaignRouterEntries = {
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  teamId: v.string(),
  assignedMemberIds: v.array(v.string()),
  meetingTypeId: v.string(),
  formId: v.string(),
  consentEnabled: v.boolean(),
  consentText: v.string(),
  defaultCountryCode: v.string(),
  redirectUrl: v.string(),
  matchingRuleIds: v.array(v.string()),
  fallback: v.object({
    distribution: DistributionTypeSchema,
    teamId: v.string(),
    method: RoundRobinMethodSchema,
    memberships: v.array(v.object({ userId: v.string(), weight: v.number() })),
    primaryGroupId: v.nullish(v.string()),
    additionalGroupIds: v.array(v.string()),
  }),
  marketingFormId: v.nullish(v.string()),
  postBookingRedirectUrl: v.nullish(v.string()),
  crmRecords: v.picklist(CAMPAIGN_CRM_SETTINGS),
  assetTemplateId: v.pipe(v.nullable(v.string()), v.description("The asset template of the link's page; null: the system template")),
  version: v.number(),
  url: v.pipe(v.string(), v.description('The public router link: calendar first, pre-filled by the query string')),
  team: v.nullable(v.object({ id: v.string(), name: v.string() })),
  form: v.nullable(v.object({ id: v.string(), name: v.string() })),
  meetingType: v.nullable(v.object({ id: v.string(), name: v.string(), durationMinutes: v.number() })),
  createdAt: instant,
  updatedAt: instant,
};

const example = {
  id: 'cr_1',
  name: 'Spring webinar follow-up',
  slug: 'spring-webinar',
  teamId: 'team_1',
  assignedMemberIds: ['usr_1', 'usr_2'],
  meetingTypeId: 'mt_1',
  formId: 'form_1',
  consentEnabled: false,
  consentText: '',
  defaultCountryCode: 'US',
  redirectUrl: 'https://example.com/thanks',
  matchingRuleIds: [],
  fallback: {
    distribution: 'round_robin_all',
    teamId: 'team_1',
    method: 'round_robin_available',
    memberships: [],
    primaryGroupId: null,
    additionalGroupIds: [],
  },
  marketingFormId: null,
  postBookingRedirectUrl: null,
  crmRecords: 'leads',
  assetTemplateId: null,
  version: 2,
  url: 'https://app.routewise.example/c/acme/spring-webinar',
  team: { id: 'team_1', name: 'Sales' },
  form: { id: 'form_1', name: 'Webinar contact' },
  meetingType: { id: 'mt_1', name: 'Product demo', durationMinutes: 30 },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

export const campaignRouterSchema = schemaOf<CampaignRouterDto>()(
  v.pipe(v.object(campaignRouterEntries), v.metadata({ examples: [example] })),
);

/** A router card: the router with its last 28 days' figures and how many of its matching rules are live. */
export const campaignRouterSummarySchema = schemaOf<CampaignRouterSummaryDto>()(
  v.pipe(
    v.object({
      ...campaignRouterEntries,
      stats: v.object({ processed: v.number(), assigned: v.number(), booked: v.number(), notBooked: v.number(), since: instant }),
      activeMatchingRules: v.number(),
    }),
    examples({
      ...example,
      stats: { processed: 120, assigned: 118, booked: 64, notBooked: 54, since: '2026-11-01T08:00:00.000Z' },
      activeMatchingRules: 0,
    }),
  ),
);

export const slugAvailabilitySchema = schemaOf<CampaignSlugAvailabilityDto>()(
  v.pipe(v.object({ slug: v.string(), available: v.boolean() }), v.metadata({ examples: [{ slug: 'spring-webinar', available: false }] })),
);

export const campaignInstallationSchema = schemaOf<CampaignInstallationDto>()(
  v.pipe(
    v.object({
      routerId: v.string(),
      url: v.string(),
      tools: v.array(v.object({ key: v.string(), label: v.string(), url: v.string() })),
      fields: v.pipe(
        v.array(v.string()),
        v.description("Query parameters the link understands besides e-mail and name: the form's question ids"),
      ),
    }),
    examples({
      routerId: 'cr_1',
      url: 'https://app.routewise.example/c/acme/spring-webinar',
      tools: [
        {
          key: 'hubspot',
          label: 'HubSpot',
          url: 'https://app.routewise.example/c/acme/spring-webinar?email={{contact.email}}&first_name={{contact.firstname}}&last_name={{contact.lastname}}',
        },
      ],
      fields: ['company_size'],
    }),
  ),
);

export const publicCampaignSchema = schemaOf<PublicCampaignDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      organization: v.object({ company: v.string(), logoUrl: v.nullable(v.string()) }),
      meetingType: v.nullable(v.object({ name: v.string(), durationMinutes: v.number(), description: v.string() })),
      questions: v.array(
        v.object({
          id: v.string(),
          label: v.string(),
          placeholder: v.string(),
          type: v.picklist(['text', 'radio', 'checkbox', 'dropdown']),
          options: v.array(v.string()),
          required: v.boolean(),
          phone: v.boolean(),
        }),
      ),
      consent: v.object({ enabled: v.boolean(), text: v.string() }),
      submitLabel: v.string(),
      defaultCountryCode: v.string(),
      page: publicAssetPageSchema,
      theme: themeSchema,
      meta: v.object({ title: v.string(), description: v.string(), image: v.nullable(v.string()), favicon: v.nullable(v.string()) }),
      customCode: v.pipe(v.nullable(v.string()), v.description("The organization's custom code, run in a sandboxed frame on the page")),
    }),
    examples({
      id: 'cr_1',
      name: 'Spring webinar follow-up',
      organization: { company: 'Acme', logoUrl: null },
      meetingType: { name: 'Product demo', durationMinutes: 30, description: '' },
      questions: [{ id: 'email', label: 'Email', placeholder: '', type: 'text', options: [], required: true, phone: false }],
      consent: { enabled: false, text: '' },
      submitLabel: 'Next',
      defaultCountryCode: 'US',
      page: { position: 'center', showProfileInfo: true, showLogo: true, asset: null },
      theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
      meta: { title: 'Spring webinar follow-up', description: 'Acme', image: null, favicon: null },
      customCode: null,
    }),
  ),
);
