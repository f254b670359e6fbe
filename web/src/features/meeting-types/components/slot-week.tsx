import type { SlotPreviewDto } from '@contracts/meeting-types';
import { formatDate, type TimeFormat } from '@web/components/availability/availability-model';
import { SlotChoice, SlotDay } from '@web/components/scheduling/slot-day';
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
        return (
          <SlotDay
            key={date}
            id={`slots-${date}`}
            date={date}
            today={today}
            loading={loading && !preview}
            placeholders={4}
            empty={slots.length === 0}
            emptyClassName="py-3"
          >
            <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-1" aria-label={`Slots on ${formatDate(date)}`}>
              {slots.map((slot) => {
                const time = slotTime(slot.start, timeZone, timeFormat);
                const free = slot.memberIds.length;
                return (
                  <SlotChoice
                    key={slot.start}
                    active={selected?.start === slot.start}
                    label={`${time}, ${free} member${free === 1 ? '' : 's'} free`}
                    onClick={() => onSelect(slot)}
                    className="px-2"
                  >
                    {time}
                  </SlotChoice>
                );
              })}
            </ul>
          </SlotDay>
        );
      })}
    </div>
  );
}
