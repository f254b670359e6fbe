import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@web/lib/utils';

export type SegmentOption<T extends string> = { value: T; label: string; description?: string };

/** A compact single choice drawn as joined buttons; native radios underneath, so arrow keys work. */
export function SegmentedControl<T extends string>({
  name,
  legend,
  hideLegend,
  options,
  value,
  onChange,
  className,
}: {
  name: string;
  legend: string;
  hideLegend?: boolean;
  options: SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('grid gap-1.5', className)}>
      <legend className={cn('mb-1.5 text-sm font-medium leading-none', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="inline-flex w-fit rounded-md border bg-muted/40 p-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            title={o.description}
            className={cn(
              'cursor-pointer rounded px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === o.value ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A segmented control bound to a react-hook-form field; its radios are named after the field unless `radioName` says otherwise. */
export function SegmentedControlField<T extends FieldValues>({
  control,
  name,
  radioName = name,
  fallback,
  ...props
}: {
  control: Control<T>;
  name: FieldPath<T>;
  radioName?: string;
  /** The segment shown chosen while the field is empty. */
  fallback?: string;
  legend: string;
  options: SegmentOption<string>[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SegmentedControl name={radioName} value={(field.value ?? fallback) as string} onChange={field.onChange} {...props} />
      )}
    />
  );
}
