import * as React from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Globe, Users } from 'lucide-react';
import type { TeamDto } from '@contracts/teams';
import { Card } from '@web/components/ui/card';
import { RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { DeleteMenuItem } from '@web/components/ui/delete-menu-item';
import { DeleteTeamDialog } from './delete-team-dialog';
import { plural } from './team-access';

/** A team tile; the whole card opens the team, the menu (Admins) deletes it. */
export function TeamCard({ team, canDelete }: { team: TeamDto; canDelete: boolean }) {
  const [deleting, setDeleting] = React.useState(false);
  return (
    <Card className="relative flex flex-col gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-accent text-sm font-semibold text-accent-foreground"
          >
            {team.name.trim()[0]?.toUpperCase()}
          </span>
          <h2 className="truncate font-semibold">
            <Link
              to={`/settings/teams/${team.id}/members`}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
            >
              {team.name}
            </Link>
          </h2>
        </div>
        {canDelete && (
          <RowActionsMenu name={team.name} className="relative z-10 -mr-2 -mt-1" modal={false}>
            <DeleteMenuItem onSelect={() => setDeleting(true)}>Delete team</DeleteMenuItem>
          </RowActionsMenu>
        )}
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <dt>
            <Globe className="h-4 w-4" aria-label="Time zone" />
          </dt>
          <dd className="truncate">{team.timezone.replace(/_/g, ' ')}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Users className="h-4 w-4" aria-label="Size" />
          </dt>
          <dd>
            {plural(team.memberCount, 'member')} · {plural(team.groupCount, 'group')}
          </dd>
        </div>
      </dl>
      {canDelete && (
        <DeleteTeamDialog
          team={team}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => toast.success(`Team "${team.name}" deleted`)}
        />
      )}
    </Card>
  );
}
