import { Controller, useFormContext } from 'react-hook-form';
import { TEMPLATE_PLACEHOLDERS } from '@contracts/meeting-types';
import { FormField } from '@web/components/ui/form-field';
import { TemplateInput } from '@web/components/ui/template-input';
import type { MeetingTypeForm } from './meeting-type-form-model';

type TemplateFieldName = 'calendarTitle' | 'calendarBody' | 'inviteSubject' | 'inviteBody' | 'reminderSubject' | 'reminderBody';

/** A text field of the invite or reminder, with the placeholder chips of the spec (booker name, time…). */
export function TemplateField({
  name,
  label,
  multiline,
  hint,
}: {
  name: TemplateFieldName;
  label: string;
  multiline?: boolean;
  hint?: string;
}) {
  const { control, formState } = useFormContext<MeetingTypeForm>();
  return (
    <FormField id={name} label={label} error={formState.errors[name]?.message} hint={hint}>
      {(fieldProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <TemplateInput
              {...fieldProps}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholders={TEMPLATE_PLACEHOLDERS}
              multiline={multiline}
              rows={multiline ? 6 : undefined}
            />
          )}
        />
      )}
    </FormField>
  );
}
