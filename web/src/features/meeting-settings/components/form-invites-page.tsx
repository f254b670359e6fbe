import { valibotResolver } from '@hookform/resolvers/valibot';
import { formInvitesSchema, type FormInvitesDto, type FormInvitesInput } from '@contracts/meeting-settings';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { SwitchSetting } from '@web/components/ui/switch-setting';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useFormInvites } from '../api/get-form-invites';
import { useUpdateFormInvites } from '../api/update-form-invites';
import { SettingsScopePage, type ScopedFormProps } from './settings-scope';

const toValues = (s: FormInvitesDto): FormInvitesInput => ({ enabled: s.enabled });
const SETTINGS: SettingsFormOptions<FormInvitesInput, FormInvitesDto> = {
  resolver: valibotResolver(formInvitesSchema),
  toValues,
  fields: ['enabled'],
  savedMessage: (data) => (data.enabled ? 'Form entries are added to invites' : 'Form entries are left out of invites'),
};

/** /settings/meeting/form-invites (Admins): spec section 2, "Add form entries in invites"; global and per team. */
export function FormInvitesPage() {
  return (
    <SettingsScopePage
      title="Form invites"
      description="Whether the answers a prospect gives in the booking form appear in the meeting's calendar invitation."
      page="form-invites"
      what="form invites"
      useSettings={useFormInvites}
      useUpdate={useUpdateFormInvites}
      form={FormInvitesForm}
      teamForm={FormInvitesForm}
    />
  );
}

function FormInvitesForm({ settings, update, fresh = false, onDiscard }: ScopedFormProps<FormInvitesInput, FormInvitesDto>) {
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update, onDiscard);
  const { errors, isDirty } = form.formState;

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty || fresh, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="Calendar invitation"
        description="Applies to every invitation sent from now on (bookings, reschedules and updates), however the meeting was booked. A team's own setting (Team settings) applies to meetings of its meeting types instead of the global one. Your team's own e-mails and invitations always list the answers."
      >
        <SwitchSetting control={form.control} name="enabled" label="Add form entries in invites" error={errors.enabled?.message}>
          Booking form answers are added to the calendar invitation; the prospect sees them too. Each answered question becomes a line such
          as "Company size: 200" after the invitation text. Questions left blank are skipped.
        </SwitchSetting>
      </FormSection>
    </SettingsFormCard>
  );
}
