import type { Control } from 'react-hook-form';
import { BOOKING_WINDOW_OPTIONS, EARLIEST_SLOT_OPTIONS } from '@contracts/scheduling-constants';
import { NumberSelectField } from '@web/components/ui/number-select-field';

type WindowValues = { earliestSlotMinutes: number; bookingWindowDays: number };
const EARLIEST = EARLIEST_SLOT_OPTIONS.map((o) => ({ value: o.minutes, label: o.label }));
const WINDOW = BOOKING_WINDOW_OPTIONS.map((o) => ({ value: o.days, label: o.label }));

/** The earliest slot and booking window selects, from the spec's option lists (global and team forms). */
export function WindowFields({ control }: { control: Control<WindowValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NumberSelectField
        control={control}
        name="earliestSlotMinutes"
        label="Earliest slot"
        options={EARLIEST}
        hint="Minimum notice before the first bookable slot."
      />
      <NumberSelectField
        control={control}
        name="bookingWindowDays"
        label="Booking window"
        options={WINDOW}
        hint="How far ahead prospects can book."
      />
    </div>
  );
}
