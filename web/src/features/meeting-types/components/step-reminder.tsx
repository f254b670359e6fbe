import { Controller, useFormContext } from 'react-hook-form';
import { REMINDER_NOTIFY_BEFORE_OPTIONS } from '@contracts/scheduling-constants';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Select } from '@web/components/ui/select';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import type { MeetingTypeForm } from './meeting-type-form-model';
import { TemplateField } from './template-field';

/** Step 4: the reminder e-mail sent before the meeting. */
export function StepReminder() {
  const { control, formState, watch } = useFormContext<MeetingTypeForm>();
  const enabled = watch('reminderEnabled');
  return (
    <div>
      <FormSection title="Reminder" description="An e-mail to the prospect shortly before the meeting.">
        <div className="flex items-start justify-between gap-4 rounded-md border p-3">
          <div className="grid gap-1">
            <Label htmlFor="reminderEnabled">Send a reminder</Label>
            <p className="text-xs text-muted-foreground">
              {enabled ? 'The reminder is enabled.' : 'The reminder is disabled; nothing is sent.'}
            </p>
          </div>
          <Controller
            control={control}
            name="reminderEnabled"
            render={({ field }) => <Switch id="reminderEnabled" ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />}
          />
        </div>
        <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60">
          <legend className="sr-only">Reminder content</legend>
          <FormField id="reminderMinutesBefore" label="Notify before" error={formState.errors.reminderMinutesBefore?.message}>
            {(fieldProps) => (
              <Controller
                control={control}
                name="reminderMinutesBefore"
                render={({ field }) => (
                  <Select
                    {...fieldProps}
                    ref={field.ref}
                    value={String(field.value)}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                  >
                    {REMINDER_NOTIFY_BEFORE_OPTIONS.map((o) => (
                      <option key={o.minutes} value={o.minutes}>
                        {o.minutes === 0 ? o.label : `${o.label} before`}
                      </option>
                    ))}
                  </Select>
                )}
              />
            )}
          </FormField>
          <TemplateField name="reminderSubject" label="Reminder title" hint="The subject of the reminder e-mail." />
          <TemplateField name="reminderBody" label="Reminder body" multiline />
        </fieldset>
      </FormSection>
    </div>
  );
}
