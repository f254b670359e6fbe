import * as React from 'react';
import { formatDate } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
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
  const isToday = date === today;
  const headingId = `slot-day-${date}`;
  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col rounded-lg border bg-card', isToday && 'border-primary/60')}>
      <h3
        id={headingId}
        className={cn(
          'flex items-baseline justify-between gap-2 border-b px-3 py-2 @xl:flex-col @xl:items-start @xl:gap-0',
          isToday && 'bg-accent/60',
        )}
      >
        <span className={cn('text-sm font-semibold', date < today && 'text-muted-foreground')}>
          {formatDate(date, { weekday: 'short' })}
        </span>
        <span className="text-xs text-muted-foreground">
          {formatDate(date, { month: 'short', day: 'numeric' })}
          {isToday && <span className="ml-1 font-medium text-primary">· Today</span>}
        </span>
      </h3>
      <div className="p-2">
        {pending ? (
          <div className="grid gap-1.5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : slots.length === 0 ? (
          <p className="px-1 py-2 text-center text-xs text-muted-foreground">No slots</p>
        ) : (
          <>
            <ul className="grid grid-cols-3 gap-1.5 @md:grid-cols-1" aria-label={`Slots on ${formatDate(date)}`}>
              {shown.map((slot) => {
                const active = selected === slot.start;
                return (
                  <li key={slot.start}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => onSelect(slot)}
                      className={cn(
                        'flex w-full items-center justify-center whitespace-nowrap rounded-md border px-1 py-1.5 text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        active ? 'border-primary bg-primary text-primary-foreground' : 'border-primary/30 text-primary hover:bg-accent',
                      )}
                    >
                      {timeIn(slot.start, timeZone)}
                    </button>
                  </li>
                );
              })}
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
          </>
        )}
      </div>
    </section>
  );
}
