import { useFormContext } from 'react-hook-form';
import { TEMPLATE_PLACEHOLDERS } from '@contracts/meeting-types';
import { TemplateInput } from '@web/components/ui/template-input';
import { ControllerField } from '@web/components/ui/controller-field';
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
    <ControllerField control={control} name={name} label={label} error={formState.errors[name]?.message} hint={hint}>
      {(field, fieldProps) => (
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
    </ControllerField>
  );
}
