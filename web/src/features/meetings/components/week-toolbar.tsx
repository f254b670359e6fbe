import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { TimezoneSelect } from '@web/components/ui/timezone-select';
import { weekLabel } from './meeting-time';
import type { WeekState } from './use-week';

export type WeekDays = 5 | 7;

/** Week navigation, week or work-week view and the zone slots are shown in. */
export function WeekToolbar({ idPrefix, week }: { idPrefix: string; week: WeekState }) {
  const { monday, thisMonday, setMonday: onMonday, days, setDays: onDays, dates, timeZone, setTimeZone: onTimeZone } = week;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2" role="group" aria-label="Week">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Previous week"
          onClick={() => onMonday(addDays(monday, -7))}
          disabled={monday <= thisMonday}
        >
          <ChevronLeft />
        </Button>
        <Button type="button" variant="outline" onClick={() => onMonday(thisMonday)} disabled={monday === thisMonday}>
          Today
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label="Next week" onClick={() => onMonday(addDays(monday, 7))}>
          <ChevronRight />
        </Button>
        <p className="min-w-40 text-sm font-medium" aria-live="polite">
          {weekLabel(dates)}
        </p>
      </div>
      <div className="flex w-full flex-wrap items-center gap-3 sm:ml-auto sm:w-auto">
        <SegmentedControl
          name={`${idPrefix}-view`}
          legend="View"
          hideLegend
          value={String(days) as '5' | '7'}
          onChange={(d) => onDays(Number(d) as WeekDays)}
          options={[
            { value: '7', label: 'Week' },
            { value: '5', label: 'Work week' },
          ]}
        />
        <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
          <Label htmlFor={`${idPrefix}-timezone`} className="shrink-0 text-muted-foreground">
            Time zone
          </Label>
          <TimezoneSelect
            id={`${idPrefix}-timezone`}
            value={timeZone}
            onChange={onTimeZone}
            className="min-w-0 flex-1 sm:w-56 sm:flex-none"
          />
        </div>
      </div>
    </div>
  );
}
