import * as v from 'valibot';
import { MARKETING_PROVIDERS } from './forms';
import { queryParamSchema } from './redirect-rules-responses';
import { examples, instant, schemaOf } from './response-kit';
import {
  CRM_MODULES_TO_UPDATE,
  INSTALLATION_STATES,
  NOT_BOOKED_MINUTES,
  type RouterDto,
  type RouterInstallationDto,
  type RouterSummaryDto,
} from './routers';

/** The answers of the inbound routers API: the router as the wizard saved it, its card, and its installation. */

const routerEntries = {
  id: v.string(),
  name: v.string(),
  formId: v.string(),
  meetingTypeId: v.string(),
  matchingEnabled: v.boolean(),
  matchingRuleIds: v.array(v.string()),
  distributionRuleIds: v.array(v.string()),
  fallbackPodId: v.nullish(v.string()),
  redistributionEnabled: v.boolean(),
  notBookedMinutes: v.union(NOT_BOOKED_MINUTES.map((n) => v.literal(n))),
  redistributionRuleIds: v.array(v.string()),
  redirects: v.object({
    bookedUrl: v.string(),
    notBookedUrl: v.string(),
    disqualifiedUrl: v.string(),
    queryParams: v.array(queryParamSchema),
  }),
  crmModule: v.picklist(CRM_MODULES_TO_UPDATE),
  disqualifyFreeEmail: v.boolean(),
  disqualifyLowQuality: v.boolean(),
  disqualifyInvalidEmail: v.boolean(),
  checkExistingEmail: v.boolean(),
  overrideExistingOwner: v.boolean(),
  createContacts: v.boolean(),
  updateContacts: v.boolean(),
  createLeads: v.boolean(),
  updateLeads: v.boolean(),
  createAccounts: v.boolean(),
  updateAccounts: v.boolean(),
  version: v.number(),
  installation: v.picklist(INSTALLATION_STATES),
  verifiedAt: v.nullable(instant),
  verifiedOrigin: v.nullable(v.string()),
  form: v.nullable(
    v.object({ id: v.string(), name: v.string(), provider: v.picklist([...MARKETING_PROVIDERS, 'native']), mapped: v.boolean() }),
  ),
  meetingType: v.nullable(v.object({ id: v.string(), name: v.string(), durationMinutes: v.number() })),
  createdAt: instant,
  updatedAt: instant,
};

const example = {
  id: 'rt_1',
  name: 'Demo request',
  formId: 'form_1',
  meetingTypeId: 'mt_1',
  matchingEnabled: false,
  matchingRuleIds: [],
  distributionRuleIds: ['dr_1'],
  fallbackPodId: 'pod_1',
  redistributionEnabled: false,
  notBookedMinutes: 10,
  redistributionRuleIds: [],
  redirects: {
    bookedUrl: 'https://example.com/booked',
    notBookedUrl: 'https://example.com/later',
    disqualifiedUrl: 'https://example.com/sorry',
    queryParams: [],
  },
  crmModule: 'lead',
  disqualifyFreeEmail: true,
  disqualifyLowQuality: true,
  disqualifyInvalidEmail: true,
  checkExistingEmail: true,
  overrideExistingOwner: false,
  createContacts: false,
  updateContacts: false,
  createLeads: true,
  updateLeads: false,
  createAccounts: false,
  updateAccounts: false,
  version: 4,
  installation: 'verified',
  verifiedAt: '2026-11-02T10:00:00.000Z',
  verifiedOrigin: 'https://www.example.com',
  form: { id: 'form_1', name: 'Contact us', provider: 'hubspot', mapped: true },
  meetingType: { id: 'mt_1', name: 'Product demo', durationMinutes: 30 },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

export const routerSchema = schemaOf<RouterDto>()(v.pipe(v.object(routerEntries), v.metadata({ examples: [example] })));

/** A router card: the router with its last 28 days' figures and how many of its matching rules are live. */
export const routerSummarySchema = schemaOf<RouterSummaryDto>()(
  v.pipe(
    v.object({
      ...routerEntries,
      stats: v.object({ assigned: v.number(), processed: v.number(), booked: v.number(), disqualified: v.number(), since: instant }),
      activeMatchingRules: v.number(),
    }),
    examples({
      ...example,
      stats: { assigned: 41, processed: 57, booked: 33, disqualified: 6, since: '2026-11-01T08:00:00.000Z' },
      activeMatchingRules: 0,
    }),
  ),
);

export const routerInstallationSchema = schemaOf<RouterInstallationDto>()(
  v.pipe(
    v.object({
      routerId: v.string(),
      installation: v.picklist(INSTALLATION_STATES),
      verifiedAt: v.nullable(instant),
      verifiedOrigin: v.nullable(v.string()),
      snippet: v.string(),
      scriptUrl: v.string(),
      trustedOrigins: v.array(v.string()),
      formSourceUrl: v.nullable(v.string()),
    }),
    examples({
      routerId: 'rt_1',
      installation: 'awaiting_installation',
      verifiedAt: null,
      verifiedOrigin: null,
      snippet: '<script async src="https://app.routewise.example/widget.js" data-router="rt_1"></script>',
      scriptUrl: 'https://app.routewise.example/widget.js',
      trustedOrigins: ['https://www.example.com'],
      formSourceUrl: 'https://www.example.com/contact',
    }),
  ),
);
