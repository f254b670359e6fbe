import * as React from 'react';
import { cn } from '@web/lib/utils';
import { FieldError } from './form-field';

/** `disabled` greys one option out (e.g. a plan does not include it); the group's own `disabled` greys all. */
export type RadioCardOption<T extends string> = { value: T; label: string; description?: string; disabled?: boolean };

/** A labelled group of native radio buttons drawn as selectable cards; arrow keys move between them. */
export function RadioCards<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  columns = 1,
  error,
}: {
  name: string;
  legend: React.ReactNode;
  options: RadioCardOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
  columns?: 1 | 2;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium leading-none">{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-muted/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === o.value && 'border-primary bg-accent/60',
              (disabled || o.disabled) && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className="mt-0.5 h-4 w-4 accent-[var(--color-primary)] focus-visible:outline-none"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{o.label}</span>
              {o.description && <span className="text-xs text-muted-foreground">{o.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </fieldset>
  );
}
