import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { RelaySessionDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { dayLabel, timeLabel } from './relay-scheduler';

type Booking = NonNullable<RelaySessionDto['booking']>;

/** A handoff that ended in a booking: with whom and when, and the way on. */
export function RelayBooked({
  session,
  booking,
  myZone,
  onRestart,
}: {
  session: RelaySessionDto;
  booking: Booking;
  myZone: string;
  onRestart: () => void;
}) {
  return (
    <Card className="max-w-2xl">
      <CardContent className="grid gap-3 pt-5">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden /> Meeting booked with{' '}
          {booking.hostName || (session.assignee?.kind === 'user' ? session.assignee.name : '')}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.prospect.name} · {dayLabel(booking.start, myZone)}, {timeLabel(booking.start, myZone)} ({myZone.replace(/_/g, ' ')})
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/meetings/${booking.meetingId}/details`}>View meeting</Link>
          </Button>
          <Button variant="outline" onClick={onRestart}>
            Hand over another prospect
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** A handoff whose session ran out (or was ended): why, and starting again. */
export function RelayExpired({ reason, onRestart }: { reason?: string | null; onRestart: () => void }) {
  return (
    <Card className="max-w-2xl" role="alert">
      <CardContent className="grid gap-3 pt-5">
        <p className="font-medium">{reason ?? 'This relay session has ended.'}</p>
        <Button className="w-fit" onClick={onRestart}>
          Start again
        </Button>
      </CardContent>
    </Card>
  );
}
