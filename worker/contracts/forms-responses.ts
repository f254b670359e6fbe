import * as v from 'valibot';
import {
  FORM_KINDS,
  MARKETING_PROVIDERS,
  QUESTION_TYPES,
  type FormDependenciesDto,
  type FormDto,
  type FormMappingValues,
  type FormQuestionValues,
  type FormSummaryDto,
} from './forms';
import { defaultQuestions } from './forms-body';
import type { MappingDetectDto } from './forms-detect';
import { examples, dataOf, instant, listOf, schemaOf } from './response-kit';

/** The answers of the forms API (/api/forms) as valibot schemas, checked against the service's DTO types below. */

const provider = v.pipe(
  v.picklist([...MARKETING_PROVIDERS, 'native']),
  v.description("Where a marketing form lives; 'native' for a form built here"),
);
const crmField = v.pipe(v.nullable(v.string()), v.description('The CRM field it fills; null when not mapped'));

/** A native form's question as stored: every default filled in. */
export const formQuestionAnswerSchema = schemaOf<FormQuestionValues>()(
  v.object({
    id: v.string(),
    label: v.string(),
    placeholder: v.string(),
    type: v.picklist(QUESTION_TYPES),
    options: v.pipe(v.array(v.string()), v.description('The choices of a radio, checkbox or dropdown question; empty for text')),
    required: v.boolean(),
    leadField: crmField,
    contactField: crmField,
  }),
);

const nameFieldsSchema = v.variant('mode', [
  v.object({ mode: v.literal('full'), fullName: v.string() }),
  v.object({ mode: v.literal('split'), firstName: v.string(), lastName: v.string() }),
]);
const additionalFieldSchema = v.object({ name: v.string(), contactField: crmField, leadField: crmField });

/** How a marketing form's inputs on an outside page map onto the prospect. */
export const formMappingAnswerSchema = schemaOf<FormMappingValues>()(
  v.object({
    sourceUrl: v.nullable(v.string()),
    selector: v.pipe(v.string(), v.description('CSS selector of the form on the page')),
    nameFields: nameFieldsSchema,
    emailField: v.string(),
    additionalFields: v.array(additionalFieldSchema),
  }),
);

/** The form both examples show. */
const exampleForm = { id: 'frm_2Lp8', kind: 'form', name: 'Demo request', formKey: 'DR1', provider: 'native' } as const;

export const formSummarySchema = schemaOf<FormSummaryDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      kind: v.picklist(FORM_KINDS),
      name: v.string(),
      formKey: v.pipe(v.string(), v.description('The Form ID of the embed snippet')),
      provider,
      questionCount: v.number(),
      mappedFieldCount: v.number(),
      sourceUrl: v.nullable(v.string()),
      routerCount: v.number(),
      relayCount: v.number(),
      updatedAt: instant,
    }),
    examples({
      ...exampleForm,
      questionCount: 4,
      mappedFieldCount: 0,
      sourceUrl: null,
      routerCount: 1,
      relayCount: 0,
      updatedAt: '2026-11-20T14:05:00.000Z',
    }),
  ),
);

export const formDetailSchema = schemaOf<FormDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      kind: v.picklist(FORM_KINDS),
      name: v.string(),
      formKey: v.string(),
      provider,
      consentEnabled: v.boolean(),
      consentText: v.string(),
      submitLabel: v.string(),
      questions: v.pipe(v.array(formQuestionAnswerSchema), v.description("A native form's questions; empty for a marketing form")),
      mapping: v.pipe(v.nullable(formMappingAnswerSchema), v.description("A marketing form's mapping; null for a native form")),
      createdAt: instant,
      updatedAt: instant,
    }),
    examples({
      ...exampleForm,
      consentEnabled: false,
      consentText: '',
      submitLabel: 'Book a demo',
      // The two questions every new native form starts with.
      questions: defaultQuestions(),
      mapping: null,
      createdAt: '2026-11-02T08:30:00.000Z',
      updatedAt: '2026-11-20T14:05:00.000Z',
    }),
  ),
);

const dependencySchema = v.object({ id: v.string(), name: v.string() });
/** What uses a form: one used by any router or relay cannot be deleted. */
export const formDependenciesSchema = schemaOf<FormDependenciesDto>()(
  v.pipe(
    v.object({ routers: v.array(dependencySchema), relays: v.array(dependencySchema) }),
    v.metadata({ examples: [{ routers: [{ id: 'rtr_5Xa1', name: 'Inbound demo requests' }], relays: [] }] }),
  ),
);

/** The forms found on a page, each with its inputs and a guessed mapping the user reviews before saving. */
export const mappingDetectSchema = schemaOf<MappingDetectDto>()(
  v.pipe(
    v.object({
      url: v.string(),
      forms: v.array(
        v.object({
          selector: v.string(),
          id: v.nullable(v.string()),
          name: v.nullable(v.string()),
          action: v.nullable(v.string()),
          provider: v.picklist(MARKETING_PROVIDERS),
          fields: v.array(v.object({ name: v.string(), type: v.string(), label: v.string(), options: v.array(v.string()) })),
          suggestion: v.object({ nameFields: nameFieldsSchema, emailField: v.string(), additionalFields: v.array(additionalFieldSchema) }),
        }),
      ),
      truncated: v.pipe(v.boolean(), v.description('The page was larger than what is read; forms past the cut are missing')),
      pageProvider: v.nullable(v.picklist(MARKETING_PROVIDERS)),
    }),
    examples({
      url: 'https://www.example.com/contact',
      forms: [
        {
          selector: '#contact',
          id: 'contact',
          name: null,
          action: '/submit',
          provider: 'custom',
          fields: [{ name: 'email', type: 'email', label: 'Work e-mail', options: [] }],
          suggestion: { nameFields: { mode: 'full', fullName: '' }, emailField: 'email', additionalFields: [] },
        },
      ],
      truncated: false,
      pageProvider: null,
    }),
  ),
);

export const formsAnswerSchema = listOf(formSummarySchema);
export const formAnswerSchema = dataOf(formDetailSchema);
export const formDependenciesAnswerSchema = dataOf(formDependenciesSchema);
export const mappingDetectAnswerSchema = dataOf(mappingDetectSchema);
