import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { MEMBER_ERRORS, updateMemberSchema, type MemberDto } from '@contracts/members';
import { ROLE_LABELS, ROLES, type Role } from '@contracts/common';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { SocialLinkFields } from '@web/components/profile/social-link-fields';
import { useUpdateMember } from '../api/update-member';
import { canEditMember } from './role-options';
import { reportFormError } from './server-errors';
import { TeamsField } from './teams-field';
import { labelledOptions } from '@web/components/ui/named-options';
import { SelectField, TextField } from '@web/components/ui/text-field';
import { SwitchRowField } from '@web/components/ui/switch-setting';

type Values = {
  name: string;
  timezone: string;
  contactNumber: string;
  linkedinUrl: string;
  twitterUrl: string;
  role: Role;
  isBooker: boolean;
  teamIds: string[];
};
const FIELDS = ['name', 'timezone', 'contactNumber', 'linkedinUrl', 'twitterUrl', 'role', 'isBooker', 'teamIds'] as const;
const managerSchema = v.omit(updateMemberSchema, ['role']);

const toValues = (m: MemberDto): Values => ({
  name: m.name,
  timezone: m.timezone,
  contactNumber: m.contactNumber ?? '',
  linkedinUrl: m.linkedinUrl ?? '',
  twitterUrl: m.twitterUrl ?? '',
  role: m.role,
  isBooker: m.isBooker,
  teamIds: m.teams.map((t) => t.id),
});

export function MemberDetailsForm({ member, callerRole }: { member: MemberDto; callerRole: Role }) {
  const isAdmin = callerRole === 'super_admin';
  const editable = member.status === 'active' && canEditMember(callerRole, member.role);
  const update = useUpdateMember(member.id);
  const form = useForm<Values>({
    resolver: valibotResolver(isAdmin ? updateMemberSchema : managerSchema) as never,
    defaultValues: toValues(member),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(({ role, ...rest }) =>
    update.mutate(isAdmin ? { ...rest, role } : rest, {
      onSuccess: (data) => {
        form.reset(toValues(data));
        toast.success('Member information updated');
      },
      onError: (e) => reportFormError(e, form.setError, FIELDS, MEMBER_ERRORS.update),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      {!editable && (
        <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {member.status !== 'active'
            ? 'This member is not active. Reactivate them from the Members list to edit their details.'
            : 'Only an Admin can edit Admins and Managers.'}
        </p>
      )}
      <Card>
        <CardContent className="p-6">
          <fieldset disabled={!editable} className="contents">
            <FormSection title="Profile" description="How this member appears on booking pages and in lists.">
              <TextField form={form} name="name" label="Name" autoComplete="off" />
              <TimezoneField control={form.control} name="timezone" id="timezone" disabled={!editable} />
              <TextField
                form={form}
                name="contactNumber"
                label="Contact number"
                type="tel"
                autoComplete="off"
                placeholder="+1 555 010 0200"
              />
            </FormSection>
            <FormSection title="Social links" description="Shown on their booking page.">
              <SocialLinkFields register={form.register} errors={errors} />
            </FormSection>
            <FormSection title="Access" description="What this member can do in the product.">
              {isAdmin ? (
                <SelectField form={form} name="role" label="Role">
                  {labelledOptions(ROLES, ROLE_LABELS)}
                </SelectField>
              ) : (
                <FormField id="role" label="Role" hint="Only an Admin can change roles.">
                  <Input value={ROLE_LABELS[member.role]} readOnly disabled />
                </FormField>
              )}
              <SwitchRowField control={form.control} name="isBooker" label="Booker permission" disabled={!editable}>
                Lets this member book or hand off meetings for others in relays.
              </SwitchRowField>
            </FormSection>
            <FormSection title="Teams" description="Members get meetings through their teams.">
              <TeamsField
                control={form.control}
                id="teamIds"
                label="Teams"
                error={errors.teamIds?.message}
                placeholder="Not in any team"
                disabled={!editable}
              />
            </FormSection>
          </fieldset>
          {editable && <SaveBar dirty={isDirty} saving={update.isPending} onDiscard={() => form.reset()} />}
        </CardContent>
      </Card>
    </form>
  );
}
