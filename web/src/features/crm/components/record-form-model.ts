import * as v from 'valibot';
import { crmRecordInputSchema, type CrmModule, type CrmRecordDto, type CrmRecordInput } from '@contracts/crm';
import type { FieldValue } from '@contracts/routing';

/** The record form as the inputs hold it: text everywhere, custom fields as key/value rows. */
export type RecordFormValues = {
  objectType: string;
  name: string;
  email: string;
  phone: string;
  domain: string;
  ownerUserId: string;
  parentAccountId: string;
  contactId: string;
  fields: { key: string; value: string }[];
};

const asText = (value: FieldValue) => (Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value));

export function formValuesOf(record: CrmRecordDto | null): RecordFormValues {
  return {
    objectType: record?.objectType ?? '',
    name: record?.name ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    domain: record?.domain ?? '',
    ownerUserId: record?.ownerUserId ?? '',
    parentAccountId: record?.parentAccountId ?? '',
    contactId: record?.contactId ?? '',
    fields: Object.entries(record?.fields ?? {}).map(([key, value]) => ({ key, value: asText(value) })),
  };
}

/** Keeps a custom field's kind when it is edited as text: lists stay lists, numbers stay numbers. */
function fieldValue(text: string, before: FieldValue | undefined): FieldValue {
  if (Array.isArray(before))
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof before === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (typeof before === 'boolean' && /^(true|false)$/i.test(text.trim())) return text.trim().toLowerCase() === 'true';
  return text;
}

/** The request body for a create (or, without `module`, an update) from the form. */
export function payloadOf(
  module: CrmModule,
  values: RecordFormValues,
  before: CrmRecordDto | null,
): v.InferInput<typeof crmRecordInputSchema> {
  const fields: Record<string, FieldValue> = {};
  for (const { key, value } of values.fields) if (key.trim()) fields[key.trim()] = fieldValue(value, before?.fields[key.trim()]);
  return {
    module,
    objectType: module === 'custom_object' ? values.objectType.trim() || null : null,
    name: values.name.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    domain: module === 'account' ? values.domain.trim() || null : null,
    ownerUserId: values.ownerUserId || null,
    parentAccountId: module === 'account' ? null : values.parentAccountId || null,
    contactId: module === 'opportunity' ? values.contactId || null : null,
    fields,
  };
}

/** Checks the form with the shared contract; messages land on the inputs they are about. */
export function validateRecord(module: CrmModule, values: RecordFormValues): Record<string, string> {
  const result = v.safeParse(crmRecordInputSchema, payloadOf(module, values, null));
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      const field = path.startsWith('fields') ? 'fields' : path || 'name';
      errors[field] ??= issue.message;
    }
  }
  const keys = values.fields.map((f) => f.key.trim()).filter(Boolean);
  if (new Set(keys).size !== keys.length) errors.fields ??= 'Each custom field name can be used once';
  return errors;
}

export const requiredLabel = (module: CrmModule, field: keyof CrmRecordInput) =>
  (field === 'email' && (module === 'lead' || module === 'contact')) || (field === 'name' && module !== 'lead' && module !== 'contact');
