import * as React from 'react';
import { ExternalLink, Mail, MapPin, UserRound } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { InitialsAvatar, PersonCell } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { dateIn, timeIn, timeRange, zoneAbbr } from './meeting-time';
import { participantRole, sourceLabel } from './meeting-labels';

export const isUrl = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());

export function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="font-semibold leading-none tracking-tight text-base">{title}</h2>
        {action}
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 first:pt-0 last:pb-0 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Time in the viewer's zone, the prospect's local time, and where the meeting happens. */
export function WhenCard({ meeting, timeZone }: { meeting: MeetingDto; timeZone: string }) {
  const sameZone = zoneAbbr(meeting.start, timeZone) === zoneAbbr(meeting.start, meeting.prospectTimezone);
  const conference = meeting.conference;
  return (
    <Section title="When and where">
      <dl className="divide-y">
        <Row label="Date">{dateIn(meeting.start, timeZone)}</Row>
        <Row label="Time">{timeRange(meeting.start, meeting.end, timeZone)}</Row>
        {!sameZone && (
          <Row label="Prospect's time">
            {dateIn(meeting.start, meeting.prospectTimezone)}, {timeIn(meeting.start, meeting.prospectTimezone)} {zoneAbbr(meeting.start, meeting.prospectTimezone)}
          </Row>
        )}
        {conference && (
          <Row label={conference.name}>
            {conference.joinUrl && isUrl(conference.joinUrl) ? (
              <a href={conference.joinUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 break-all font-medium text-primary hover:underline">
                {conference.joinUrl} <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
              </a>
            ) : conference.status === 'failed' ? (
              <span className="text-destructive">{conference.error ?? 'The video link could not be created.'}</span>
            ) : (
              <span className="text-muted-foreground">The video link is being created</span>
            )}
          </Row>
        )}
        <Row label="Location">
          {!meeting.location ? (
            <span className="text-muted-foreground">{conference ? 'Video call' : 'No location or video link'}</span>
          ) : isUrl(meeting.location) ? (
            <a href={meeting.location} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
              {meeting.location} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </a>
          ) : (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5 text-muted-foreground" aria-hidden /> {meeting.location}
            </span>
          )}
        </Row>
      </dl>
    </Section>
  );
}

export function ProspectCard({ meeting }: { meeting: MeetingDto }) {
  return (
    <Section title="Prospect">
      <div className="flex items-center gap-3">
        <InitialsAvatar name={meeting.prospectName || meeting.prospectEmail} className="h-10 w-10" />
        <div className="min-w-0">
          <p className="truncate font-medium">{meeting.prospectName}</p>
          <a href={`mailto:${meeting.prospectEmail}`} className="inline-flex max-w-full items-center gap-1 truncate text-muted-foreground hover:text-foreground">
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden /> {meeting.prospectEmail}
          </a>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">Time zone: {meeting.prospectTimezone.replace(/_/g, ' ')}</p>
    </Section>
  );
}

export function DetailsCard({ meeting, timeZone }: { meeting: MeetingDto; timeZone: string }) {
  return (
    <Section title="Details">
      <dl className="divide-y">
        <Row label="Host">{meeting.hostName}</Row>
        <Row label="Owner">{meeting.ownerName || <span className="text-muted-foreground">Not set</span>}</Row>
        <Row label="Meeting type">{meeting.meetingTypeName || <span className="text-muted-foreground">—</span>}</Row>
        <Row label="Source">{sourceLabel(meeting.source)}</Row>
        <Row label="Booked">
          {dateIn(meeting.createdAt, timeZone)}, {timeIn(meeting.createdAt, timeZone)}
        </Row>
      </dl>
    </Section>
  );
}

/** Team participants with their roles, then external guests. */
export function ParticipantsCard({ meeting, action }: { meeting: MeetingDto; action?: React.ReactNode }) {
  // A relay's booker is a team member who handed the prospect over, invited or attending: never an external guest.
  const booker = meeting.handedOverBy;
  const bookerAttends = !!booker && meeting.participants.some((p) => p.email === booker.email);
  const guests = meeting.guests.filter((g) => g !== booker?.email);
  return (
    <Section title="Participants" action={action}>
      <ul className="grid gap-3" aria-label="Team participants">
        {meeting.participants.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-3">
            <PersonCell name={p.name} email={p.email} />
            <span className="flex shrink-0 items-center gap-1.5">
              {!p.active && <Badge variant="secondary">Removed</Badge>}
              {p.email === booker?.email && <Badge variant="outline">Handed over</Badge>}
              <Badge variant={p.role === 'host' ? 'default' : 'outline'}>{p.groupName ? `From ${p.groupName}` : participantRole(p.role)}</Badge>
            </span>
          </li>
        ))}
        {booker && !bookerAttends && (
          <li className="flex items-center justify-between gap-3">
            <PersonCell name={booker.name} email={booker.email} />
            <Badge variant="outline">Handed over, invited</Badge>
          </li>
        )}
      </ul>
      <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">External guests</h3>
      {guests.length === 0 ? (
        <p className="text-muted-foreground">No external guests.</p>
      ) : (
        <ul className="grid gap-2" aria-label="External guests">
          {guests.map((g) => (
            <li key={g} className="flex items-center gap-2">
              <UserRound className="h-4 w-4 text-muted-foreground" aria-hidden /> {g}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AnswersCard({ meeting }: { meeting: MeetingDto }) {
  return (
    <Section title="Answers">
      {meeting.answers.length === 0 ? (
        <p className="text-muted-foreground">The prospect did not answer any questions for this meeting.</p>
      ) : (
        <dl className="grid gap-3">
          {meeting.answers.map((a, i) => (
            <div key={i}>
              <dt className="font-medium">{a.question}</dt>
              <dd className="mt-0.5 whitespace-pre-wrap text-muted-foreground">{a.answer || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
