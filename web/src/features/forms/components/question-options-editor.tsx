import * as React from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DismissButton } from '@web/components/ui/remove-button';
import { Input } from '@web/components/ui/input';

/** The choices of a radio, checkbox or dropdown question, one input each. */
export function OptionsEditor({
  value,
  onChange,
  error,
  invalid,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  invalid: (index: number) => boolean;
}) {
  const last = React.useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = React.useState(false);
  React.useEffect(() => {
    if (focusLast) last.current?.focus();
    setFocusLast(false);
  }, [focusLast]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Options</legend>
      {value.map((option, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input
            ref={i === value.length - 1 ? last : undefined}
            aria-label={`Option ${i + 1}`}
            aria-invalid={invalid(i) || undefined}
            aria-describedby={error ? 'question-options-error' : undefined}
            value={option}
            onChange={(e) => onChange(value.map((o, j) => (j === i ? e.target.value : o)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onChange([...value, '']);
                setFocusLast(true);
              }
            }}
          />
          <DismissButton label={`Remove option ${i + 1}`} onClick={() => onChange(value.filter((_, j) => j !== i))} />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          onChange([...value, '']);
          setFocusLast(true);
        }}
      >
        <Plus /> Add option
      </Button>
      {error && (
        <p id="question-options-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
