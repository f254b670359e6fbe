import * as v from 'valibot';
import { USAGE_LEVELS } from './product-usage';
import type { CrmFieldDto, CrmPageDto, CrmRecordDto } from './crm';
import { IMPORT_MODULES, IMPORT_STATUSES, type CrmImportDto } from './crm-import';
import { examples, instant, schemaOf } from './response-kit';
import { CrmModuleSchema, FieldValueSchema } from './routing';

/**
 * The answers of the built-in CRM API (/api/crm) as valibot schemas: the OpenAPI document describes
 * each success body from these, and the type checks at the bottom keep them equal to the DTO types the
 * services return.
 */

export const crmRecordSchema = schemaOf<CrmRecordDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      module: CrmModuleSchema,
      objectType: v.pipe(v.nullable(v.string()), v.description('Custom objects only: the object type')),
      name: v.string(),
      email: v.nullable(v.string()),
      phone: v.pipe(v.nullable(v.string()), v.description('E.164')),
      domain: v.pipe(v.nullable(v.string()), v.description('Accounts only: the registrable domain')),
      ownerUserId: v.nullable(v.string()),
      ownerEmail: v.nullable(v.string()),
      ownerName: v.nullable(v.string()),
      parentAccountId: v.nullable(v.string()),
      parentAccountName: v.nullable(v.string()),
      contactId: v.pipe(v.nullable(v.string()), v.description('Opportunities only: the contact it belongs to')),
      fields: v.pipe(v.record(v.string(), FieldValueSchema), v.description('Custom fields by key')),
      contactCount: v.pipe(v.nullable(v.number()), v.description('Accounts only: how many contacts point at the account')),
      billing: v.pipe(
        v.nullable(
          v.object({
            plan: v.nullable(v.string()),
            mrrCents: v.pipe(v.nullable(v.number()), v.description('Monthly recurring revenue in cents (discounts not counted)')),
            status: v.pipe(v.nullable(v.string()), v.description("The main subscription's Stripe status")),
            currency: v.nullable(v.string()),
            stripeCustomerId: v.nullable(v.string()),
          }),
        ),
        v.description('Accounts only: plan, MRR and subscription status from Stripe (all null when no customer is matched)'),
      ),
      usageScore: v.pipe(v.nullable(v.number()), v.description('Contacts and accounts: product usage score 0-100; null before any usage')),
      usageLevel: v.nullable(v.picklist(USAGE_LEVELS)),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      id: '6f0c1d2e-8a3b-4c5d-9e7f-1a2b3c4d5e6f',
      module: 'account',
      objectType: null,
      name: 'Acme Inc.',
      email: null,
      phone: '+14155550123',
      domain: 'acme.com',
      ownerUserId: 'u_9b8a7c6d',
      ownerEmail: 'dana@routewise.example',
      ownerName: 'Dana Reyes',
      parentAccountId: null,
      parentAccountName: null,
      contactId: null,
      fields: { industry: 'Software', tier: 'Enterprise' },
      contactCount: 12,
      billing: { plan: 'Growth', mrrCents: 49900, status: 'active', currency: 'usd', stripeCustomerId: 'cus_Q8x2LmN4' },
      usageScore: 72,
      usageLevel: 'high',
      createdAt: '2026-11-02T09:15:00.000Z',
      updatedAt: '2026-11-20T16:40:00.000Z',
    }),
  ),
);

export const crmPageSchema = schemaOf<CrmPageDto>()(
  v.object({
    data: v.array(crmRecordSchema),
    meta: v.object({
      page: v.number(),
      pageSize: v.number(),
      total: v.pipe(v.number(), v.description('Records matching the search, over every page')),
    }),
  }),
);

export const crmFieldSchema = schemaOf<CrmFieldDto>()(
  v.pipe(
    v.object({ key: v.string(), label: v.string(), builtIn: v.boolean() }),
    v.metadata({ examples: [{ key: 'owner_email', label: 'Owner email', builtIn: true }] }),
  ),
);

export const crmImportSchema = schemaOf<CrmImportDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      module: v.picklist(IMPORT_MODULES),
      fileName: v.string(),
      mapping: v.pipe(v.record(v.string(), v.string()), v.description('Column header -> target field (`custom:<key>` for a custom field)')),
      total: v.pipe(v.number(), v.description('Data rows the file holds')),
      processed: v.number(),
      created: v.number(),
      updated: v.number(),
      failed: v.number(),
      errors: v.pipe(
        v.array(v.object({ row: v.pipe(v.number(), v.description('Spreadsheet row number')), message: v.string() })),
        v.description('The first 200 row errors'),
      ),
      status: v.picklist(IMPORT_STATUSES),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      id: 'c4a1e2b3-5d6f-4a7b-8c9d-0e1f2a3b4c5d',
      module: 'contact',
      fileName: 'contacts-november.csv',
      mapping: { 'E-mail': 'email', 'Full name': 'name', Company: 'parent_domain' },
      total: 1200,
      processed: 500,
      created: 480,
      updated: 18,
      failed: 2,
      errors: [{ row: 37, message: 'Please enter a valid email' }],
      status: 'running',
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:04.000Z',
    }),
  ),
);
