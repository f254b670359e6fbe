import * as React from 'react';
import { useParams } from 'react-router';
import { Layers, Pencil, Plus } from 'lucide-react';
import type { GroupDto } from '@contracts/teams';
import { InitialsAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/skeleton';
import { RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { DeleteMenuItem } from '@web/components/ui/delete-menu-item';
import { useSession } from '@web/lib/session';
import { toastOutcome } from '@web/lib/toast-outcome';
import { useDeleteGroup } from '../api/delete-group';
import { useTeam } from '../api/get-team';
import { GroupDialog } from './group-dialog';
import { RosterSection } from './roster-section';
import { canManageRoster, plural } from './team-access';

type Editing = { mode: 'create' } | { mode: 'edit'; group: GroupDto } | null;

export function TeamGroupsTab() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const session = useSession();
  const remove = useDeleteGroup();
  const [editing, setEditing] = React.useState<Editing>(null);
  const [deleting, setDeleting] = React.useState<GroupDto | null>(null);
  if (!team.data || !session.data) return <Skeleton className="h-48" />;
  const manage = canManageRoster(session.data.user.role);
  const { groups } = team.data;
  const newButton = manage && (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <Plus /> New group
    </Button>
  );
  const onDelete = () =>
    deleting &&
    remove.mutate(
      deleting.id,
      toastOutcome(`Group "${deleting.name}" deleted`, { failure: 'Group deletion failed', done: () => setDeleting(null) }),
    );

  return (
    <RosterSection
      id="team-groups-heading"
      count={groups.length}
      noun="group"
      action={newButton}
      empty={{
        icon: <Layers className="h-8 w-8" />,
        title: 'No groups yet',
        description: manage
          ? 'Groups split a team for round robins, for example by region or seniority.'
          : 'An Admin or Manager can create groups in this team.',
      }}
      list={() => (
        <ul className="grid gap-3 md:grid-cols-2">
          {groups.map((g) => (
            <li key={g.id}>
              <Card className="grid gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold">{g.name}</h3>
                    <p className="text-xs text-muted-foreground">{plural(g.members.length, 'member')}</p>
                  </div>
                  {manage && (
                    <RowActionsMenu name={`group ${g.name}`} className="-mr-2 -mt-1" modal={false}>
                      <DropdownMenuItem onSelect={() => setEditing({ mode: 'edit', group: g })}>
                        <Pencil /> Edit group
                      </DropdownMenuItem>
                      <DeleteMenuItem onSelect={() => setDeleting(g)}>Delete group</DeleteMenuItem>
                    </RowActionsMenu>
                  )}
                </div>
                {g.members.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No members in this group.</p>
                ) : (
                  <ul className="flex flex-wrap gap-1.5" aria-label={`Members of ${g.name}`}>
                    {g.members.map((m) => (
                      <li key={m.id} className="inline-flex items-center gap-1.5 rounded-full border py-0.5 pl-0.5 pr-2.5 text-xs">
                        <InitialsAvatar name={m.name} className="h-5 w-5 text-[9px]" />
                        {m.name}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    >
      {manage && (
        <GroupDialog
          team={team.data}
          group={editing?.mode === 'edit' ? editing.group : undefined}
          open={!!editing}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        kind="group"
        name={deleting?.name ?? ''}
        impacted={deleting ? [`${plural(deleting.members.length, 'member')} will leave this group (they stay in ${team.data.name})`] : []}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </RosterSection>
  );
}
