import * as React from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DismissButton } from '@web/components/ui/remove-button';
import { Input } from '@web/components/ui/input';
import { FieldError } from '@web/components/ui/form-field';

type OptionErrors = { message?: string } | Record<number, { message?: string } | undefined> | undefined;

/** The choices of a radio or dropdown question: one input each, Enter adds the next. */
export function QuestionOptionsEditor({
  id,
  value,
  onChange,
  errors,
  listError,
}: {
  id: string;
  value: string[];
  onChange: (v: string[]) => void;
  errors?: OptionErrors;
  listError?: string;
}) {
  const refs = React.useRef<(HTMLInputElement | null)[]>([]);
  const focusAt = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (focusAt.current !== null) refs.current[focusAt.current]?.focus();
    focusAt.current = null;
  });
  const add = (at = value.length) => {
    focusAt.current = at;
    onChange([...value.slice(0, at), '', ...value.slice(at)]);
  };
  const itemError = (i: number) => (errors as Record<number, { message?: string } | undefined> | undefined)?.[i]?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium leading-none">Options</legend>
      <ol className="grid gap-2">
        {value.map((option, i) => {
          const err = itemError(i);
          return (
            <li key={i} className="grid gap-1">
              <div className="flex items-center gap-2">
                <span aria-hidden className="w-5 text-right text-xs tabular-nums text-muted-foreground">
                  {i + 1}.
                </span>
                <Input
                  ref={(el) => {
                    refs.current[i] = el;
                  }}
                  value={option}
                  aria-label={`Option ${i + 1}`}
                  aria-invalid={err ? true : undefined}
                  aria-describedby={err ? `${id}-${i}-error` : undefined}
                  placeholder={`Option ${i + 1}`}
                  onChange={(e) => onChange(value.map((o, j) => (j === i ? e.target.value : o)))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      add(i + 1);
                    }
                  }}
                />
                <DismissButton label={`Remove option ${i + 1}`} onClick={() => onChange(value.filter((_, j) => j !== i))} />
              </div>
              {err && (
                <p id={`${id}-${i}-error`} role="alert" className="pl-7 text-xs font-medium text-destructive">
                  {err}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => add()}>
        <Plus /> Add option
      </Button>
      <FieldError id={`${id}-error`}>{listError}</FieldError>
    </fieldset>
  );
}
