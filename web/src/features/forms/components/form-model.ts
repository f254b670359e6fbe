import { valibotResolver } from '@hookform/resolvers/valibot';
import { formQuestionSchema, type FormDto, type FormQuestionInput } from '@contracts/forms';
import {
  defaultQuestions,
  marketingFormSchema,
  nativeFormSchema,
  suggestFormKey,
  type MarketingFormInput,
  type NativeFormInput,
} from '@contracts/forms-body';

export type NativeForm = NativeFormInput;
export type MarketingForm = MarketingFormInput;
export type QuestionForm = FormQuestionInput;

// The editors use criteriaMode 'all' so valibot runs every check (not only up to a pipe's first
// failure) and the user sees every problem of a save at once, as the server reports them.
export const nativeFormResolver = valibotResolver(nativeFormSchema);
export const marketingFormResolver = valibotResolver(marketingFormSchema);
export const questionResolver = valibotResolver(formQuestionSchema);

export const NATIVE_FIELDS = ['name', 'formKey', 'consentEnabled', 'consentText', 'submitLabel', 'questions'] as const;
export const MARKETING_FIELDS = ['name', 'formKey', 'provider', 'mapping', 'consentEnabled', 'consentText'] as const;

export const isDefaultQuestion = (id: string) => id === 'name' || id === 'email';

/** A fresh native form: the default name and e-mail questions, consent off. */
export function newNativeForm(): NativeForm {
  return {
    kind: 'form',
    name: '',
    formKey: '',
    consentEnabled: false,
    consentText: '',
    submitLabel: 'Submit',
    questions: defaultQuestions(),
  };
}

/** A fresh marketing form mapped by hand until fields are fetched. */
export function newMarketingForm(): MarketingForm {
  return {
    kind: 'marketing_form',
    name: '',
    formKey: '',
    provider: 'custom',
    consentEnabled: false,
    consentText: '',
    submitLabel: 'Submit',
    mapping: { sourceUrl: '', selector: '', nameFields: { mode: 'full', fullName: '' }, emailField: '', additionalFields: [] },
  };
}

export function nativeFormOf(dto: FormDto): NativeForm {
  return {
    kind: 'form',
    name: dto.name,
    formKey: dto.formKey,
    consentEnabled: dto.consentEnabled,
    consentText: dto.consentText,
    submitLabel: dto.submitLabel,
    questions: dto.questions,
  };
}

export function marketingFormOf(dto: FormDto): MarketingForm {
  const base = newMarketingForm();
  return {
    ...base,
    name: dto.name,
    formKey: dto.formKey,
    provider: dto.provider === 'native' ? 'custom' : dto.provider,
    consentEnabled: dto.consentEnabled,
    consentText: dto.consentText,
    submitLabel: dto.submitLabel,
    mapping: dto.mapping ? { ...dto.mapping, sourceUrl: dto.mapping.sourceUrl ?? '' } : base.mapping,
  };
}

/** A copy to review before creating it: 'Copy of …' with a Form ID nobody holds. */
export function cloneNativeFormOf(dto: FormDto, takenKeys: string[]): NativeForm {
  return { ...nativeFormOf(dto), name: `Copy of ${dto.name}`.slice(0, 120), formKey: suggestFormKey(dto.name, takenKeys) };
}

/** A new question's id: short, unique within the form, never one of the default ids. */
export function newQuestionId(taken: string[]) {
  for (;;) {
    const id = `q_${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.includes(id)) return id;
  }
}

export function newQuestion(taken: string[]): QuestionForm {
  return {
    id: newQuestionId(taken),
    label: '',
    placeholder: '',
    type: 'text',
    options: [],
    required: false,
    leadField: null,
    contactField: null,
  };
}
