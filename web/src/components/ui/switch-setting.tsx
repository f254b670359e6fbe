import type * as React from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from './label';
import { Switch } from './switch';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The boolean field; also the switch's id. */
  name: FieldPath<T>;
  label: string;
  /** What turning it on does. */
  children: React.ReactNode;
  error?: string;
};

/** A settings page's on/off setting: the switch, its label, what it does and the server's refusal. */
export function SwitchSetting<T extends FieldValues>({ control, name, label, children, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Switch id={name} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          <div className="grid gap-1">
            <Label htmlFor={name}>{label}</Label>
            <p className="text-sm text-muted-foreground">{children}</p>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      )}
    />
  );
}

/** An on/off setting drawn as a bordered row: its label and what it does on the left, the switch on the right. */
export function SwitchRowField<T extends FieldValues>({
  control,
  name,
  label,
  children,
  disabled,
}: Omit<Props<T>, 'error'> & { disabled?: boolean }) {
  return (
    <div className="flex h-fit items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <Label htmlFor={name}>{label}</Label>
        <p className="text-xs text-muted-foreground">{children}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch id={name} ref={field.ref} checked={field.value ?? false} onCheckedChange={field.onChange} disabled={disabled} />
        )}
      />
    </div>
  );
}
