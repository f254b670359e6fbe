import { useParams } from 'react-router';
import { ROLE_LABELS } from '@contracts/common';
import { InitialsAvatar } from '@web/components/ui/avatar';
import { BackLink } from '@web/components/ui/back-link';
import { PageHeader } from '@web/components/ui/page';
import { FormCardSkeleton, PersonHeaderSkeleton } from '@web/components/ui/skeleton';
import { RouteTabs } from '@web/components/ui/tabs';
import { BackAlert } from '@web/components/ui/query-states';
import { useSession } from '@web/lib/session';
import { useMember } from '../api/get-member';
import { MemberDetailsForm } from './member-details-form';
import { StatusBadge } from './member-badges';

export function MemberDetailsPage() {
  const params = useParams();
  // Reached from /settings/members/:id/details or /settings/teams/:teamId/members/:memberId/details.
  const id = params.memberId ?? params.id ?? '';
  const base = params.teamId ? `/settings/teams/${params.teamId}/members/${id}` : `/settings/members/${id}`;
  const session = useSession();
  const member = useMember(id);
  return (
    <div className="grid gap-6">
      <BackLink to="/settings/members">Back to members</BackLink>
      {member.isPending || !session.data ? (
        <>
          <PersonHeaderSkeleton />
          <FormCardSkeleton />
        </>
      ) : member.isError ? (
        <BackAlert title={member.error.message} back={{ to: '/settings/members', label: 'Back to members' }} />
      ) : (
        <>
          <PageHeader
            className="mb-0"
            leading={<InitialsAvatar name={member.data.name} className="h-12 w-12 text-base" />}
            title={
              <span className="flex flex-wrap items-center gap-2">
                {member.data.name}
                <StatusBadge status={member.data.status} />
              </span>
            }
            description={`${member.data.email} · ${ROLE_LABELS[member.data.role]}`}
          />
          <RouteTabs
            label="Member sections"
            tabs={[
              { to: `${base}/details`, label: 'Details' },
              { to: `${base}/availability`, label: 'Availability' },
            ]}
          />
          <MemberDetailsForm key={member.data.id} member={member.data} callerRole={session.data.user.role} />
        </>
      )}
    </div>
  );
}
