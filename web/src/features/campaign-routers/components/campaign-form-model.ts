import type { Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CAMPAIGN_ROUTER_STORED_FIELDS,
  CampaignRouterInputSchema,
  type CampaignRouterDto,
  type CampaignRouterInput,
} from '@contracts/campaign';

/** The editor's values: exactly the contract's input, selects holding '' until something is chosen. */
export type CampaignForm = {
  name: string;
  slug: string;
  teamId: string;
  assignedMemberIds: string[];
  meetingTypeId: string;
  formId: string;
  consentEnabled: boolean;
  consentText: string;
  defaultCountryCode: string;
  redirectUrl: string;
  matchingRuleIds: string[];
  fallback: {
    distribution: string;
    teamId: string;
    method: string;
    memberships: { userId: string; weight: number }[];
    primaryGroupId: string;
    additionalGroupIds: string[];
  };
  marketingFormId: string;
  postBookingRedirectUrl: string;
  crmRecords: string;
  assetTemplateId: string;
};

/** The editor's sections; the contact-form and matching-rules pages show one of them. */
export const SECTIONS = ['name', 'assignment', 'matching', 'fallback', 'form', 'layout', 'redirects', 'crm'] as const;
export type Section = (typeof SECTIONS)[number];

/** Top-level fields, for putting server errors on their fields. */
export const FIELD_NAMES = [...CAMPAIGN_ROUTER_STORED_FIELDS, 'marketingFormId', 'postBookingRedirectUrl', 'assetTemplateId'];

/** A slug suggested from the name: lower case, words joined by hyphens, only the allowed characters. */
export const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export function newCampaignValues(): CampaignForm {
  return {
    name: '',
    slug: '',
    teamId: '',
    assignedMemberIds: [],
    meetingTypeId: '',
    formId: '',
    consentEnabled: false,
    consentText: '',
    defaultCountryCode: 'US',
    redirectUrl: '',
    matchingRuleIds: [],
    fallback: {
      distribution: 'round_robin_all',
      teamId: '',
      method: 'round_robin_strict',
      memberships: [],
      primaryGroupId: '',
      additionalGroupIds: [],
    },
    marketingFormId: '',
    postBookingRedirectUrl: '',
    crmRecords: 'nothing',
    assetTemplateId: '',
  };
}

export function formValuesOf(r: CampaignRouterDto): CampaignForm {
  return {
    name: r.name,
    slug: r.slug,
    teamId: r.teamId,
    assignedMemberIds: r.assignedMemberIds,
    meetingTypeId: r.meetingTypeId,
    formId: r.formId,
    consentEnabled: r.consentEnabled,
    consentText: r.consentText,
    defaultCountryCode: r.defaultCountryCode,
    redirectUrl: r.redirectUrl,
    matchingRuleIds: r.matchingRuleIds,
    fallback: {
      distribution: r.fallback.distribution,
      teamId: r.fallback.teamId,
      method: r.fallback.method,
      memberships: r.fallback.memberships,
      primaryGroupId: r.fallback.primaryGroupId ?? '',
      additionalGroupIds: r.fallback.additionalGroupIds,
    },
    marketingFormId: r.marketingFormId ?? '',
    postBookingRedirectUrl: r.postBookingRedirectUrl ?? '',
    crmRecords: r.crmRecords,
    assetTemplateId: r.assetTemplateId ?? '',
  };
}

/** A clone starts from the router under a new name and a "-copy" slug. */
export const cloneValuesOf = (r: CampaignRouterDto): CampaignForm => ({
  ...formValuesOf(r),
  name: `Copy of ${r.name}`.slice(0, 120),
  slug: `${r.slug}-copy`.slice(0, 80),
});

/** The browser checks the same schema as the server, so messages read the same. */
export const campaignResolver = valibotResolver(CampaignRouterInputSchema) as unknown as Resolver<
  CampaignForm,
  unknown,
  CampaignRouterInput
>;
