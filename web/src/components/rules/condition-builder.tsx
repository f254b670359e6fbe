import * as React from 'react';
import { Filter, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { FIELD_SUGGESTIONS, newCondition, type ConditionDraft, type ConditionRowErrors, type ListOption } from './condition-model';
import { ConditionRow } from './condition-row';
import { FieldError } from '@web/components/ui/form-field';

type ConditionBuilderProps = {
  id: string;
  value: ConditionDraft[];
  onChange: (next: ConditionDraft[]) => void;
  /** Per-row messages (see conditionErrorsOf). */
  errors?: (ConditionRowErrors | undefined)[];
  /** A message about the list as a whole, e.g. 'At least one condition'. */
  error?: string;
  /** Lists for `in list`; null when lists cannot be loaded, then a list ID is typed instead. */
  lists?: ListOption[] | null;
  disabled?: boolean;
  emptyText?: string;
};

/**
 * Conditions joined by AND. Each row reads a form answer, a CRM field or enrichment data and compares it
 * with the spec's operators; the value input follows the operator.
 */
export function ConditionBuilder({
  id,
  value,
  onChange,
  errors = [],
  error,
  lists,
  disabled,
  emptyText = 'No conditions yet.',
}: ConditionBuilderProps) {
  const keys = React.useRef<string[]>([]);
  // Stable row keys so typing in a row never remounts it when another row is removed.
  while (keys.current.length < value.length) keys.current.push(Math.random().toString(36).slice(2));
  if (keys.current.length > value.length) keys.current.length = value.length;

  const update = (i: number, next: ConditionDraft) => onChange(value.map((c, j) => (j === i ? next : c)));
  const remove = (i: number) => {
    keys.current.splice(i, 1);
    onChange(value.filter((_, j) => j !== i));
  };
  const add = () => onChange([...value, newCondition(value[value.length - 1]?.field.source)]);
  const suggestions = [...new Set(Object.values(FIELD_SUGGESTIONS).flat())];

  return (
    <div className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <datalist id={`${id}-fields`}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {value.length === 0 ? (
        <div className="flex items-center gap-3 rounded-md border border-dashed px-4 py-5 text-sm text-muted-foreground">
          <Filter className="h-4 w-4 shrink-0" aria-hidden />
          {emptyText}
        </div>
      ) : (
        <ol className="grid gap-0" aria-label="Conditions">
          {value.map((c, i) => (
            <li key={keys.current[i]} className="grid">
              {i > 0 && (
                <div className="flex items-center gap-2 py-1.5 pl-3" aria-hidden>
                  <span className="rounded bg-primary/10 px-1.5 py-0.5 text-[10px] font-semibold tracking-wider text-primary">AND</span>
                  <span className="h-px flex-1 bg-border" />
                </div>
              )}
              <ConditionRow
                id={`${id}-${i}`}
                index={i}
                value={c}
                onChange={(next) => update(i, next)}
                onRemove={() => remove(i)}
                errors={errors[i]}
                lists={lists}
                suggestionsId={`${id}-fields`}
                disabled={disabled}
              />
            </li>
          ))}
        </ol>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {!disabled && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={add}>
          <Plus /> Add condition
        </Button>
      )}
    </div>
  );
}
