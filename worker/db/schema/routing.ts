import type { FormMapping, FormQuestion } from '../../contracts/forms';
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { FieldValue, MatchingRuleInput } from '../../contracts/routing';
import type { DistributionRuleInput } from '../../contracts/routing-pods';
import type { CalibrationSettings } from '../../contracts/round-robin';
import { tenantRow } from './identity';
import { versionedRow, softDeleteTimestamps, timestamps } from './columns';

// The built-in CRM: one table for every module, with the identity columns matching reads (e-mail,
// registrable domain, E.164 phone, account domain) indexed, and everything else in `fields`.
export const crmRecords = sqliteTable(
  'crm_records',
  {
    ...tenantRow(),
    module: text('module', { enum: ['lead', 'contact', 'account', 'opportunity', 'custom_object'] }).notNull(),
    objectType: text('object_type'),
    name: text('name').notNull().default(''),
    email: text('email'),
    emailDomain: text('email_domain'),
    phone: text('phone'),
    domain: text('domain'),
    ownerUserId: text('owner_user_id'),
    ownerEmail: text('owner_email'),
    parentAccountId: text('parent_account_id'),
    contactId: text('contact_id'),
    fields: text('fields', { mode: 'json' }).$type<Record<string, FieldValue>>().notNull().default({}),
    ...timestamps(),
    // Accounts only: what Stripe says of the account (worker/features/billing recomputes these).
    billingPlan: text('billing_plan'),
    billingMrrCents: integer('billing_mrr_cents'),
    billingStatus: text('billing_status'),
    billingCurrency: text('billing_currency'),
    stripeCustomerId: text('stripe_customer_id'),
    // Product usage (migration 0041): the score of this contact (by e-mail) or account (by domain), copied from usage_scores.
    usageScore: integer('usage_score'),
    usageLevel: text('usage_level'),
    // When that score was computed (migration 0049): an older computation never overwrites a newer one.
    usageScoredAt: integer('usage_scored_at'),
  },
  (t) => [
    index('crm_email_idx').on(t.accountId, t.email),
    index('crm_email_domain_idx').on(t.accountId, t.emailDomain),
    index('crm_domain_idx').on(t.accountId, t.domain),
    index('crm_phone_idx').on(t.accountId, t.phone),
    index('crm_module_idx').on(t.accountId, t.module, t.updatedAt),
    index('crm_parent_module_idx').on(t.accountId, t.parentAccountId, t.module),
    // Covers a usage score segment's sort by (updated_at, id), migration 0049.
    index('crm_usage_order_idx').on(t.accountId, t.module, t.usageScore, t.updatedAt, t.id),
  ],
);

export const crmImports = sqliteTable(
  'crm_imports',
  {
    ...tenantRow(),
    module: text('module').notNull(),
    fileName: text('file_name').notNull(),
    mapping: text('mapping', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: text('errors', { mode: 'json' }).$type<{ row: number; message: string }[]>().notNull().default([]),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    createdBy: text('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [index('crm_imports_account_idx').on(t.accountId, t.createdAt)],
);

export const lists = sqliteTable(
  'lists',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    source: text('source', { enum: ['manual', 'crm_field', 'enrichment', 'file'] }).notNull(),
    moduleType: text('module_type'),
    crmField: text('crm_field'),
    enrichmentField: text('enrichment_field'),
    country: text('country'),
    fileName: text('file_name'),
    fileColumn: text('file_column'),
    separator: text('separator', { enum: ['none', 'comma', 'colon', 'semicolon'] })
      .notNull()
      .default('none'),
    values: text('values', { mode: 'json' }).$type<string[]>().notNull().default([]),
    ...softDeleteTimestamps(),
  },
  (t) => [index('lists_account_idx').on(t.accountId)],
);

export type { FormMapping, FormQuestion } from '../../contracts/forms';

// Native forms (built here) and marketing forms (mapped from a form on an outside page).
export const forms = sqliteTable(
  'forms',
  {
    ...tenantRow(),
    kind: text('kind', { enum: ['form', 'marketing_form'] }).notNull(),
    name: text('name').notNull(),
    formKey: text('form_key').notNull(),
    provider: text('provider', { enum: ['native', 'react', 'gatsby', 'hubspot', 'marketo', 'formspree', 'contact7', 'custom'] })
      .notNull()
      .default('native'),
    consentEnabled: integer('consent_enabled', { mode: 'boolean' }).notNull().default(false),
    consentText: text('consent_text').notNull().default(''),
    submitLabel: text('submit_label').notNull().default('Submit'),
    questions: text('questions', { mode: 'json' }).$type<FormQuestion[]>().notNull().default([]),
    mapping: text('mapping', { mode: 'json' }).$type<FormMapping | null>(),
    ...softDeleteTimestamps(),
  },
  (t) => [index('forms_account_idx').on(t.accountId, t.kind)],
);

// Rules keep their whole definition as JSON (validated by the contracts) and a version that rises on
// every edit, so a routing decision can record exactly which version it used.
export const matchingRules = sqliteTable(
  'matching_rules',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    definition: text('definition', { mode: 'json' }).$type<MatchingRuleInput>().notNull(),
    position: integer('position').notNull(),
    ...versionedRow(),
  },
  (t) => [index('matching_rules_account_idx').on(t.accountId, t.position)],
);

export const distributionRules = sqliteTable(
  'distribution_rules',
  {
    ...tenantRow(),
    kind: text('kind', { enum: ['rule', 'fallback_pod'] }).notNull(),
    name: text('name').notNull(),
    definition: text('definition', { mode: 'json' }).$type<DistributionRuleInput>().notNull(),
    calibration: text('calibration', { mode: 'json' }).$type<CalibrationSettings>().notNull(),
    position: integer('position').notNull(),
    ...versionedRow(),
  },
  (t) => [index('distribution_rules_account_idx').on(t.accountId, t.kind, t.position)],
);
