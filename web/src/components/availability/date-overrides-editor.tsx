import { CalendarPlus } from 'lucide-react';
import type { DateOverride, TimeInterval } from '@contracts/availability';
import { Badge } from '@web/components/ui/badge';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import {
  addDays,
  cloneIntervals,
  DEFAULT_INTERVAL,
  errorsUnder,
  formatDate,
  formatInterval,
  todayIn,
  weekdayOf,
  type ErrorMap,
  type TimeFormat,
} from './availability-model';
import { AddRowButton, DatedRows } from './dated-rows';
import { IntervalList } from './interval-list';
import { RemoveButton } from '@web/components/ui/remove-button';
import { FieldError } from '@web/components/ui/form-field';

type DateOverridesEditorProps = {
  idPrefix: string;
  overrides: DateOverride[];
  onChange: (overrides: DateOverride[]) => void;
  weekly: TimeInterval[][];
  timeZone: string;
  timeFormat: TimeFormat;
  /** Messages keyed relative to the overrides array ('0.date', '1.intervals.0'). */
  errors?: ErrorMap;
  readOnly?: boolean;
};

/** Dates whose hours differ from the weekly hours: other hours, or the whole day off. */
export function DateOverridesEditor({
  idPrefix,
  overrides,
  onChange,
  weekly,
  timeZone,
  timeFormat,
  errors = {},
  readOnly,
}: DateOverridesEditorProps) {
  const today = todayIn(timeZone);
  const update = (index: number, patch: Partial<DateOverride>) => onChange(overrides.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const add = () => {
    const taken = new Set(overrides.map((o) => o.date));
    let date = today;
    while (taken.has(date)) date = addDays(date, 1);
    const usual = weekly[weekdayOf(date)] ?? [];
    const next = [...overrides, { date, intervals: usual.length ? cloneIntervals(usual) : [{ ...DEFAULT_INTERVAL }] }];
    onChange(next.sort((a, b) => a.date.localeCompare(b.date)));
  };

  return (
    <div className="grid gap-3">
      <DatedRows items={overrides} empty="No date overrides: the weekly hours apply on every date.">
        {(override, index) => {
          const rowErrors = errorsUnder(errors, String(index));
          const dateId = `${idPrefix}-override-${index}-date`;
          const offId = `${idPrefix}-override-${index}-available`;
          const dateError = rowErrors.date;
          const dayOff = override.intervals.length === 0;
          const label = formatDate(override.date, { month: 'short', day: 'numeric' });
          return (
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
              <div className="grid gap-1">
                <label htmlFor={dateId} className="sr-only">
                  Override date
                </label>
                <Input
                  id={dateId}
                  type="date"
                  value={override.date}
                  disabled={readOnly}
                  onChange={(e) => update(index, { date: e.target.value })}
                  aria-invalid={dateError ? true : undefined}
                  aria-describedby={dateError ? `${dateId}-error` : undefined}
                />
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  {formatDate(override.date, { weekday: 'long' })}
                  {override.date < today && <Badge variant="secondary">Past</Badge>}
                </span>
                <FieldError id={`${dateId}-error`}>{dateError}</FieldError>
              </div>
              <div className="col-span-2 grid gap-2 sm:col-span-1">
                <div className="flex h-9 items-center gap-2">
                  <Switch
                    id={offId}
                    checked={!dayOff}
                    disabled={readOnly}
                    onCheckedChange={(checked) => update(index, { intervals: checked ? [{ ...DEFAULT_INTERVAL }] : [] })}
                  />
                  <label htmlFor={offId} className="text-sm">
                    {dayOff ? 'Unavailable all day' : 'Available'}
                  </label>
                </div>
                {!dayOff &&
                  (readOnly ? (
                    <ul className="grid gap-1 text-sm">
                      {override.intervals.map((interval, i) => (
                        <li key={i}>{formatInterval(interval, timeFormat)}</li>
                      ))}
                    </ul>
                  ) : (
                    <IntervalList
                      label={label}
                      idPrefix={`${idPrefix}-override-${index}`}
                      intervals={override.intervals}
                      onChange={(intervals) => update(index, { intervals })}
                      timeFormat={timeFormat}
                      errors={errorsUnder(rowErrors, 'intervals')}
                    />
                  ))}
              </div>
              {!readOnly && (
                <RemoveButton
                  label={`Remove override for ${label}`}
                  onClick={() => onChange(overrides.filter((_, i) => i !== index))}
                  className="col-start-2 row-start-1 text-muted-foreground hover:text-destructive sm:col-start-3"
                />
              )}
            </li>
          );
        }}
      </DatedRows>
      {!readOnly && (
        <AddRowButton onClick={add}>
          <CalendarPlus /> Add date override
        </AddRowButton>
      )}
    </div>
  );
}
