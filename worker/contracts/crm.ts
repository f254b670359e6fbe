import * as v from 'valibot';
import type { AccountBillingDto } from './billing';
import { isCleanText, MESSAGES, singleLine } from './common';
import { CrmModuleSchema, FieldValueSchema, type CrmModule, type FieldValue } from './routing';
import type { UsageLevel } from './product-usage';

export { CrmModuleSchema, type CrmModule };

/** The error code a 400 carries when a CRM token has expired; the SPA sends the user to /crm-failure on it. */
export const TOKEN_EXPIRED_ERROR = 'TOKEN_EXPIRED_ERROR';

/** Rows per import chunk: one D1 round trip per ~50 writes keeps a chunk well inside a request's limits. */
export const MAX_IMPORT_CHUNK_ROWS = 500;
/** Rows one import may announce. */
export const MAX_IMPORT_ROWS = 100_000;
/** Row errors kept on an import (the failed counter still counts every one). */
export const MAX_IMPORT_ERRORS = 200;
export const MAX_CRM_PAGE_SIZE = 100;

export const CRM_MESSAGES = {
  moduleRequired: 'Module type is a required field',
  objectTypeRequired: 'Custom object selection required',
  invalidPhone: 'Enter a valid phone number',
  invalidDomain: 'Enter a valid domain',
  accountRequired: 'Select an account',
  contactRequired: 'Select a contact',
  ownerNotMember: 'The owner must be an active member of your organization',
  mapEmail: 'Map a column to Email',
  mapDomain: 'Map a column to Domain',
  duplicateTarget: 'Each field can be mapped from one column only',
  invalidTarget: 'Choose a field for this column',
  emailTaken: (module: string) => `A ${module} with this email already exists`,
  domainTaken: 'An account with this domain already exists',
  tooManyRows: 'The chunk holds more rows than the import announced',
  chunkOutOfOrder: 'Upload the rows in order: this chunk does not start where the import stands',
  importFinished: 'This import has already finished',
} as const;

/** Human labels for the modules, singular and plural. */
export const CRM_MODULE_LABELS: Record<CrmModule, { one: string; many: string }> = {
  lead: { one: 'Lead', many: 'Leads' },
  contact: { one: 'Contact', many: 'Contacts' },
  account: { one: 'Account', many: 'Accounts' },
  opportunity: { one: 'Opportunity', many: 'Opportunities' },
  custom_object: { one: 'Custom object', many: 'Custom objects' },
};

/** Field keys the built-in CRM stores in columns; a custom field may not reuse them. */
export const BUILTIN_CRM_FIELDS = ['name', 'email', 'phone', 'domain', 'owner_id', 'owner_email'] as const;
/** Owner properties of the built-in CRM a matching rule can read: the product user id or the owner's e-mail. */
export const BUILTIN_OWNER_PROPERTIES = ['owner_id', 'owner_email'] as const;

const CUSTOM_KEY = /^[A-Za-z0-9_][A-Za-z0-9_ -]{0,63}$/;
/** Whether a string can be a custom field key: letters, digits, _, - and spaces, no built-in name. */
export const isCustomFieldKey = (key: string) =>
  CUSTOM_KEY.test(key) && !(BUILTIN_CRM_FIELDS as readonly string[]).includes(key.toLowerCase());

const CustomFieldKey = v.pipe(v.string(), v.check(isCustomFieldKey, 'Field names use letters, digits, spaces, _ and - (up to 64)'));
const FieldsSchema = v.pipe(
  v.record(CustomFieldKey, FieldValueSchema),
  v.check((f) => Object.keys(f).length <= 100, 'At most 100 custom fields'),
  v.check(
    (f) => Object.values(f).every((x) => [x].flat().every((s) => typeof s !== 'string' || isCleanText(s))),
    'Custom field values cannot contain control characters',
  ),
);

const Id = v.pipe(v.string(), v.maxLength(64));
const NullableId = v.nullish(v.pipe(v.string(), v.maxLength(64)));
const OptionalText = (max: number, field: string, message = `Must be at most ${max} characters`) =>
  v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max, message), singleLine(field)));
const OptionalEmail = v.nullish(
  v.pipe(
    v.string(MESSAGES.emailInvalid),
    v.trim(),
    v.toLowerCase(),
    v.check(
      (s) => s === '' || /^[^\s@\u0000-\u001F\u007F]+@[^\s@\u0000-\u001F\u007F]+\.[^\s@\u0000-\u001F\u007F]+$/.test(s),
      MESSAGES.emailInvalid,
    ),
    v.maxLength(254, MESSAGES.emailInvalid),
  ),
);

/** ISO 3166 country used to read phone numbers typed without a country code. */
export const DefaultCountrySchema = v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Invalid country')));

const needsEmail = (m: CrmModule) => m === 'lead' || m === 'contact';
const needsName = (m: CrmModule) => m === 'account' || m === 'opportunity' || m === 'custom_object';

/** The contact details a record's create and edit share, all optional. */
const contactFields = {
  email: OptionalEmail,
  phone: OptionalText(40, 'Phone', CRM_MESSAGES.invalidPhone),
  domain: OptionalText(253, 'Domain', CRM_MESSAGES.invalidDomain),
  ownerUserId: NullableId,
  parentAccountId: NullableId,
  contactId: NullableId,
};

/** A CRM record as created in the app; identity fields are normalised by the server (E.164 phone, registrable domain). */
export const crmRecordInputSchema = v.pipe(
  v.object({
    module: v.picklist(CrmModuleSchema.options, CRM_MESSAGES.moduleRequired),
    objectType: OptionalText(64, 'Object type'),
    name: v.optional(
      v.pipe(v.string(MESSAGES.nameRequired), v.trim(), v.maxLength(200, 'Must be at most 200 characters'), singleLine('Name')),
      '',
    ),
    ...contactFields,
    fields: v.optional(FieldsSchema, {}),
    defaultCountry: DefaultCountrySchema,
  }),
  v.forward(
    v.check((r) => !needsEmail(r.module) || !!r.email, MESSAGES.emailRequired),
    ['email'],
  ),
  v.forward(
    v.check((r) => !needsName(r.module) || r.name !== '', MESSAGES.nameRequired),
    ['name'],
  ),
  v.forward(
    v.check((r) => r.module !== 'custom_object' || !!r.objectType, CRM_MESSAGES.objectTypeRequired),
    ['objectType'],
  ),
);
export type CrmRecordInput = v.InferOutput<typeof crmRecordInputSchema>;

/** An edit: any editable field; the module never changes. Custom fields given replace the stored ones. */
export const crmRecordUpdateSchema = v.object({
  objectType: OptionalText(64, 'Object type'),
  name: v.optional(
    v.pipe(v.string(MESSAGES.nameRequired), v.trim(), v.maxLength(200, 'Must be at most 200 characters'), singleLine('Name')),
  ),
  ...contactFields,
  fields: v.optional(FieldsSchema),
  defaultCountry: DefaultCountrySchema,
});
export type CrmRecordUpdate = v.InferOutput<typeof crmRecordUpdateSchema>;

const PositiveInt = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('Must be a whole number'),
      v.minValue(1, 'Must be at least 1'),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    String(fallback),
  );

/** Listing query: one module, optional search over name, e-mail and domain, optional parent account. */
export const crmListQuery = v.object({
  module: v.picklist(CrmModuleSchema.options, CRM_MESSAGES.moduleRequired),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), singleLine('Search'))),
  accountId: v.optional(Id),
  objectType: v.optional(v.pipe(v.string(), v.maxLength(64))),
  page: PositiveInt(1, 100_000),
  pageSize: PositiveInt(25, MAX_CRM_PAGE_SIZE),
});
export type CrmListQuery = v.InferOutput<typeof crmListQuery>;

export const crmFieldsQuery = v.object({ module: v.picklist(CrmModuleSchema.options, CRM_MESSAGES.moduleRequired) });

/** A CRM record as the app shows it. */
export type CrmRecordDto = {
  id: string;
  module: CrmModule;
  objectType: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  domain: string | null;
  ownerUserId: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  parentAccountId: string | null;
  parentAccountName: string | null;
  contactId: string | null;
  fields: Record<string, FieldValue>;
  /** Accounts only: how many contacts point at the account. */
  contactCount: number | null;
  /** Accounts only: plan, MRR and subscription status from Stripe; null for other modules. */
  billing: AccountBillingDto | null;
  /** Contacts and accounts: the product usage score (0-100) and level; null before any usage. */
  usageScore: number | null;
  usageLevel: UsageLevel | null;
  createdAt: string;
  updatedAt: string;
};
export type CrmPageDto = { data: CrmRecordDto[]; meta: { page: number; pageSize: number; total: number } };
export type CrmFieldDto = { key: string; label: string; builtIn: boolean };
