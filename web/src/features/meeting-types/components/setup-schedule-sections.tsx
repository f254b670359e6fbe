import type * as React from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { defaultAvailability, type Availability } from '@contracts/availability';
import { AvailabilityEditor } from '@web/components/availability/availability-editor';
import { flattenFieldErrors } from '@web/components/availability/availability-model';
import { EventDatesEditor } from './event-dates-editor';
import type { MeetingTypeForm } from './meeting-type-form-model';
import { FieldError } from '@web/components/ui/form-field';

/** An event's dates, each with the hours prospects can book on it. */
export function EventDatesSection() {
  const { control, formState, watch } = useFormContext<MeetingTypeForm>();
  const { errors } = formState;
  const timeFormat = watch('slotTimeFormat');
  return (
    <WideSection title="Event dates" description="The dates the event runs on, with the hours prospects can book on each date.">
      <Controller
        control={control}
        name="eventDates"
        render={({ field }) => (
          <EventDatesEditor
            value={field.value ?? []}
            onChange={field.onChange}
            timeFormat={timeFormat}
            errors={flattenFieldErrors(errors.eventDates)}
          />
        )}
      />
    </WideSection>
  );
}

/** The weekly hours of a recurring meeting type (or a regular one whose source is its own schedule). */
export function RecurringAvailabilitySection({ defaultTimeZone }: { defaultTimeZone: string }) {
  const { control, formState, watch } = useFormContext<MeetingTypeForm>();
  const { errors } = formState;
  const timeFormat = watch('slotTimeFormat');
  return (
    <WideSection
      title="Recurring availability"
      description="The weekly hours of this meeting type, whatever each member's own availability."
    >
      <Controller
        control={control}
        name="recurringAvailability"
        render={({ field }) => {
          const value: Availability = field.value ? { overrides: [], vacations: [], ...field.value } : defaultAvailability(defaultTimeZone);
          const nested = flattenFieldErrors(errors.recurringAvailability);
          return (
            <div className="grid gap-3">
              <FieldError>{nested['']}</FieldError>
              <AvailabilityEditor
                value={value}
                onChange={field.onChange}
                timeFormat={timeFormat}
                errors={nested}
                subject="meeting type"
                idPrefix="recurring"
              />
            </div>
          );
        }}
      />
    </WideSection>
  );
}

/** A full-width block under the two-column sections, for editors that need the room. */
function WideSection({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-4 border-t py-6">
      <div>
        <h2 className="text-sm font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
