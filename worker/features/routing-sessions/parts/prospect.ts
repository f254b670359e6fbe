import type { FieldValue } from '../../../contracts/routing';
import { ONE_LINE_FIELDS, type OneLineField, type PublicRouterDto } from '../../../contracts/routing-sessions';
import type { FormMapping, FormQuestion } from '../../../contracts/forms';

type FormLike = {
  kind: 'form' | 'marketing_form';
  provider: PublicRouterDto['provider'];
  questions: FormQuestion[];
  mapping: FormMapping | null;
};

/** How a router reads its form's answers: where the e-mail and name are, and which CRM fields the rest fill. */
export type FormView = {
  provider: PublicRouterDto['provider'];
  selector: string | null;
  emailField: string;
  nameFields: PublicRouterDto['nameFields'];
  fields: string[];
  extra: { name: string; contactField: string | null; leadField: string | null }[];
};

/** Native forms always keep the questions 'name' and 'email'; marketing forms say where theirs are in the mapping. */
export function formView(form: FormLike): FormView {
  if (form.kind === 'form') {
    const extra = form.questions
      .filter((q) => q.id !== 'name' && q.id !== 'email')
      .map((q) => ({ name: q.id, contactField: q.contactField, leadField: q.leadField }));
    return {
      provider: 'native',
      selector: null,
      emailField: 'email',
      nameFields: { mode: 'full', fullName: 'name' },
      fields: form.questions.map((q) => q.id),
      extra,
    };
  }
  const m = form.mapping;
  const nameFields = m?.nameFields ?? { mode: 'full' as const, fullName: '' };
  const names = nameFields.mode === 'full' ? [nameFields.fullName] : [nameFields.firstName, nameFields.lastName];
  const emailField = m?.emailField || 'email';
  const extra = (m?.additionalFields ?? []).map((f) => ({ name: f.name, contactField: f.contactField, leadField: f.leadField }));
  const fields = [...new Set([emailField, ...names, ...extra.map((f) => f.name)].filter((f) => f !== ''))];
  return { provider: form.provider, selector: m?.selector ?? null, emailField, nameFields, fields, extra };
}

const isOneLine = (f: string | null): f is OneLineField => f !== null && Object.hasOwn(ONE_LINE_FIELDS, f);

/** The form's inputs whose answers must be one line: the name fields, the e-mail, and those mapped to a one-line CRM field. */
export function oneLineFields(view: FormView): { name: string; field: OneLineField }[] {
  const n = view.nameFields;
  const names: { name: string; field: OneLineField }[] =
    n.mode === 'full'
      ? [{ name: n.fullName, field: 'name' }]
      : [
          { name: n.firstName, field: 'first_name' },
          { name: n.lastName, field: 'last_name' },
        ];
  const mapped = view.extra.flatMap((f) => {
    const field = [f.leadField, f.contactField].find(isOneLine);
    return field ? [{ name: f.name, field }] : [];
  });
  const seen = new Set<string>();
  return [...names, { name: view.emailField, field: 'email' as const }, ...mapped].filter(
    (f) => f.name !== '' && !seen.has(f.name) && seen.add(f.name),
  );
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();

/** The prospect as the submission names them, plus the CRM fields the mapped answers fill per module. */
export type ExtractedProspect = {
  email: string;
  name: string;
  phone: string | null;
  answers: Record<string, FieldValue>;
  leadFields: Record<string, FieldValue>;
  contactFields: Record<string, FieldValue>;
};

// Identity fields are columns of a CRM record, not custom fields.
const IDENTITY = new Set(['name', 'email', 'phone']);

export function extractProspect(view: FormView, answers: Record<string, string | string[]>): ExtractedProspect {
  const n = view.nameFields;
  const name =
    n.mode === 'full' ? first(answers[n.fullName]) : [first(answers[n.firstName]), first(answers[n.lastName])].filter(Boolean).join(' ');
  const phoneField = view.extra.find((f) => f.contactField === 'phone' || f.leadField === 'phone');
  const leadFields: Record<string, FieldValue> = {};
  const contactFields: Record<string, FieldValue> = {};
  for (const f of view.extra) {
    const value = answers[f.name];
    if (value === undefined) continue;
    if (f.leadField && !IDENTITY.has(f.leadField)) leadFields[f.leadField] = value;
    if (f.contactField && !IDENTITY.has(f.contactField)) contactFields[f.contactField] = value;
  }
  if (n.mode === 'split') {
    leadFields.first_name = contactFields.first_name = first(answers[n.firstName]);
    leadFields.last_name = contactFields.last_name = first(answers[n.lastName]);
  }
  return {
    email: first(answers[view.emailField]),
    name: name.slice(0, 200),
    phone: phoneField ? first(answers[phoneField.name]) || null : null,
    answers: { ...answers },
    leadFields,
    contactFields,
  };
}

/** CRM field values a form-field matching rule compares, keyed by CRM field, for the snapshot query. */
export function fieldProbe(
  rules: { matchBy: { by: string; formField?: string; crmField?: string } }[],
  answers: Record<string, string | string[]>,
) {
  const out: Record<string, FieldValue> = {};
  for (const r of rules) {
    if (r.matchBy.by !== 'form_field' || !r.matchBy.formField || !r.matchBy.crmField) continue;
    const value = answers[r.matchBy.formField];
    if (value !== undefined) out[r.matchBy.crmField] = value;
  }
  return out;
}
