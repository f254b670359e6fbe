import * as React from 'react';
import { CalendarPlus } from 'lucide-react';
import type { DateOverride } from '@contracts/availability';
import {
  DEFAULT_INTERVAL,
  errorsUnder,
  formatDate,
  formatInterval,
  todayIn,
  type ErrorMap,
  type TimeFormat,
} from '@web/components/availability/availability-model';
import { IntervalList } from '@web/components/availability/interval-list';
import { DatedRows } from '@web/components/availability/dated-rows';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { RemoveButton } from '@web/components/ui/remove-button';
import { FieldError } from '@web/components/ui/form-field';

type EventDatesEditorProps = {
  value: DateOverride[];
  onChange: (value: DateOverride[]) => void;
  timeFormat: TimeFormat;
  /** Messages by path relative to the list ('' for the list itself, '0.intervals.1'). */
  errors?: ErrorMap;
};

const freshHours = () => [{ ...DEFAULT_INTERVAL }];
const sameAsDefault = (d: DateOverride) =>
  d.intervals.length === 1 && d.intervals[0].start === DEFAULT_INTERVAL.start && d.intervals[0].end === DEFAULT_INTERVAL.end;

/**
 * The dates of an event, each with its hours. Changing the dates once hours were adjusted resets every
 * date to the default hours, after the user confirms (spec section 4, event meeting types).
 */
export function EventDatesEditor({ value, onChange, timeFormat, errors = {} }: EventDatesEditorProps) {
  const [draft, setDraft] = React.useState('');
  const [draftError, setDraftError] = React.useState('');
  const [pending, setPending] = React.useState<string[] | null>(null);
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const hoursSet = value.some((d) => !sameAsDefault(d));

  const changeDates = (dates: string[]) => {
    if (hoursSet) {
      setPending(dates);
      return;
    }
    onChange(dates.sort().map((date) => ({ date, intervals: value.find((d) => d.date === date)?.intervals ?? freshHours() })));
  };
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return setDraftError('Pick a date to add');
    if (value.some((d) => d.date === draft)) return setDraftError('This date is already in the list');
    setDraftError('');
    setDraft('');
    changeDates([...value.map((d) => d.date), draft]);
  };
  const setHours = (index: number, intervals: DateOverride['intervals']) =>
    onChange(value.map((d, i) => (i === index ? { ...d, intervals } : d)));

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor="event-date-new" className="text-sm font-medium">
          Add a date
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="event-date-new"
            type="date"
            min={today}
            className="w-48"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? 'event-date-new-error' : undefined}
          />
          <Button type="button" variant="outline" onClick={add}>
            <CalendarPlus /> Add date
          </Button>
        </div>
        {draftError && (
          <p id="event-date-new-error" role="alert" className="text-xs font-medium text-destructive">
            {draftError}
          </p>
        )}
      </div>

      {errors[''] && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors['']}
        </p>
      )}

      <DatedRows items={value} empty="No dates yet. Add the first date of the event above." label="Event dates">
        {(d, index) => {
          const label = formatDate(d.date);
          const rowErrors = errorsUnder(errors, String(index));
          return (
            <li key={d.date} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 p-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto]">
              <div className="flex h-9 items-center gap-2 text-sm font-medium">
                {label}
                {d.date < today && <Badge variant="secondary">Past</Badge>}
              </div>
              <div className="col-span-2 grid gap-1 sm:col-span-1">
                <FieldError>{rowErrors.date}</FieldError>
                <IntervalList
                  label={label}
                  idPrefix={`event-date-${index}`}
                  intervals={d.intervals}
                  onChange={(intervals) => setHours(index, intervals)}
                  timeFormat={timeFormat}
                  errors={errorsUnder(rowErrors, 'intervals')}
                />
                {d.intervals.length === 0 && <p className="text-xs text-muted-foreground">No hours: this date offers no slots.</p>}
              </div>
              <RemoveButton
                label={`Remove ${label}`}
                onClick={() => changeDates(value.filter((_, i) => i !== index).map((x) => x.date))}
                className="col-start-2 row-start-1 text-muted-foreground hover:text-destructive sm:col-start-3"
              />
            </li>
          );
        }}
      </DatedRows>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Change the event dates?"
        description={`Changing the dates resets the hours of every date to ${formatInterval(DEFAULT_INTERVAL, timeFormat)}.`}
        confirmLabel="Change dates and reset hours"
        onConfirm={() => {
          if (pending) onChange([...pending].sort().map((date) => ({ date, intervals: freshHours() })));
          setPending(null);
        }}
      />
    </div>
  );
}
