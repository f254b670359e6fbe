import * as React from 'react';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { Popover, PopoverContent, PopoverTrigger, usePickerOpen } from './popover';

export type ComboboxOption = { value: string; label: string; hint?: string; keywords?: string[] };

type ComboboxProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: ComboboxOption[];
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A searchable single select: a button that opens a filterable list (type to filter, arrows, Enter). */
export const Combobox = React.forwardRef<HTMLButtonElement, ComboboxProps>(
  (
    {
      value,
      onChange,
      onBlur,
      options,
      placeholder = 'Select…',
      searchPlaceholder = 'Search…',
      emptyText = 'No results found',
      disabled,
      className,
      ...aria
    },
    ref,
  ) => {
    const { open, setOpen, onOpenChange } = usePickerOpen(onBlur);
    const selected = options.find((o) => o.value === value);
    return (
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <button
            ref={ref}
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            disabled={disabled}
            className={cn(
              'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 text-left text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
              className,
            )}
            {...aria}
          >
            <span className={cn('truncate', !selected && 'text-muted-foreground')}>{selected?.label ?? (value || placeholder)}</span>
            <span className="ml-auto flex items-center gap-2">
              {selected?.hint && <span className="text-xs text-muted-foreground">{selected.hint}</span>}
              <ChevronsUpDown className="h-4 w-4 shrink-0 opacity-50" aria-hidden />
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent className="min-w-64" style={{ width: 'var(--radix-popover-trigger-width)' }}>
          <Command defaultValue={value} loop label={searchPlaceholder}>
            <Command.Input
              autoFocus
              placeholder={searchPlaceholder}
              className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-64 overflow-y-auto p-1">
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">{emptyText}</Command.Empty>
              {options.map((o) => (
                <Command.Item
                  key={o.value}
                  value={o.value}
                  keywords={[o.label, ...(o.keywords ?? [])]}
                  onSelect={() => {
                    onChange(o.value);
                    setOpen(false);
                    onBlur?.();
                  }}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-muted"
                >
                  <Check className={cn('h-4 w-4 shrink-0', o.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden />
                  <span className="truncate">{o.label}</span>
                  {o.hint && <span className="ml-auto shrink-0 text-xs text-muted-foreground">{o.hint}</span>}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </PopoverContent>
      </Popover>
    );
  },
);
Combobox.displayName = 'Combobox';
