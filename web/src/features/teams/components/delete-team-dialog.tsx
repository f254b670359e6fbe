import toast from 'react-hot-toast';
import type { DialogState } from '@web/components/ui/dialog';
import type { TeamDto } from '@contracts/teams';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { useDeleteTeam } from '../api/delete-team';
import { plural } from './team-access';

/** Type-the-name confirmation listing what goes with the team. */
export function DeleteTeamDialog({
  team,
  open,
  onOpenChange,
  onDeleted,
}: DialogState & {
  team: TeamDto;
  onDeleted: () => void;
}) {
  const remove = useDeleteTeam();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="team"
      name={team.name}
      impacted={[
        `${plural(team.memberCount, 'member')} will be removed from this team`,
        `${plural(team.groupCount, 'group')} will be deleted`,
      ]}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(team.id, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted();
          },
          onError: () => toast.error('Team deletion failed'),
        })
      }
    />
  );
}
