import * as React from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { CheckboxList, type CheckboxOption } from './checkbox-list';
import { Popover, PopoverContent, PopoverTrigger, usePickerOpen } from './popover';

type MultiSelectProps = {
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  options: CheckboxOption[];
  placeholder?: string;
  searchLabel?: string;
  emptyText?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A button showing the chosen items that opens a searchable checkbox list. */
export const MultiSelect = React.forwardRef<HTMLButtonElement, MultiSelectProps>(
  (
    { id, value, onChange, onBlur, options, placeholder = 'Select…', searchLabel = 'Search', emptyText, disabled, className, ...aria },
    ref,
  ) => {
    const { open, onOpenChange } = usePickerOpen(onBlur);
    const chosen = options.filter((o) => value.includes(o.value));
    return (
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <button
            ref={ref}
            id={id}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            className={cn(
              'flex min-h-9 w-full items-center gap-2 rounded-md border border-input bg-transparent px-3 py-1.5 text-left text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
              className,
            )}
            {...aria}
          >
            {chosen.length === 0 ? (
              <span className="text-muted-foreground">{placeholder}</span>
            ) : (
              <span className="flex flex-wrap gap-1">
                {chosen.slice(0, 3).map((o) => (
                  <span key={o.value} className="rounded bg-secondary px-1.5 py-0.5 text-xs font-medium text-secondary-foreground">
                    {o.label}
                  </span>
                ))}
                {chosen.length > 3 && <span className="px-1 py-0.5 text-xs text-muted-foreground">+{chosen.length - 3} more</span>}
              </span>
            )}
            <ChevronsUpDown className="ml-auto h-4 w-4 shrink-0 opacity-50" aria-hidden />
          </button>
        </PopoverTrigger>
        <PopoverContent className="min-w-64 p-2" style={{ width: 'var(--radix-popover-trigger-width)' }}>
          <CheckboxList
            id={`${id ?? 'multi'}-option`}
            options={options}
            value={value}
            onChange={onChange}
            searchLabel={searchLabel}
            emptyText={emptyText}
            listClassName="max-h-56 border-0"
            autoFocus
          />
          {value.length > 0 && (
            <div className="mt-2 flex items-center justify-between border-t pt-2 text-xs text-muted-foreground">
              <span>{value.length} selected</span>
              <button type="button" className="font-medium text-primary hover:underline" onClick={() => onChange([])}>
                Clear
              </button>
            </div>
          )}
        </PopoverContent>
      </Popover>
    );
  },
);
MultiSelect.displayName = 'MultiSelect';
