import * as React from 'react';
import { Plus, UsersRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { ListError } from '@web/components/ui/query-states';
import { useSession } from '@web/lib/session';
import { useTeams } from '../api/list-teams';
import { CreateTeamDialog } from './create-team-dialog';
import { TeamCard } from './team-card';

export function TeamsPage() {
  const session = useSession();
  const teams = useTeams();
  const [creating, setCreating] = React.useState(false);
  if (!session.data) return null;
  const isAdmin = session.data.user.role === 'super_admin';
  const createButton = isAdmin && (
    <Button onClick={() => setCreating(true)}>
      <Plus /> Create team
    </Button>
  );

  return (
    <div>
      <PageHeader
        title="Teams"
        description="Teams receive meetings, run round robins and hold groups of members."
        actions={teams.data?.length ? createButton : undefined}
      />
      {teams.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading teams">
          {[0, 1, 2].map((i) => (
            <Card key={i} className="grid gap-4 p-5">
              <div className="flex items-center gap-3">
                <Skeleton className="h-9 w-9" />
                <Skeleton className="h-5 w-32" />
              </div>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-28" />
            </Card>
          ))}
        </div>
      ) : teams.isError ? (
        <ListError title="We couldn't load your teams." retry={() => teams.refetch()} />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={<UsersRound className="h-8 w-8" />}
          title="No teams yet"
          description={
            isAdmin ? 'Create your first team to start routing meetings to its members.' : 'Your Admin has not created any teams yet.'
          }
          action={createButton || undefined}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {teams.data.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} canDelete={isAdmin} />
            </li>
          ))}
        </ul>
      )}
      {isAdmin && <CreateTeamDialog open={creating} onOpenChange={setCreating} defaultTimezone={session.data.account.defaultTimezone} />}
    </div>
  );
}
