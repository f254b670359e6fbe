import * as React from 'react';
import { Controller, useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { AlertTriangle, DownloadCloud, Plus, X } from 'lucide-react';
import { FORM_MESSAGES, PROVIDER_LABELS, type DetectedForm, type MappingDetectDto } from '@contracts/forms';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { ApiRequestError } from '@web/lib/api-error';
import { cn } from '@web/lib/utils';
import { useDetectMapping } from '../api/detect-mapping';
import { CrmFieldSelect } from './crm-field-select';
import type { MarketingForm } from './form-model';

const FIELDS_LIST = 'detected-form-fields';
type NameErrors = { fullName?: FieldError; firstName?: FieldError; lastName?: FieldError };

/**
 * The mapping of an outside form: fetch its fields from the page (or type them), pick the form's
 * selector, the name and e-mail inputs, and which CRM fields the other inputs fill.
 */
export function MappingCard({ readOnly }: { readOnly?: boolean }) {
  const { register, control, watch, setValue, getValues, setError, clearErrors, formState } = useFormContext<MarketingForm>();
  const errors = formState.errors.mapping;
  const nameErrors = (errors?.nameFields ?? {}) as NameErrors;
  const rows = useFieldArray({ control, name: 'mapping.additionalFields' });
  const detect = useDetectMapping();
  const [result, setResult] = React.useState<MappingDetectDto | null>(null);
  const [chosen, setChosen] = React.useState<string | null>(null);
  const nameMode = watch('mapping.nameFields.mode') ?? 'full';
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
        const urlError = e instanceof ApiRequestError ? e.fieldErrors.find((f) => f.field === 'url' && e.errors[0]?.code === 'invalid') : undefined;
        if (urlError) setError('mapping.sourceUrl', { type: 'server', message: urlError.message });
      },
    });
  };

  const fetchError = detect.isError && !(detect.error instanceof ApiRequestError && detect.error.errors[0]?.code === 'invalid') ? detect.error.message : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Form mapping</CardTitle>
        <CardDescription>Fetch the fields from the page the form is on, or map them by hand.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <FormField id="mapping-source-url" label="Source URL" error={errors?.sourceUrl?.message} hint="The page your form is on.">
            <Input type="url" inputMode="url" placeholder="https://www.example.com/contact" autoComplete="off" {...register('mapping.sourceUrl')} />
          </FormField>
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

        <FormField id="mapping-selector" label="Form selector" error={errors?.selector?.message} hint="A CSS selector that finds the form on the page, like #contact-form.">
          <Input autoComplete="off" className="font-mono" placeholder="#contact-form" {...register('mapping.selector')} />
        </FormField>

        <div className="grid gap-3">
          <SegmentedControl
            name="name-mode"
            legend="Name fields"
            value={nameMode}
            onChange={(mode) =>
              setValue('mapping.nameFields', mode === 'full' ? { mode: 'full', fullName: '' } : { mode: 'split', firstName: '', lastName: '' }, { shouldDirty: true })
            }
            options={[
              { value: 'full', label: 'Full name' },
              { value: 'split', label: 'First and last name' },
            ]}
          />
          {nameMode === 'full' ? (
            <FormField id="mapping-full-name" label="Full name field" error={nameErrors.fullName?.message}>
              <Input autoComplete="off" list={FIELDS_LIST} placeholder="name" {...register('mapping.nameFields.fullName')} />
            </FormField>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="mapping-first-name" label="First name field" error={nameErrors.firstName?.message}>
                <Input autoComplete="off" list={FIELDS_LIST} placeholder="firstname" {...register('mapping.nameFields.firstName')} />
              </FormField>
              <FormField id="mapping-last-name" label="Last name field" error={nameErrors.lastName?.message}>
                <Input autoComplete="off" list={FIELDS_LIST} placeholder="lastname" {...register('mapping.nameFields.lastName')} />
              </FormField>
            </div>
          )}
        </div>

        <FormField id="mapping-email" label="Email field" error={errors?.emailField?.message}>
          <Input autoComplete="off" list={FIELDS_LIST} placeholder="email" {...register('mapping.emailField')} />
        </FormField>

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Additional fields</legend>
          <p className="text-xs text-muted-foreground">Each input name fills a contact field, a lead field, or both.</p>
          {rows.fields.length === 0 && <p className="rounded-md border border-dashed p-3 text-center text-sm text-muted-foreground">No additional fields mapped.</p>}
          {rows.fields.length > 0 && (
            <div aria-hidden className="hidden gap-2 px-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_2.25rem]">
              <span>Input name</span>
              <span>Contact field</span>
              <span>Lead field</span>
            </div>
          )}
          {rows.fields.map((row, i) => {
            const rowErrors = errors?.additionalFields?.[i];
            return (
              <div key={row.id} className={cn('grid gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start', rowErrors && 'border-destructive')}>
                <FormField id={`mapping-extra-${i}-name`} label={<span className="sm:sr-only">Input name</span>} error={rowErrors?.name?.message}>
                  <Input autoComplete="off" list={FIELDS_LIST} placeholder="Input name" {...register(`mapping.additionalFields.${i}.name`)} />
                </FormField>
                <Controller
                  control={control}
                  name={`mapping.additionalFields.${i}.contactField`}
                  render={({ field }) => (
                    <FormField id={`mapping-extra-${i}-contact`} label={<span className="sm:sr-only">Contact field</span>} error={rowErrors?.contactField?.message}>
                      <CrmFieldSelect module="contact" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} aria-label={`Contact field for row ${i + 1}`} />
                    </FormField>
                  )}
                />
                <Controller
                  control={control}
                  name={`mapping.additionalFields.${i}.leadField`}
                  render={({ field }) => (
                    <FormField id={`mapping-extra-${i}-lead`} label={<span className="sm:sr-only">Lead field</span>} error={rowErrors?.leadField?.message}>
                      <CrmFieldSelect module="lead" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} aria-label={`Lead field for row ${i + 1}`} />
                    </FormField>
                  )}
                />
                {!readOnly && (
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove row ${i + 1}`} onClick={() => rows.remove(i)}>
                    <X />
                  </Button>
                )}
              </div>
            );
          })}
          {!readOnly && (
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ name: '', contactField: null, leadField: null })}>
              <Plus /> Add field
            </Button>
          )}
        </fieldset>
      </CardContent>
    </Card>
  );
}

function DetectedForms({ result, chosen, onUse, readOnly }: { result: MappingDetectDto; chosen: string | null; onUse: (form: DetectedForm) => void; readOnly?: boolean }) {
  if (result.forms.length === 0) {
    return (
      <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        No forms found on this page{result.pageProvider ? ` (it looks like a ${PROVIDER_LABELS[result.pageProvider]} page whose form is drawn by a script)` : ''}. Map the fields manually.
      </p>
    );
  }
  return (
    <section aria-label="Forms found on the page" className="grid gap-2">
      <p role="status" className="text-sm font-medium">
        {result.forms.length} form{result.forms.length === 1 ? '' : 's'} found{result.truncated ? ' in the first 1 MB of the page' : ''}
      </p>
      <ul className="grid gap-2">
        {result.forms.map((f) => (
          <li key={f.selector} className={cn('flex flex-wrap items-center gap-3 rounded-md border p-3', chosen === f.selector && 'border-primary bg-primary/5')}>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                <code className="font-mono">{f.selector}</code>
                <Badge variant="secondary">{PROVIDER_LABELS[f.provider]}</Badge>
              </p>
              <p className="mt-0.5 truncate text-xs text-muted-foreground">
                {f.fields.length} field{f.fields.length === 1 ? '' : 's'}: {f.fields.map((x) => x.label).join(', ')}
              </p>
            </div>
            {!readOnly && (
              <Button type="button" size="sm" variant={chosen === f.selector ? 'secondary' : 'outline'} onClick={() => onUse(f)}>
                {chosen === f.selector ? 'In use' : 'Use this form'}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
