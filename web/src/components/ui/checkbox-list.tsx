import * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { Checkbox } from './switch';

export type CheckboxOption = { value: string; label: string; description?: string; disabled?: boolean };

/** A searchable list of checkboxes for picking several items (members, teams) inside a form or dialog. */
export function CheckboxList({
  id,
  options,
  value,
  onChange,
  searchLabel = 'Search',
  emptyText = 'No results found',
  className,
  listClassName,
  autoFocus,
}: {
  id: string;
  options: CheckboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  searchLabel?: string;
  emptyText?: string;
  className?: string;
  listClassName?: string;
  autoFocus?: boolean;
}) {
  const [q, setQ] = React.useState('');
  const needle = q.trim().toLowerCase();
  const shown = needle ? options.filter((o) => `${o.label} ${o.description ?? ''}`.toLowerCase().includes(needle)) : options;
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <div className={cn('grid gap-2', className)}>
      {options.length > 6 && (
        <div className="relative">
          <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
          <input
            type="search"
            value={q}
            autoFocus={autoFocus}
            onChange={(e) => setQ(e.target.value)}
            aria-label={searchLabel}
            placeholder={searchLabel}
            className="flex h-9 w-full rounded-md border border-input bg-transparent pl-8 pr-3 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
        </div>
      )}
      <ul className={cn('max-h-60 overflow-y-auto rounded-md border', listClassName)}>
        {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-muted-foreground">{emptyText}</li>}
        {shown.map((o) => {
          const cid = `${id}-${o.value}`;
          return (
            <li key={o.value} className="border-b last:border-b-0">
              <label
                htmlFor={cid}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted/50',
                  o.disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <Checkbox
                  id={cid}
                  checked={value.includes(o.value)}
                  disabled={o.disabled}
                  onCheckedChange={(c) => toggle(o.value, c === true)}
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm">{o.label}</span>
                  {o.description && <span className="block truncate text-xs text-muted-foreground">{o.description}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
