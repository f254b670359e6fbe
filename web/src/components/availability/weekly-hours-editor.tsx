import * as React from 'react';
import { Copy } from 'lucide-react';
import type { TimeInterval } from '@contracts/availability';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Checkbox, Switch } from '@web/components/ui/switch';
import {
  cloneIntervals,
  DAY_NAMES,
  DEFAULT_INTERVAL,
  DISPLAY_ORDER,
  errorsUnder,
  formatInterval,
  WEEKDAYS,
  type ErrorMap,
  type TimeFormat,
} from './availability-model';
import { IntervalList } from './interval-list';

type WeeklyHoursEditorProps = {
  idPrefix: string;
  weekly: TimeInterval[][];
  onChange: (weekly: TimeInterval[][]) => void;
  timeFormat: TimeFormat;
  /** Messages keyed relative to the weekly array ('1.0'). */
  errors?: ErrorMap;
  readOnly?: boolean;
};

/** Seven rows, Monday first: each day switched on or off with one or more intervals. */
export function WeeklyHoursEditor({ idPrefix, weekly, onChange, timeFormat, errors = {}, readOnly }: WeeklyHoursEditorProps) {
  const setDay = (day: number, intervals: TimeInterval[]) => onChange(weekly.map((d, i) => (i === day ? intervals : d)));
  const copyTo = (from: number, days: number[]) => onChange(weekly.map((d, i) => (days.includes(i) ? cloneIntervals(weekly[from]) : d)));

  return (
    <ul className="divide-y rounded-md border">
      {DISPLAY_ORDER.map((day) => {
        const intervals = weekly[day] ?? [];
        const on = intervals.length > 0;
        const name = DAY_NAMES[day];
        const switchId = `${idPrefix}-day-${day}`;
        // Narrow screens: the day and its copy button share the first line and the hours get the full width
        // below; from sm up the hours sit between them.
        return (
          <li
            key={day}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 p-3 sm:grid-cols-[9rem_minmax(0,1fr)_auto]"
          >
            <div className="flex h-9 items-center gap-3">
              <Switch
                id={switchId}
                checked={on}
                disabled={readOnly}
                onCheckedChange={(checked) => setDay(day, checked ? [{ ...DEFAULT_INTERVAL }] : [])}
                aria-label={`${name} available`}
              />
              <label htmlFor={switchId} className="text-sm font-medium">
                {name}
              </label>
            </div>
            {on ? (
              <div className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                {readOnly ? (
                  <ul className="grid gap-1 text-sm sm:py-2">
                    {intervals.map((interval, i) => (
                      <li key={i}>{formatInterval(interval, timeFormat)}</li>
                    ))}
                  </ul>
                ) : (
                  <IntervalList
                    label={name}
                    idPrefix={`${idPrefix}-${day}`}
                    intervals={intervals}
                    onChange={(next) => setDay(day, next)}
                    timeFormat={timeFormat}
                    errors={errorsUnder(errors, String(day))}
                  />
                )}
              </div>
            ) : (
              <p className="col-start-2 row-start-1 flex h-9 items-center text-sm text-muted-foreground">Unavailable</p>
            )}
            {!readOnly && on && (
              <div className="col-start-2 row-start-1 sm:col-start-3">
                <CopyHours from={day} onApply={(days) => copyTo(day, days)} timeFormat={timeFormat} intervals={intervals} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "Copy to…": weekdays are preselected, any day can be added or removed before applying. */
function CopyHours({
  from,
  onApply,
  intervals,
  timeFormat,
}: {
  from: number;
  onApply: (days: number[]) => void;
  intervals: TimeInterval[];
  timeFormat: TimeFormat;
}) {
  const [open, setOpen] = React.useState(false);
  const weekdays = WEEKDAYS.filter((d) => d !== from);
  const [days, setDays] = React.useState<number[]>(weekdays);
  const name = DAY_NAMES[from];
  const set = (next: number[]) => setDays(next.filter((d) => d !== from));
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setDays(weekdays);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-muted-foreground"
          aria-label={`Copy ${name}'s hours to other days`}
          title="Copy to other days"
        >
          <Copy />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64 p-3" aria-label={`Copy ${name}'s hours`}>
        <p className="text-sm font-medium">Copy {name}'s hours to</p>
        <p className="mt-0.5 text-xs text-muted-foreground">{intervals.map((i) => formatInterval(i, timeFormat)).join(', ')}</p>
        <div className="mt-2 flex gap-3 text-xs">
          <button type="button" className="font-medium text-primary hover:underline" onClick={() => set([...WEEKDAYS])}>
            All weekdays
          </button>
          <button type="button" className="font-medium text-primary hover:underline" onClick={() => set([0, 1, 2, 3, 4, 5, 6])}>
            Every day
          </button>
          <button type="button" className="text-muted-foreground hover:underline" onClick={() => set([])}>
            None
          </button>
        </div>
        <ul className="mt-2 grid gap-1">
          {DISPLAY_ORDER.map((day) => {
            const id = `copy-${from}-to-${day}`;
            return (
              <li key={day}>
                <label htmlFor={id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted/50">
                  <Checkbox
                    id={id}
                    checked={day === from || days.includes(day)}
                    disabled={day === from}
                    onCheckedChange={(checked) => set(checked === true ? [...days, day] : days.filter((d) => d !== day))}
                  />
                  {DAY_NAMES[day]}
                </label>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 flex justify-end gap-2">
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            size="sm"
            disabled={days.length === 0}
            onClick={() => {
              onApply(days);
              setOpen(false);
            }}
          >
            Apply
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
