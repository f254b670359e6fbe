import { useParams } from 'react-router';
import { ROLE_LABELS } from '@contracts/common';
import { InitialsAvatar } from '@web/components/ui/avatar';
import { BackLink } from '@web/components/ui/back-link';
import { PageHeader } from '@web/components/ui/page';
import { PersonHeaderSkeleton } from '@web/components/ui/skeleton';
import { RouteTabs } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/session';
import { useAvailabilityMember } from '../api/get-member';
import { useMemberAvailability } from '../api/get-member-availability';
import { useUpdateMemberAvailability } from '../api/update-member-availability';
import { AvailabilityCard } from './availability-form';

/**
 * /settings/members/:id/availability and /settings/teams/:teamId/members/:memberId/availability:
 * an Admin or Manager edits a member's default availability.
 */
export function MemberAvailabilityPage() {
  const params = useParams();
  const memberId = params.memberId ?? params.id ?? '';
  const teamId = params.teamId;
  const session = useSession();
  const member = useAvailabilityMember(memberId);
  const query = useMemberAvailability(memberId);
  const mutation = useUpdateMemberAvailability(memberId);
  const role = session.data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const base = teamId ? `/settings/teams/${teamId}/members/${memberId}` : `/settings/members/${memberId}`;
  const back = teamId
    ? { to: `/settings/teams/${teamId}/members`, label: 'Back to team' }
    : { to: '/settings/members', label: 'Back to members' };

  return (
    <div className="grid gap-6">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="grid gap-4">
        {member.isPending ? (
          <PersonHeaderSkeleton />
        ) : (
          <PageHeader
            className="mb-0"
            leading={<InitialsAvatar name={member.data?.name || member.data?.email || '?'} className="h-12 w-12 text-base" />}
            title={member.data ? `${member.data.name || member.data.email}'s availability` : 'Member availability'}
            description={`${member.data ? `${member.data.email} · ${ROLE_LABELS[member.data.role]} · ` : ''}Default availability, used by meeting types that follow each member's own hours.`}
          />
        )}
        <RouteTabs
          label="Member sections"
          tabs={[
            { to: `${base}/details`, label: 'Details' },
            { to: `${base}/availability`, label: 'Availability' },
          ]}
        />
      </div>
      <AvailabilityCard
        key={memberId}
        query={query}
        mutation={mutation}
        readOnly={!canEdit}
        subject="member"
        idPrefix="member-availability"
      />
    </div>
  );
}
