import * as React from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { Button } from '@web/components/ui/button';
import { LoadFailure } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';
import { useMeeting } from '../api/get-meeting';

/** A back link for the meeting pages. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {children}
    </Link>
  );
}

/** Loads the meeting of the route's :id and renders children with it, with skeleton, missing and error states. */
export function LoadedMeeting({ children }: { children: (meeting: MeetingDto) => React.ReactNode }) {
  const { id = '' } = useParams();
  const query = useMeeting(id);
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading meeting" className="grid gap-4">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <LoadFailure
        missing={missing}
        title={missing ? 'This meeting does not exist or you cannot see it.' : "We couldn't load this meeting."}
        message={query.error.message}
        back={{ to: '/meetings/views/scheduled', label: 'Back to meetings' }}
        retry={() => query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** Shown on the reschedule and cancel pages when the meeting can no longer change. */
export function Unavailable({ meeting, back, action }: { meeting: MeetingDto; back: string; action: 'cancelled' | 'rescheduled' }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border p-8 text-center">
      <p className="font-medium">This meeting can no longer be {action}.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {meeting.status === 'scheduled'
          ? 'It has already started and can no longer be changed.'
          : `It is ${meeting.status === 'no_show' ? 'marked No Show' : meeting.status}.`}
      </p>
      <Button asChild className="mt-4" variant="outline">
        <Link to={back}>Back to the meeting</Link>
      </Button>
    </div>
  );
}
