import * as v from 'valibot';
import { isCleanText, singleLine } from './common';
import { CRM_MESSAGES, DefaultCountrySchema, MAX_IMPORT_CHUNK_ROWS, MAX_IMPORT_ROWS, isCustomFieldKey } from './crm';

// Importing a file into the built-in CRM: the modules and targets a column can map to, and the bodies.

/** Modules a file can be imported into. */
export const IMPORT_MODULES = ['lead', 'contact', 'account'] as const;
export type ImportModule = (typeof IMPORT_MODULES)[number];

/** Where an imported column goes; `custom:<key>` lands in the record's custom fields. */
export const IMPORT_TARGETS = ['name', 'first_name', 'last_name', 'email', 'phone', 'domain', 'owner_email', 'parent_domain'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number] | `custom:${string}`;

export const IMPORT_TARGET_LABELS: Record<(typeof IMPORT_TARGETS)[number], string> = {
  name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  domain: 'Domain',
  owner_email: 'Owner email',
  parent_domain: 'Account domain',
};

/** The built-in targets a module accepts. */
export const IMPORT_TARGETS_BY_MODULE: Record<ImportModule, readonly (typeof IMPORT_TARGETS)[number][]> = {
  lead: ['name', 'first_name', 'last_name', 'email', 'phone', 'owner_email'],
  contact: ['name', 'first_name', 'last_name', 'email', 'phone', 'owner_email', 'parent_domain'],
  account: ['name', 'domain', 'phone', 'owner_email'],
};

/** Whether a mapping target is allowed for the module. */
export function isImportTarget(module: ImportModule, target: string): target is ImportTarget {
  if (target.startsWith('custom:')) return isCustomFieldKey(target.slice('custom:'.length));
  return (IMPORT_TARGETS_BY_MODULE[module] as readonly string[]).includes(target);
}

/** Column -> target problems of a mapping, keyed by column ('' for the mapping as a whole). */
export function mappingProblems(module: ImportModule, mapping: Record<string, string>): { column: string; message: string }[] {
  const problems: { column: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const [column, target] of Object.entries(mapping)) {
    if (!isImportTarget(module, target)) problems.push({ column, message: CRM_MESSAGES.invalidTarget });
    else if (seen.has(target)) problems.push({ column, message: CRM_MESSAGES.duplicateTarget });
    seen.add(target);
  }
  if (module === 'account' && !seen.has('domain')) problems.push({ column: '', message: CRM_MESSAGES.mapDomain });
  if (module !== 'account' && !seen.has('email')) problems.push({ column: '', message: CRM_MESSAGES.mapEmail });
  return problems;
}

const ColumnName = v.pipe(v.string(), v.maxLength(200, 'Column names must be at most 200 characters'), singleLine('Column name'));

/** Starting an import: the module, file name, the number of data rows and the column mapping. */
export const createImportSchema = v.pipe(
  v.object({
    module: v.picklist(IMPORT_MODULES, CRM_MESSAGES.moduleRequired),
    fileName: v.pipe(
      v.string('File name is required'),
      v.trim(),
      v.nonEmpty('File name is required'),
      v.maxLength(255),
      singleLine('File name'),
    ),
    total: v.pipe(
      v.number('Empty file'),
      v.integer(),
      v.minValue(1, 'Empty file'),
      v.maxValue(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per import`),
    ),
    mapping: v.pipe(
      v.record(ColumnName, v.string()),
      v.check((m) => Object.keys(m).length <= 200, 'At most 200 columns'),
    ),
  }),
  v.forward(
    v.check(
      (i) => mappingProblems(i.module, i.mapping).length === 0,
      (issue) =>
        mappingProblems((issue.input as { module: ImportModule }).module, (issue.input as { mapping: Record<string, string> }).mapping)[0]
          ?.message ?? CRM_MESSAGES.invalidTarget,
    ),
    ['mapping'],
  ),
);
export type CreateImportInput = v.InferOutput<typeof createImportSchema>;

const Cell = v.nullable(
  v.union([
    v.pipe(
      v.string(),
      v.maxLength(5000, 'Cells must be at most 5,000 characters'),
      v.check(isCleanText, 'Cells cannot contain control characters'),
    ),
    v.number(),
    v.boolean(),
  ]),
);

/** One chunk of rows keyed by column header; `offset` is the index of the chunk's first data row in the file. */
export const importRowsSchema = v.object({
  offset: v.pipe(v.number(), v.integer(), v.minValue(0)),
  defaultCountry: DefaultCountrySchema,
  rows: v.pipe(
    v.array(v.record(ColumnName, Cell)),
    v.minLength(1, 'Send at least one row'),
    v.maxLength(MAX_IMPORT_CHUNK_ROWS, `At most ${MAX_IMPORT_CHUNK_ROWS} rows per chunk`),
  ),
});
export type ImportRowsInput = v.InferOutput<typeof importRowsSchema>;

export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportRowError = { row: number; message: string };
export type CrmImportDto = {
  id: string;
  module: ImportModule;
  fileName: string;
  mapping: Record<string, string>;
  total: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  errors: ImportRowError[];
  status: (typeof IMPORT_STATUSES)[number];
  createdAt: string;
  updatedAt: string;
};
