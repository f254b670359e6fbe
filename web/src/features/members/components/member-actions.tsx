import * as React from 'react';
import { useNavigate } from 'react-router';
import { Pencil, RotateCcw, UserX } from 'lucide-react';
import { MEMBER_ERRORS, type MemberDto } from '@contracts/members';
import type { Role } from '@contracts/common';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@web/components/ui/dropdown-menu';
import { RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { DeleteMenuItem } from '@web/components/ui/delete-menu-item';
import { toastOutcome } from '@web/lib/toast-outcome';
import { useDeactivateMember } from '../api/deactivate-member';
import { useDeleteMember } from '../api/delete-member';
import { ReactivateMemberDialog } from './reactivate-member-dialog';
import { canEditMember } from './role-options';

type Pending = 'deactivate' | 'delete' | 'reactivate' | null;

/** The row menu: what the caller may do to this member depends on both roles and the member's status. */
export function MemberActions({ member, callerRole, callerId }: { member: MemberDto; callerRole: Role; callerId: string }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = React.useState<Pending>(null);
  const deactivate = useDeactivateMember();
  const remove = useDeleteMember();
  const isAdmin = callerRole === 'super_admin';
  const self = member.id === callerId;
  const canEdit = member.status === 'active' && canEditMember(callerRole, member.role);
  const canDeactivate = isAdmin && !self && member.status === 'active';
  const canDelete = isAdmin && !self && member.status !== 'deleted';
  const canReactivate = isAdmin && member.status !== 'active';
  if (!canEdit && !canDeactivate && !canDelete && !canReactivate) return null;
  const close = () => setDialog(null);

  const onDeactivate = () =>
    deactivate.mutate(member.id, toastOutcome(`${member.name} has been deactivated`, { failure: MEMBER_ERRORS.update, done: close }));
  const onDelete = () =>
    remove.mutate(member.id, toastOutcome(`${member.name} has been deleted`, { failure: MEMBER_ERRORS.deletion, done: close }));

  return (
    <>
      <RowActionsMenu name={member.name} modal={false}>
        {canEdit && (
          <DropdownMenuItem onSelect={() => navigate(`/settings/members/${member.id}/details`)}>
            <Pencil /> Edit details
          </DropdownMenuItem>
        )}
        {canReactivate && (
          <DropdownMenuItem onSelect={() => setDialog('reactivate')}>
            <RotateCcw /> Reactivate
          </DropdownMenuItem>
        )}
        {canDeactivate && (
          <DropdownMenuItem onSelect={() => setDialog('deactivate')}>
            <UserX /> Deactivate
          </DropdownMenuItem>
        )}
        {canDelete && (
          <>
            <DropdownMenuSeparator />
            <DeleteMenuItem onSelect={() => setDialog('delete')} />
          </>
        )}
      </RowActionsMenu>

      <ConfirmDialog
        open={dialog === 'deactivate'}
        onOpenChange={(o) => !o && close()}
        title={`Deactivate ${member.name}?`}
        description={`${member.name} will be signed out and can no longer sign in. Their teams and history are kept, and you can reactivate them later.`}
        confirmLabel="Deactivate"
        destructive
        onConfirm={onDeactivate}
      />
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => !o && close()}
        kind="member"
        name={member.name}
        impacted={[
          member.teams.length
            ? `${member.name} will be removed from ${member.teams.length === 1 ? 'the team' : `${member.teams.length} teams`}: ${member.teams.map((t) => t.name).join(', ')}`
            : `${member.name} is not in any team`,
          'They will be signed out and can no longer sign in',
        ]}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
      {canReactivate && (
        <ReactivateMemberDialog
          member={member}
          open={dialog === 'reactivate'}
          onOpenChange={(o) => !o && close()}
          callerRole={callerRole}
        />
      )}
    </>
  );
}
