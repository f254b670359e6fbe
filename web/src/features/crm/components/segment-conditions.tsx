import { Plus, Trash2 } from 'lucide-react';
import { SEGMENT_FIELDS, SEGMENT_OPERATORS, SEGMENT_OPERATOR_LABELS, type SegmentCondition, type SegmentModule } from '@contracts/segments';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { labelledOptions } from '@web/components/ui/named-options';

/** One message per condition row and slot, as the server's pointers (/conditions/0/value) name them. */
export type ConditionErrors = Record<number, { field?: string; operator?: string; value?: string } | undefined>;

const CUSTOM = '__custom__';
const needsValue = (op: SegmentCondition['operator']) => op !== 'empty' && op !== 'not_empty';

/** The rows of a segment's filter: a list column (or a custom field), an operator and a value. */
export function SegmentConditions({
  module,
  value,
  onChange,
  errors = {},
}: {
  module: SegmentModule;
  value: SegmentCondition[];
  onChange: (next: SegmentCondition[]) => void;
  errors?: ConditionErrors;
}) {
  const columns = SEGMENT_FIELDS[module];
  const set = (i: number, patch: Partial<SegmentCondition>) => onChange(value.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2" aria-label="Conditions">
        {value.map((c, i) => {
          const builtIn = columns.some((f) => f.key === c.field);
          const n = i + 1;
          const e = errors[i];
          return (
            <li key={i} className="grid gap-2 rounded-md border bg-muted/20 p-2 sm:grid-cols-[1fr_9rem_1fr_auto]">
              <div className="grid gap-1">
                <Select
                  aria-label={`Condition ${n} column`}
                  value={builtIn ? c.field : CUSTOM}
                  onChange={(ev) => set(i, { field: ev.target.value === CUSTOM ? '' : ev.target.value })}
                >
                  {columns.map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label}
                    </option>
                  ))}
                  <option value={CUSTOM}>Custom field…</option>
                </Select>
                {!builtIn && (
                  <Input
                    aria-label={`Condition ${n} custom field`}
                    placeholder="Field name, e.g. tier"
                    value={c.field}
                    aria-invalid={e?.field ? true : undefined}
                    onChange={(ev) => set(i, { field: ev.target.value })}
                  />
                )}
              </div>
              <Select
                aria-label={`Condition ${n} operator`}
                value={c.operator}
                onChange={(ev) => set(i, { operator: ev.target.value as SegmentCondition['operator'] })}
              >
                {labelledOptions(SEGMENT_OPERATORS, SEGMENT_OPERATOR_LABELS)}
              </Select>
              {needsValue(c.operator) ? (
                <Input
                  aria-label={`Condition ${n} value`}
                  value={c.value}
                  placeholder={c.operator === 'at_least' || c.operator === 'at_most' ? 'A number or YYYY-MM-DD' : 'Value'}
                  aria-invalid={e?.value ? true : undefined}
                  onChange={(ev) => set(i, { value: ev.target.value })}
                />
              ) : (
                <span className="flex items-center text-xs text-muted-foreground">No value needed</span>
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove condition ${n}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <Trash2 />
              </Button>
              {e && (
                <p role="alert" className="text-xs font-medium text-destructive sm:col-span-4">
                  {[e.field, e.operator, e.value].filter(Boolean).join(' · ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...value, { field: columns[0].key, operator: 'contains', value: '' }])}
      >
        <Plus /> Add condition
      </Button>
    </div>
  );
}
