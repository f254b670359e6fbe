import { Link } from 'react-router';
import { CalendarRange } from 'lucide-react';
import { KIND_LABELS } from '@contracts/meeting-types';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { RouteTabs } from '@web/components/ui/tabs';
import { useMyAvailability } from '../api/get-my-availability';
import { useSchedules } from '../api/list-schedules';
import { useUpdateMyAvailability } from '../api/update-my-availability';
import { AvailabilityCard } from './availability-form';

/** /profile/availability: the signed-in user's default availability, and the event or recurring schedules beside it. */
export function MyAvailabilityPage() {
  const query = useMyAvailability();
  const mutation = useUpdateMyAvailability();
  return (
    <div className="grid gap-6">
      <div>
        <PageHeader
          className="mb-4"
          title="My Availability"
          description="Your default availability: meeting types that use each member's own availability offer slots only within these hours."
        />
        <RouteTabs
          label="Profile sections"
          tabs={[
            { to: '/profile/edit', label: 'Profile' },
            { to: '/profile/availability', label: 'Availability' },
          ]}
        />
      </div>
      <AvailabilityCard query={query} mutation={mutation} subject="you" idPrefix="my-availability" />
      <SchedulesCard />
    </div>
  );
}

const STATUS_LABELS = { active: 'Active', upcoming: 'Upcoming', ongoing: 'Ongoing', expired: 'Expired' } as const;
const STATUS_VARIANTS = { active: 'success', upcoming: 'default', ongoing: 'success', expired: 'secondary' } as const;

function SchedulesCard() {
  const schedules = useSchedules();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Event and recurring schedules</h2>
        </CardTitle>
        <CardDescription>
          Event and recurring meeting types have their own dates or weekly schedule, which apply instead of the default availability.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {schedules.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : schedules.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            We couldn't load the schedules. {schedules.error.message}
          </p>
        ) : schedules.data.length === 0 ? (
          <div className="flex items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            <CalendarRange className="h-5 w-5" aria-hidden /> No event or recurring meeting types yet.
          </div>
        ) : (
          <ul className="divide-y rounded-md border">
            {schedules.data.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5 text-sm">
                <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: t.color }} />
                <span className="font-medium">{t.name}</span>
                <span className="text-muted-foreground">{KIND_LABELS[t.kind]}</span>
                <Badge variant={STATUS_VARIANTS[t.status]}>{STATUS_LABELS[t.status]}</Badge>
                <Link to={`/meeting-types/${t.id}/availability`} className="ml-auto text-sm font-medium text-primary hover:underline">
                  View availability<span className="sr-only"> of {t.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
