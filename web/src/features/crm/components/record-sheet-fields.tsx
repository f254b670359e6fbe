import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { CrmRecordDto } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { DismissButton } from '@web/components/ui/remove-button';
import { Combobox, type ComboboxOption } from '@web/components/ui/combobox';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ControllerField } from '@web/components/ui/controller-field';
import type { useOwnerOptions } from '../api/owner-options';
import type { RecordFormValues } from './record-form-model';

type FieldProps = { form: UseFormReturn<RecordFormValues>; disabled: boolean };

/** The record's owner, picked from the account's members. */
export function RecordOwnerField({
  form,
  disabled,
  owners,
  record,
}: FieldProps & { owners: ReturnType<typeof useOwnerOptions>; record: CrmRecordDto | null }) {
  return (
    <Controller
      control={form.control}
      name="ownerUserId"
      render={({ field }) => (
        // Controlled: the members load after the form, and the owner must show once they do.
        <FormField id="record-owner" label="Owner" error={form.formState.errors.ownerUserId?.message}>
          <Select
            disabled={disabled || owners.isPending}
            ref={field.ref}
            name={field.name}
            value={owners.isPending ? '' : field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          >
            <option value="">
              {owners.isPending
                ? 'Loading members…'
                : record?.ownerEmail && !record.ownerUserId
                  ? `${record.ownerEmail} (not a member)`
                  : 'No owner'}
            </option>
            {(owners.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({m.email})
              </option>
            ))}
          </Select>
        </FormField>
      )}
    />
  );
}

/** The account a contact, opportunity or custom object belongs to; it can be cleared. */
export function RecordAccountField({ form, disabled, options }: FieldProps & { options: ComboboxOption[] }) {
  return (
    <ControllerField
      control={form.control}
      name="parentAccountId"
      id="record-account"
      label="Account"
      error={form.formState.errors.parentAccountId?.message}
    >
      {(field, aria) => (
        <div className="flex gap-2">
          <Combobox
            {...aria}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            options={options}
            placeholder="No account"
            searchPlaceholder="Search accounts"
            emptyText="No accounts found"
            disabled={disabled}
          />
          {field.value && !disabled && <DismissButton label="Clear account" onClick={() => field.onChange('')} />}
        </div>
      )}
    </ControllerField>
  );
}

/** Free key/value rows stored on the record as its custom fields. */
export function RecordCustomFields({ form, disabled }: FieldProps) {
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const error = form.formState.errors.fields?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Custom fields</legend>
      {rows.fields.length === 0 && <p className="text-sm text-muted-foreground">No custom fields.</p>}
      {rows.fields.map((row, i) => (
        <div key={row.id} className="flex gap-2">
          <Input
            aria-label={`Custom field ${i + 1} name`}
            placeholder="Field"
            disabled={disabled}
            className="w-2/5"
            {...form.register(`fields.${i}.key`)}
          />
          <Input
            aria-label={`Custom field ${i + 1} value`}
            placeholder="Value"
            disabled={disabled}
            {...form.register(`fields.${i}.value`)}
          />
          {!disabled && (
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove custom field ${i + 1}`} onClick={() => rows.remove(i)}>
              <Trash2 />
            </Button>
          )}
        </div>
      ))}
      <FieldError>{error}</FieldError>
      {!disabled && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ key: '', value: '' })}>
          <Plus /> Add field
        </Button>
      )}
    </fieldset>
  );
}
