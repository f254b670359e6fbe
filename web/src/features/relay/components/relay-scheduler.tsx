import * as React from 'react';
import { AlertTriangle, CalendarDays, ChevronLeft, ChevronRight, List, Moon, Sparkles } from 'lucide-react';
import type { RelaySlotDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { cn } from '@web/lib/utils';
import { dayKey, dayLabel, isBent, suggestSlots, timeLabel, weekday } from './relay-slot-model';

export { dayLabel, suggestSlots, timeLabel, weekWindow } from './relay-slot-model';

type Props = {
  slots: RelaySlotDto[];
  loading: boolean;
  zone: string;
  view: 'quick_slots' | 'calendar';
  onView: (v: 'quick_slots' | 'calendar') => void;
  week: 'work_week' | 'full_week';
  onWeek: (v: 'work_week' | 'full_week') => void;
  offset: number;
  onOffset: (n: number) => void;
  selected: string | null;
  onSelect: (slot: RelaySlotDto) => void;
};

/**
 * The booker's scheduler: quick slots (a compact list) or the full calendar (a column per day), a work
 * week or the full week, auto-suggested slots, and conflict slots marked when the relay lets the
 * booker override existing events.
 */
export function RelayScheduler({ slots, loading, zone, view, onView, week, onWeek, offset, onOffset, selected, onSelect }: Props) {
  const shown = week === 'work_week' ? slots.filter((s) => !['Sat', 'Sun'].includes(weekday(s.start, zone))) : slots;
  const byDay = new Map<string, RelaySlotDto[]>();
  for (const s of shown) byDay.set(dayKey(s.start, zone), [...(byDay.get(dayKey(s.start, zone)) ?? []), s]);
  const suggested = suggestSlots(shown, zone);
  // Bent slots fill a day (outside hours, all 24 of them), so the compact list caps a day only when none are shown.
  const perDay = shown.some(isBent) ? Infinity : 12;
  const slotButton = (s: RelaySlotDto, compact = false) => (
    <button
      key={s.start}
      type="button"
      onClick={() => onSelect(s)}
      aria-pressed={selected === s.start}
      aria-label={`${dayLabel(s.start, zone)} ${timeLabel(s.start, zone)}${s.conflict ? ' (conflicts with an existing event)' : ''}${s.outsideHours ? ' (outside working hours)' : ''}`}
      className={cn(
        'rounded-md border px-2 py-1.5 text-sm tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        compact ? 'w-full' : '',
        selected === s.start
          ? 'border-primary bg-primary text-primary-foreground'
          : s.conflict
            ? 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100'
            : s.outsideHours
              ? 'border-dashed bg-muted/40 text-muted-foreground hover:border-primary hover:bg-accent'
              : 'hover:border-primary hover:bg-accent',
      )}
    >
      {s.conflict && <AlertTriangle className="mr-1 inline h-3.5 w-3.5" aria-hidden />}
      {s.outsideHours && !s.conflict && <Moon className="mr-1 inline h-3.5 w-3.5" aria-hidden />}
      {timeLabel(s.start, zone)}
    </button>
  );
  const grid =
    view === 'quick_slots' ? (
      <div className="grid gap-3" aria-label="Slots by day">
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <List className="h-3.5 w-3.5" aria-hidden /> Times in {zone.replace(/_/g, ' ')}
        </p>
        {[...byDay.entries()].slice(0, 5).map(([key, daySlots]) => (
          <div key={key}>
            <p className="mb-1 text-sm font-medium">{dayLabel(daySlots[0].start, zone)}</p>
            <div className="flex flex-wrap gap-2">{daySlots.slice(0, perDay).map((s) => slotButton(s))}</div>
          </div>
        ))}
      </div>
    ) : (
      <div className="overflow-x-auto" aria-label="Week calendar">
        <p className="mb-2 flex items-center gap-1 text-xs text-muted-foreground">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden /> Times in {zone.replace(/_/g, ' ')}
        </p>
        <div className="grid min-w-[36rem] gap-2" style={{ gridTemplateColumns: `repeat(${Math.max(byDay.size, 1)}, minmax(0, 1fr))` }}>
          {[...byDay.entries()].map(([key, daySlots]) => (
            <div key={key} className="grid content-start gap-1">
              <p className="sticky top-0 bg-background pb-1 text-center text-xs font-semibold">{dayLabel(daySlots[0].start, zone)}</p>
              <div className="grid max-h-96 gap-1 overflow-y-auto pr-1">{daySlots.map((s) => slotButton(s, true))}</div>
            </div>
          ))}
        </div>
      </div>
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <SegmentedControl
            name="scheduler-view"
            legend="View"
            hideLegend
            options={[
              { value: 'quick_slots', label: 'Quick slots' },
              { value: 'calendar', label: 'Calendar' },
            ]}
            value={view}
            onChange={onView}
          />
          <SegmentedControl
            name="week-view"
            legend="Week"
            hideLegend
            options={[
              { value: 'work_week', label: 'Work week' },
              { value: 'full_week', label: 'Full week' },
            ]}
            value={week}
            onChange={onWeek}
          />
        </div>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous week"
            disabled={offset === 0}
            onClick={() => onOffset(offset - 1)}
          >
            <ChevronLeft />
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label="Next week" onClick={() => onOffset(offset + 1)}>
            <ChevronRight />
          </Button>
        </div>
      </div>
      {suggested.length > 0 && (
        <div className="rounded-md border bg-muted/30 p-3" aria-label="Suggested slots">
          <p className="mb-2 flex items-center gap-1 text-sm font-medium">
            <Sparkles className="h-4 w-4 text-primary" aria-hidden /> Suggested slots
          </p>
          <div className="flex flex-wrap gap-2">
            {suggested.map((s) => (
              <button
                key={s.start}
                type="button"
                onClick={() => onSelect(s)}
                className={cn(
                  'rounded-md border px-3 py-1.5 text-sm',
                  selected === s.start ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
                )}
              >
                {dayLabel(s.start, zone)}, {timeLabel(s.start, zone)}
              </button>
            ))}
          </div>
        </div>
      )}
      {loading ? (
        <p className="text-sm text-muted-foreground">Loading slots…</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not enough slots to suggest this week. Try checking next week.</p>
      ) : (
        <>
          {!shown.some((s) => !isBent(s)) && (
            <p className="text-sm text-muted-foreground">
              Availabilities of some participants are conflicting, so no slots can be suggested.
            </p>
          )}
          {grid}
        </>
      )}
    </div>
  );
}
