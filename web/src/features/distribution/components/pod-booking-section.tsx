import { GuestsField, MeetingTypeOverrideField, OwnerUpdateFields } from '@web/components/rules/booking-fields';
import { FormSection } from '@web/components/ui/form-section';
import { RedirectUrlField } from '@web/components/rules/redirect-url-field';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import { useMeetingTypeOptions } from '../api/list-options';

/** Meeting type override, redirects, guests and the CRM owner update. */
export function PodBookingSection() {
  const meetingTypes = useMeetingTypeOptions();
  const redirects = usePlanIncludes('rule_redirects');

  return (
    <FormSection title="Booking" description="What happens around the meeting this pod books.">
      <MeetingTypeOverrideField
        name="meetingTypeOverrideId"
        label="Meeting type"
        hint="Overrides the router’s meeting type for this pod."
        emptyLabel="Router’s meeting type"
        options={meetingTypes.data}
        pending={meetingTypes.isPending}
      />
      <RedirectUrlField
        name="postBookingRedirectUrl"
        label="Post booking redirect"
        hint="Where the prospect goes after booking."
        placeholder="https://example.com/thanks"
        disabled={!redirects}
      />
      <RedirectUrlField
        name="redistributionRedirectUrl"
        label="Redistribution redirect"
        hint="Where the prospect goes when the meeting is redistributed."
        placeholder="https://example.com/we-will-call-you"
        disabled={!redirects}
      />
      {!redirects && <EnterpriseNote feature="rule_redirects" />}
      <GuestsField name="guests" label="Booking guests" />
      <OwnerUpdateFields
        name="ownerUpdate"
        label="Update owner field in CRM"
        description="Writes the assigned member to the record’s owner property."
      />
    </FormSection>
  );
}
