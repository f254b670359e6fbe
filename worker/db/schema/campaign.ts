import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CampaignFallback } from '../../contracts/campaign';
import { tenantRow } from './identity';
import { versionedRow } from './columns';

// A campaign router: a link pasted into marketing e-mails. Matching rules are referenced by id in the
// router's order (as inbound routers do); the fallback distribution lives on the router itself, and its
// round robin is the pod object named by the router's id. Slugs are unique per organization forever,
// deleted routers included, so an old campaign link never routes prospects somewhere new.
export const campaignRouters = sqliteTable(
  'campaign_routers',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    teamId: text('team_id').notNull(),
    assignedMemberIds: text('assigned_member_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    meetingTypeId: text('meeting_type_id').notNull(),
    formId: text('form_id').notNull(),
    consentEnabled: integer('consent_enabled', { mode: 'boolean' }).notNull().default(false),
    consentText: text('consent_text').notNull().default(''),
    defaultCountryCode: text('default_country_code').notNull().default('US'),
    redirectUrl: text('redirect_url').notNull(),
    matchingRuleIds: text('matching_rule_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    fallback: text('fallback', { mode: 'json' }).$type<CampaignFallback>().notNull(),
    marketingFormId: text('marketing_form_id'),
    postBookingRedirectUrl: text('post_booking_redirect_url'),
    crmRecords: text('crm_records', { enum: ['contacts', 'leads', 'nothing'] })
      .notNull()
      .default('nothing'),
    // The asset template the link's page shows (null: the organization's system template, a plain page).
    assetTemplateId: text('asset_template_id'),
    ...versionedRow(),
  },
  (t) => [
    uniqueIndex('campaign_routers_slug_idx').on(t.accountId, t.slug),
    index('campaign_routers_account_idx').on(t.accountId, t.createdAt),
  ],
);
