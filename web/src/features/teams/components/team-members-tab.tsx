import * as React from 'react';
import { useParams } from 'react-router';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@contracts/common';
import type { TeamMemberDto } from '@contracts/teams';
import { PersonCell } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { useSession } from '@web/lib/session';
import { toastOutcome } from '@web/lib/toast-outcome';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { AddTeamMembersDialog } from './add-team-members-dialog';
import { RosterSection } from './roster-section';
import { canManageRoster } from './team-access';

export function TeamMembersTab() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const session = useSession();
  const remove = useRemoveTeamMember(id);
  const [adding, setAdding] = React.useState(false);
  const [removing, setRemoving] = React.useState<TeamMemberDto | null>(null);
  if (!team.data || !session.data) return <Skeleton className="h-48" />;
  const manage = canManageRoster(session.data.user.role);
  const { members, groups } = team.data;
  const groupsOf = (userId: string) => groups.filter((g) => g.members.some((m) => m.id === userId)).map((g) => g.name);
  const addButton = manage && (
    <Button onClick={() => setAdding(true)}>
      <UserPlus /> Add members
    </Button>
  );

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(
      removing.id,
      toastOutcome(`${removing.name} removed from ${team.data.name}`, {
        failure: 'Failed to remove team member',
        done: () => setRemoving(null),
      }),
    );
  };

  return (
    <RosterSection
      id="team-members-heading"
      count={members.length}
      noun="member"
      action={addButton}
      empty={{
        icon: <Users className="h-8 w-8" />,
        title: 'No members in this team yet',
        description: manage ? 'Add members so meetings can be routed to them.' : 'An Admin or Manager can add members to this team.',
      }}
      list={() => (
        <Table>
          <THeadRow>
            <TH>Member</TH>
            <TH>Role</TH>
            <TH className="hidden md:table-cell">Groups</TH>
            {manage && <ActionsTH className="w-24" />}
          </THeadRow>
          <TBody>
            {members.map((m) => {
              const inGroups = groupsOf(m.id);
              return (
                <TR key={m.id}>
                  <TD className="max-w-72">
                    <PersonCell name={m.name} email={m.email} />
                  </TD>
                  <TD className="text-sm">{ROLE_LABELS[m.role as Role] ?? m.role}</TD>
                  <TD className="hidden text-sm md:table-cell">
                    {inGroups.length ? inGroups.join(', ') : <span className="text-muted-foreground">None</span>}
                  </TD>
                  {manage && (
                    <TD className="text-right">
                      <Button variant="ghost" size="sm" onClick={() => setRemoving(m)} aria-label={`Remove ${m.name} from team`}>
                        <UserMinus /> Remove
                      </Button>
                    </TD>
                  )}
                </TR>
              );
            })}
          </TBody>
        </Table>
      )}
    >
      {manage && <AddTeamMembersDialog team={team.data} open={adding} onOpenChange={setAdding} />}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Remove ${removing?.name ?? ''} from ${team.data.name}?`}
        description={
          removing && groupsOf(removing.id).length
            ? `They will also leave: ${groupsOf(removing.id).join(', ')}.`
            : 'They will stop receiving meetings through this team.'
        }
        confirmLabel="Remove"
        destructive
        onConfirm={onRemove}
      />
    </RosterSection>
  );
}
