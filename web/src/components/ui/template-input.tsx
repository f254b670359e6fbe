import * as React from 'react';
import { Braces } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { Input, Textarea } from './input';

export type TemplatePlaceholder = { key: string; label: string };

type TemplateInputProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholders: readonly TemplatePlaceholder[];
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  /** How a key is written into the text; `{{key}}` unless told otherwise. */
  token?: (key: string) => string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const mustache = (key: string) => `{{${key}}}`;

/** A text field with placeholder chips underneath; a chip inserts its token at the cursor (or replaces the selection). */
export const TemplateInput = React.forwardRef<HTMLInputElement | HTMLTextAreaElement, TemplateInputProps>(
  ({ id, value, onChange, onBlur, placeholders, multiline, rows = 5, disabled, token = mustache, className, ...aria }, ref) => {
    const inner = React.useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
    const setRefs = (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      inner.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    };
    const insert = (key: string) => {
      const el = inner.current;
      const text = token(key);
      const start = el?.selectionStart ?? value.length;
      const end = el?.selectionEnd ?? value.length;
      onChange(value.slice(0, start) + text + value.slice(end));
      const caret = start + text.length;
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(caret, caret);
      });
    };
    const common = {
      id,
      value,
      disabled,
      onBlur,
      ...aria,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    };
    return (
      <div className={cn('grid gap-1.5', className)}>
        {multiline ? (
          <Textarea ref={setRefs as React.Ref<HTMLTextAreaElement>} rows={rows} {...common} />
        ) : (
          <Input ref={setRefs as React.Ref<HTMLInputElement>} {...common} />
        )}
        <div
          role="group"
          aria-label={id ? undefined : 'Insert a placeholder'}
          aria-labelledby={id ? `${id}-placeholders` : undefined}
          className="flex flex-wrap items-center gap-1"
        >
          <span id={id ? `${id}-placeholders` : undefined} className="mr-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Braces className="h-3 w-3" aria-hidden /> Insert
          </span>
          {placeholders.map((p) => (
            <button
              key={p.key}
              type="button"
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(p.key)}
              className="rounded-full border bg-muted/40 px-2 py-0.5 text-xs font-medium text-foreground/80 hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              title={`Insert ${token(p.key)}`}
            >
              {p.label}
            </button>
          ))}
        </div>
      </div>
    );
  },
);
TemplateInput.displayName = 'TemplateInput';
