import { CRM_MODULE_LABELS, CrmModuleSchema, type CrmModule } from '@contracts/crm';
import {
  ENRICHMENT_FIELDS,
  ENRICHMENT_FIELD_LABELS,
  LIST_SEPARATORS,
  SEPARATOR_LABELS,
  type EnrichmentField,
  type ListSeparator,
} from '@contracts/lists';
import { FileDropZone } from '@web/components/ui/file-drop-zone';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useCrmFields } from '../api/crm-fields';
import { countryOptions } from './countries';
import { manualValues, type ListFormState, type ParsedFile } from './list-form-model';
import { plural } from '@web/lib/plural';
import { labelledOptions } from '@web/components/ui/named-options';

type Errors = Partial<Record<keyof ListFormState, string>>;
type Set = <K extends keyof ListFormState>(key: K, value: ListFormState[K]) => void;
type FieldProps = { state: ListFormState; set: Set; errors: Errors; disabled: boolean };

const Count = ({ n, what = 'value' }: { n: number; what?: string }) => (
  <span className="tabular-nums">
    {n.toLocaleString()} {n === 1 ? what : `${what}s`}
  </span>
);

export function ManualFields({ state, set, errors, disabled }: FieldProps) {
  const n = manualValues(state.manualText).length;
  return (
    <FormField
      id="list-values"
      label="Values"
      error={errors.manualText}
      hint={
        <>
          One value per line; blanks and repeats are dropped. <Count n={n} />
        </>
      }
    >
      <Textarea
        rows={8}
        disabled={disabled}
        value={state.manualText}
        onChange={(e) => set('manualText', e.target.value)}
        placeholder={'Germany\nFrance\nSpain'}
      />
    </FormField>
  );
}

export function CrmFieldFields({ state, set, errors, disabled, values }: FieldProps & { values: string[] | null }) {
  const fields = useCrmFields(state.moduleType);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="list-module" label="Module type" error={errors.moduleType}>
          <Select
            disabled={disabled}
            value={state.moduleType}
            onChange={(e) => (set('moduleType', e.target.value as CrmModule), set('crmField', ''))}
          >
            <option value="" hidden>
              Select a module
            </option>
            {CrmModuleSchema.options.map((m) => (
              <option key={m} value={m}>
                {CRM_MODULE_LABELS[m].many}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="list-crm-field" label="CRM field" error={errors.crmField}>
          <Select
            disabled={disabled || !state.moduleType || fields.isPending}
            value={state.crmField}
            onChange={(e) => set('crmField', e.target.value)}
          >
            <option value="" hidden>
              {state.moduleType ? (fields.isPending ? 'Loading fields…' : 'Select a field') : 'Select a module first'}
            </option>
            {state.crmField && !fields.data?.some((f) => f.key === state.crmField) && (
              <option value={state.crmField}>{state.crmField}</option>
            )}
            {(fields.data ?? []).map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
                {f.builtIn ? '' : ' (custom)'}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">
        The list holds the distinct values of this field in your CRM records. Refresh it from the list page to pick up new values.
        {values && (
          <>
            {' '}
            Now: <Count n={values.length} />.
          </>
        )}
      </p>
    </div>
  );
}

export function EnrichmentFields({ state, set, errors, disabled }: FieldProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="list-enrichment-field" label="Enrichment field" error={errors.enrichmentField}>
          <Select
            disabled={disabled}
            value={state.enrichmentField}
            onChange={(e) => set('enrichmentField', e.target.value as EnrichmentField)}
          >
            <option value="" hidden>
              Select a field
            </option>
            {labelledOptions(ENRICHMENT_FIELDS, ENRICHMENT_FIELD_LABELS)}
          </Select>
        </FormField>
        <FormField id="list-country" label="Country" error={errors.country}>
          <Select disabled={disabled} value={state.country} onChange={(e) => set('country', e.target.value)}>
            <option value="" hidden>
              Select a country
            </option>
            {countryOptions().map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
        Values come from your enrichment provider. Until enrichment data is available this list stays empty, and an “in list” condition
        using it does not match.
      </p>
    </div>
  );
}

export function FileFields({
  state,
  set,
  errors,
  disabled,
  file,
  fileError,
  reading,
  onFile,
  values,
}: FieldProps & { file: ParsedFile | null; fileError: string | null; reading: boolean; onFile: (f: File) => void; values: string[] }) {
  return (
    <div className="grid gap-4">
      <FileDropZone
        id="list-file"
        label="Choose a .csv or .xlsx file"
        fileName={file?.name ?? (state.fileName || null)}
        error={fileError ?? errors.fileName}
        busy={reading}
        disabled={disabled}
        hint={
          file
            ? `${plural(file.rows.length, 'row')}, ${plural(file.headers.length, 'column')}`
            : state.fileName
              ? 'Upload the file again to change the column or separator.'
              : 'The first row must hold the column names.'
        }
        onFile={onFile}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="list-file-column" label="Column" error={errors.fileColumn}>
          <Select disabled={disabled || !file} value={state.fileColumn} onChange={(e) => set('fileColumn', e.target.value)}>
            <option value="" hidden>
              {file ? 'Select a column' : state.fileColumn || 'Upload a file first'}
            </option>
            {(file?.headers ?? []).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="list-separator" label="Separator" hint="Splits cells holding several values." error={errors.separator}>
          <Select disabled={disabled || !file} value={state.separator} onChange={(e) => set('separator', e.target.value as ListSeparator)}>
            {labelledOptions(LIST_SEPARATORS, SEPARATOR_LABELS)}
          </Select>
        </FormField>
      </div>
      {(file || values.length > 0) && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Count n={values.length} />
          {values.length > 0 && `: ${values.slice(0, 8).join(', ')}${values.length > 8 ? '…' : ''}`}
        </p>
      )}
    </div>
  );
}
