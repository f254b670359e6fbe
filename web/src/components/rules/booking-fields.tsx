import { useController, useFormContext } from 'react-hook-form';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { Switch } from '@web/components/ui/switch';

/** Booking fields shared by the rule editors; each reads its field by name from the surrounding FormProvider. */

type MeetingTypeOption = { id: string; name: string };

/** A select of meeting types; the empty option keeps the router's meeting type. */
export function MeetingTypeOverrideField({
  name,
  label,
  hint,
  emptyLabel,
  options,
  pending,
}: {
  name: string;
  label: string;
  hint: string;
  emptyLabel: string;
  options: MeetingTypeOption[] | undefined;
  pending: boolean;
}) {
  const { field, fieldState } = useController({ control: useFormContext().control, name });
  return (
    <FormField id={name} label={label} error={fieldState.error?.message} hint={hint}>
      {(fieldProps) => (
        <Select
          {...fieldProps}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value)}
          disabled={pending}
        >
          <option value="">{pending ? 'Loading…' : emptyLabel}</option>
          {namedOptions(options)}
        </Select>
      )}
    </FormField>
  );
}

/** E-mails always added to the meeting, as chips. */
export function GuestsField({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ control: useFormContext().control, name });
  const error = fieldState.error as unknown;
  return (
    <FormField
      id={name}
      label={label}
      error={(error as { message?: string } | undefined)?.message}
      hint="E-mails always added to the meeting. Press Enter after each."
    >
      {(fieldProps) => (
        <ChipsInput
          {...fieldProps}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          normalize={(s) => s.trim().toLowerCase()}
          chipErrors={chipErrorsOf(error, field.value.length)}
          placeholder="guest@yourcompany.com"
        />
      )}
    </FormField>
  );
}

/** The switch that turns the CRM owner update on; `name` is the boolean field. */
export function OwnerUpdateSwitch({ name, label, description }: { name: string; label: string; description: string }) {
  const { field } = useController({ control: useFormContext().control, name });
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-0.5">
        <label htmlFor={name} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-xs text-muted-foreground">{description}</p>
      </div>
      <Switch id={name} checked={field.value} onCheckedChange={field.onChange} />
    </div>
  );
}
