import * as React from 'react';
import toast from 'react-hot-toast';
import { formatDistanceToNowStrict } from 'date-fns';
import { MailPlus, Send, XCircle } from 'lucide-react';
import type { InvitationDto } from '@contracts/members';
import type { Role } from '@contracts/common';
import { PersonCell } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { EmptyState, NoResults } from '@web/components/ui/page';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { DeleteMenuItem } from '@web/components/ui/delete-menu-item';
import { RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { RoleCell } from './member-badges';
import { TableSkeleton } from './members-table';
import { useInstantFormat } from '@web/lib/viewer-time';

function InvitationActions({ invitation }: { invitation: InvitationDto }) {
  const [confirming, setConfirming] = React.useState(false);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
      onError: (e) => toast.error(e.message),
    });
  const onRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        toast.success(`Invitation for ${invitation.email} revoked`);
        setConfirming(false);
      },
      onError: (e) => toast.error(e.message),
    });
  return (
    <>
      <RowActionsMenu name={`invitation to ${invitation.email}`} disabled={resend.isPending} modal={false}>
        <DropdownMenuItem onSelect={onResend}>
          <Send /> Resend invitation
        </DropdownMenuItem>
        <DeleteMenuItem icon={<XCircle />} onSelect={() => setConfirming(true)}>
          Revoke invitation
        </DeleteMenuItem>
      </RowActionsMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke invitation?"
        description={`The link sent to ${invitation.email} will stop working. You can invite them again at any time.`}
        confirmLabel="Revoke"
        destructive
        onConfirm={onRevoke}
      />
    </>
  );
}

export function InvitationsTable({
  invitations,
  loading,
  callerRole,
  teamNames,
  filtered,
  onInvite,
  onClearFilters,
}: {
  invitations: InvitationDto[] | undefined;
  loading: boolean;
  callerRole: Role;
  teamNames: Map<string, string>;
  filtered: boolean;
  onInvite: () => void;
  onClearFilters: () => void;
}) {
  const at = useInstantFormat();
  if (loading || !invitations) return <TableSkeleton columns={4} />;
  if (!invitations.length) {
    return filtered ? (
      <NoResults clear={{ label: 'Clear filters', onClick: onClearFilters }} />
    ) : (
      <EmptyState
        icon={<MailPlus className="h-8 w-8" />}
        title="No pending invitations"
        description="Invite teammates by e-mail; their invitations show here until they join."
        action={<Button onClick={onInvite}>Invite members</Button>}
      />
    );
  }
  const now = Date.now();
  return (
    <Table>
      <THeadRow>
        <TH>Invitee</TH>
        <TH>Role</TH>
        <TH className="hidden md:table-cell">Teams</TH>
        <TH className="hidden sm:table-cell">Invited</TH>
        <ActionsTH />
      </THeadRow>
      <TBody>
        {invitations.map((inv) => {
          const expired = new Date(inv.expiresAt).getTime() <= now;
          const mayManage = callerRole === 'super_admin' || inv.role === 'regular';
          const teams = inv.teamIds.map((id) => teamNames.get(id)).filter(Boolean);
          return (
            <TR key={inv.id}>
              <TD className="max-w-72">
                <PersonCell
                  name={inv.email}
                  email={expired ? 'Invitation expired' : `Expires in ${formatDistanceToNowStrict(new Date(inv.expiresAt))}`}
                />
              </TD>
              <TD>
                <RoleCell role={inv.role} />
              </TD>
              <TD className="hidden text-sm md:table-cell">
                {teams.length ? teams.join(', ') : <span className="text-muted-foreground">No team</span>}
              </TD>
              <TD className="hidden sm:table-cell">
                <div className="flex items-center gap-2 text-sm">
                  {at(inv.createdAt, false)}
                  {expired ? <Badge variant="destructive">Expired</Badge> : <Badge variant="warning">Pending</Badge>}
                </div>
              </TD>
              <TD className="text-right">{mayManage && <InvitationActions invitation={inv} />}</TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
