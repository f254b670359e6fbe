import * as v from 'valibot';
import { MESSAGES, requiredUrlField, singleLine, uniqueIds } from './common';
import { isHttpUrl, type FormMappingValues, type MarketingProvider } from './forms';
import { ConditionSchema, MAX_MATCHING_RULES } from './routing';

/** Spec section 9: the not-booked timeout and redistribution wait. */
export const NOT_BOOKED_MINUTES = [5, 10, 15] as const;
export type NotBookedMinutes = (typeof NOT_BOOKED_MINUTES)[number];

/** Which CRM module a router creates or updates: leads, contacts or both. */
export const CRM_MODULES_TO_UPDATE = ['lead', 'contact', 'both'] as const;
export type CrmModuleToUpdate = (typeof CRM_MODULES_TO_UPDATE)[number];
export const CRM_MODULE_LABELS: Record<CrmModuleToUpdate, string> = { lead: 'Lead', contact: 'Contact', both: 'Lead and contact' };

export const INSTALLATION_STATES = ['awaiting_installation', 'verified'] as const;
export type InstallationState = (typeof INSTALLATION_STATES)[number];
export const INSTALLATION_LABELS: Record<InstallationState, string> = {
  awaiting_installation: 'Awaiting installation',
  verified: 'Verified',
};

/** The six wizard steps, then installation (spec section 2, Inbound router wizard). */
export const ROUTER_WIZARD_STEPS = [
  { key: 'form', title: 'Map a form' },
  { key: 'matching', title: 'Add matching rules' },
  { key: 'distribution', title: 'Add distribution rules' },
  { key: 'redistribution', title: 'Set up redistribution' },
  { key: 'redirects', title: 'Set redirect URLs' },
  { key: 'configure', title: 'Configure router' },
] as const;

/** Spec section 5 (Routers) wording, plus the few messages the spec leaves to us. */
export const ROUTER_MESSAGES = {
  nameRequired: 'Router name is required',
  formRequired: 'Select a form',
  meetingTypeRequired: 'Select a meeting type',
  crmModuleRequired: 'Select a CRM module to update',
  nameAndEmailMapped: 'First name and e-mail fields must be mapped',
  matchingRuleRequired: 'At least one matching rule when matching is enabled',
  matchingRulesMax: `At most ${MAX_MATCHING_RULES} matching rules`,
  distributionRuleRequired: 'Add at least one distribution rule or a fallback pod',
  matchingOrDistribution: 'A router needs at least one of matching rule or distribution rule enabled',
  redistributionRuleRequired: 'Add at least one redistribution rule',
  notBookedTime: 'Choose a wait of 5, 10 or 15 minutes',
  redirectRequired: 'Redirect URL is required',
  invalidUrl: MESSAGES.invalidUrl,
  queryParamsEmpty: 'Query parameters cannot be empty',
  queryKeyRequired: 'Query key name is required',
  queryValueRequired: 'Query value is required',
  queryKeyUnique: 'Each query key can be used once',
  queryParamsNoEffect: 'Query parameters have no effect when no redirect URL is set',
  matchingLocked: 'Matching configuration cannot be changed after creation',
  leadsExclusive: 'CRM creation and updating of contacts and accounts is not allowed while leads are being created',
  ruleDuplicate: 'A rule can be added only once',
  formNotMapped: 'This form has no field mapping yet. Map its fields first.',
  formChangeResets: 'Changing the mapped form resets the query parameters of your redirect URLs.',
  noRoutersMatched: 'No routers matched the current filter',
  originNotTrusted: 'This website is not a trusted origin of the organization',
  sessionEnded: 'This routing session has ended. Submit the form again to book.',
  redistributed: 'This prospect was handed to another representative. Submit the form again to book.',
  disqualified: 'This prospect was disqualified and cannot book through this router.',
  noAssignee: 'Nobody is available to meet right now.',
} as const;

/** Spec section 5 (Redirect rule). */
export const REDIRECT_RULE_MESSAGES = {
  nameRequired: 'Name is a required field',
  conditionRequired: 'Add at least 1 condition',
  urlRequired: 'Redirect URL is required',
  invalidUrl: MESSAGES.invalidUrl,
  typeRequired: 'Select a redirect type',
} as const;

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));
const RequiredUrl = requiredUrlField(ROUTER_MESSAGES.redirectRequired, ROUTER_MESSAGES.invalidUrl, isHttpUrl);

/** A query parameter added to a redirect URL: its key and the form field whose answer is its value. */
export const QueryParamSchema = v.object({
  key: v.pipe(
    v.string(ROUTER_MESSAGES.queryKeyRequired),
    v.trim(),
    v.nonEmpty(ROUTER_MESSAGES.queryKeyRequired),
    v.maxLength(100),
    v.regex(/^[A-Za-z0-9_.\-[\]]+$/, 'Use letters, digits and - _ . [ ] in a query key'),
  ),
  formField: v.pipe(
    v.string(ROUTER_MESSAGES.queryValueRequired),
    v.trim(),
    v.nonEmpty(ROUTER_MESSAGES.queryValueRequired),
    v.maxLength(200),
    singleLine('Form field'),
  ),
});
export type QueryParam = v.InferOutput<typeof QueryParamSchema>;

const QueryParamsSchema = v.pipe(
  v.optional(v.array(QueryParamSchema), []),
  v.maxLength(20, 'At most 20 query parameters'),
  v.check((ps) => new Set(ps.map((p) => p.key)).size === ps.length, ROUTER_MESSAGES.queryKeyUnique),
);

/** The router's fallback redirect URLs per outcome, and the query parameters every redirect carries. */
export const RouterRedirectsSchema = v.object({
  bookedUrl: RequiredUrl,
  notBookedUrl: RequiredUrl,
  disqualifiedUrl: RequiredUrl,
  queryParams: QueryParamsSchema,
});
export type RouterRedirects = v.InferOutput<typeof RouterRedirectsSchema>;

const NotBookedMinutesSchema = v.union(
  NOT_BOOKED_MINUTES.map((n) => v.literal(n)),
  ROUTER_MESSAGES.notBookedTime,
);

/** An inbound router as created or edited (matching fields are ignored on edit: they are fixed at creation). */
/** The router's on/off settings (disqualification, CRM record handling), kept together in its row's `flags`. */
export const ROUTER_FLAGS = [
  'disqualifyFreeEmail',
  'disqualifyLowQuality',
  'disqualifyInvalidEmail',
  'checkExistingEmail',
  'overrideExistingOwner',
  'createContacts',
  'updateContacts',
  'createLeads',
  'updateLeads',
  'createAccounts',
  'updateAccounts',
] as const;

export const RouterInputSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(ROUTER_MESSAGES.nameRequired),
      v.trim(),
      v.nonEmpty(ROUTER_MESSAGES.nameRequired),
      v.maxLength(120, 'Must be at most 120 characters'),
      singleLine('Router name'),
    ),
    formId: v.pipe(v.string(ROUTER_MESSAGES.formRequired), v.trim(), v.nonEmpty(ROUTER_MESSAGES.formRequired), v.maxLength(64)),
    meetingTypeId: v.pipe(
      v.string(ROUTER_MESSAGES.meetingTypeRequired),
      v.trim(),
      v.nonEmpty(ROUTER_MESSAGES.meetingTypeRequired),
      v.maxLength(64),
    ),
    matchingEnabled: v.optional(v.boolean(), true),
    matchingRuleIds: v.pipe(
      v.optional(v.array(Id), []),
      v.maxLength(MAX_MATCHING_RULES, ROUTER_MESSAGES.matchingRulesMax),
      uniqueIds(ROUTER_MESSAGES.ruleDuplicate),
    ),
    distributionRuleIds: v.pipe(v.optional(v.array(Id), []), v.maxLength(90), uniqueIds(ROUTER_MESSAGES.ruleDuplicate)),
    fallbackPodId: v.nullish(Id),
    redistributionEnabled: v.optional(v.boolean(), false),
    notBookedMinutes: v.optional(NotBookedMinutesSchema, 10),
    redistributionRuleIds: v.pipe(v.optional(v.array(Id), []), v.maxLength(90), uniqueIds(ROUTER_MESSAGES.ruleDuplicate)),
    redirects: RouterRedirectsSchema,
    crmModule: v.picklist(CRM_MODULES_TO_UPDATE, ROUTER_MESSAGES.crmModuleRequired),
    disqualifyFreeEmail: v.optional(v.boolean(), false),
    disqualifyLowQuality: v.optional(v.boolean(), false),
    disqualifyInvalidEmail: v.optional(v.boolean(), true),
    checkExistingEmail: v.optional(v.boolean(), true),
    overrideExistingOwner: v.optional(v.boolean(), false),
    createContacts: v.optional(v.boolean(), false),
    updateContacts: v.optional(v.boolean(), false),
    createLeads: v.optional(v.boolean(), false),
    updateLeads: v.optional(v.boolean(), false),
    createAccounts: v.optional(v.boolean(), false),
    updateAccounts: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((r) => !r.matchingEnabled || r.matchingRuleIds.length > 0, ROUTER_MESSAGES.matchingRuleRequired),
    ['matchingRuleIds'],
  ),
  v.forward(
    v.check((r) => r.matchingEnabled || r.distributionRuleIds.length > 0 || !!r.fallbackPodId, ROUTER_MESSAGES.matchingOrDistribution),
    ['distributionRuleIds'],
  ),
  v.forward(
    v.check((r) => r.distributionRuleIds.length > 0 || !!r.fallbackPodId, ROUTER_MESSAGES.distributionRuleRequired),
    ['distributionRuleIds'],
  ),
  v.forward(
    v.check((r) => !r.redistributionEnabled || r.redistributionRuleIds.length > 0, ROUTER_MESSAGES.redistributionRuleRequired),
    ['redistributionRuleIds'],
  ),
  v.forward(
    v.check(
      (r) => !r.createLeads || !(r.createContacts || r.updateContacts || r.createAccounts || r.updateAccounts),
      ROUTER_MESSAGES.leadsExclusive,
    ),
    ['createLeads'],
  ),
);
export type RouterInput = v.InferInput<typeof RouterInputSchema>;
export type RouterValues = v.InferOutput<typeof RouterInputSchema>;

/** The fields fixed at creation (spec section 4: matching configuration cannot change). */
export const MATCHING_FIELDS = ['matchingEnabled', 'matchingRuleIds'] as const;

export const routerListQuery = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Search'))) });
/** PUT /routers/:id?confirmFormReset=true: the caller accepts that a new form clears the redirect query parameters. */
export const routerUpdateQuery = v.object({ confirmFormReset: v.optional(v.picklist(['true', 'false'])) });
export const editFormSchema = v.object({ formId: Id, confirmReset: v.optional(v.boolean(), false) });

export type RouterStatsDto = { assigned: number; processed: number; booked: number; disqualified: number; since: string };

export type RouterDto = RouterValues & {
  id: string;
  version: number;
  installation: InstallationState;
  verifiedAt: string | null;
  verifiedOrigin: string | null;
  form: { id: string; name: string; provider: MarketingProvider | 'native'; mapped: boolean } | null;
  meetingType: { id: string; name: string; durationMinutes: number } | null;
  createdAt: string;
  updatedAt: string;
};

/** A router card: the router plus the last 28 days' figures and active matching-rule count. */
export type RouterSummaryDto = RouterDto & { stats: RouterStatsDto; activeMatchingRules: number };

/** The snippet the installation page shows, with the origins allowed to call the public API. */
export type RouterInstallationDto = {
  routerId: string;
  installation: InstallationState;
  verifiedAt: string | null;
  verifiedOrigin: string | null;
  snippet: string;
  scriptUrl: string;
  trustedOrigins: string[];
  formSourceUrl: string | null;
};

// ---------------------------------------------------------------------------------------------------
// Redirect rules

export const REDIRECT_RULE_TYPES = ['booked', 'not_booked', 'disqualified'] as const;
export type RedirectRuleType = (typeof REDIRECT_RULE_TYPES)[number];
export const REDIRECT_RULE_TYPE_LABELS: Record<RedirectRuleType, string> = {
  booked: 'Meeting booked',
  not_booked: 'Meeting not booked',
  disqualified: 'Prospect disqualified',
};

export const RedirectRuleInputSchema = v.object({
  name: v.pipe(
    v.string(REDIRECT_RULE_MESSAGES.nameRequired),
    v.trim(),
    v.nonEmpty(REDIRECT_RULE_MESSAGES.nameRequired),
    v.maxLength(120, 'Must be at most 120 characters'),
    singleLine('Name'),
  ),
  type: v.picklist(REDIRECT_RULE_TYPES, REDIRECT_RULE_MESSAGES.typeRequired),
  conditions: v.pipe(
    v.array(ConditionSchema, REDIRECT_RULE_MESSAGES.conditionRequired),
    v.minLength(1, REDIRECT_RULE_MESSAGES.conditionRequired),
    v.maxLength(20),
  ),
  url: v.pipe(
    v.string(REDIRECT_RULE_MESSAGES.urlRequired),
    v.trim(),
    v.nonEmpty(REDIRECT_RULE_MESSAGES.urlRequired),
    v.maxLength(2000),
    v.check(isHttpUrl, REDIRECT_RULE_MESSAGES.invalidUrl),
  ),
  queryParams: QueryParamsSchema,
});
export type RedirectRuleInput = v.InferInput<typeof RedirectRuleInputSchema>;
export type RedirectRuleValues = v.InferOutput<typeof RedirectRuleInputSchema>;
export type RedirectRule = RedirectRuleValues & { id: string };
export type RedirectRuleDto = RedirectRule & { position: number; version: number; updatedAt: string };
export const redirectRuleListQuery = v.object({ type: v.optional(v.picklist(REDIRECT_RULE_TYPES)) });
/** The new order of one type's redirect rules: exactly that type's rules, each once. */
export const redirectRuleSequenceSchema = v.object({
  type: v.picklist(REDIRECT_RULE_TYPES, REDIRECT_RULE_MESSAGES.typeRequired),
  ids: v.pipe(v.array(Id), v.maxLength(200)),
});

export type { FormMappingValues };
