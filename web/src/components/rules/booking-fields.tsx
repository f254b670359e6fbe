import { useController, useFormContext } from 'react-hook-form';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { Switch } from '@web/components/ui/switch';

/** Booking fields shared by the rule editors; each reads its field by name from the surrounding FormProvider. */

type NamedOption = { id: string; name: string };

/**
 * A select of named options (meeting types, teams) read by name from the surrounding FormProvider: `empty`
 * is its first option (a placeholder when hidden), `onPick` runs after a choice (to clear what hung on it).
 */
export function NamedSelectField({
  name,
  label,
  hint,
  empty,
  options,
  pending,
  onPick,
}: {
  name: string;
  label: string;
  hint?: string;
  empty: { label: string; loading: string; hidden?: boolean };
  options: NamedOption[] | undefined;
  pending: boolean;
  onPick?: () => void;
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
          onChange={(e) => {
            field.onChange(e.target.value);
            onPick?.();
          }}
          disabled={pending}
        >
          <option value="" hidden={empty.hidden}>
            {pending ? empty.loading : empty.label}
          </option>
          {namedOptions(options)}
        </Select>
      )}
    </FormField>
  );
}

/** A select of meeting types; the empty option keeps the router's meeting type. */
export function MeetingTypeOverrideField({
  emptyLabel,
  ...p
}: {
  name: string;
  label: string;
  hint: string;
  emptyLabel: string;
  options: NamedOption[] | undefined;
  pending: boolean;
}) {
  return <NamedSelectField {...p} empty={{ label: emptyLabel, loading: 'Loading…' }} />;
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

/**
 * The CRM owner update of a rule: its switch at `${name}.enabled` and, once on, the destination property at
 * `${name}.destinationProperty` (with `suggestions`, the id of a datalist the rule renders).
 */
export function OwnerUpdateFields({
  name,
  label,
  description,
  suggestions,
}: {
  name: string;
  label: string;
  description: string;
  suggestions?: string;
}) {
  const { control, register, watch, getFieldState, formState } = useFormContext();
  const { field } = useController({ control, name: `${name}.enabled` });
  const destination = `${name}.destinationProperty`;
  return (
    <>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-0.5">
          <label htmlFor={field.name} className="text-sm font-medium">
            {label}
          </label>
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
        <Switch id={field.name} checked={field.value} onCheckedChange={field.onChange} />
      </div>
      {watch(field.name) && (
        <FormField id={destination} label="Destination property" error={getFieldState(destination, formState).error?.message}>
          <Input list={suggestions} autoComplete="off" placeholder="e.g. owner_id" {...register(destination)} />
        </FormField>
      )}
    </>
  );
}
