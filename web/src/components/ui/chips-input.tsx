import * as React from 'react';
import { X } from 'lucide-react';
import { cn } from '@web/lib/utils';

type ChipsInputProps = {
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Cleans one typed entry (trim, lower-case…); an empty result is dropped. */
  normalize?: (raw: string) => string;
  /** A message per chip, by index; those chips are marked invalid and the messages listed below. */
  chipErrors?: (string | undefined)[];
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const SEPARATORS = /[\s,;]+/;
const defaultNormalize = (s: string) => s.trim();

/** Free-text values as removable chips: Enter or comma adds, pasting a list splits it, Backspace removes the last. */
export const ChipsInput = React.forwardRef<HTMLInputElement, ChipsInputProps>(
  ({ id, value, onChange, onBlur, placeholder, normalize = defaultNormalize, chipErrors = [], disabled, className, ...aria }, ref) => {
    const [text, setText] = React.useState('');
    const add = (raw: string) => {
      const items = raw.split(SEPARATORS).map(normalize).filter(Boolean);
      const next = [...value];
      for (const item of items) if (!next.includes(item)) next.push(item);
      if (next.length !== value.length) onChange(next);
      setText('');
    };
    const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
    const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
      if ((e.key === 'Enter' || e.key === ',' || e.key === ';') && text.trim()) {
        e.preventDefault();
        add(text);
      } else if (e.key === ',' || e.key === ';') {
        e.preventDefault();
      } else if (e.key === 'Backspace' && !text && value.length) {
        remove(value.length - 1);
      }
    };
    const messages = chipErrors.map((m, i) => (m ? { chip: value[i], m } : null)).filter((x): x is { chip: string; m: string } => !!x);
    const listId = id ? `${id}-chip-errors` : undefined;
    const invalid = aria['aria-invalid'] || messages.length > 0;
    return (
      <div className="grid gap-1.5">
        <div
          className={cn(
            'flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-transparent px-2 py-1.5 text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring',
            invalid && 'border-destructive',
            disabled && 'opacity-50',
            className,
          )}
          onClick={(e) => {
            if (e.target === e.currentTarget) (e.currentTarget.querySelector('input') as HTMLInputElement | null)?.focus();
          }}
        >
          {value.map((chip, i) => (
            <span
              key={chip}
              className={cn(
                'inline-flex max-w-full items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium',
                chipErrors[i] ? 'border-red-200 bg-red-50 text-destructive' : 'border-transparent bg-secondary text-secondary-foreground',
              )}
              title={chipErrors[i]}
            >
              <span className="truncate">{chip}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(i)}
                aria-label={`Remove ${chip}`}
                className="rounded-sm opacity-60 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="h-3 w-3" />
              </button>
            </span>
          ))}
          <input
            ref={ref}
            id={id}
            value={text}
            disabled={disabled}
            placeholder={value.length ? '' : placeholder}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={(e) => {
              const pasted = e.clipboardData.getData('text');
              if (SEPARATORS.test(pasted.trim())) {
                e.preventDefault();
                add(text + pasted);
              }
            }}
            onBlur={() => {
              if (text.trim()) add(text);
              onBlur?.();
            }}
            className="h-6 min-w-32 flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground"
            aria-invalid={invalid || undefined}
            aria-describedby={[aria['aria-describedby'], messages.length ? listId : undefined].filter(Boolean).join(' ') || undefined}
          />
        </div>
        {messages.length > 0 && (
          <ul id={listId} role="alert" className="grid gap-0.5 text-xs font-medium text-destructive">
            {messages.map(({ chip, m }) => (
              <li key={chip}>
                {!m.includes(chip) && <span className="font-semibold">{chip}: </span>}
                <span>{m}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
ChipsInput.displayName = 'ChipsInput';

/** Turns react-hook-form's per-item errors of an array field into the list ChipsInput expects. */
export function chipErrorsOf(errors: unknown, length: number): (string | undefined)[] {
  const list = errors as Record<number, { message?: string } | undefined> | undefined;
  return Array.from({ length }, (_, i) => list?.[i]?.message);
}
