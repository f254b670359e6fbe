import * as React from 'react';
import { LIST_SOURCES, LIST_SOURCE_LABELS, type ListDto, type ListSource } from '@contracts/lists';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { RadioCards } from '@web/components/ui/radio-cards';
import { Skeleton } from '@web/components/ui/skeleton';
import { readSpreadsheet, SpreadsheetError, SPREADSHEET_MESSAGES } from '@web/components/ui/spreadsheet';
import { ApiRequestError } from '@web/lib/api';
import { useList } from '../api/get-list';
import { useSaveList } from '../api/save-list';
import { fileValues, formStateOf, toListInput, validateList, type ListFormState, type ParsedFile } from './list-form-model';
import { CrmFieldFields, EnrichmentFields, FileFields, ManualFields } from './list-source-fields';

const SOURCE_HINTS: Record<ListSource, string> = {
  manual: 'Type or paste the values.',
  crm_field: 'The distinct values of a field in your CRM records.',
  enrichment: 'Values from your enrichment provider, for one country.',
  file: 'One column of a .csv or .xlsx file.',
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void; listId: string | null; canEdit: boolean };

/** Create or edit a list from any of the four sources; Users see the same dialog read-only. */
export function ListDialog({ open, onOpenChange, listId, canEdit }: Props) {
  const existing = useList(open ? listId : null);
  const loading = !!listId && existing.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {loading ? (
          <div aria-busy="true" aria-label="Loading list" className="grid gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-40" />
          </div>
        ) : (
          <ListForm
            key={`${listId ?? 'new'}-${open}`}
            list={listId ? (existing.data ?? null) : null}
            canEdit={canEdit}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ListForm({ list, canEdit, onDone }: { list: ListDto | null; canEdit: boolean; onDone: () => void }) {
  const save = useSaveList();
  const [state, setState] = React.useState<ListFormState>(() => formStateOf(list));
  const [errors, setErrors] = React.useState<Partial<Record<keyof ListFormState, string>>>({});
  const [file, setFile] = React.useState<ParsedFile | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [reading, setReading] = React.useState(false);
  const disabled = !canEdit || save.isPending;

  const set = <K extends keyof ListFormState>(key: K, value: ListFormState[K]) => {
    setState((s) => ({ ...s, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onFile = async (f: File) => {
    setReading(true);
    setFileError(null);
    try {
      const sheet = await readSpreadsheet(f);
      setFile({ name: f.name, ...sheet });
      setState((s) => ({ ...s, fileName: f.name, fileColumn: sheet.headers.includes(s.fileColumn) ? s.fileColumn : sheet.headers[0] }));
      setErrors((e) => ({ ...e, fileName: undefined, fileColumn: undefined }));
    } catch (e) {
      setFile(null);
      setFileError(e instanceof SpreadsheetError ? e.message : SPREADSHEET_MESSAGES.unreadable);
    } finally {
      setReading(false);
    }
  };

  const kept = list?.source === 'file' ? list.values : [];
  const shownFileValues = file
    ? state.fileColumn
      ? fileValues(file, state.fileColumn, state.separator)
      : []
    : state.source === 'file'
      ? kept
      : [];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (fileError) return;
    const input = toListInput(state, file, kept);
    const problems = validateList(state, input);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      { id: list?.id, json: input },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (!(err instanceof ApiRequestError)) return setErrors({ name: err.message });
          const next: Partial<Record<keyof ListFormState, string>> = {};
          for (const { field, message } of err.fieldErrors) {
            const root = (field ?? '').split('.')[0];
            const key = (root === 'values' ? (state.source === 'file' ? 'fileColumn' : 'manualText') : root) as keyof ListFormState;
            next[key in state ? key : 'name'] ??= message;
          }
          setErrors(next);
        },
      },
    );
  };

  const fieldProps = { state, set, errors, disabled };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{list ? (canEdit ? 'Edit list' : list.name) : 'Create list'}</DialogTitle>
        <DialogDescription>Lists hold values (countries, domains, industries…) that rules check with “in list”.</DialogDescription>
      </DialogHeader>
      <FormField id="list-name" label="Name" error={errors.name}>
        <Input
          autoFocus={!list}
          autoComplete="off"
          disabled={disabled}
          value={state.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder="e.g. Target countries"
        />
      </FormField>
      <RadioCards
        name="list-source"
        legend="Source"
        columns={2}
        disabled={disabled}
        value={state.source || undefined}
        onChange={(s) => set('source', s)}
        error={errors.source}
        options={LIST_SOURCES.map((s) => ({ value: s, label: LIST_SOURCE_LABELS[s], description: SOURCE_HINTS[s] }))}
      />
      {state.source === 'manual' && <ManualFields {...fieldProps} />}
      {state.source === 'crm_field' && <CrmFieldFields {...fieldProps} values={list?.source === 'crm_field' ? list.values : null} />}
      {state.source === 'enrichment' && <EnrichmentFields {...fieldProps} />}
      {state.source === 'file' && (
        <FileFields {...fieldProps} file={file} fileError={fileError} reading={reading} onFile={onFile} values={shownFileValues} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {canEdit ? 'Cancel' : 'Close'}
        </Button>
        {canEdit && (
          <Button type="submit" loading={save.isPending}>
            {list ? 'Save changes' : 'Create list'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
