import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { meetingWindowSchema, type MeetingWindowDto, type MeetingWindowInput } from '@contracts/meeting-settings';
import { BOOKING_WINDOW_OPTIONS, EARLIEST_SLOT_OPTIONS } from '@contracts/scheduling-constants';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { Select } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { applyServerErrors } from '@web/lib/forms';
import { useMeetingWindow } from '../api/get-meeting-window';
import { useUpdateMeetingWindow } from '../api/update-meeting-window';

const FIELDS = ['earliestSlotMinutes', 'bookingWindowDays', 'allowChangesAfterStart'] as const;
const toValues = (s: MeetingWindowDto): MeetingWindowInput => ({
  earliestSlotMinutes: s.earliestSlotMinutes,
  bookingWindowDays: s.bookingWindowDays,
  allowChangesAfterStart: s.allowChangesAfterStart,
});
const EARLIEST = EARLIEST_SLOT_OPTIONS.map((o) => ({ value: o.minutes, label: o.label }));
const WINDOW = BOOKING_WINDOW_OPTIONS.map((o) => ({ value: o.days, label: o.label }));

/** /settings/meeting/meeting-window (Admins): spec sections 2 and 9, and the lifecycle's changes after start. */
export function MeetingWindowPage() {
  const settings = useMeetingWindow();
  return (
    <LoadedPage
      title="Meeting window"
      description="How soon and how far ahead prospects can book, and whether meetings can change once they have started."
      what="meeting window settings"
      loading="Loading meeting window"
      query={settings}
    >
      {(data) => <MeetingWindowForm settings={data} />}
    </LoadedPage>
  );
}

function OptionSelect({ form, name, label, options, hint }: SelectProps) {
  return (
    <FormField id={name} label={label} error={form.formState.errors[name]?.message} hint={hint}>
      {(fieldProps) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              {...fieldProps}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
type SelectProps = {
  form: ReturnType<typeof useForm<MeetingWindowInput>>;
  name: 'earliestSlotMinutes' | 'bookingWindowDays';
  label: string;
  options: { value: number; label: string }[];
  hint: string;
};

function MeetingWindowForm({ settings }: { settings: MeetingWindowDto }) {
  const update = useUpdateMeetingWindow();
  const form = useForm<MeetingWindowInput>({
    resolver: valibotResolver(meetingWindowSchema) as never,
    defaultValues: toValues(settings),
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (data) => {
        form.reset(toValues(data));
        toast.success('Meeting window saved');
      },
      onError: (e) => applyServerErrors(e, form.setError, FIELDS),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="p-6">
          <FormSection
            title="Booking window"
            description="Defaults for meeting types set to use the organization's booking window (Meeting types, step 2)."
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <OptionSelect
                form={form}
                name="earliestSlotMinutes"
                label="Earliest slot"
                options={EARLIEST}
                hint="Minimum notice before the first bookable slot."
              />
              <OptionSelect
                form={form}
                name="bookingWindowDays"
                label="Booking window"
                options={WINDOW}
                hint="How far ahead prospects can book."
              />
            </div>
          </FormSection>
          <FormSection title="Changes after the start time" description="Applies to every meeting in your organization.">
            <div className="flex items-start justify-between gap-4 rounded-md border p-3">
              <div className="grid gap-1">
                <Label htmlFor="allowChangesAfterStart">Allow rescheduling and cancelling after the start time</Label>
                <p className="text-xs text-muted-foreground">
                  When off, a meeting can no longer be moved or cancelled once it has started.
                </p>
              </div>
              <Controller
                control={form.control}
                name="allowChangesAfterStart"
                render={({ field }) => (
                  <Switch id="allowChangesAfterStart" ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
            </div>
          </FormSection>
          <SaveBar
            dirty={isDirty}
            saving={update.isPending}
            onDiscard={() => form.reset(toValues(settings))}
            keepDiscard
            discardLabel="Discard"
            saveLabel="Save"
            saveDisabled={!isDirty}
          />
        </CardContent>
      </Card>
    </form>
  );
}
