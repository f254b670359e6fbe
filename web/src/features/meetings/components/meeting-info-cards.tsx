import * as React from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { UrlLink } from '@web/components/ui/url-link';
import { dateIn, timeIn, timeRange, zoneAbbr } from './meeting-time';
import { sourceLabel } from './meeting-labels';

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
            {dateIn(meeting.start, meeting.prospectTimezone)}, {timeIn(meeting.start, meeting.prospectTimezone)}{' '}
            {zoneAbbr(meeting.start, meeting.prospectTimezone)}
          </Row>
        )}
        {conference && (
          <Row label={conference.name}>
            {conference.joinUrl && isUrl(conference.joinUrl) ? (
              <UrlLink url={conference.joinUrl} />
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
            <a
              href={meeting.location}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
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
