import * as React from 'react';
import { CONSENT_TEXT_MAX } from '@contracts/forms';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

/**
 * The consent text with a live character counter against the spec's 300-character limit. Going over
 * is allowed while typing (a paste should not be cut silently); the counter turns red and the schema's
 * message shows on save.
 */
export const ConsentTextField = React.forwardRef<
  HTMLTextAreaElement,
  { id: string; value: string; error?: string } & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'>
>(({ id, value, error, ...props }, ref) => {
  const length = value.length;
  const over = length > CONSENT_TEXT_MAX;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Consent text</Label>
      <Textarea
        ref={ref}
        id={id}
        rows={3}
        value={value}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        placeholder="I agree to receive communications about my request."
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">Shown next to the consent checkbox.</p>
        )}
        <p
          id={`${id}-count`}
          aria-live="polite"
          className={cn('shrink-0 text-xs tabular-nums', over ? 'font-medium text-destructive' : 'text-muted-foreground')}
        >
          <span className="sr-only">Characters used: </span>
          {length}/{CONSENT_TEXT_MAX}
        </p>
      </div>
    </div>
  );
});
ConsentTextField.displayName = 'ConsentTextField';
