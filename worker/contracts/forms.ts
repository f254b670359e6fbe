import * as v from 'valibot';
import { requiredString, singleLine } from './common';

export const FORM_KINDS = ['form', 'marketing_form'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const QUESTION_TYPES = ['text', 'radio', 'checkbox', 'dropdown'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text',
  radio: 'Radio Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
};
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

/** True for an absolute http(s) URL with a dotted or bracketed host. */
export function isHttpUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname.startsWith('[') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

// Every text of a form is one line (labels, names, selectors) except the consent text.
export const formText = (max: number, field: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`), singleLine(field));
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
    placeholder: v.optional(formText(200, 'Placeholder'), ''),
    type: v.picklist(QUESTION_TYPES, 'Choose a question type'),
    options: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(FORM_MESSAGES.optionEmpty),
            v.trim(),
            v.nonEmpty(FORM_MESSAGES.optionEmpty),
            v.maxLength(200),
            singleLine('Option'),
          ),
        ),
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
  v.forward(
    v.partialCheck(
      [['type'], ['placeholder']],
      (q) => q.type === 'radio' || q.type === 'checkbox' || q.placeholder !== '',
      FORM_MESSAGES.placeholderRequired,
    ),
    ['placeholder'],
  ),
  v.forward(
    v.partialCheck([['type'], ['options']], (q) => q.type !== 'checkbox' || q.options.length >= 1, FORM_MESSAGES.optionsRequired),
    ['options'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['options']],
      (q) => (q.type !== 'radio' && q.type !== 'dropdown') || q.options.length >= 2,
      FORM_MESSAGES.optionsTwoRequired,
    ),
    ['options'],
  ),
  v.forward(
    v.partialCheck([['id'], ['type']], (q) => !isDefaultQuestion(q.id) || q.type === 'text', FORM_MESSAGES.defaultQuestionText),
    ['type'],
  ),
  v.transform((q) => ({ ...q, options: q.type === 'text' ? [] : q.options, required: isDefaultQuestion(q.id) ? true : q.required })),
);
export type FormQuestionInput = v.InferInput<typeof formQuestionSchema>;
export type FormQuestionValues = v.InferOutput<typeof formQuestionSchema>;

const nameFieldsSchema = v.variant('mode', [
  v.object({ mode: v.literal('full'), fullName: v.optional(formText(200, 'Full name field'), '') }),
  v.object({
    mode: v.literal('split'),
    firstName: v.optional(formText(200, 'First name field'), ''),
    lastName: v.optional(formText(200, 'Last name field'), ''),
  }),
]);

/** One extra input of the outside form and the CRM field(s) it fills. */
export const additionalFieldSchema = v.pipe(
  v.object({ name: required(FORM_MESSAGES.mappingNameRequired, 200, 'Mapping name'), contactField: crmField, leadField: crmField }),
  v.forward(
    v.partialCheck([['contactField'], ['leadField']], (f) => !!(f.contactField || f.leadField), FORM_MESSAGES.mappedFieldRequired),
    ['contactField'],
  ),
);

/** How an outside form's inputs map onto the prospect: where it lives, its selector, name, e-mail and extra fields. */
export const formMappingSchema = v.pipe(
  v.object({
    sourceUrl: v.optional(
      v.pipe(
        v.nullable(
          v.pipe(
            v.string(FORM_MESSAGES.sourceUrlInvalid),
            v.trim(),
            v.check((s) => s === '' || isHttpUrl(s), FORM_MESSAGES.sourceUrlInvalid),
          ),
        ),
        v.transform((s) => s || null),
      ),
      null,
    ),
    selector: required(FORM_MESSAGES.selectorRequired, 300),
    nameFields: v.optional(nameFieldsSchema, { mode: 'full', fullName: '' }),
    emailField: v.optional(formText(200, 'Email field'), ''),
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
  v.forward(
    v.check((m) => m.emailField !== '', FORM_MESSAGES.emailFieldRequired),
    ['emailField'],
  ),
);
export type FormMappingInput = v.InferInput<typeof formMappingSchema>;
export type FormMappingValues = v.InferOutput<typeof formMappingSchema>;

function mappedNameCount(n: { mode: 'full'; fullName: string } | { mode: 'split'; firstName: string; lastName: string }) {
  return n.mode === 'full' ? (n.fullName ? 1 : 0) : (n.firstName ? 1 : 0) + (n.lastName ? 1 : 0);
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
