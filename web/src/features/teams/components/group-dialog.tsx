import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { groupSchema, type GroupDto, type TeamDetailDto } from '@contracts/teams';
import { Dialog, DialogContent, DialogDescription, DialogSubmitFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{group ? `Edit group "${group.name}"` : 'New group'}</DialogTitle>
            <DialogDescription>Groups split {team.name} for round robins, for example by region or seniority.</DialogDescription>
          </DialogHeader>
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
          <DialogSubmitFooter onCancel={() => onOpenChange(false)} pending={pending}>
            {group ? 'Save group' : 'Create group'}
          </DialogSubmitFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
