import * as v from 'valibot';
import { multiLine, requiredString, singleLine } from './common';

export const FORM_KINDS = ['form', 'marketing_form'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const QUESTION_TYPES = ['text', 'radio', 'checkbox', 'dropdown'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = { text: 'Text', radio: 'Radio Button', checkbox: 'Checkbox', dropdown: 'Dropdown' };
/** Where a marketing form lives (the inbound router's form provider types). */
export const MARKETING_PROVIDERS = ['react', 'gatsby', 'hubspot', 'marketo', 'formspree', 'contact7', 'custom'] as const;
export type MarketingProvider = (typeof MARKETING_PROVIDERS)[number];
export const PROVIDER_LABELS: Record<MarketingProvider | 'native', string> = {
  native: 'Native form',
  react: 'React',
  gatsby: 'Gatsby',
  hubspot: 'HubSpot',
  marketo: 'Marketo',
  formspree: 'Formspree',
  contact7: 'Contact Form 7',
  custom: 'Custom HTML',
};

export const FORM_KEY_MAX = 4;
export const CONSENT_TEXT_MAX = 300;
/** The name and e-mail questions every native form keeps: routing needs both. */
export const DEFAULT_QUESTION_IDS = ['name', 'email'] as const;

/** Spec section 5 (Forms) wording, plus the few messages the spec leaves to us. */
export const FORM_MESSAGES = {
  nameRequired: 'Form name is required',
  formKeyRequired: 'Form ID is required',
  formKeyMax: `Form ID can be at most ${FORM_KEY_MAX} characters`,
  formKeyChars: 'Form ID can only hold letters, numbers, - and _',
  formKeyTaken: 'This Form ID is already in use',
  consentTextRequired: 'Consent text is required',
  consentTextMax: `Consent text can be at most ${CONSENT_TEXT_MAX} characters`,
  submitLabelRequired: 'Submit button label is required',
  questionRequired: 'Question is required',
  placeholderRequired: 'Placeholder is required',
  optionsRequired: 'Add at least one option',
  optionsTwoRequired: 'Add at least two options',
  optionEmpty: 'Option cannot be empty',
  optionsUnique: 'Options must be unique',
  contactFieldRequired: 'A contact field is required: map at least one question to a contact field',
  defaultQuestionsRequired: 'The name and e-mail questions cannot be removed',
  defaultQuestionText: 'The name and e-mail questions are text questions',
  questionIdsUnique: 'Each question needs its own id',
  providerRequired: 'Select a form provider',
  sourceUrlInvalid: 'Source URL must be valid',
  selectorRequired: 'Selector is required',
  mappingNameRequired: 'Each mapping needs a name',
  fieldMappingRequired: 'At least one form field must be mapped',
  emailFieldRequired: 'Email field is required',
  mappedFieldRequired: 'A form field input needs a mapped field',
  mappingRequired: 'Form mapping is required',
  kindChange: 'A form cannot change its kind',
  inUse: 'This form is used by routers or relays. Remove it from them before deleting it.',
  updateFailed: 'Form update failed',
  fetchFailed: 'Could not fetch the page. Map the fields manually.',
} as const;

/** CRM fields a question or a mapped input can fill, per module (the built-in CRM's standard properties). */
export const CONTACT_FIELDS = [
  { key: 'name', label: 'Full name' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'title', label: 'Job title' },
  { key: 'department', label: 'Department' },
  { key: 'country', label: 'Country' },
  { key: 'city', label: 'City' },
  { key: 'description', label: 'Description' },
] as const;
export const LEAD_FIELDS = [
  { key: 'name', label: 'Full name' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'company', label: 'Company' },
  { key: 'title', label: 'Job title' },
  { key: 'website', label: 'Website' },
  { key: 'industry', label: 'Industry' },
  { key: 'employees', label: 'Number of employees' },
  { key: 'country', label: 'Country' },
  { key: 'lead_source', label: 'Lead source' },
  { key: 'description', label: 'Description' },
] as const;

/** True for an absolute http(s) URL with a dotted or bracketed host. */
export function isHttpUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname.startsWith('[') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

// Every text of a form is one line (labels, names, selectors) except the consent text.
const text = (max: number, field: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`), singleLine(field));
const required = (message: string, max: number, field?: string) => requiredString(message, max, field);
// An optional CRM field key: '' and null both mean "not mapped".
const crmField = v.optional(
  v.pipe(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100), singleLine('CRM field'))),
    v.transform((s) => s || null),
  ),
  null,
);

/** The spec's Form ID: required, at most 4 characters, safe to put in an embed snippet. */
export const formKeyField = v.pipe(
  v.string(FORM_MESSAGES.formKeyRequired),
  v.trim(),
  v.nonEmpty(FORM_MESSAGES.formKeyRequired),
  v.maxLength(FORM_KEY_MAX, FORM_MESSAGES.formKeyMax),
  v.regex(/^[A-Za-z0-9_-]+$/, FORM_MESSAGES.formKeyChars),
);

const isDefaultQuestion = (id: string) => (DEFAULT_QUESTION_IDS as readonly string[]).includes(id);

/** One question of a native form; choice types carry their options. */
export const formQuestionSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.trim(), v.nonEmpty('Question id is required'), v.maxLength(64), singleLine('Question id')),
    label: required(FORM_MESSAGES.questionRequired, 200),
    placeholder: v.optional(text(200, 'Placeholder'), ''),
    type: v.picklist(QUESTION_TYPES, 'Choose a question type'),
    options: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(FORM_MESSAGES.optionEmpty), v.trim(), v.nonEmpty(FORM_MESSAGES.optionEmpty), v.maxLength(200), singleLine('Option'))),
        v.maxLength(50, 'At most 50 options'),
        v.check((o) => new Set(o.map((s) => s.toLowerCase())).size === o.length, FORM_MESSAGES.optionsUnique),
      ),
      [],
    ),
    required: v.optional(v.boolean(), false),
    leadField: crmField,
    contactField: crmField,
  }),
  // Radio buttons and checkboxes show no placeholder, so only text and dropdown questions need one.
  v.forward(v.partialCheck([['type'], ['placeholder']], (q) => q.type === 'radio' || q.type === 'checkbox' || q.placeholder !== '', FORM_MESSAGES.placeholderRequired), ['placeholder']),
  v.forward(v.partialCheck([['type'], ['options']], (q) => q.type !== 'checkbox' || q.options.length >= 1, FORM_MESSAGES.optionsRequired), ['options']),
  v.forward(v.partialCheck([['type'], ['options']], (q) => (q.type !== 'radio' && q.type !== 'dropdown') || q.options.length >= 2, FORM_MESSAGES.optionsTwoRequired), ['options']),
  v.forward(v.partialCheck([['id'], ['type']], (q) => !isDefaultQuestion(q.id) || q.type === 'text', FORM_MESSAGES.defaultQuestionText), ['type']),
  v.transform((q) => ({ ...q, options: q.type === 'text' ? [] : q.options, required: isDefaultQuestion(q.id) ? true : q.required })),
);
export type FormQuestionInput = v.InferInput<typeof formQuestionSchema>;
export type FormQuestionValues = v.InferOutput<typeof formQuestionSchema>;

const nameFieldsSchema = v.variant('mode', [
  v.object({ mode: v.literal('full'), fullName: v.optional(text(200, 'Full name field'), '') }),
  v.object({ mode: v.literal('split'), firstName: v.optional(text(200, 'First name field'), ''), lastName: v.optional(text(200, 'Last name field'), '') }),
]);

/** One extra input of the outside form and the CRM field(s) it fills. */
export const additionalFieldSchema = v.pipe(
  v.object({ name: required(FORM_MESSAGES.mappingNameRequired, 200, 'Mapping name'), contactField: crmField, leadField: crmField }),
  v.forward(v.partialCheck([['contactField'], ['leadField']], (f) => !!(f.contactField || f.leadField), FORM_MESSAGES.mappedFieldRequired), ['contactField']),
);

/** How an outside form's inputs map onto the prospect: where it lives, its selector, name, e-mail and extra fields. */
export const formMappingSchema = v.pipe(
  v.object({
    sourceUrl: v.optional(
      v.pipe(
        v.nullable(v.pipe(v.string(FORM_MESSAGES.sourceUrlInvalid), v.trim(), v.check((s) => s === '' || isHttpUrl(s), FORM_MESSAGES.sourceUrlInvalid))),
        v.transform((s) => s || null),
      ),
      null,
    ),
    selector: required(FORM_MESSAGES.selectorRequired, 300),
    nameFields: v.optional(nameFieldsSchema, { mode: 'full', fullName: '' }),
    emailField: v.optional(text(200, 'Email field'), ''),
    additionalFields: v.optional(v.pipe(v.array(additionalFieldSchema), v.maxLength(50, 'At most 50 mapped fields')), []),
  }),
  // An empty mapping is told to map something; a partial one without the e-mail is told that is the one it needs.
  v.forward(
    v.partialCheck(
      [['emailField'], ['nameFields'], ['additionalFields']],
      (m) => m.emailField !== '' || !(mappedNameCount(m.nameFields) === 0 && m.additionalFields.length === 0),
      FORM_MESSAGES.fieldMappingRequired,
    ),
    ['emailField'],
  ),
  v.forward(v.check((m) => m.emailField !== '', FORM_MESSAGES.emailFieldRequired), ['emailField']),
);
export type FormMappingInput = v.InferInput<typeof formMappingSchema>;
export type FormMappingValues = v.InferOutput<typeof formMappingSchema>;

function mappedNameCount(n: { mode: 'full'; fullName: string } | { mode: 'split'; firstName: string; lastName: string }) {
  return n.mode === 'full' ? (n.fullName ? 1 : 0) : (n.firstName ? 1 : 0) + (n.lastName ? 1 : 0);
}

const settingsEntries = {
  name: required(FORM_MESSAGES.nameRequired, 120),
  formKey: formKeyField,
  consentEnabled: v.optional(v.boolean(), false),
  consentText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CONSENT_TEXT_MAX, FORM_MESSAGES.consentTextMax), multiLine('Consent text')), ''),
};

type Consent = { consentEnabled: boolean; consentText: string };
/** Consent text is required once consent is on; typed per schema so the pipe accepts it. */
const consentRule = <T extends Consent>() =>
  v.forward(
    v.partialCheck([['consentEnabled'], ['consentText']], (d: Consent) => !d.consentEnabled || d.consentText !== '', FORM_MESSAGES.consentTextRequired) as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<T>>,
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
  submitLabel: required(FORM_MESSAGES.submitLabelRequired, 60),
  questions: v.pipe(
    questionList,
    v.partialCheck([['$', 'id']], hasDefaultQuestions, FORM_MESSAGES.defaultQuestionsRequired),
    v.partialCheck([['$', 'contactField']], hasContactField, FORM_MESSAGES.contactFieldRequired),
  ),
});

const marketingFormObject = v.object({
  kind: v.literal('marketing_form'),
  ...settingsEntries,
  submitLabel: v.optional(text(60, 'Submit button label'), 'Submit'),
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
  submitLabel: v.optional(text(60, 'Submit button label'), 'Submit'),
  questions: v.optional(questionList, []),
  provider: v.optional(v.nullable(v.picklist(MARKETING_PROVIDERS, FORM_MESSAGES.providerRequired)), null),
  mapping: v.optional(v.nullable(formMappingSchema), null),
});
type FormBody = v.InferOutput<typeof formBodyObject>;
const whenKind = <K extends keyof FormBody>(kind: FormBody['kind'], field: K, paths: string[][], ok: (d: FormBody) => boolean, message: string) =>
  v.forward(
    v.partialCheck([['kind'], ...paths] as never, ((d: FormBody) => d.kind !== kind || ok(d)) as never, message) as unknown as v.BaseValidation<FormBody, FormBody, v.PartialCheckIssue<FormBody>>,
    [field] as never,
  );

/** Either kind, told apart by `kind`: the body of POST /forms and PUT /forms/:id, answered as the kind's own values. */
export const formSchema = v.pipe(
  formBodyObject,
  consentRule<FormBody>(),
  whenKind('form', 'submitLabel', [['submitLabel']], (d) => d.submitLabel !== '', FORM_MESSAGES.submitLabelRequired),
  whenKind('form', 'questions', [['questions', '$', 'id']], (d) => hasDefaultQuestions(d.questions), FORM_MESSAGES.defaultQuestionsRequired),
  whenKind('form', 'questions', [['questions', '$', 'contactField']], (d) => hasContactField(d.questions), FORM_MESSAGES.contactFieldRequired),
  whenKind('marketing_form', 'provider', [['provider']], (d) => !!d.provider, FORM_MESSAGES.providerRequired),
  whenKind('marketing_form', 'mapping', [['mapping']], (d) => !!d.mapping, FORM_MESSAGES.mappingRequired),
  v.transform(({ questions, provider, mapping, ...settings }): FormValues =>
    settings.kind === 'form' ? { ...settings, kind: 'form', questions } : { ...settings, kind: 'marketing_form', provider: provider!, mapping: mapping! },
  ),
);

export type NativeFormInput = v.InferInput<typeof nativeFormSchema>;
export type NativeFormValues = v.InferOutput<typeof nativeFormSchema>;
export type MarketingFormInput = v.InferInput<typeof marketingFormSchema>;
export type MarketingFormValues = v.InferOutput<typeof marketingFormSchema>;
export type FormInput = v.InferInput<typeof formSchema>;
export type FormValues = NativeFormValues | MarketingFormValues;

export const formListQuery = v.object({ kind: v.optional(v.picklist(FORM_KINDS, 'Choose a form kind')) });
export const mappingDetectSchema = v.object({
  url: v.pipe(v.string(FORM_MESSAGES.sourceUrlInvalid), v.trim(), v.check(isHttpUrl, FORM_MESSAGES.sourceUrlInvalid), v.maxLength(2048, FORM_MESSAGES.sourceUrlInvalid)),
});

/** The default name and e-mail questions a new native form starts with. */
export function defaultQuestions(): FormQuestionValues[] {
  return [
    { id: 'name', label: 'Full name', placeholder: 'Jane Doe', type: 'text', options: [], required: true, leadField: 'name', contactField: 'name' },
    { id: 'email', label: 'Work e-mail', placeholder: 'jane@company.com', type: 'text', options: [], required: true, leadField: 'email', contactField: 'email' },
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

export type FormDependency = { id: string; name: string };
/** What uses a form: a form used by any router or relay cannot be deleted. */
export type FormDependenciesDto = { routers: FormDependency[]; relays: FormDependency[] };

export type FormSummaryDto = {
  id: string;
  kind: FormKind;
  name: string;
  formKey: string;
  provider: MarketingProvider | 'native';
  questionCount: number;
  mappedFieldCount: number;
  sourceUrl: string | null;
  routerCount: number;
  relayCount: number;
  updatedAt: string;
};

export type FormDto = {
  id: string;
  kind: FormKind;
  name: string;
  formKey: string;
  provider: MarketingProvider | 'native';
  consentEnabled: boolean;
  consentText: string;
  submitLabel: string;
  questions: FormQuestionValues[];
  mapping: FormMappingValues | null;
  createdAt: string;
  updatedAt: string;
};

export type DetectedField = { name: string; type: string; label: string; options: string[] };
export type DetectedForm = {
  selector: string;
  id: string | null;
  name: string | null;
  action: string | null;
  provider: MarketingProvider;
  fields: DetectedField[];
  /** A mapping guessed from input names and types; the user reviews it before saving. */
  suggestion: { nameFields: FormMappingValues['nameFields']; emailField: string; additionalFields: FormMappingValues['additionalFields'] };
};
export type MappingDetectDto = { url: string; forms: DetectedForm[]; truncated: boolean; pageProvider: MarketingProvider | null };

/** A native form's question as stored. */
export type FormQuestion = {
  id: string;
  label: string;
  placeholder: string;
  type: 'text' | 'radio' | 'checkbox' | 'dropdown';
  options: string[];
  required: boolean;
  leadField: string | null;
  contactField: string | null;
};
/** How a marketing form on an outside page maps to prospect fields, as stored. */
export type FormMapping = {
  sourceUrl: string | null;
  selector: string | null;
  nameFields: { mode: 'full'; fullName: string } | { mode: 'split'; firstName: string; lastName: string };
  emailField: string;
  additionalFields: { name: string; contactField: string | null; leadField: string | null }[];
};
