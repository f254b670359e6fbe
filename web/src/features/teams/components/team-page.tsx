import { Outlet, useParams } from 'react-router';
import { Globe } from 'lucide-react';
import { BackLink } from '@web/components/ui/back-link';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton, SkeletonLines } from '@web/components/ui/skeleton';
import { RouteTabs } from '@web/components/ui/tabs';
import { BackAlert } from '@web/components/ui/query-states';
import { useTeam } from '../api/get-team';
import { plural } from './team-access';

export { TeamMembersTab } from './team-members-tab';
export { TeamGroupsTab } from './team-groups-tab';
export { TeamDetailsTab } from './team-details-tab';

/** The team header and its tabs; each tab is its own URL. */
export function TeamLayout() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  return (
    <div className="grid gap-6">
      <BackLink to="/settings/teams">Back to teams</BackLink>
      {team.isPending ? (
        <div className="flex items-center gap-4">
          <Skeleton className="h-12 w-12" />
          <SkeletonLines lines={['h-7 w-56', 'h-4 w-72']} />
        </div>
      ) : team.isError ? (
        <BackAlert title={team.error.message} back={{ to: '/settings/teams', label: 'Back to teams' }} />
      ) : (
        <>
          <PageHeader
            className="mb-0"
            leading={
              <span
                aria-hidden
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-accent text-lg font-semibold text-accent-foreground"
              >
                {team.data.name.trim()[0]?.toUpperCase()}
              </span>
            }
            title={team.data.name}
            description={
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="inline-flex items-center gap-1">
                  <Globe className="h-3.5 w-3.5" aria-hidden /> {team.data.timezone.replace(/_/g, ' ')}
                </span>
                <span>
                  {plural(team.data.members.length, 'member')} · {plural(team.data.groups.length, 'group')}
                </span>
              </span>
            }
          />
          <RouteTabs
            label="Team sections"
            tabs={[
              { to: `/settings/teams/${id}/members`, label: 'Members' },
              { to: `/settings/teams/${id}/availability`, label: 'Availability' },
              { to: `/settings/teams/${id}/groups`, label: 'Groups' },
              { to: `/settings/teams/${id}/details`, label: 'Details' },
            ]}
          />
          <Outlet />
        </>
      )}
    </div>
  );
}
