import type * as React from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import type { MemberDto } from '@contracts/members';
import type { Role } from '@contracts/common';
import type { MemberConnectionsDto } from '@contracts/conferencing';
import { PersonCell } from '@web/components/ui/avatar';
import { EmptyState } from '@web/components/ui/page';
import { Skeleton, SkeletonLines } from '@web/components/ui/skeleton';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { MemberActions } from './member-actions';
import { RoleCell, StatusBadge, TeamsCell } from './member-badges';
import { canEditMember } from './role-options';
import { ToolsCell } from './tools-cell';

export function TableSkeleton({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <div className="rounded-lg border" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b px-3 py-3 last:border-b-0">
          <Skeleton className="h-8 w-8 rounded-full" />
          <SkeletonLines className="grid flex-1 gap-1.5" lines={['h-3.5 w-40', 'h-3 w-56']} />
          {Array.from({ length: columns - 1 }, (_, j) => (
            <Skeleton key={j} className="hidden h-4 w-20 md:block" />
          ))}
        </div>
      ))}
    </div>
  );
}

export function MembersTable({
  members,
  loading,
  callerRole,
  callerId,
  emptyTitle,
  emptyDescription,
  emptyAction,
  tools,
}: {
  members: MemberDto[] | undefined;
  /** Admins only: each member's calendar and video tool, by member id. */
  tools?: Map<string, MemberConnectionsDto>;
  loading: boolean;
  callerRole: Role;
  callerId: string;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: React.ReactNode;
}) {
  if (loading || !members) return <TableSkeleton columns={4} />;
  if (!members.length)
    return <EmptyState icon={<SearchX className="h-8 w-8" />} title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return (
    <Table>
      <THeadRow>
        <TH>Member</TH>
        <TH>Role</TH>
        <TH className="hidden md:table-cell">Teams</TH>
        {tools && <TH className="hidden lg:table-cell">Calendar and video</TH>}
        <TH className="hidden sm:table-cell">Status</TH>
        <ActionsTH />
      </THeadRow>
      <TBody>
        {members.map((m) => {
          const person = <PersonCell name={m.id === callerId ? `${m.name} (you)` : m.name} email={m.email} />;
          return (
            <TR key={m.id}>
              <TD className="max-w-72">
                {m.status === 'active' && canEditMember(callerRole, m.role) ? (
                  <Link
                    to={`/settings/members/${m.id}/details`}
                    className="block rounded-md hover:[&_.font-medium]:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {person}
                  </Link>
                ) : (
                  person
                )}
              </TD>
              <TD>
                <RoleCell role={m.role} isBooker={m.isBooker} />
              </TD>
              <TD className="hidden md:table-cell">
                <TeamsCell teams={m.teams} />
              </TD>
              {tools && (
                <TD className="hidden lg:table-cell">
                  <ToolsCell tools={tools.get(m.id)} />
                </TD>
              )}
              <TD className="hidden sm:table-cell">
                <StatusBadge status={m.status} />
              </TD>
              <TD className="text-right">
                <MemberActions member={m} callerRole={callerRole} callerId={callerId} />
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
