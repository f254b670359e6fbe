import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { FieldError } from './form-field';

export const COLOUR_SWATCHES = [
  { value: '#4f46e5', name: 'Indigo' },
  { value: '#2563eb', name: 'Blue' },
  { value: '#0891b2', name: 'Cyan' },
  { value: '#059669', name: 'Green' },
  { value: '#ca8a04', name: 'Amber' },
  { value: '#ea580c', name: 'Orange' },
  { value: '#dc2626', name: 'Red' },
  { value: '#db2777', name: 'Pink' },
  { value: '#7c3aed', name: 'Violet' },
  { value: '#475569', name: 'Slate' },
] as const;

/** Colour swatches as radios plus the native picker for any other colour; `name` keeps groups apart. */
export function ColourInput({
  name,
  legend,
  value,
  onChange,
  onBlur,
  error,
}: {
  name: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const custom = !COLOUR_SWATCHES.some((s) => s.value.toLowerCase() === value.toLowerCase());
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {COLOUR_SWATCHES.map((s) => {
          const selected = s.value.toLowerCase() === value.toLowerCase();
          return (
            <label
              key={s.value}
              title={s.name}
              className="relative cursor-pointer rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2"
            >
              <input
                type="radio"
                name={name}
                value={s.value}
                checked={selected}
                onChange={() => onChange(s.value)}
                className="sr-only"
                aria-label={s.name}
              />
              <span
                aria-hidden
                className={cn(
                  'flex h-7 w-7 items-center justify-center rounded-full text-white',
                  selected && 'ring-2 ring-foreground ring-offset-2',
                )}
                style={{ background: s.value }}
              >
                {selected && <Check className="h-4 w-4" />}
              </span>
            </label>
          );
        })}
        <label
          className={cn('ml-1 flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1 text-xs', custom && 'border-primary')}
        >
          <input
            type="color"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            className="h-5 w-6 cursor-pointer border-0 bg-transparent p-0"
            aria-label={`Custom ${legend.toLowerCase()}`}
          />
          {custom ? value : 'Custom'}
        </label>
      </div>
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </fieldset>
  );
}
