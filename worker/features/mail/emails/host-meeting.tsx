import { Actions, Details, EmailLayout, ListBlock, Para, Title } from './layout';
import { changeSubject, isUrl, type HandedOver, type HostMailKind, type MeetingFacts } from './meeting-facts';

export type HostMeetingProps = {
  kind: HostMailKind;
  /** 'host' runs the meeting; 'member' attends it (a collective member or a team guest). */
  role: 'host' | 'member';
  recipientName: string;
  facts: MeetingFacts;
  meetingUrl: string;
  /** Who took the meeting over, for the previous host's notice. */
  newHostName?: string;
  /** A relay booking: the booker handed the prospect over to the host. */
  handedOver?: HandedOver;
};

/** One subject per kind for the team: never a prefix added to another subject. */
export function hostSubject(p: Pick<HostMeetingProps, 'kind' | 'role' | 'facts' | 'newHostName' | 'handedOver'>): string {
  const f = p.facts;
  const what = `${f.typeName} with ${f.prospect.name}`;
  const h = p.handedOver;
  if (p.kind === 'booked' && h)
    return h.byYou ? `Handed over: ${f.prospect.name} to ${f.hostName} on ${f.when}` : `Handed over to you: ${what} on ${f.when}`;
  switch (p.kind) {
    case 'booked':
      return p.role === 'host'
        ? `New meeting: ${f.prospect.name} booked ${f.typeName}`
        : `New meeting: ${f.prospect.name} booked ${f.typeName} with ${f.hostName}`;
    case 'reassigned_to':
      return `Reassigned to you: ${what} on ${f.when}`;
    case 'reassigned_away':
      return `Reassigned to ${p.newHostName ?? 'another member'}: ${what} on ${f.when}`;
    default:
      return changeSubject(p.kind, what, f.when);
  }
}

function intro(p: HostMeetingProps): string[] {
  const f = p.facts;
  const withWhom = p.role === 'host' ? 'with you' : `with ${f.hostName}; you are attending`;
  const h = p.handedOver;
  if (p.kind === 'booked' && h) {
    if (h.byYou) return [`You handed ${f.prospect.name} over to ${f.hostName} for ${f.typeName} on ${f.when}; you are attending.`];
    return p.role === 'host'
      ? [`${h.by} handed ${f.prospect.name} over to you for ${f.typeName} on ${f.when}.`]
      : [`${h.by} handed ${f.prospect.name} over to ${f.hostName} for ${f.typeName}; you are attending.`];
  }
  switch (p.kind) {
    case 'booked':
      return [`${f.prospect.name} booked ${f.typeName} ${withWhom}.`];
    case 'rescheduled':
      return [`${f.typeName} with ${f.prospect.name} has moved to ${f.when}.`, ...(f.previousWhen ? [`It was ${f.previousWhen}.`] : [])];
    case 'updated':
      return [`${f.typeName} with ${f.prospect.name} has changed. This is the current invite.`];
    case 'cancelled':
      return [`${f.typeName} with ${f.prospect.name} on ${f.when} has been cancelled.`];
    case 'reminder':
      return [`${f.typeName} with ${f.prospect.name} is coming up on ${f.when}.`];
    case 'reassigned_to':
      return [`${f.typeName} with ${f.prospect.name} has been reassigned to you.`];
    case 'reassigned_away':
      return [
        `${f.typeName} with ${f.prospect.name} has been reassigned to ${p.newHostName ?? 'another member'}. It is no longer on your calendar.`,
      ];
  }
}

/** The team's e-mail about a meeting: who, when in their own zone, the prospect's answers, guests and the meeting in the app. */
export function HostMeetingEmail(p: HostMeetingProps) {
  const f = p.facts;
  const gone = p.kind === 'cancelled' || p.kind === 'reassigned_away';
  const lines = intro(p);
  return (
    <EmailLayout
      preview={lines[0]}
      org={f.org}
      footer={`You get this e-mail because you are ${p.role === 'host' ? 'the host' : 'a participant'} of this meeting.`}
    >
      <Title>{hostSubject(p)}</Title>
      <Para>{`Hi ${p.recipientName},`}</Para>
      {lines.map((l) => (
        <Para key={l}>{l}</Para>
      ))}
      <Details
        rows={[
          { label: 'Meeting', value: `${f.typeName} (${f.duration})` },
          { label: 'When', value: f.when },
          { label: 'Prospect', value: f.prospect.email ? `${f.prospect.name} <${f.prospect.email}>` : f.prospect.name },
          {
            label: p.kind === 'reassigned_away' ? 'New host' : 'Host',
            value: p.kind === 'reassigned_away' ? p.newHostName : p.role === 'member' ? f.hostName : '',
          },
          { label: 'Join', value: gone ? '' : f.location, href: isUrl(f.location) ? f.location : undefined },
          { label: 'Guests', value: f.guests.join(', ') },
          { label: 'Team', value: f.team.join(', ') },
          { label: 'Reason', value: p.kind === 'cancelled' ? f.cancellationReason : '' },
        ]}
      />
      <ListBlock title="Their answers" items={f.answers.filter((a) => a.answer.trim()).map((a) => `${a.question}: ${a.answer}`)} />
      <Actions actions={[{ label: 'Open the meeting', href: p.kind === 'reassigned_away' ? null : p.meetingUrl, primary: true }]} />
    </EmailLayout>
  );
}
