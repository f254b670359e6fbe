import { useFormContext, type FieldPath } from 'react-hook-form';
import {
  BOOKING_WINDOW_OPTIONS,
  BUFFER_OPTIONS,
  EARLIEST_SLOT_OPTIONS,
  SLOT_INCREMENTS,
  minutesLabel,
  type MinuteOption,
} from '@contracts/scheduling-constants';
import { FormField } from '@web/components/ui/form-field';
import { NumberSelectField } from '@web/components/ui/number-select-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import type { RadioCardOption } from '@web/components/ui/radio-cards';
import { TIME_FORMAT_OPTIONS } from '@web/components/scheduling/time-format-options';
import { TextareaField } from '@web/components/ui/text-field';
import { ColourField } from '@web/components/ui/colour-field';
import { OrgWindowSwitch } from './org-window-switch';
import type { MeetingTypeForm } from './meeting-type-form-model';

type NumberField = Extract<
  FieldPath<MeetingTypeForm>,
  'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'slotIncrementMinutes' | 'earliestSlotMinutes' | 'bookingWindowDays'
>;

/** A select over fixed options that stores a number; a saved value outside the list stays selectable. */
function MinutesSelect({
  name,
  format = minutesLabel,
  ...select
}: {
  name: NumberField;
  label: string;
  options: readonly { value: number; label: string }[];
  hint?: string;
  format?: (value: number) => string;
}) {
  const { control } = useFormContext<MeetingTypeForm>();
  return <NumberSelectField {...select} control={control} name={name} format={format} />;
}

const minuteOptions = (list: readonly MinuteOption[]) => list.map((o) => ({ value: o.minutes, label: o.label }));
const windowOptions = BOOKING_WINDOW_OPTIONS.map((o) => ({ value: o.days, label: o.label }));
const WINDOW_KIND_OPTIONS: RadioCardOption<MeetingTypeForm['bookingWindowKind']>[] = [
  { value: 'calendar_days', label: 'Calendar days', description: 'Every day ahead counts.' },
  { value: 'available_days', label: 'Only days with available slots', description: 'Days without slots are skipped.' },
];
const DAY_VISIBILITY_OPTIONS: RadioCardOption<MeetingTypeForm['dayVisibility']>[] = [
  { value: 'all_days', label: 'All days', description: 'Days without slots are shown greyed out.' },
  { value: 'available_days', label: 'Only days with slots', description: 'Days without slots are hidden.' },
];
const LAYOUT_OPTIONS: RadioCardOption<MeetingTypeForm['layout']>[] = [
  { value: 'rows', label: 'Rows', description: 'Days one under another.' },
  { value: 'columns', label: 'Columns', description: 'Days side by side.' },
];

/** Step 2: how the scheduler offers slots and how the booking page looks. */
export function StepSchedulerSettings() {
  const form = useFormContext<MeetingTypeForm>();
  const { control, register, formState, watch } = form;
  const { errors } = formState;
  const windowKind = watch('bookingWindowKind');
  const fromOrg = watch('windowFromOrg');

  return (
    <div>
      <FormSection title="Time slots" description="How slots are spaced and written, and the free time kept around each meeting.">
        <RadioCardsField
          control={control}
          name="slotTimeFormat"
          legend="Slots time format"
          columns={2}
          error={errors.slotTimeFormat?.message}
          options={TIME_FORMAT_OPTIONS}
        />
        <MinutesSelect
          name="slotIncrementMinutes"
          label="Slot increment"
          options={minuteOptions(SLOT_INCREMENTS)}
          hint="Time between the start of one slot and the next."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <MinutesSelect name="bufferBeforeMinutes" label="Buffer before (pre)" options={minuteOptions(BUFFER_OPTIONS)} />
          <MinutesSelect name="bufferAfterMinutes" label="Buffer after (post)" options={minuteOptions(BUFFER_OPTIONS)} />
        </div>
      </FormSection>

      <FormSection title="Booking window" description="How soon, and how far ahead, prospects can book.">
        <OrgWindowSwitch />
        {!fromOrg && (
          <MinutesSelect
            name="earliestSlotMinutes"
            label="Earliest slot"
            options={minuteOptions(EARLIEST_SLOT_OPTIONS)}
            hint="Minimum notice before the first bookable slot."
          />
        )}
        <RadioCardsField
          control={control}
          name="bookingWindowKind"
          legend="Count the booking window in"
          columns={2}
          options={WINDOW_KIND_OPTIONS}
        />
        {fromOrg ? null : windowKind === 'available_days' ? (
          <FormField
            id="bookingWindowDays"
            label="Number of days with available slots"
            error={errors.bookingWindowDays?.message}
            hint="Between 1 and 365 days."
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step={1}
              className="w-32"
              {...register('bookingWindowDays', { valueAsNumber: true })}
            />
          </FormField>
        ) : (
          <MinutesSelect name="bookingWindowDays" label="Booking window" options={windowOptions} format={(days) => `${days} days`} />
        )}
      </FormSection>

      <FormSection title="Scheduler page" description="What prospects see when they pick a time.">
        <RadioCardsField control={control} name="dayVisibility" legend="Day visibility" columns={2} options={DAY_VISIBILITY_OPTIONS} />
        <RadioCardsField control={control} name="layout" legend="Layout" columns={2} options={LAYOUT_OPTIONS} />
        <ColourField control={control} name="color" legend="Colour" />
        <FormField id="language" label="Language" hint="Only English is available.">
          <Select {...register('language')}>
            <option value="en">English</option>
          </Select>
        </FormField>
        <TextareaField
          form={form}
          name="greetingText"
          label="Greeting text"
          hint="Optional. Shown above the slots."
          rows={3}
          placeholder="Pick a time that suits you, we look forward to talking."
        />
      </FormSection>
    </div>
  );
}
