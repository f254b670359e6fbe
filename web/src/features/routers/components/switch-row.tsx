import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import type { RouterForm } from './router-form-model';
import { FieldError } from '@web/components/ui/form-field';

type BooleanField = { [K in keyof RouterForm]: RouterForm[K] extends boolean ? K : never }[keyof RouterForm];

/** One on/off setting of the router: label and help on the left, the switch on the right. */
export function SwitchRow({
  name,
  label,
  description,
  error,
  onChange,
  disabled,
  showState,
}: {
  name: BooleanField;
  label: string;
  description?: string;
  error?: string;
  onChange?: (on: boolean) => void;
  disabled?: boolean;
  /** Shows "On" or "Off" beside the switch: the label names the setting, never a state it may not be in. */
  showState?: boolean;
}) {
  const { control } = useFormContext<RouterForm>();
  return (
    <div className="grid gap-1">
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor={name}>{label}</Label>
          {description && <p className="text-xs text-muted-foreground">{description}</p>}
        </div>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <div className="flex shrink-0 items-center gap-2">
              {showState && (
                <span className="text-xs font-medium text-muted-foreground" aria-hidden>
                  {field.value ? 'On' : 'Off'}
                </span>
              )}
              <Switch
                id={name}
                ref={field.ref}
                checked={field.value}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${name}-error` : undefined}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  onChange?.(on);
                }}
              />
            </div>
          )}
        />
      </div>
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </div>
  );
}
