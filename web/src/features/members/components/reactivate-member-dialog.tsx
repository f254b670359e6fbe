import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { MEMBER_ERRORS, reactivateSchema, type MemberDto } from '@contracts/members';
import type { Role } from '@contracts/common';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { useResetOnOpen } from '@web/lib/forms';
import { useReactivateMember } from '../api/reactivate-member';
import { RoleField } from './role-field';
import { roleOptions } from './role-options';
import { TeamsField } from './teams-field';
import { reportFormError } from './server-errors';

type Values = { role: Role | ''; teamIds: string[] };

/** Reactivating asks again for a role (required) and teams (optional), as re-inviting does. */
export function ReactivateMemberDialog({
  member,
  open,
  onOpenChange,
  callerRole,
}: DialogState & {
  member: MemberDto;
  callerRole: Role;
}) {
  const reactivate = useReactivateMember();
  const form = useForm<Values>({ resolver: valibotResolver(reactivateSchema) as never, defaultValues: { role: '', teamIds: [] } });
  const { errors } = form.formState;
  useResetOnOpen(form, open, { role: '', teamIds: [] });

  const onSubmit = form.handleSubmit((values) =>
    reactivate.mutate(
      { id: member.id, ...(values as v.InferInput<typeof reactivateSchema>) },
      {
        onSuccess: () => {
          toast.success(`${member.name} has been reactivated`);
          onOpenChange(false);
        },
        onError: (e) => reportFormError(e, form.setError, ['role', 'teamIds'], MEMBER_ERRORS.reactivate),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      roomy
      title={`Reactivate ${member.name}`}
      description={`Choose their role and teams. ${member.name} can sign in again right away, and will need to reconnect their calendar and video tool.`}
      onSubmit={onSubmit}
      submitLabel="Reactivate"
      pending={reactivate.isPending}
    >
      <RoleField id="reactivate-role" error={errors.role?.message} roles={roleOptions(callerRole)} choose field={form.register('role')} />
      <TeamsField
        control={form.control}
        id="reactivate-teams"
        label="Teams (optional)"
        error={errors.teamIds?.message}
        placeholder="Select teams"
      />
    </FormDialog>
  );
}
