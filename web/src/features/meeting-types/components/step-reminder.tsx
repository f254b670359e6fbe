import { useFormContext } from 'react-hook-form';
import { REMINDER_NOTIFY_BEFORE_OPTIONS } from '@contracts/scheduling-constants';
import { FormSection } from '@web/components/ui/form-section';
import { NumberSelectField } from '@web/components/ui/number-select-field';
import { SwitchRowField } from '@web/components/ui/switch-setting';
import type { MeetingTypeForm } from './meeting-type-form-model';
import { TemplateField } from './template-field';

const NOTIFY_BEFORE = REMINDER_NOTIFY_BEFORE_OPTIONS.map((o) => ({
  value: o.minutes,
  label: o.minutes === 0 ? o.label : `${o.label} before`,
}));

/** Step 4: the reminder e-mail sent before the meeting. */
export function StepReminder() {
  const { control, watch } = useFormContext<MeetingTypeForm>();
  const enabled = watch('reminderEnabled');
  return (
    <div>
      <FormSection title="Reminder" description="An e-mail to the prospect shortly before the meeting.">
        <SwitchRowField control={control} name="reminderEnabled" label="Send a reminder">
          {enabled ? 'The reminder is enabled.' : 'The reminder is disabled; nothing is sent.'}
        </SwitchRowField>
        <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60">
          <legend className="sr-only">Reminder content</legend>
          <NumberSelectField control={control} name="reminderMinutesBefore" label="Notify before" options={NOTIFY_BEFORE} />
          <TemplateField name="reminderSubject" label="Reminder title" hint="The subject of the reminder e-mail." />
          <TemplateField name="reminderBody" label="Reminder body" multiline />
        </fieldset>
      </FormSection>
    </div>
  );
}
