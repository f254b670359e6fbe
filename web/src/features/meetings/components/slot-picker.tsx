import * as React from 'react';
import { formatDate } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
import { SlotChoice, SlotDay } from '@web/components/scheduling/slot-day';
import { cn } from '@web/lib/utils';
import { dateKey, timeIn } from './meeting-time';

export type PickerSlot = { start: string; end: string };

type SlotPickerProps = {
  dates: string[];
  today: string;
  slots: PickerSlot[] | undefined;
  timeZone: string;
  selected: string | null;
  onSelect: (slot: PickerSlot) => void;
  loading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** Shown when the week has no slot at all. */
  emptyText?: string;
  onNextWeek?: () => void;
};

const FIRST = 8;

/** Days side by side with their free start times as toggle buttons; long days fold behind 'Show more'. */
export function SlotPicker({
  dates,
  today,
  slots,
  timeZone,
  selected,
  onSelect,
  loading,
  error,
  onRetry,
  emptyText = 'Not enough slots to suggest this week. Try checking next week.',
  onNextWeek,
}: SlotPickerProps) {
  const byDate = React.useMemo(() => {
    const map = new Map<string, PickerSlot[]>();
    for (const s of slots ?? []) {
      const key = dateKey(s.start, timeZone);
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return map;
  }, [slots, timeZone]);
  const total = dates.reduce((n, d) => n + (byDate.get(d)?.length ?? 0), 0);
  return (
    <div className="@container grid gap-3">
      {error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive"
        >
          <span>We couldn't load the slots. {error.message}</span>
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        slots &&
        !loading &&
        total === 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <span>{emptyText}</span>
            {onNextWeek && (
              <Button type="button" size="sm" variant="outline" onClick={onNextWeek}>
                Check next week
              </Button>
            )}
          </div>
        )
      )}
      <div
        className={cn(
          'grid items-start gap-2 @md:grid-cols-3',
          dates.length === 7 ? '@2xl:grid-cols-7' : '@xl:grid-cols-5',
          loading && slots && 'opacity-60 transition-opacity',
        )}
        aria-busy={loading || undefined}
      >
        {dates.map((date) => (
          <Day
            key={date}
            date={date}
            today={today}
            slots={byDate.get(date) ?? []}
            pending={loading && !slots}
            timeZone={timeZone}
            selected={selected}
            onSelect={onSelect}
          />
        ))}
      </div>
    </div>
  );
}

function Day({
  date,
  today,
  slots,
  pending,
  timeZone,
  selected,
  onSelect,
}: {
  date: string;
  today: string;
  slots: PickerSlot[];
  pending: boolean;
  timeZone: string;
  selected: string | null;
  onSelect: (s: PickerSlot) => void;
}) {
  const [all, setAll] = React.useState(false);
  const shown = all || slots.some((s, i) => i >= FIRST && s.start === selected) ? slots : slots.slice(0, FIRST);
  return (
    <SlotDay
      id={`slot-day-${date}`}
      date={date}
      today={today}
      loading={pending}
      placeholders={3}
      empty={slots.length === 0}
      className="bg-card"
      headingClassName="@xl:flex-col @xl:items-start @xl:gap-0"
      emptyClassName="py-2"
    >
      <ul className="grid grid-cols-3 gap-1.5 @md:grid-cols-1" aria-label={`Slots on ${formatDate(date)}`}>
        {shown.map((slot) => (
          <SlotChoice key={slot.start} active={selected === slot.start} onClick={() => onSelect(slot)} className="whitespace-nowrap px-1">
            {timeIn(slot.start, timeZone)}
          </SlotChoice>
        ))}
      </ul>
      {slots.length > shown.length && (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-1.5 w-full rounded-md py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          Show {slots.length - shown.length} more
        </button>
      )}
    </SlotDay>
  );
}
