import type { ThemeDto } from './branding';
import type { PublicAssetPageDto } from './assets';
import * as v from 'valibot';
import { blankableUrlField, MESSAGES, optionalRef, requiredUrlField, singleLine, requiredId, uniqueIds } from './common';
import { CONSENT_TEXT_MAX, isHttpUrl, type FormQuestion } from './forms';
import { MemberWeightSchema, RoundRobinMethodSchema, type RoundRobinMethod } from './round-robin';
import { MAX_ADDITIONAL_GROUPS, MAX_MATCHING_RULES } from './routing';
import { DistributionTypeSchema, type DistributionType } from './routing-pods';
import { SUBMISSION_SOURCE_FIELDS, SubmissionAnswersSchema, type SubmissionResultDto } from './routing-sessions';

/** Slug: only alphanumerics, hyphens, dots and underscores (spec section 5). */
export const CAMPAIGN_SLUG_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Spec section 5 wording (General and Routers), plus the few messages the spec leaves to us. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Router name is required',
  slugRequired: 'Slug is required',
  invalidSlug: 'Slug: only alphanumerics, hyphens, dots and underscores',
  slugInUse: 'This router slug is already in use',
  teamRequired: 'Select a team',
  meetingTypeRequired: 'Select a meeting type',
  formRequired: 'Select a form',
  memberRequired: 'A minimum of one member',
  memberOnce: 'A member can be added only once',
  membersInTeam: 'Members must belong to the team',
  distributionTypeRequired: 'Select a distribution type',
  groupsRequired: 'Select a primary group and at least one additional group',
  roundRobinMethod: 'Choose a round robin method',
  consentMax: `Consent text up to ${CONSENT_TEXT_MAX} characters`,
  consentRequired: 'Consent text is required',
  invalidUrl: MESSAGES.invalidUrl,
  redirectRequired: 'Redirect URL is required',
  matchingRulesMax: `At most ${MAX_MATCHING_RULES} matching rules`,
  ruleDuplicate: 'A rule can be added only once',
  countryCode: 'Select a default country code',
  crmSettingRequired: 'Select what to do with CRM records',
  marketingFormKind: 'Select a marketing form',
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  requiredField: 'Required field',
  invalidPhone: 'Please enter a valid phone number',
  consentNotGiven: 'Please accept the consent to continue',
  noRoutersMatched: 'No routers matched the current filter',
} as const;

/** What a campaign router does with CRM records (spec section 3). */
export const CAMPAIGN_CRM_SETTINGS = ['contacts', 'leads', 'nothing'] as const;
export type CampaignCrmSetting = (typeof CAMPAIGN_CRM_SETTINGS)[number];
export const CAMPAIGN_CRM_LABELS: Record<CampaignCrmSetting, string> = {
  contacts: 'Create and update contacts',
  leads: 'Create and update leads',
  nothing: 'Do nothing',
};

/** The wizard's two steps (spec section 2, Campaign router wizard). */
export const CAMPAIGN_WIZARD_STEPS = [
  { key: 'configure', title: 'Configure Settings' },
  { key: 'installation', title: 'Router Installation' },
] as const;

/** Campaign routing-log views (spec section 2): All Leads, Leads that booked, Leads that didn't book. */
export const CAMPAIGN_LOG_VIEWS = ['all-prospects', 'prospects-that-booked', 'prospects-that-did-not-book'] as const;
export type CampaignLogView = (typeof CAMPAIGN_LOG_VIEWS)[number];
export const CAMPAIGN_LOG_VIEW_LABELS: Record<CampaignLogView, string> = {
  'all-prospects': 'All Leads',
  'prospects-that-booked': 'Leads that booked',
  'prospects-that-did-not-book': "Leads that didn't book",
};

/** Merge tags of the common marketing automation tools, for pre-filling the router link. */
export const MERGE_TAG_TOOLS = [
  { key: 'hubspot', label: 'HubSpot', email: '{{contact.email}}', firstName: '{{contact.firstname}}', lastName: '{{contact.lastname}}' },
  { key: 'marketo', label: 'Marketo', email: '{{lead.Email Address}}', firstName: '{{lead.First Name}}', lastName: '{{lead.Last Name}}' },
  { key: 'pardot', label: 'Pardot', email: '%%email%%', firstName: '%%first_name%%', lastName: '%%last_name%%' },
  { key: 'mailchimp', label: 'Mailchimp', email: '*|EMAIL|*', firstName: '*|FNAME|*', lastName: '*|LNAME|*' },
  { key: 'activecampaign', label: 'ActiveCampaign', email: '%EMAIL%', firstName: '%FIRSTNAME%', lastName: '%LASTNAME%' },
  { key: 'outreach', label: 'Outreach / Salesloft', email: '{{email}}', firstName: '{{first_name}}', lastName: '{{last_name}}' },
] as const;

/**
 * The router link pre-filled with a tool's merge tags. The tags stay unencoded (apart from spaces), so
 * the tool recognises and replaces them before the e-mail goes out.
 */
export function prefilledLink(baseUrl: string, tool: (typeof MERGE_TAG_TOOLS)[number]): string {
  const tag = (t: string) => t.replace(/ /g, '%20');
  return `${baseUrl}?email=${tag(tool.email)}&first_name=${tag(tool.firstName)}&last_name=${tag(tool.lastName)}`;
}

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));
const OptionalUrl = v.nullish(blankableUrlField(CAMPAIGN_MESSAGES.invalidUrl, isHttpUrl, CAMPAIGN_MESSAGES.invalidUrl));

export const CampaignSlugSchema = v.pipe(
  v.string(CAMPAIGN_MESSAGES.slugRequired),
  v.trim(),
  v.nonEmpty(CAMPAIGN_MESSAGES.slugRequired),
  v.maxLength(80, 'Must be at most 80 characters'),
  v.regex(CAMPAIGN_SLUG_PATTERN, CAMPAIGN_MESSAGES.invalidSlug),
);

/** A campaign membership: a member of the fallback distribution with their weight. */
export const CampaignMembershipSchema = v.object({ userId: Id, weight: MemberWeightSchema });
export type CampaignMembership = v.InferOutput<typeof CampaignMembershipSchema>;

/** Fallback distribution: distribution type, team, memberships (weights) or groups (primary, additional, second additional). */
export const CampaignFallbackSchema = v.pipe(
  v.object({
    distribution: DistributionTypeSchema,
    teamId: requiredId(CAMPAIGN_MESSAGES.teamRequired),
    method: RoundRobinMethodSchema,
    memberships: v.pipe(v.optional(v.array(CampaignMembershipSchema), []), v.maxLength(90)),
    primaryGroupId: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    additionalGroupIds: v.pipe(v.optional(v.array(Id), []), v.maxLength(MAX_ADDITIONAL_GROUPS, 'Up to two additional participants')),
  }),
  v.forward(
    v.check((f) => f.distribution !== 'round_robin_select' || f.memberships.length > 0, CAMPAIGN_MESSAGES.memberRequired),
    ['memberships'],
  ),
  v.forward(
    v.check((f) => new Set(f.memberships.map((m) => m.userId)).size === f.memberships.length, CAMPAIGN_MESSAGES.memberOnce),
    ['memberships'],
  ),
  v.forward(
    v.check(
      (f) => f.distribution !== 'round_robin_group' || (!!f.primaryGroupId && f.additionalGroupIds.length > 0),
      CAMPAIGN_MESSAGES.groupsRequired,
    ),
    ['primaryGroupId'],
  ),
);
export type CampaignFallback = v.InferOutput<typeof CampaignFallbackSchema>;

/** Alpha-2 country codes the phone library knows are checked on the server; here only the shape. */
const CountryCode = v.pipe(
  v.string(CAMPAIGN_MESSAGES.countryCode),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, CAMPAIGN_MESSAGES.countryCode),
);

/** A campaign router as created or edited (spec section 3, Router (campaign)). */
/** The campaign router's fields its row stores as they were entered (the optional references are stored as null). */
export const CAMPAIGN_ROUTER_STORED_FIELDS = [
  'name',
  'slug',
  'teamId',
  'assignedMemberIds',
  'meetingTypeId',
  'formId',
  'consentEnabled',
  'consentText',
  'defaultCountryCode',
  'redirectUrl',
  'matchingRuleIds',
  'fallback',
  'crmRecords',
] as const;

export const CampaignRouterInputSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(CAMPAIGN_MESSAGES.nameRequired),
      v.trim(),
      v.nonEmpty(CAMPAIGN_MESSAGES.nameRequired),
      v.maxLength(120, 'Must be at most 120 characters'),
      singleLine('Router name'),
    ),
    slug: CampaignSlugSchema,
    teamId: requiredId(CAMPAIGN_MESSAGES.teamRequired),
    assignedMemberIds: v.pipe(
      v.array(Id, CAMPAIGN_MESSAGES.memberRequired),
      v.minLength(1, CAMPAIGN_MESSAGES.memberRequired),
      v.maxLength(90),
      uniqueIds(CAMPAIGN_MESSAGES.memberOnce),
    ),
    meetingTypeId: requiredId(CAMPAIGN_MESSAGES.meetingTypeRequired),
    formId: requiredId(CAMPAIGN_MESSAGES.formRequired),
    consentEnabled: v.optional(v.boolean(), false),
    consentText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CONSENT_TEXT_MAX, CAMPAIGN_MESSAGES.consentMax)), ''),
    defaultCountryCode: v.optional(CountryCode, 'US'),
    redirectUrl: requiredUrlField(CAMPAIGN_MESSAGES.redirectRequired, CAMPAIGN_MESSAGES.invalidUrl, isHttpUrl),
    matchingRuleIds: v.pipe(
      v.optional(v.array(Id), []),
      v.maxLength(MAX_MATCHING_RULES, CAMPAIGN_MESSAGES.matchingRulesMax),
      uniqueIds(CAMPAIGN_MESSAGES.ruleDuplicate),
    ),
    fallback: CampaignFallbackSchema,
    marketingFormId: v.nullish(optionalRef),
    postBookingRedirectUrl: OptionalUrl,
    crmRecords: v.picklist(CAMPAIGN_CRM_SETTINGS, CAMPAIGN_MESSAGES.crmSettingRequired),
    // The asset template the link's page shows; null is the organization's system template (a plain page).
    assetTemplateId: v.nullish(optionalRef, null),
  }),
  v.forward(
    v.check((r) => !r.consentEnabled || r.consentText.length > 0, CAMPAIGN_MESSAGES.consentRequired),
    ['consentText'],
  ),
);
export type CampaignRouterInput = v.InferInput<typeof CampaignRouterInputSchema>;
export type CampaignRouterValues = v.InferOutput<typeof CampaignRouterInputSchema>;

export const campaignListQuery = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Search'))) });
export const campaignCloneSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120), singleLine('Router name'))),
  slug: v.optional(CampaignSlugSchema),
});

export type CampaignStatsDto = { processed: number; assigned: number; booked: number; notBooked: number; since: string };

export type CampaignRouterDto = CampaignRouterValues & {
  id: string;
  version: number;
  /** The public router link: calendar first, pre-filled by the query string. */
  url: string;
  team: { id: string; name: string } | null;
  form: { id: string; name: string } | null;
  meetingType: { id: string; name: string; durationMinutes: number } | null;
  createdAt: string;
  updatedAt: string;
};
export type CampaignRouterSummaryDto = CampaignRouterDto & { stats: CampaignStatsDto; activeMatchingRules: number };
/** The wizard's asynchronous slug check. */
export type CampaignSlugAvailabilityDto = { slug: string; available: boolean };

export type CampaignInstallationDto = {
  routerId: string;
  url: string;
  tools: { key: string; label: string; url: string }[];
  /** Query parameters the link understands besides e-mail and name: the form's question ids. */
  fields: string[];
};

// ---------------------------------------------------------------------------------------------------
// Public router link

export const campaignPublicParam = v.object({
  org: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
  slug: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
});

/** A question of the contact form as the public page shows it: the stored question without its CRM fields. */
export type CampaignQuestionDto = Pick<FormQuestion, 'id' | 'label' | 'placeholder' | 'type' | 'options' | 'required'> & { phone: boolean };

export type PublicCampaignDto = {
  id: string;
  name: string;
  organization: { company: string; logoUrl: string | null };
  meetingType: { name: string; durationMinutes: number; description: string } | null;
  questions: CampaignQuestionDto[];
  consent: { enabled: boolean; text: string };
  submitLabel: string;
  defaultCountryCode: string;
  /** The asset template's layout, asset, profile info and logo switches. */
  page: PublicAssetPageDto;
  /** The organization's theme and the page's head tags (spec sections 2 and 3). */
  theme: ThemeDto;
  meta: { title: string; description: string; image: string | null; favicon: string | null };
  /** The organization's custom code (Settings -> Meeting -> Custom code), run in a sandboxed frame on the page. */
  customCode: string | null;
};

/**
 * POST /api/public/campaigns/{org}/{slug}/submissions. `prefilled` says the answers came from the link's
 * query string (the form was skipped): then only the e-mail is required and no consent is asked.
 */
export const CampaignSubmissionSchema = v.object({
  answers: SubmissionAnswersSchema,
  prefilled: v.optional(v.boolean(), false),
  consent: v.optional(v.boolean(), false),
  ...SUBMISSION_SOURCE_FIELDS,
});
export type CampaignSubmission = v.InferOutput<typeof CampaignSubmissionSchema>;
export type CampaignSubmissionResultDto = SubmissionResultDto;

export type { DistributionType, RoundRobinMethod };
