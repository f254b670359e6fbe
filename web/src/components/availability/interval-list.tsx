import { Plus } from 'lucide-react';
import type { TimeInterval } from '@contracts/availability';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/utils';
import {
  crossesMidnight,
  formatTime,
  intervalError,
  nextInterval,
  timeOptions,
  type ErrorMap,
  type TimeFormat,
} from './availability-model';
import { RemoveButton } from '@web/components/ui/remove-button';
import { FieldError } from '@web/components/ui/form-field';

type IntervalListProps = {
  /** Used in every control's accessible name: 'Monday', 'Mar 4'. */
  label: string;
  idPrefix: string;
  intervals: TimeInterval[];
  onChange: (intervals: TimeInterval[]) => void;
  timeFormat: TimeFormat;
  /** Messages keyed by interval index ('0', '1.start'). */
  errors?: ErrorMap;
  readOnly?: boolean;
  className?: string;
};

/** One day's hours: a row of start and end selects per interval, with add and remove. */
export function IntervalList({ label, idPrefix, intervals, onChange, timeFormat, errors = {}, readOnly, className }: IntervalListProps) {
  const update = (index: number, patch: Partial<TimeInterval>) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, ...patch } : interval)));
  const remove = (index: number) => onChange(intervals.filter((_, i) => i !== index));
  return (
    <div className={cn('grid gap-2', className)}>
      {intervals.map((interval, index) => {
        const error = intervalError(errors, index);
        const errorId = `${idPrefix}-${index}-error`;
        const n = intervals.length > 1 ? ` ${index + 1}` : '';
        const time = (kind: 'start' | 'end') => (
          <TimeSelect
            aria-label={`${label} ${kind} time${n}`}
            kind={kind}
            value={interval[kind]}
            onChange={(t) => update(index, kind === 'start' ? { start: t } : { end: t })}
            timeFormat={timeFormat}
            invalid={!!error}
            describedBy={error ? errorId : undefined}
            disabled={readOnly}
          />
        );
        return (
          <div key={index} className="grid gap-1">
            <div className="flex items-center gap-1.5 sm:gap-2">
              {time('start')}
              <span aria-hidden className="text-muted-foreground">
                –
              </span>
              {time('end')}
              {crossesMidnight(interval) && (
                <span className="shrink-0 whitespace-nowrap rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">next day</span>
              )}
              {!readOnly && (
                <RemoveButton
                  label={`Remove ${label} hours ${formatTime(interval.start, timeFormat)} to ${formatTime(interval.end, timeFormat)}`}
                  onClick={() => remove(index)}
                  className="h-8 w-8 shrink-0 text-muted-foreground hover:text-destructive"
                />
              )}
            </div>
            <FieldError id={errorId}>{error}</FieldError>
          </div>
        );
      })}
      {!readOnly && (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-ml-2 text-primary"
            onClick={() => onChange([...intervals, nextInterval(intervals)])}
            aria-label={`Add hours on ${label}`}
          >
            <Plus /> Add hours
          </Button>
        </div>
      )}
    </div>
  );
}

function TimeSelect({
  kind,
  value,
  onChange,
  timeFormat,
  invalid,
  describedBy,
  disabled,
  'aria-label': ariaLabel,
}: {
  kind: 'start' | 'end';
  value: string;
  onChange: (value: string) => void;
  timeFormat: TimeFormat;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  'aria-label': string;
}) {
  return (
    <Select
      aria-label={ariaLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      className={cn('min-w-0 flex-1 tabular-nums sm:w-32 sm:flex-none', timeFormat === '24h' && 'sm:w-24')}
    >
      {timeOptions(kind, value).map((time) => (
        <option key={time} value={time}>
          {formatTime(time, timeFormat)}
        </option>
      ))}
    </Select>
  );
}
