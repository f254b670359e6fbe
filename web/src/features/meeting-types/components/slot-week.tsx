import type { SlotPreviewDto } from '@contracts/meeting-types';
import { formatDate, type TimeFormat } from '@web/components/availability/availability-model';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { slotTime } from './slot-week-model';

export type PreviewSlot = SlotPreviewDto['days'][number]['slots'][number];

type SlotWeekProps = {
  dates: string[];
  today: string;
  preview: SlotPreviewDto | undefined;
  timeZone: string;
  timeFormat: TimeFormat;
  selected: PreviewSlot | null;
  onSelect: (slot: PreviewSlot) => void;
  loading: boolean;
};

/** A week of days side by side, each with its bookable start times as chips. */
export function SlotWeek({ dates, today, preview, timeZone, timeFormat, selected, onSelect, loading }: SlotWeekProps) {
  const byDate = new Map((preview?.days ?? []).map((d) => [d.date, d.slots]));
  return (
    <div
      className={cn(
        'grid items-start gap-3 sm:grid-cols-2 md:grid-cols-4 2xl:grid-cols-7',
        loading && preview && 'opacity-60 transition-opacity',
      )}
      aria-busy={loading || undefined}
    >
      {dates.map((date) => {
        const slots = byDate.get(date) ?? [];
        const isToday = date === today;
        const past = date < today;
        const headingId = `slots-${date}`;
        return (
          <section
            key={date}
            aria-labelledby={headingId}
            className={cn('flex min-w-0 flex-col rounded-lg border', isToday && 'border-primary/60')}
          >
            <h3 id={headingId} className={cn('flex items-baseline justify-between gap-2 border-b px-3 py-2', isToday && 'bg-accent/60')}>
              <span className={cn('text-sm font-semibold', past && 'text-muted-foreground')}>{formatDate(date, { weekday: 'short' })}</span>
              <span className="text-xs text-muted-foreground">
                {formatDate(date, { month: 'short', day: 'numeric' })}
                {isToday && <span className="ml-1 font-medium text-primary">· Today</span>}
              </span>
            </h3>
            <div className="p-2">
              {loading && !preview ? (
                <div className="grid gap-1.5">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className="h-8" />
                  ))}
                </div>
              ) : slots.length === 0 ? (
                <p className="px-1 py-3 text-center text-xs text-muted-foreground">No slots</p>
              ) : (
                <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-1" aria-label={`Slots on ${formatDate(date)}`}>
                  {slots.map((slot) => {
                    const active = selected?.start === slot.start;
                    const time = slotTime(slot.start, timeZone, timeFormat);
                    const free = slot.memberIds.length;
                    return (
                      <li key={slot.start}>
                        <button
                          type="button"
                          aria-pressed={active}
                          aria-label={`${time}, ${free} member${free === 1 ? '' : 's'} free`}
                          onClick={() => onSelect(slot)}
                          className={cn(
                            'flex w-full items-center justify-center rounded-md border px-2 py-1.5 text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                            active ? 'border-primary bg-primary text-primary-foreground' : 'border-primary/30 text-primary hover:bg-accent',
                          )}
                        >
                          {time}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
