import { FormSection } from '@web/components/ui/form-section';
import { TemplateField } from './template-field';

const PLACEHOLDER_HELP = 'Placeholders such as {{booker_name}} are replaced when the meeting is booked.';

/** Step 3: the calendar event and the invitation e-mail sent when a meeting is booked. */
export function StepCalendarInvite() {
  return (
    <div>
      <FormSection title="Calendar event" description={`The event added to everyone's calendar. ${PLACEHOLDER_HELP}`}>
        <TemplateField name="calendarTitle" label="Calendar title" />
        <TemplateField name="calendarBody" label="Calendar body" multiline />
      </FormSection>
      <FormSection title="Invitation e-mail" description="The e-mail the prospect receives with the invite.">
        <TemplateField name="inviteSubject" label="Invite e-mail subject" />
        <TemplateField name="inviteBody" label="Invite e-mail body" multiline />
      </FormSection>
    </div>
  );
}
