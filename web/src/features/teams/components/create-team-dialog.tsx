import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { createTeamSchema } from '@contracts/teams';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { TextField } from '@web/components/ui/text-field';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useCreateTeam } from '../api/create-team';
import { useOrgMembers } from '../api/list-org-members';
import { MemberChecklist } from './member-checklist';

type Values = { name: string; timezone: string; memberIds: string[] };

export function CreateTeamDialog({
  open,
  onOpenChange,
  defaultTimezone,
}: DialogState & {
  defaultTimezone: string;
}) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const members = useOrgMembers(open);
  const defaults = { name: '', timezone: defaultTimezone, memberIds: [] };
  const form = useForm<Values>({ resolver: valibotResolver(createTeamSchema) as never, defaultValues: defaults });
  useResetOnOpen(form, open, defaults);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values as v.InferInput<typeof createTeamSchema>, {
      onSuccess: (team) => {
        toast.success(`Team "${team.name}" created`);
        onOpenChange(false);
        navigate(`/settings/teams/${team.id}/members`);
      },
      onError: (e) => applyServerErrors(e, form.setError, ['name', 'timezone', 'memberIds']),
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      roomy
      title="Create team"
      description="Teams receive meetings and run round robins. You can add more members later."
      onSubmit={onSubmit}
      submitLabel="Create team"
      pending={create.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" id="team-name" label="Team name" autoFocus autoComplete="off" placeholder="e.g. EMEA Sales" />
        <TimezoneField control={form.control} name="timezone" id="team-timezone" />
      </div>
      <MemberChecklist
        control={form.control}
        labelId="team-members-label"
        label="Members (optional)"
        listId="new-team-member"
        members={members.data ?? []}
        fallback={members.isPending ? <Skeleton className="h-40" /> : null}
        searchLabel="Search members"
        emptyText="No members found"
      />
    </FormDialog>
  );
}
