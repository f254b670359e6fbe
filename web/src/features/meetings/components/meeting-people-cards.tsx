import type * as React from 'react';
import { Mail, UserRound } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { InitialsAvatar, PersonCell } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { participantRole } from './meeting-labels';
import { Section } from './meeting-info-cards';

// The meeting page's cards about people: the prospect, the team and guests, and the prospect's answers.

export function ProspectCard({ meeting }: { meeting: MeetingDto }) {
  return (
    <Section title="Prospect">
      <div className="flex items-center gap-3">
        <InitialsAvatar name={meeting.prospectName || meeting.prospectEmail} className="h-10 w-10" />
        <div className="min-w-0">
          <p className="truncate font-medium">{meeting.prospectName}</p>
          <a
            href={`mailto:${meeting.prospectEmail}`}
            className="inline-flex max-w-full items-center gap-1 truncate text-muted-foreground hover:text-foreground"
          >
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden /> {meeting.prospectEmail}
          </a>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">Time zone: {meeting.prospectTimezone.replace(/_/g, ' ')}</p>
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
              <Badge variant={p.role === 'host' ? 'default' : 'outline'}>
                {p.groupName ? `From ${p.groupName}` : participantRole(p.role)}
              </Badge>
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
