import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import type { Availability } from '@contracts/availability';
import { AVAILABILITY_SOURCE_LABELS, type MeetingTypeDto } from '@contracts/meeting-types';
import { BOOKING_WINDOW_OPTIONS, minutesLabel } from '@contracts/scheduling-constants';
import { DAY_NAMES, DISPLAY_ORDER, formatDate, formatInterval } from '@web/components/availability/availability-model';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useTeamOptions } from '../api/list-team-options';

function sourceOf(dto: MeetingTypeDto) {
  if (dto.kind === 'event') return 'event' as const;
  if (dto.kind === 'recurring' || dto.availabilitySource === 'recurring') return 'recurring' as const;
  return dto.availabilitySource;
}

const windowLabel = (dto: MeetingTypeDto) =>
  dto.bookingWindowKind === 'available_days'
    ? `${dto.bookingWindowDays} days with available slots`
    : (BOOKING_WINDOW_OPTIONS.find((o) => o.days === dto.bookingWindowDays)?.label ?? `${dto.bookingWindowDays} days`);

/** Where the preview's hours come from, the settings that shape the slots, and links to change either. */
export function AvailabilitySourceSummary({ dto, canEdit }: { dto: MeetingTypeDto; canEdit: boolean }) {
  const teams = useTeamOptions();
  const source = sourceOf(dto);
  const format = dto.slotTimeFormat;
  const team = teams.data?.find((t) => t.id === dto.teamId);

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>
          <h2 className="text-base">Availability source</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {source === 'event' ? (
          <div className="grid gap-1">
            <p className="font-medium">Event dates</p>
            {dto.eventDates.length === 0 ? (
              <p className="text-muted-foreground">No dates set.</p>
            ) : (
              <ul className="grid gap-0.5 text-muted-foreground">
                {dto.eventDates.map((d) => (
                  <li key={d.date}>
                    <span className="text-foreground">{formatDate(d.date)}</span>:{' '}
                    {d.intervals.length ? d.intervals.map((i) => formatInterval(i, format)).join(', ') : 'no hours'}
                  </li>
                ))}
              </ul>
            )}
            {team && (
              <p className="text-xs text-muted-foreground">
                Hours in {team.name}'s time zone ({team.timezone.replace(/_/g, ' ')}).
              </p>
            )}
          </div>
        ) : source === 'recurring' ? (
          <div className="grid gap-1">
            <p className="font-medium">{AVAILABILITY_SOURCE_LABELS.recurring}</p>
            {dto.recurringAvailability ? (
              <WeeklySummary availability={dto.recurringAvailability} format={format} />
            ) : (
              <p className="text-muted-foreground">No schedule saved yet.</p>
            )}
          </div>
        ) : source === 'team' ? (
          <div className="grid gap-1">
            <p className="font-medium">{AVAILABILITY_SOURCE_LABELS.team}</p>
            <p className="text-muted-foreground">
              {team
                ? `${team.name} (${team.timezone.replace(/_/g, ' ')})`
                : teams.isPending
                  ? 'Loading team…'
                  : 'The team is no longer available.'}
            </p>
            {canEdit && dto.teamId && (
              <Link className="w-fit font-medium text-primary hover:underline" to={`/settings/teams/${dto.teamId}/availability`}>
                Edit team availability
              </Link>
            )}
          </div>
        ) : (
          <div className="grid gap-1">
            <p className="font-medium">{AVAILABILITY_SOURCE_LABELS.member}</p>
            <ul className="grid gap-1">
              {dto.members.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-2">
                  <span className="truncate">{m.name || m.email}</span>
                  {canEdit && (
                    <Link
                      className="shrink-0 text-xs font-medium text-primary hover:underline"
                      to={`/settings/members/${m.id}/availability`}
                    >
                      Edit<span className="sr-only"> availability of {m.name || m.email}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-3 text-muted-foreground">
          <dt>Duration</dt>
          <dd className="text-foreground">{minutesLabel(dto.durationMinutes)}</dd>
          <dt>Slot increment</dt>
          <dd className="text-foreground">{minutesLabel(dto.slotIncrementMinutes)}</dd>
          <dt>Buffers</dt>
          <dd className="text-foreground">
            {dto.bufferBeforeMinutes ? minutesLabel(dto.bufferBeforeMinutes) : 'None'} before,{' '}
            {dto.bufferAfterMinutes ? minutesLabel(dto.bufferAfterMinutes) : 'none'} after
          </dd>
          <dt>Earliest slot</dt>
          <dd className="text-foreground">
            {dto.earliestSlotMinutes ? `${minutesLabel(dto.earliestSlotMinutes)} from now` : 'Immediately'}
          </dd>
          <dt>Booking window</dt>
          <dd className="text-foreground">{windowLabel(dto)}</dd>
        </dl>

        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={`/meeting-types/${dto.id}`}>
            <Pencil /> {canEdit ? 'Edit meeting type' : 'View meeting type'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function WeeklySummary({ availability, format }: { availability: Availability; format: '12h' | '24h' }) {
  return (
    <>
      <ul className="grid gap-0.5 text-muted-foreground">
        {DISPLAY_ORDER.map((day) => (
          <li key={day} className="flex gap-2">
            <span className="w-10 text-foreground">{DAY_NAMES[day].slice(0, 3)}</span>
            <span>
              {availability.weekly[day]?.length ? availability.weekly[day].map((i) => formatInterval(i, format)).join(', ') : 'Unavailable'}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">In {availability.timeZone.replace(/_/g, ' ')}.</p>
    </>
  );
}
