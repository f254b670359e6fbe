import * as React from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AlertTriangle, DownloadCloud } from 'lucide-react';
import { FORM_MESSAGES } from '@contracts/forms';
import type { DetectedForm, MappingDetectDto } from '@contracts/forms-detect';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/text-field';
import { ApiRequestError } from '@web/lib/api-error';
import { useDetectMapping } from '../api/detect-mapping';
import { DetectedForms } from './detected-forms';
import { AdditionalFields, FIELDS_LIST, NameFields } from './mapping-fields';
import type { MarketingForm } from './form-model';

/**
 * The mapping of an outside form: fetch its fields from the page (or type them), pick the form's
 * selector, the name and e-mail inputs, and which CRM fields the other inputs fill.
 */
export function MappingCard({ readOnly }: { readOnly?: boolean }) {
  const form = useFormContext<MarketingForm>();
  const { control, setValue, getValues, setError, clearErrors, formState } = form;
  const rows = useFieldArray({ control, name: 'mapping.additionalFields' });
  const detect = useDetectMapping();
  const [result, setResult] = React.useState<MappingDetectDto | null>(null);
  const [chosen, setChosen] = React.useState<string | null>(null);
  const detectedFields = result?.forms.find((f) => f.selector === chosen)?.fields ?? result?.forms.flatMap((f) => f.fields) ?? [];

  const apply = (form: DetectedForm) => {
    setChosen(form.selector);
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('mapping.selector', form.selector, opts);
    setValue('mapping.nameFields', form.suggestion.nameFields, opts);
    setValue('mapping.emailField', form.suggestion.emailField, opts);
    rows.replace(form.suggestion.additionalFields);
    if (getValues('provider') === 'custom' && form.provider !== 'custom') setValue('provider', form.provider, opts);
  };

  const fetchFields = () => {
    const url = (getValues('mapping.sourceUrl') ?? '').trim();
    if (!url) {
      setError('mapping.sourceUrl', { type: 'manual', message: FORM_MESSAGES.sourceUrlInvalid });
      return;
    }
    clearErrors('mapping.sourceUrl');
    setResult(null);
    detect.mutate(url, {
      onSuccess: (data) => {
        setResult(data);
        const untouched = !getValues('mapping.selector') && !getValues('mapping.emailField');
        if (data.forms.length === 1 && untouched) apply(data.forms[0]);
      },
      onError: (e) => {
        const urlError =
          e instanceof ApiRequestError ? e.fieldErrors.find((f) => f.field === 'url' && e.errors[0]?.code === 'invalid') : undefined;
        if (urlError) setError('mapping.sourceUrl', { type: 'server', message: urlError.message });
      },
    });
  };

  const fetchError =
    detect.isError && !(detect.error instanceof ApiRequestError && detect.error.errors[0]?.code === 'invalid')
      ? detect.error.message
      : null;

  return (
    <TitledCard
      title="Form mapping"
      description="Fetch the fields from the page the form is on, or map them by hand."
      contentClassName="grid gap-5"
    >
      <div className="grid gap-1.5">
        <TextField
          form={form}
          name="mapping.sourceUrl"
          id="mapping-source-url"
          label="Source URL"
          hint="The page your form is on."
          type="url"
          inputMode="url"
          placeholder="https://www.example.com/contact"
          autoComplete="off"
        />
        {!readOnly && (
          <Button type="button" variant="outline" className="w-fit" onClick={fetchFields} loading={detect.isPending}>
            <DownloadCloud /> Fetch fields
          </Button>
        )}
      </div>

      {fetchError && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <p>
            {fetchError} <span className="text-amber-800">The fields below stay editable.</span>
          </p>
        </div>
      )}
      {result && <DetectedForms result={result} chosen={chosen} onUse={apply} readOnly={readOnly} />}
      <datalist id={FIELDS_LIST}>
        {detectedFields.map((f) => (
          <option key={f.name} value={f.name}>
            {f.label}
          </option>
        ))}
      </datalist>

      <TextField
        form={form}
        name="mapping.selector"
        id="mapping-selector"
        label="Form selector"
        hint="A CSS selector that finds the form on the page, like #contact-form."
        autoComplete="off"
        className="font-mono"
        placeholder="#contact-form"
      />

      <NameFields />

      <TextField
        form={form}
        name="mapping.emailField"
        id="mapping-email"
        label="Email field"
        autoComplete="off"
        list={FIELDS_LIST}
        placeholder="email"
      />

      <AdditionalFields rows={rows} readOnly={readOnly} />
    </TitledCard>
  );
}
