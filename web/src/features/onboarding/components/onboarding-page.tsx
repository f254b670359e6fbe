import { Navigate } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { AdminOnboarding } from './admin-onboarding';
import { MemberOnboarding } from './member-onboarding';

export function OnboardingPage() {
  const session = useSession();
  if (session.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
        <Skeleton className="h-10" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (!session.data) return <Navigate to="/login?next=%2Fonboarding" replace />;
  const { user, account } = session.data;
  return user.role === 'super_admin' ? (
    <AdminOnboarding company={account.company} fallbackTimezone={account.defaultTimezone} />
  ) : (
    <MemberOnboarding role={user.role} company={account.company} />
  );
}
