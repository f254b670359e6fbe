import * as React from 'react';
import { useSearchParamsPatch } from '@web/lib/use-search-params-patch';
import { UserPlus } from 'lucide-react';
import type { Role } from '@contracts/common';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/session';
import { useInvitations } from '../api/list-invitations';
import { useMembers } from '../api/list-members';
import { useMemberConnections } from '../api/list-member-connections';
import { useTeamOptions } from '../api/list-teams';
import { InvitationsTable } from './invitations-table';
import { InviteMembersDialog } from './invite-members-dialog';
import { MemberFilters, type Filters } from './member-filters';
import { MembersTable } from './members-table';

const VIEWS = ['all', 'invited', 'deactivated'] as const;
type View = (typeof VIEWS)[number];
const TAB = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function MembersPage() {
  const session = useSession();
  const [params, patch] = useSearchParamsPatch();
  const [inviting, setInviting] = React.useState(false);
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'all';
  const filters: Filters = { q: params.get('q') ?? '', role: (params.get('role') ?? '') as Role | '', teamId: params.get('team') ?? '' };
  const setFilters = React.useCallback(
    (next: Partial<Filters> & { view?: View }) => {
      // Only the filters named change; the default view is the bare URL.
      const map: Record<string, string | undefined> = {
        view: next.view === 'all' ? '' : next.view,
        q: next.q,
        role: next.role,
        team: next.teamId,
      };
      patch(Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined)));
    },
    [patch],
  );

  const query = { q: filters.q || undefined, role: filters.role || undefined, teamId: filters.teamId || undefined };
  const active = useMembers({ ...query, status: 'active' }, view === 'all');
  const discarded = useMembers(query, view === 'deactivated');
  const invitations = useInvitations();
  const teams = useTeamOptions();
  const teamNames = React.useMemo(() => new Map((teams.data ?? []).map((t) => [t.value, t.label])), [teams.data]);
  const isAdmin = session.data?.user.role === 'super_admin';
  const connections = useMemberConnections(isAdmin && view === 'all');
  const tools = React.useMemo(
    () => (isAdmin && connections.data ? new Map(connections.data.map((c) => [c.userId, c])) : undefined),
    [isAdmin, connections.data],
  );

  if (!session.data) return null;
  const { user, account } = session.data;
  const filtered = !!(filters.q || filters.role || filters.teamId);
  const needle = filters.q.trim().toLowerCase();
  const shownInvitations = invitations.data?.filter(
    (i) =>
      (!needle || i.email.includes(needle)) &&
      (!filters.role || i.role === filters.role) &&
      (!filters.teamId || i.teamIds.includes(filters.teamId)),
  );
  const inactive = discarded.data?.filter((m) => m.status !== 'active');
  const noMatch = { title: 'No results found', description: 'Try modifying filters or search terms.' };
  const clearFilters = () => setFilters({ q: '', role: '', teamId: '' });
  const clearButton = filtered ? (
    <Button variant="outline" onClick={clearFilters}>
      Clear filters
    </Button>
  ) : undefined;
  // Both member tables: the caller, and the filters' "no results" standing in for their own empty state.
  const tableProps = (emptyTitle: string, emptyDescription: string) => ({
    callerRole: user.role,
    callerId: user.id,
    emptyTitle: filtered ? noMatch.title : emptyTitle,
    emptyDescription: filtered ? noMatch.description : emptyDescription,
    emptyAction: clearButton,
  });

  return (
    <div>
      <PageHeader
        title="Members"
        description="Invite people, choose their roles and teams, and manage who can sign in."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus /> Invite members
          </Button>
        }
      />
      <Tabs value={view} onValueChange={(v) => setFilters({ view: v as View })} className="grid gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label="Member lists">
            <TabsTrigger value="all" className={TAB}>
              All Members
            </TabsTrigger>
            <TabsTrigger value="invited" className={TAB}>
              Invited
              {invitations.data && invitations.data.length > 0 && (
                <span className="ml-1.5 rounded-full bg-primary/10 px-1.5 text-xs text-primary">{invitations.data.length}</span>
              )}
            </TabsTrigger>
            <TabsTrigger value="deactivated" className={TAB}>
              Deactivated
            </TabsTrigger>
          </TabsList>
          <MemberFilters value={filters} onChange={setFilters} teams={teams.data ?? []} />
        </div>
        <TabsContent value="all">
          <MembersTable
            tools={tools}
            members={active.data}
            loading={active.isPending}
            {...tableProps('No members yet', 'Invite your teammates to start routing leads to them.')}
          />
        </TabsContent>
        <TabsContent value="invited">
          <InvitationsTable
            invitations={shownInvitations}
            loading={invitations.isPending}
            callerRole={user.role}
            teamNames={teamNames}
            filtered={filtered}
            onInvite={() => setInviting(true)}
            onClearFilters={clearFilters}
          />
        </TabsContent>
        <TabsContent value="deactivated">
          <MembersTable
            members={inactive}
            loading={discarded.isPending}
            {...tableProps('No deactivated members', 'Members you deactivate or delete show here, ready to be reactivated.')}
          />
        </TabsContent>
      </Tabs>
      <InviteMembersDialog open={inviting} onOpenChange={setInviting} callerRole={user.role} company={account.company} />
    </div>
  );
}
