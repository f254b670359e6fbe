import { Controller, useFormContext } from 'react-hook-form';
import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';
import type { MeetingTypeForm } from './meeting-type-form-model';

const SWATCHES = [
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
];

/** Colour swatches as radios, plus the native colour picker for anything else. */
export function ColourField() {
  const { control, formState } = useFormContext<MeetingTypeForm>();
  const error = formState.errors.color?.message;
  return (
    <Controller
      control={control}
      name="color"
      render={({ field }) => {
        const custom = !SWATCHES.some((s) => s.value.toLowerCase() === field.value.toLowerCase());
        return (
          <fieldset className="grid gap-2" aria-describedby={error ? 'color-error' : undefined}>
            <legend className="mb-1.5 text-sm font-medium leading-none">Colour</legend>
            <div className="flex flex-wrap items-center gap-2">
              {SWATCHES.map((s) => {
                const selected = s.value.toLowerCase() === field.value.toLowerCase();
                return (
                  <label key={s.value} title={s.name} className="relative cursor-pointer rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
                    <input type="radio" name="color" value={s.value} checked={selected} onChange={() => field.onChange(s.value)} className="sr-only" aria-label={s.name} />
                    <span aria-hidden className={cn('flex h-7 w-7 items-center justify-center rounded-full text-white', selected && 'ring-2 ring-foreground ring-offset-2')} style={{ background: s.value }}>
                      {selected && <Check className="h-4 w-4" />}
                    </span>
                  </label>
                );
              })}
              <label className={cn('ml-1 flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1 text-xs', custom && 'border-primary')}>
                <input type="color" value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} className="h-5 w-6 cursor-pointer border-0 bg-transparent p-0" aria-label="Custom colour" />
                Custom
              </label>
            </div>
            {error && (
              <p id="color-error" role="alert" className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
