import * as v from 'valibot';
import type { CrmModule } from '@contracts/crm';
import {
  LIST_MESSAGES,
  listFormSchema,
  listValuesFromCells,
  type EnrichmentField,
  type ListDto,
  type ListFormValues,
  type ListSeparator,
  type ListSource,
} from '@contracts/lists';
import type { SpreadsheetCell } from '@web/components/ui/spreadsheet';

/** The list form as its inputs hold it. */
export type ListFormState = {
  name: string;
  source: ListSource | '';
  manualText: string;
  moduleType: CrmModule | '';
  crmField: string;
  enrichmentField: EnrichmentField | '';
  country: string;
  fileName: string;
  fileColumn: string;
  separator: ListSeparator;
};

/** A file read in the browser: its rows stay here, only the chosen column's values are sent. */
export type ParsedFile = { name: string; headers: string[]; rows: Record<string, SpreadsheetCell>[] };

export function formStateOf(list: ListDto | null): ListFormState {
  return {
    name: list?.name ?? '',
    source: list?.source ?? '',
    manualText: list?.source === 'manual' ? list.values.join('\n') : '',
    moduleType: (list?.moduleType as CrmModule | null) ?? '',
    crmField: list?.crmField ?? '',
    enrichmentField: list?.enrichmentField ?? '',
    country: list?.country ?? '',
    fileName: list?.fileName ?? '',
    fileColumn: list?.fileColumn ?? '',
    separator: list?.separator ?? 'none',
  };
}

/** Values typed one per line (pasting a column from a spreadsheet gives exactly that). */
export const manualValues = (text: string) => listValuesFromCells(text.split(/\r?\n/));

/** The chosen column's values, split on the separator, trimmed and de-duplicated. */
export const fileValues = (file: ParsedFile, column: string, separator: ListSeparator) =>
  listValuesFromCells(
    file.rows.map((r) => r[column]),
    separator,
  );

/**
 * The request body for the form. A file list being edited without a new upload keeps the values it
 * has (`keptValues`): the file itself is never stored.
 */
export function toListInput(state: ListFormState, file: ParsedFile | null, keptValues: string[] = []): ListFormValues {
  const name = state.name;
  switch (state.source) {
    case 'manual':
      return { source: 'manual', name, values: manualValues(state.manualText) };
    case 'crm_field':
      return { source: 'crm_field', name, moduleType: state.moduleType as CrmModule, crmField: state.crmField };
    case 'enrichment':
      return { source: 'enrichment', name, enrichmentField: state.enrichmentField as EnrichmentField, country: state.country };
    case 'file':
      return {
        source: 'file',
        name,
        fileName: file?.name ?? state.fileName,
        fileColumn: state.fileColumn,
        separator: state.separator,
        values: file ? (state.fileColumn ? fileValues(file, state.fileColumn, state.separator) : []) : keptValues,
      };
    default:
      return { name } as unknown as ListFormValues;
  }
}

/** Where each message shows: list values belong to the manual text box or, for files, the column picker. */
const FIELD_FOR: Record<string, keyof ListFormState> = {
  values: 'manualText',
  name: 'name',
  source: 'source',
  moduleType: 'moduleType',
  crmField: 'crmField',
  enrichmentField: 'enrichmentField',
  country: 'country',
  fileName: 'fileName',
  fileColumn: 'fileColumn',
  separator: 'separator',
};

/** Validates the form with the shared contract; the first message per field, keyed by form field. */
export function validateList(state: ListFormState, input: ListFormValues): Partial<Record<keyof ListFormState, string>> {
  const result = v.safeParse(listFormSchema, input);
  const errors: Partial<Record<keyof ListFormState, string>> = {};
  if (result.success) return errors;
  // Without a source the variant stops at the source; the name is still worth reporting at once.
  if (!state.source && !state.name.trim()) errors.name = LIST_MESSAGES.nameRequired;
  for (const issue of result.issues) {
    const root = (v.getDotPath(issue) ?? 'source').split('.')[0];
    let field = FIELD_FOR[root] ?? 'name';
    if (root === 'values' && state.source === 'file') field = state.fileName ? 'fileColumn' : 'fileName';
    errors[field] ??= issue.message;
  }
  return errors;
}
