import { Controller, useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DismissButton } from '@web/components/ui/remove-button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { TextField } from '@web/components/ui/text-field';
import { cn } from '@web/lib/utils';
import { CrmFieldSelect } from './crm-field-select';
import type { MarketingForm } from './form-model';

/** The <datalist> of fetched input names the mapping inputs suggest from. */
export const FIELDS_LIST = 'detected-form-fields';
/** Which input holds the prospect's name: one full-name input, or first and last name inputs. */
export function NameFields() {
  const form = useFormContext<MarketingForm>();
  const { watch, setValue } = form;
  const nameMode = watch('mapping.nameFields.mode') ?? 'full';
  return (
    <div className="grid gap-3">
      <SegmentedControl
        name="name-mode"
        legend="Name fields"
        value={nameMode}
        onChange={(mode) =>
          setValue(
            'mapping.nameFields',
            mode === 'full' ? { mode: 'full', fullName: '' } : { mode: 'split', firstName: '', lastName: '' },
            { shouldDirty: true },
          )
        }
        options={[
          { value: 'full', label: 'Full name' },
          { value: 'split', label: 'First and last name' },
        ]}
      />
      {nameMode === 'full' ? (
        <TextField
          form={form}
          name="mapping.nameFields.fullName"
          id="mapping-full-name"
          label="Full name field"
          autoComplete="off"
          list={FIELDS_LIST}
          placeholder="name"
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            form={form}
            name="mapping.nameFields.firstName"
            id="mapping-first-name"
            label="First name field"
            autoComplete="off"
            list={FIELDS_LIST}
            placeholder="firstname"
          />
          <TextField
            form={form}
            name="mapping.nameFields.lastName"
            id="mapping-last-name"
            label="Last name field"
            autoComplete="off"
            list={FIELDS_LIST}
            placeholder="lastname"
          />
        </div>
      )}
    </div>
  );
}

/** The CRM fields an additional input fills, one column each. */
const CRM_CELLS = [
  { module: 'contact', label: 'Contact field' },
  { module: 'lead', label: 'Lead field' },
] as const;

/** The other inputs, each filling a contact field, a lead field, or both; `rows` is the card's field array (fetching replaces it). */
export function AdditionalFields({
  rows,
  readOnly,
}: {
  rows: UseFieldArrayReturn<MarketingForm, 'mapping.additionalFields'>;
  readOnly?: boolean;
}) {
  const { register, control, formState } = useFormContext<MarketingForm>();
  const errors = formState.errors.mapping;
  const { fields, remove, append } = rows;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Additional fields</legend>
      <p className="text-xs text-muted-foreground">Each input name fills a contact field, a lead field, or both.</p>
      {fields.length === 0 && (
        <p className="rounded-md border border-dashed p-3 text-center text-sm text-muted-foreground">No additional fields mapped.</p>
      )}
      {fields.length > 0 && (
        <div
          aria-hidden
          className="hidden gap-2 px-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_2.25rem]"
        >
          <span>Input name</span>
          <span>Contact field</span>
          <span>Lead field</span>
        </div>
      )}
      {fields.map((row, i) => {
        const rowErrors = errors?.additionalFields?.[i];
        return (
          <div
            key={row.id}
            className={cn(
              'grid gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start',
              rowErrors && 'border-destructive',
            )}
          >
            <FormField
              id={`mapping-extra-${i}-name`}
              label={<span className="sm:sr-only">Input name</span>}
              error={rowErrors?.name?.message}
            >
              <Input autoComplete="off" list={FIELDS_LIST} placeholder="Input name" {...register(`mapping.additionalFields.${i}.name`)} />
            </FormField>
            {CRM_CELLS.map(({ module, label }) => (
              <Controller
                key={module}
                control={control}
                name={`mapping.additionalFields.${i}.${module}Field`}
                render={({ field }) => (
                  <FormField
                    id={`mapping-extra-${i}-${module}`}
                    label={<span className="sm:sr-only">{label}</span>}
                    error={rowErrors?.[`${module}Field`]?.message}
                  >
                    <CrmFieldSelect
                      module={module}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      aria-label={`${label} for row ${i + 1}`}
                    />
                  </FormField>
                )}
              />
            ))}
            {!readOnly && <DismissButton label={`Remove row ${i + 1}`} onClick={() => remove(i)} />}
          </div>
        );
      })}
      {!readOnly && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => append({ name: '', contactField: null, leadField: null })}
        >
          <Plus /> Add field
        </Button>
      )}
    </fieldset>
  );
}
