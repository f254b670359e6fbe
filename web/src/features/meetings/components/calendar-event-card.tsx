import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useCalendarEvent } from '../api/get-calendar-event';

const PROVIDER: Record<string, string> = { google_calendar: 'Google Calendar', microsoft_calendar: 'Microsoft Calendar', caldav: 'CalDAV' };
const STATUS = {
  synced: ['In the calendar', 'success'],
  pending: ['Being added', 'secondary'],
  deleted: ['Removed from the calendar', 'outline'],
  failed: ['Calendar update failed', 'destructive'],
} as const;
const RSVP = {
  pending: ['Pending', 'secondary'],
  declined: ['Declined', 'destructive'],
  maybe: ['Maybe', 'warning'],
  accepted: ['Accepted', 'success'],
} as const;

/** Where the host's calendar stands on this meeting, and each invitee's answer as the calendar reports it. */
export function CalendarEventCard({ meetingId }: { meetingId: string }) {
  const event = useCalendarEvent(meetingId);
  if (!event.data) return null;
  const e = event.data;
  const [label, variant] = STATUS[e.status];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="text-base font-semibold leading-none tracking-tight">Calendar</h2>
        <Badge variant={variant}>{label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="text-muted-foreground">{PROVIDER[e.provider] ?? e.provider}</p>
        {e.status === 'failed' && e.lastError && (
          <p role="alert" className="text-destructive">
            {e.lastError}
          </p>
        )}
        {e.attendees.length > 0 && (
          <ul aria-label="RSVP" className="grid gap-1">
            {e.attendees.map((a) => (
              <li key={a.email} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-all">{a.email}</span>
                <Badge variant={RSVP[a.rsvp][1]}>{RSVP[a.rsvp][0]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
