import { Link } from 'react-router';
import { BOOKED_BY_SOURCE_LABELS, isBookerSource, type BookedBySource } from '@contracts/relay';
import { ExternalLink } from 'lucide-react';
import { ASSIGNEE_STATE_LABELS } from '@contracts/routing-sessions';
import type { RoutingLogDetailDto } from '@contracts/routing-logs';
import { PersonCell } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Muted, Row, Section } from '@web/components/decision/detail-section';
import { crmRecordPath, slotIn, viaLine } from './routing-log-labels';

/** The prospect, and the CRM record they matched when there is one. */
export function ProspectCard({ log }: { log: RoutingLogDetailDto }) {
  const recordId = log.decision?.matching.recordId;
  const record = recordId ? log.crmMatches.find((m) => m.id === recordId) : undefined;
  const path = record ? crmRecordPath(record.module, record.id) : null;
  return (
    <Section title="Prospect">
      <PersonCell name={log.prospect.name} email={log.prospect.email} />
      {record && (
        <p className="mt-3 text-muted-foreground">
          CRM {record.module}:{' '}
          {path ? (
            <Link to={path} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
              {record.name} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </Link>
          ) : (
            <span className="font-medium text-foreground">{record.name}</span>
          )}
        </p>
      )}
    </Section>
  );
}

/** Through an inbound router the prospect books themself; the meeting shows when there is one. */
export function BookerCard({ log, timeZone }: { log: RoutingLogDetailDto; timeZone: string }) {
  return (
    <Section title="Booker">
      {log.bookedBy ? (
        <PersonCell name={log.bookedBy} email={isBookerSource(log.bookedBySource as BookedBySource) ? '' : log.prospect.email} />
      ) : (
        <Muted>Nothing was booked.</Muted>
      )}
      {log.bookedBySource && (
        <p className="mt-1 text-xs text-muted-foreground">
          Booked via {BOOKED_BY_SOURCE_LABELS[log.bookedBySource as BookedBySource] ?? log.bookedBySource}
        </p>
      )}
      {log.meeting && (
        <dl className="mt-3 divide-y border-t pt-3">
          <Row label="Meeting">
            <Link to={`/meetings/${encodeURIComponent(log.meeting.id)}/details`} className="font-medium text-primary hover:underline">
              {slotIn(log.meeting.start, timeZone)}
            </Link>
          </Row>
          <Row label="Duration">{log.meeting.durationMinutes} minutes</Row>
          <Row label="Host">{log.meeting.hostName || <Muted>Unknown user</Muted>}</Row>
          <Row label="Status">
            <span className="capitalize">{log.meeting.status.replace('_', ' ')}</span>
          </Row>
        </dl>
      )}
    </Section>
  );
}

/** Who has the prospect now, in which state, and by which rule or pod. */
export function AssigneeCard({ log }: { log: RoutingLogDetailDto }) {
  const via = viaLine(log.via, log.viaName);
  return (
    <Section title="Assignee" action={log.assigneeState && <Badge variant="secondary">{ASSIGNEE_STATE_LABELS[log.assigneeState]}</Badge>}>
      {log.assignee ? <p className="font-medium">{log.assignee.name || 'Unknown user'}</p> : <Muted>Not assigned</Muted>}
      {via && <p className="mt-1 text-muted-foreground">{via}</p>}
    </Section>
  );
}
