import { useParams } from 'react-router';
import { useSession } from '@web/lib/session';
import { useTeamAvailability } from '../api/get-team-availability';
import { useUpdateTeamAvailability } from '../api/update-team-availability';
import { AvailabilityCard } from './availability-form';

/** /settings/teams/:id/availability, inside the team page's tabs: the team's default availability. */
export function TeamAvailabilityPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const query = useTeamAvailability(id);
  const mutation = useUpdateTeamAvailability(id);
  const canEdit = session.data?.user.role === 'super_admin' || session.data?.user.role === 'manager';
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Team availability</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Meeting types that use the team's availability offer slots only within these hours.
          {!canEdit && ' Only Admins and Managers can change them.'}
        </p>
      </div>
      <AvailabilityCard key={id} query={query} mutation={mutation} readOnly={!canEdit} subject="team" idPrefix="team-availability" />
    </div>
  );
}
