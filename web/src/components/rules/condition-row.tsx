import { Trash2 } from 'lucide-react';
import type { ConditionOperator, ConditionSource } from '@contracts/routing';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { labelledOptions, namedOptions } from '@web/components/ui/named-options';
import { Label } from '@web/components/ui/label';
import {
  CONDITION_SOURCES,
  OPERATORS,
  OPERATOR_LABELS,
  SOURCE_LABELS,
  operatorInput,
  type ConditionDraft,
  type ConditionRowErrors,
  type ListOption,
} from './condition-model';
import { SegmentConditionSelect } from './segment-condition-select';

type RowProps = {
  id: string;
  index: number;
  value: ConditionDraft;
  onChange: (next: ConditionDraft) => void;
  onRemove: () => void;
  errors?: ConditionRowErrors;
  lists?: ListOption[] | null;
  suggestionsId: string;
  disabled?: boolean;
};

/** One condition: where the value comes from, which key, the operator and the value(s) that operator needs. */
export function ConditionRow({ id, index, value, onChange, onRemove, errors, lists, suggestionsId, disabled }: RowProps) {
  const n = index + 1;
  const set = (patch: Partial<ConditionDraft>) => onChange({ ...value, ...patch });
  const setSource = (source: ConditionSource) => set({ field: { ...value.field, source } });
  const setOperator = (operator: ConditionOperator) => set({ operator });
  const messages = [errors?.key, errors?.operator, errors?.value, errors?.listId, errors?.segmentId, errors?.from, errors?.to].filter(
    Boolean,
  ) as string[];
  const errorId = `${id}-errors`;
  const described = messages.length ? errorId : undefined;

  return (
    <div role="group" aria-label={`Condition ${n}`} className="grid gap-2 rounded-md border bg-muted/20 p-3">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[9.5rem_minmax(0,1fr)]">
          {/* A segment condition reads the matched CRM record itself: no source or field to choose. */}
          {operatorInput(value.operator) !== 'segment' && (
            <>
              <Slot label={`Condition ${n} source`} htmlFor={`${id}-source`}>
                <Select
                  id={`${id}-source`}
                  value={value.field.source}
                  onChange={(e) => setSource(e.target.value as ConditionSource)}
                  disabled={disabled}
                >
                  {labelledOptions(CONDITION_SOURCES, SOURCE_LABELS)}
                </Select>
              </Slot>
              <Slot label={`Condition ${n} field`} htmlFor={`${id}-key`}>
                <Input
                  id={`${id}-key`}
                  list={suggestionsId}
                  value={value.field.key}
                  placeholder={
                    value.field.source === 'crm'
                      ? 'CRM property, e.g. industry'
                      : value.field.source === 'form'
                        ? 'Form field, e.g. country'
                        : 'Enrichment key, e.g. country'
                  }
                  onChange={(e) => set({ field: { ...value.field, key: e.target.value } })}
                  aria-invalid={errors?.key ? true : undefined}
                  aria-describedby={described}
                  autoComplete="off"
                  disabled={disabled}
                />
              </Slot>
            </>
          )}
          <Slot label={`Condition ${n} operator`} htmlFor={`${id}-operator`}>
            <Select
              id={`${id}-operator`}
              value={value.operator}
              onChange={(e) => setOperator(e.target.value as ConditionOperator)}
              aria-invalid={errors?.operator ? true : undefined}
              disabled={disabled}
            >
              {labelledOptions(OPERATORS, OPERATOR_LABELS)}
            </Select>
          </Slot>
          <ValueInputs id={id} n={n} value={value} set={set} errors={errors} lists={lists} described={described} disabled={disabled} />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove condition ${n}`}
          disabled={disabled}
          className="shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
      {messages.length > 0 && (
        <ul id={errorId} role="alert" className="grid gap-0.5 text-xs font-medium text-destructive">
          {[...new Set(messages)].map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Slot({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  const short = label.replace(/^Condition \d+ /, '');
  return (
    <div className="grid gap-1">
      <Label htmlFor={htmlFor} className="text-xs text-muted-foreground sm:sr-only">
        <span className="sr-only">{label.slice(0, label.length - short.length)}</span>
        {short[0].toUpperCase() + short.slice(1)}
      </Label>
      {children}
    </div>
  );
}

type ValueProps = {
  id: string;
  n: number;
  value: ConditionDraft;
  set: (patch: Partial<ConditionDraft>) => void;
  errors?: ConditionRowErrors;
  lists?: ListOption[] | null;
  described?: string;
  disabled?: boolean;
};

/** The value slot changes with the operator: nothing, text, a number, a list, or a date range. */
function ValueInputs({ id, n, value, set, errors, lists, described, disabled }: ValueProps) {
  const input = operatorInput(value.operator);
  const str = (x: string | number | undefined) => (x === undefined ? '' : String(x));
  if (input === 'none') return <p className="flex h-9 items-center text-xs text-muted-foreground">No value needed</p>;
  if (input === 'segment')
    return (
      <Slot label={`Condition ${n} segment`} htmlFor={`${id}-segment`}>
        <SegmentConditionSelect
          id={`${id}-segment`}
          value={value.segmentId ?? ''}
          onChange={(segmentId) => set({ segmentId })}
          invalid={!!errors?.segmentId}
          described={described}
          disabled={disabled}
        />
      </Slot>
    );
  if (input === 'list') {
    if (lists === null || lists === undefined) {
      return (
        <Slot label={`Condition ${n} list ID`} htmlFor={`${id}-list`}>
          <Input
            id={`${id}-list`}
            value={value.listId ?? ''}
            placeholder="List ID"
            onChange={(e) => set({ listId: e.target.value })}
            aria-invalid={errors?.listId ? true : undefined}
            aria-describedby={described}
            disabled={disabled}
          />
        </Slot>
      );
    }
    return (
      <Slot label={`Condition ${n} list`} htmlFor={`${id}-list`}>
        <Select
          id={`${id}-list`}
          value={value.listId ?? ''}
          onChange={(e) => set({ listId: e.target.value })}
          aria-invalid={errors?.listId ? true : undefined}
          aria-describedby={described}
          disabled={disabled}
        >
          <option value="" hidden>
            {lists.length ? 'Select a list' : 'No lists yet'}
          </option>
          {namedOptions(lists)}
        </Select>
      </Slot>
    );
  }
  if (input === 'date-range') {
    return (
      <div className="grid grid-cols-2 gap-2">
        {(['from', 'to'] as const).map((end) => (
          <Slot key={end} label={`Condition ${n} ${end}`} htmlFor={`${id}-${end}`}>
            <Input
              id={`${id}-${end}`}
              type="date"
              value={str(value[end])}
              onChange={(e) => set(end === 'from' ? { from: e.target.value } : { to: e.target.value })}
              aria-invalid={errors?.[end] ? true : undefined}
              aria-describedby={described}
              disabled={disabled}
            />
          </Slot>
        ))}
      </div>
    );
  }
  return (
    <Slot label={`Condition ${n} value`} htmlFor={`${id}-value`}>
      <Input
        id={`${id}-value`}
        type={input === 'number' ? 'number' : 'text'}
        inputMode={input === 'number' ? 'decimal' : undefined}
        value={str(value.value)}
        placeholder={input === 'number' ? '0' : 'Value'}
        onChange={(e) => set({ value: e.target.value })}
        aria-invalid={errors?.value ? true : undefined}
        aria-describedby={described}
        disabled={disabled}
      />
    </Slot>
  );
}
