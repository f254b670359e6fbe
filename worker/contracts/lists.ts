import * as v from 'valibot';
import { isSingleLine, MESSAGES, requiredString, singleLine, singleLineMessage } from './common';
import { CrmModuleSchema } from './routing';

/** Values one list may hold. */
export const MAX_LIST_VALUES = 10_000;
export const MAX_LIST_VALUE_LENGTH = 500;

export const LIST_MESSAGES = {
  nameRequired: MESSAGES.nameRequired,
  valuesRequired: 'Add at least one value',
  tooManyValues: `A list can hold at most ${MAX_LIST_VALUES.toLocaleString('en-US')} values`,
  valueTooLong: `Values must be at most ${MAX_LIST_VALUE_LENGTH} characters`,
  sourceRequired: 'Select a source',
  moduleTypeRequired: 'Module type is a required field',
  crmFieldRequired: 'CRM field is a required field',
  enrichmentFieldRequired: 'Enrichment field is a required field',
  countryRequired: 'Country is a required field',
  fileRequired: 'Upload a .csv or .xlsx file',
  columnRequired: 'Select a column',
  invalidFileType: 'Invalid file type. Please upload a .csv or .xlsx file',
  emptyFile: 'Empty file',
  notCrmField: 'Only lists made from a CRM field or enrichment data can be refreshed',
} as const;

/** Where a list's values come from. */
export const LIST_SOURCES = ['manual', 'crm_field', 'enrichment', 'file'] as const;
export type ListSource = (typeof LIST_SOURCES)[number];
export const LIST_SOURCE_LABELS: Record<ListSource, string> = {
  manual: 'From scratch',
  crm_field: 'CRM field',
  enrichment: 'Enrichment data',
  file: 'File',
};

/** How a file cell holding several values is split. */
export const LIST_SEPARATORS = ['none', 'comma', 'colon', 'semicolon'] as const;
export type ListSeparator = (typeof LIST_SEPARATORS)[number];
export const SEPARATOR_CHARS: Record<ListSeparator, string | null> = { none: null, comma: ',', colon: ':', semicolon: ';' };
export const SEPARATOR_LABELS: Record<ListSeparator, string> = {
  none: 'None',
  comma: 'Comma (,)',
  colon: 'Colon (:)',
  semicolon: 'Semicolon (;)',
};

/** Enrichment fields a list can be built from (the CRM enriched fields of spec section 9, plus firmographics). */
export const ENRICHMENT_FIELDS = ['country', 'region', 'city', 'timezone', 'industry', 'employee_range', 'revenue_range'] as const;
export type EnrichmentField = (typeof ENRICHMENT_FIELDS)[number];
export const ENRICHMENT_FIELD_LABELS: Record<EnrichmentField, string> = {
  country: 'Country',
  region: 'Region',
  city: 'City',
  timezone: 'Timezone',
  industry: 'Industry',
  employee_range: 'Employee range',
  revenue_range: 'Revenue range',
};

/** Splits cells on the separator, trims, drops blanks and duplicates (case-insensitive, first spelling kept). */
export function listValuesFromCells(cells: ReadonlyArray<unknown>, separator: ListSeparator = 'none'): string[] {
  const sep = SEPARATOR_CHARS[separator];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const cell of cells) {
    if (cell === null || cell === undefined) continue;
    const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
    for (const part of sep ? text.split(sep) : [text]) {
      const value = part.trim().replace(/\s+/g, ' ');
      const key = value.toLowerCase();
      if (value === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

const Name = v.pipe(
  v.string(LIST_MESSAGES.nameRequired),
  v.trim(),
  v.nonEmpty(LIST_MESSAGES.nameRequired),
  v.maxLength(100, 'Must be at most 100 characters'),
  singleLine('Name'),
);
const Value = v.pipe(v.string(), v.trim(), v.maxLength(MAX_LIST_VALUE_LENGTH, LIST_MESSAGES.valueTooLong));
const Values = v.pipe(
  v.array(Value, LIST_MESSAGES.valuesRequired),
  v.transform((vals) => listValuesFromCells(vals)),
  // Blanks and line breaks inside a value were folded to spaces above; other control characters are refused.
  v.check((vals) => vals.every(isSingleLine), singleLineMessage('A list value')),
  v.minLength(1, LIST_MESSAGES.valuesRequired),
  v.maxLength(MAX_LIST_VALUES, LIST_MESSAGES.tooManyValues),
);
const Required = (message: string, max = 100, field?: string) => requiredString(message, max, field);

// Each field: its schema, and the value an absent key stands for, so a missing field answers with its
// own message ('Name is a required field') rather than a generic missing-key one.
const F = {
  name: v.optional(Name, ''),
  values: v.optional(Values, []),
  moduleType: v.optional(v.picklist(CrmModuleSchema.options, LIST_MESSAGES.moduleTypeRequired), '' as never),
  crmField: v.optional(Required(LIST_MESSAGES.crmFieldRequired), ''),
  enrichmentField: v.optional(v.picklist(ENRICHMENT_FIELDS, LIST_MESSAGES.enrichmentFieldRequired), '' as never),
  country: v.optional(
    v.pipe(v.string(LIST_MESSAGES.countryRequired), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, LIST_MESSAGES.countryRequired)),
    '',
  ),
  fileName: v.optional(
    v.pipe(
      v.string(LIST_MESSAGES.fileRequired),
      v.trim(),
      v.nonEmpty(LIST_MESSAGES.fileRequired),
      v.maxLength(255),
      v.regex(/\.(csv|xlsx)$/i, LIST_MESSAGES.invalidFileType),
      singleLine('File name'),
    ),
    '',
  ),
  fileColumn: v.optional(Required(LIST_MESSAGES.columnRequired, 200, 'Column'), ''),
  separator: v.optional(v.picklist(LIST_SEPARATORS, 'Select a separator'), 'none'),
};

/** A list as created or edited; each source carries what it needs and nothing it does not. */
export const listFormSchema = v.variant(
  'source',
  [
    v.object({ source: v.literal('manual'), name: F.name, values: F.values }),
    v.object({ source: v.literal('crm_field'), name: F.name, moduleType: F.moduleType, crmField: F.crmField }),
    v.object({ source: v.literal('enrichment'), name: F.name, enrichmentField: F.enrichmentField, country: F.country }),
    v.object({
      source: v.literal('file'),
      name: F.name,
      fileName: F.fileName,
      fileColumn: F.fileColumn,
      separator: F.separator,
      values: F.values,
    }),
  ],
  LIST_MESSAGES.sourceRequired,
);

/**
 * The request body: the name and source checked together first (so both messages show at once), then
 * the source's own fields. Its JSON schema is one object listing every field, which the API docs show.
 */
const ListBodyShape = v.looseObject({
  source: v.picklist(LIST_SOURCES, LIST_MESSAGES.sourceRequired),
  name: F.name,
  values: v.optional(v.array(v.string(), LIST_MESSAGES.valuesRequired)),
  moduleType: v.optional(v.picklist(CrmModuleSchema.options, LIST_MESSAGES.moduleTypeRequired)),
  crmField: v.optional(v.string(LIST_MESSAGES.crmFieldRequired)),
  enrichmentField: v.optional(v.picklist(ENRICHMENT_FIELDS, LIST_MESSAGES.enrichmentFieldRequired)),
  country: v.optional(v.string(LIST_MESSAGES.countryRequired)),
  fileName: v.optional(v.string(LIST_MESSAGES.fileRequired)),
  fileColumn: v.optional(v.string(LIST_MESSAGES.columnRequired)),
  separator: v.optional(v.picklist(LIST_SEPARATORS, 'Select a separator')),
});
export const listInputSchema = v.pipe(
  ListBodyShape,
  listFormSchema as unknown as v.GenericSchema<v.InferOutput<typeof ListBodyShape>, v.InferOutput<typeof listFormSchema>>,
);
export type ListInput = v.InferOutput<typeof listFormSchema>;
export type ListFormValues = v.InferInput<typeof listFormSchema>;

export type ListSummaryDto = {
  id: string;
  name: string;
  source: ListSource;
  moduleType: string | null;
  crmField: string | null;
  enrichmentField: EnrichmentField | null;
  country: string | null;
  fileName: string | null;
  fileColumn: string | null;
  separator: ListSeparator;
  valueCount: number;
  /** The first few values, for the list page. */
  preview: string[];
  createdAt: string;
  updatedAt: string;
};
export type ListDto = ListSummaryDto & { values: string[] };
/** Rules whose conditions use the list ("in list"), shown before a delete. */
export type ListUsageDto = { rules: { id: string; name: string; kind: 'matching_rule' | 'distribution_rule' | 'redirect_rule' }[] };
