import * as React from 'react';
import toast from 'react-hot-toast';
import type { TeamDetailDto } from '@contracts/teams';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAddTeamMembers } from '../api/add-team-members';
import { useOrgMembers } from '../api/list-org-members';
import { plural } from './team-access';
import { FieldError } from '@web/components/ui/form-field';

/** Picks organization members who are not yet in the team. */
export function AddTeamMembersDialog({
  team,
  open,
  onOpenChange,
}: DialogState & {
  team: TeamDetailDto;
}) {
  const members = useOrgMembers(open);
  const add = useAddTeamMembers(team.id);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [error, setError] = React.useState('');
  React.useEffect(() => {
    if (open) {
      setSelected([]);
      setError('');
    }
  }, [open]);
  const inTeam = new Set(team.members.map((m) => m.id));
  const candidates = (members.data ?? []).filter((m) => !inTeam.has(m.id));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!selected.length) return setError('Select at least one member');
    add.mutate(selected, {
      onSuccess: () => {
        toast.success(`${plural(selected.length, 'member')} added to ${team.name}`);
        onOpenChange(false);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add members to ${team.name}`}
      description="Only active members of your organization who are not in this team are listed."
      onSubmit={submit}
      submitLabel={selected.length ? `Add ${plural(selected.length, 'member')}` : 'Add members'}
      pending={add.isPending}
      submitDisabled={candidates.length === 0}
    >
      {members.isPending ? (
        <Skeleton className="h-48" />
      ) : candidates.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          Everyone in your organization is already in this team.
        </p>
      ) : (
        <CheckboxList
          id="add-member"
          options={candidates.map((m) => ({ value: m.id, label: m.name, description: m.email }))}
          value={selected}
          onChange={(v) => {
            setError('');
            setSelected(v);
          }}
          searchLabel="Search members"
          emptyText="No members match your search"
          autoFocus
        />
      )}
      <FieldError>{error}</FieldError>
    </FormDialog>
  );
}
