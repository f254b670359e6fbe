import { useFormContext } from 'react-hook-form';
import { GuestsField, MeetingTypeOverrideField, OwnerUpdateFields } from '@web/components/rules/booking-fields';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { RedirectUrlField } from '@web/components/rules/redirect-url-field';
import { Select } from '@web/components/ui/select';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import { useMeetingTypeOptions } from '../api/list-options';
import type { MatchingRuleForm } from './matching-rule-form-model';
import { OWNER_PROPERTY_SUGGESTIONS } from './matching-rule-labels';

/** After a match: CRM owner update, meeting type and redirect overrides, guests and the relay inviter. */
export function BookingSection() {
  const { register } = useFormContext<MatchingRuleForm>();
  const meetingTypes = useMeetingTypeOptions();
  const redirects = usePlanIncludes('rule_redirects');

  return (
    <>
      <FormSection title="Owner update" description="Write the assignee back to the CRM record’s owner field.">
        <OwnerUpdateFields
          name="updateOwner"
          label="Update owner in CRM"
          description="Sets the destination property to the assigned member."
          suggestions="owner-properties-dest"
        />
        <datalist id="owner-properties-dest">
          {OWNER_PROPERTY_SUGGESTIONS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </FormSection>

      <FormSection title="Booking" description="Optional overrides for prospects this rule routes.">
        <MeetingTypeOverrideField
          name="meetingTypeOverrideId"
          label="Meeting type override"
          hint="Leave empty to keep the router’s meeting type."
          emptyLabel="No override"
          options={meetingTypes.data}
          pending={meetingTypes.isPending}
        />
        <RedirectUrlField
          name="redirectOverrideUrl"
          label="Redirect override URL"
          hint="Optional. Where the prospect goes after booking."
          placeholder="https://example.com/thanks"
          disabled={!redirects}
        />
        {!redirects && <EnterpriseNote feature="rule_redirects" />}
        <GuestsField name="guests" label="Guests" />
        <FormField id="relayInviter" label="Relay inviter" hint="In relays, who sends the calendar invite.">
          <Select {...register('relayInviter')}>
            <option value="">Router default</option>
            <option value="booker">Booker</option>
            <option value="assignee">Assignee</option>
          </Select>
        </FormField>
      </FormSection>
    </>
  );
}
