import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { createTeamSchema } from '@contracts/teams';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { Dialog, DialogContent, DialogDescription, DialogSubmitFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { TextField } from '@web/components/ui/text-field';
import { applyServerErrors, useResetOnOpen } from '@web/lib/forms';
import { useCreateTeam } from '../api/create-team';
import { useOrgMembers } from '../api/list-org-members';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Create team</DialogTitle>
            <DialogDescription>Teams receive meetings and run round robins. You can add more members later.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="name"
              id="team-name"
              label="Team name"
              autoFocus
              autoComplete="off"
              placeholder="e.g. EMEA Sales"
            />
            <TimezoneField control={form.control} name="timezone" id="team-timezone" />
          </div>
          <div className="grid gap-1.5">
            <Label asChild>
              <span id="team-members-label">Members (optional)</span>
            </Label>
            {members.isPending ? (
              <Skeleton className="h-40" />
            ) : (
              <Controller
                control={form.control}
                name="memberIds"
                render={({ field }) => (
                  <div role="group" aria-labelledby="team-members-label">
                    <CheckboxList
                      id="new-team-member"
                      options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name, description: m.email }))}
                      value={field.value}
                      onChange={field.onChange}
                      searchLabel="Search members"
                      emptyText="No members found"
                    />
                  </div>
                )}
              />
            )}
          </div>
          <DialogSubmitFooter onCancel={() => onOpenChange(false)} pending={create.isPending}>
            Create team
          </DialogSubmitFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
