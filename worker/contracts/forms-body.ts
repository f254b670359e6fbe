import * as v from 'valibot';
import { multiLine, requiredString } from './common';
import {
  CONSENT_TEXT_MAX,
  DEFAULT_QUESTION_IDS,
  FORM_KEY_MAX,
  FORM_KINDS,
  FORM_MESSAGES,
  MARKETING_PROVIDERS,
  formKeyField,
  formMappingSchema,
  formQuestionSchema,
  formText,
  type FormQuestionValues,
} from './forms';

// A whole form as the API takes it (either kind), and what a new form or a copy starts with; the
// pieces (questions, mapping, Form ID) are in forms.ts.

const settingsEntries = {
  name: requiredString(FORM_MESSAGES.nameRequired, 120),
  formKey: formKeyField,
  consentEnabled: v.optional(v.boolean(), false),
  consentText: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(CONSENT_TEXT_MAX, FORM_MESSAGES.consentTextMax), multiLine('Consent text')),
    '',
  ),
};

type Consent = { consentEnabled: boolean; consentText: string };
/** Consent text is required once consent is on; typed per schema so the pipe accepts it. */
const consentRule = <T extends Consent>() =>
  v.forward(
    v.partialCheck(
      [['consentEnabled'], ['consentText']],
      (d: Consent) => !d.consentEnabled || d.consentText !== '',
      FORM_MESSAGES.consentTextRequired,
    ) as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<T>>,
    ['consentText'] as never,
  );

const questionList = v.pipe(
  v.array(formQuestionSchema),
  v.maxLength(50, 'At most 50 questions'),
  // partialCheck: these show next to errors inside single questions, not only once every question is valid.
  v.partialCheck([['$', 'id']], (qs) => new Set(qs.map((q) => q.id)).size === qs.length, FORM_MESSAGES.questionIdsUnique),
);
const hasDefaultQuestions = (qs: { id: string }[]) => DEFAULT_QUESTION_IDS.every((id) => qs.some((q) => q.id === id));
const hasContactField = (qs: { contactField: string | null }[]) => qs.some((q) => !!q.contactField);

const nativeFormObject = v.object({
  kind: v.literal('form'),
  ...settingsEntries,
  submitLabel: requiredString(FORM_MESSAGES.submitLabelRequired, 60),
  questions: v.pipe(
    questionList,
    v.partialCheck([['$', 'id']], hasDefaultQuestions, FORM_MESSAGES.defaultQuestionsRequired),
    v.partialCheck([['$', 'contactField']], hasContactField, FORM_MESSAGES.contactFieldRequired),
  ),
});

const marketingFormObject = v.object({
  kind: v.literal('marketing_form'),
  ...settingsEntries,
  submitLabel: v.optional(formText(60, 'Submit button label'), 'Submit'),
  provider: v.picklist(MARKETING_PROVIDERS, FORM_MESSAGES.providerRequired),
  mapping: formMappingSchema,
});

/** A native form as the form builder edits it: settings, consent and questions (spec sections 3 and 5). */
export const nativeFormSchema = v.pipe(nativeFormObject, consentRule<v.InferOutput<typeof nativeFormObject>>());
/** A marketing form: settings, its provider and the mapping of an outside page's form. */
export const marketingFormSchema = v.pipe(marketingFormObject, consentRule<v.InferOutput<typeof marketingFormObject>>());

// The API body is one flat object with `kind` (not a union), so its OpenAPI schema is a plain object that
// generated clients and the fuzz suite can walk; the kind-specific rules below give the same messages.
const formBodyObject = v.object({
  kind: v.picklist(FORM_KINDS, 'Choose a form kind'),
  ...settingsEntries,
  submitLabel: v.optional(formText(60, 'Submit button label'), 'Submit'),
  questions: v.optional(questionList, []),
  provider: v.optional(v.nullable(v.picklist(MARKETING_PROVIDERS, FORM_MESSAGES.providerRequired)), null),
  mapping: v.optional(v.nullable(formMappingSchema), null),
});
type FormBody = v.InferOutput<typeof formBodyObject>;
const whenKind = <K extends keyof FormBody>(
  kind: FormBody['kind'],
  field: K,
  paths: string[][],
  ok: (d: FormBody) => boolean,
  message: string,
) =>
  v.forward(
    v.partialCheck(
      [['kind'], ...paths] as never,
      ((d: FormBody) => d.kind !== kind || ok(d)) as never,
      message,
    ) as unknown as v.BaseValidation<FormBody, FormBody, v.PartialCheckIssue<FormBody>>,
    [field] as never,
  );

/** Either kind, told apart by `kind`: the body of POST /forms and PUT /forms/:id, answered as the kind's own values. */
export const formSchema = v.pipe(
  formBodyObject,
  consentRule<FormBody>(),
  whenKind('form', 'submitLabel', [['submitLabel']], (d) => d.submitLabel !== '', FORM_MESSAGES.submitLabelRequired),
  whenKind(
    'form',
    'questions',
    [['questions', '$', 'id']],
    (d) => hasDefaultQuestions(d.questions),
    FORM_MESSAGES.defaultQuestionsRequired,
  ),
  whenKind(
    'form',
    'questions',
    [['questions', '$', 'contactField']],
    (d) => hasContactField(d.questions),
    FORM_MESSAGES.contactFieldRequired,
  ),
  whenKind('marketing_form', 'provider', [['provider']], (d) => !!d.provider, FORM_MESSAGES.providerRequired),
  whenKind('marketing_form', 'mapping', [['mapping']], (d) => !!d.mapping, FORM_MESSAGES.mappingRequired),
  v.transform(({ questions, provider, mapping, ...settings }): FormValues =>
    settings.kind === 'form'
      ? { ...settings, kind: 'form', questions }
      : { ...settings, kind: 'marketing_form', provider: provider!, mapping: mapping! },
  ),
);

export type NativeFormInput = v.InferInput<typeof nativeFormSchema>;
export type NativeFormValues = v.InferOutput<typeof nativeFormSchema>;
export type MarketingFormInput = v.InferInput<typeof marketingFormSchema>;
export type MarketingFormValues = v.InferOutput<typeof marketingFormSchema>;
export type FormInput = v.InferInput<typeof formSchema>;
export type FormValues = NativeFormValues | MarketingFormValues;

export const formListQuery = v.object({ kind: v.optional(v.picklist(FORM_KINDS, 'Choose a form kind')) });
/** The default name and e-mail questions a new native form starts with. */
export function defaultQuestions(): FormQuestionValues[] {
  return [
    {
      id: 'name',
      label: 'Full name',
      placeholder: 'Jane Doe',
      type: 'text',
      options: [],
      required: true,
      leadField: 'name',
      contactField: 'name',
    },
    {
      id: 'email',
      label: 'Work e-mail',
      placeholder: 'jane@company.com',
      type: 'text',
      options: [],
      required: true,
      leadField: 'email',
      contactField: 'email',
    },
  ];
}

/**
 * A free Form ID for a copy or a new form: the name's initials and a number, within 4 characters,
 * never one of `taken` (compared case-insensitively).
 */
export function suggestFormKey(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((k) => k.toLowerCase()));
  const initials = (name.match(/\b[A-Za-z0-9]/g) ?? []).join('').toUpperCase().slice(0, 2) || 'F';
  for (let n = 1; n < 100; n++) {
    const key = `${initials}${n}`.slice(0, FORM_KEY_MAX);
    if (!used.has(key.toLowerCase())) return key;
  }
  for (let n = 1; n < 10_000; n++) {
    const key = String(n).padStart(FORM_KEY_MAX, '0');
    if (!used.has(key)) return key;
  }
  return 'F' + Math.random().toString(36).slice(2, 5).toUpperCase();
}
