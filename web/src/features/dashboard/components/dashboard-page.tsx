import { Link, Navigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { ListError } from '@web/components/ui/query-states';
import { BookMeetingButton } from '@web/components/scheduling/book-meeting-button';
import { useSession } from '@web/lib/session';
import { useOverview } from '../api/get-overview';
import { useMyDashboard } from '../api/get-my-dashboard';
import { DashboardCard, FunnelFigures, LinkRows, MeetingRows, RouterAttentionList } from './dashboard-cards';

function CardsSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading dashboard" className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-48 w-full" />
      ))}
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return <ListError title="We couldn't load your dashboard." retry={retry} />;
}

/** Admins and Managers: the organization's day, routers needing attention and the week's funnel. */
function TeamDashboard() {
  const q = useOverview();
  if (q.isPending) return <CardsSkeleton count={3} />;
  if (q.isError) return <LoadFailed retry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DashboardCard
        id="dashboard-today"
        title="Today's meetings"
        description={`Scheduled today, times in ${d.timezone.replace(/_/g, ' ')}`}
        action={<AllLink to="/meetings/views/scheduled">All meetings</AllLink>}
      >
        <MeetingRows meetings={d.today.meetings} zone={d.timezone} empty="No meetings scheduled for today." />
      </DashboardCard>
      <DashboardCard
        id="dashboard-routers"
        title="Routers needing attention"
        description="Awaiting installation, or no submissions in the last 7 days"
        action={<AllLink to="/inbound-router/routers">All routers</AllLink>}
      >
        <RouterAttentionList routers={d.routersNeedingAttention} />
      </DashboardCard>
      <DashboardCard id="dashboard-funnel" title="Last 7 days" description="Prospects through your routers" className="lg:col-span-2">
        <FunnelFigures funnel={d.funnel} />
      </DashboardCard>
    </div>
  );
}

/** Users: what is next for them and the links they share. */
function MyDashboard() {
  const q = useMyDashboard();
  if (q.isPending) return <CardsSkeleton count={2} />;
  if (q.isError) return <LoadFailed retry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DashboardCard
        id="dashboard-next"
        title="Your next meetings"
        description={`Times in ${d.timezone.replace(/_/g, ' ')}`}
        action={<AllLink to="/meetings/views/scheduled">All meetings</AllLink>}
      >
        <MeetingRows meetings={d.nextMeetings} zone={d.timezone} dated empty="Nothing scheduled yet." />
      </DashboardCard>
      <DashboardCard
        id="dashboard-links"
        title="Your links"
        description="Share a booking page with a prospect"
        action={<AllLink to="/meeting-links">All links</AllLink>}
      >
        <LinkRows links={d.links} />
      </DashboardCard>
    </div>
  );
}

/** `/`: the home dashboard, by role. */
export function DashboardPage() {
  const session = useSession();
  const user = session.data?.user;
  const team = user?.role === 'super_admin' || user?.role === 'manager';
  if (user && !user.onboarded) return <Navigate to="/onboarding" replace />;
  return (
    <>
      <PageHeader
        title="Home"
        description={user ? `Welcome back, ${user.name.split(' ')[0]}.` : undefined}
        actions={<BookMeetingButton />}
      />
      {user && (team ? <TeamDashboard /> : <MyDashboard />)}
    </>
  );
}

/** A card's way to the whole list ("All meetings", "All links"). */
function AllLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to={to}>{children}</Link>
    </Button>
  );
}
