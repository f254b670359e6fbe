import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { groupSchema, type GroupDto, type TeamDetailDto } from '@contracts/teams';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { TextField } from '@web/components/ui/text-field';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';
import { MemberChecklist } from './member-checklist';

type Values = { name: string; memberIds: string[] };

/** Creates a group, or renames one and sets its members; only team members can be picked. */
export function GroupDialog({
  team,
  group,
  open,
  onOpenChange,
}: DialogState & {
  team: TeamDetailDto;
  group?: GroupDto;
}) {
  const create = useCreateGroup(team.id);
  const update = useUpdateGroup();
  const pending = create.isPending || update.isPending;
  const defaults = { name: group?.name ?? '', memberIds: group?.members.map((m) => m.id) ?? [] };
  const form = useForm<Values>({ resolver: valibotResolver(groupSchema) as never, defaultValues: defaults });
  const { errors } = form.formState;
  useResetOnOpen(form, open, defaults, group?.id);

  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast.success(group ? `Group "${values.name}" updated` : `Group "${values.name}" created`);
        onOpenChange(false);
      },
      onError: (e: Error) => applyServerErrors(e, form.setError, ['name', 'memberIds']),
    };
    if (group) update.mutate({ id: group.id, ...(values as v.InferInput<typeof groupSchema>) }, done);
    else create.mutate(values as v.InferInput<typeof groupSchema>, done);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={group ? `Edit group "${group.name}"` : 'New group'}
      description={`Groups split ${team.name} for round robins, for example by region or seniority.`}
      onSubmit={onSubmit}
      submitLabel={group ? 'Save group' : 'Create group'}
      pending={pending}
    >
      <TextField
        form={form}
        name="name"
        id="group-name"
        label="Group name"
        autoFocus
        autoComplete="off"
        placeholder="e.g. Enterprise AEs"
      />
      <MemberChecklist
        control={form.control}
        labelId="group-members-label"
        label="Members"
        listId="group-member"
        members={team.members}
        fallback={
          team.members.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
              Add members to the team first; only team members can join its groups.
            </p>
          ) : null
        }
        searchLabel="Search team members"
        emptyText="No team members match your search"
        error={errors.memberIds?.message}
      />
    </FormDialog>
  );
}
