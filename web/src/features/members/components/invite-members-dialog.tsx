import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { inviteSchema } from '@contracts/members';
import type { Role } from '@contracts/common';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { InviteEmailsField, sendInvitationsLabel } from '@web/components/members/invite-emails-field';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useInviteMembers } from '../api/invite-members';
import { RoleField } from './role-field';
import { roleOptions } from './role-options';
import { TeamsField } from './teams-field';

type Values = Omit<v.InferInput<typeof inviteSchema>, 'role'> & { role: Role | '' };
const FIELDS = ['emails', 'role', 'teamIds', 'isBooker'] as const;

export function InviteMembersDialog({
  open,
  onOpenChange,
  callerRole,
  company,
}: DialogState & {
  callerRole: Role;
  company: string;
}) {
  const invite = useInviteMembers();
  const roles = roleOptions(callerRole);
  const defaults: Values = { emails: [], role: roles.length === 1 ? roles[0]!.value : '', teamIds: [], isBooker: false };
  const form = useForm<Values>({ resolver: valibotResolver(inviteSchema) as never, defaultValues: defaults });
  const { errors } = form.formState;
  const count = form.watch('emails').length;

  useResetOnOpen(form, open, defaults);

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values as v.InferInput<typeof inviteSchema>, {
      onSuccess: (created) => {
        toast.success(created.length === 1 ? `Invitation sent to ${created[0]!.email}` : `${created.length} invitations sent`);
        onOpenChange(false);
      },
      onError: (e) => applyServerErrors(e, form.setError, FIELDS),
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      roomy
      title="Invite members"
      description={`Each person gets an e-mail with a link to join ${company.replace(/\.$/, '')}. Invitations expire after 7 days.`}
      onSubmit={onSubmit}
      submitLabel={sendInvitationsLabel(count)}
      pending={invite.isPending}
    >
      <InviteEmailsField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleField
          id="invite-role"
          error={errors.role?.message}
          hint={callerRole === 'manager' ? 'Managers can invite Users only.' : undefined}
          roles={roles}
          choose={roles.length > 1}
          field={form.register('role')}
        />
        <TeamsField
          control={form.control}
          id="invite-teams"
          label="Teams (optional)"
          error={errors.teamIds?.message}
          placeholder="Select teams"
        />
      </div>
      <Controller
        control={form.control}
        name="isBooker"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-md border p-3">
            <Checkbox id="invite-booker" checked={!!field.value} onCheckedChange={(c) => field.onChange(c === true)} className="mt-0.5" />
            <div className="grid gap-1">
              <Label htmlFor="invite-booker">Booker permission</Label>
              <p className="text-xs text-muted-foreground">Lets them book or hand off meetings for others in relays.</p>
            </div>
          </div>
        )}
      />
    </FormDialog>
  );
}
