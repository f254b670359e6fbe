import { Actions, Details, EmailLayout, Para, Paragraphs, Title } from './layout';
import { changeSubject, isUrl, type HandedOver, type MeetingFacts, type ProspectMailKind } from './meeting-facts';

export type ProspectMeetingProps = {
  kind: ProspectMailKind;
  /** 'prospect' is the booker; 'guest' is someone they or the team invited, who gets no manage links. */
  audience: 'prospect' | 'guest';
  facts: MeetingFacts;
  /** The organization's own text, already filled (invitation and reminder); otherwise a fixed text is used. */
  orgBody?: string;
  /** The organization's own subject, already filled (invitation and reminder). */
  orgSubject?: string;
  rescheduleUrl?: string | null;
  cancelUrl?: string | null;
  /** A relay booking's guest who is its booker (invited, not attending): told what they did, not that they were invited. */
  handedOver?: HandedOver;
};

/** One subject per kind for the prospect and guests: the organization's for the invitation and reminder, never stacked prefixes. */
export function prospectSubject(p: Pick<ProspectMeetingProps, 'kind' | 'audience' | 'facts' | 'orgSubject' | 'handedOver'>): string {
  const f = p.facts;
  if (p.kind === 'booked' && p.handedOver?.byYou) return `Handed over: ${f.prospect.name} to ${f.hostName} on ${f.when}`;
  const what = p.audience === 'guest' ? `${f.typeName} with ${f.prospect.name} and ${f.hostName}` : `${f.typeName} with ${f.hostName}`;
  if (p.audience === 'prospect' && (p.kind === 'booked' || p.kind === 'reminder') && p.orgSubject) return p.orgSubject;
  return p.kind === 'booked' ? `Invitation: ${what} on ${f.when}` : changeSubject(p.kind, what, f.when);
}

function fixedText(p: ProspectMeetingProps): string {
  const f = p.facts;
  const hello = p.audience === 'prospect' ? `Hi ${f.prospect.name},` : 'Hello,';
  const yours =
    p.audience === 'prospect' ? `Your ${f.typeName} with ${f.hostName}` : `${f.typeName} with ${f.prospect.name} and ${f.hostName}`;
  switch (p.kind) {
    case 'booked':
      if (p.handedOver?.byYou)
        return `${hello}\n\nYou handed ${f.prospect.name} over to ${f.hostName} for ${f.typeName} on ${f.when}. This invitation puts it on your calendar.`;
      return `${hello}\n\n${f.prospect.name} invited you to ${f.typeName} with ${f.hostName} on ${f.when}.`;
    case 'rescheduled':
      return `${hello}\n\n${yours} has moved to ${f.when}.${f.previousWhen ? `\nIt was ${f.previousWhen}.` : ''}`;
    case 'updated':
      return `${hello}\n\n${yours} has been updated. This is the current invite.`;
    case 'cancelled':
      return `${hello}\n\n${yours} on ${f.when} has been cancelled.`;
    case 'reminder':
      return `${hello}\n\nThis is a reminder of ${p.audience === 'prospect' ? 'your' : 'the'} ${f.typeName} with ${f.hostName} on ${f.when}.`;
  }
}

/** The manage links an organization's text may hold, by what they do rather than by their tokens. */
function linkNames(p: ProspectMeetingProps): Record<string, string> {
  const names: Record<string, string> = {};
  if (p.rescheduleUrl) names[p.rescheduleUrl] = 'Reschedule';
  if (p.cancelUrl) names[p.cancelUrl] = 'Cancel';
  return names;
}

/**
 * The prospect's (or a guest's) e-mail about a meeting: the organization's own text where it has one,
 * the meeting's facts, and the manage links. A fact or link the text already shows is not repeated.
 */
export function ProspectMeetingEmail(p: ProspectMeetingProps) {
  const f = p.facts;
  const body = (p.audience === 'prospect' && p.orgBody) || fixedText(p);
  const gone = p.kind === 'cancelled';
  const notInBody = (value: string | null | undefined) => (value && !body.includes(value) ? value : null);
  const location = gone ? null : notInBody(f.location);
  return (
    <EmailLayout
      preview={body.split('\n').filter((l) => l.trim())[1] ?? body}
      org={f.org}
      footer={`${f.org || 'The organizer'} sent you this e-mail about a meeting with ${f.hostName}.`}
    >
      <Title>{f.typeName}</Title>
      <Paragraphs text={body} names={linkNames(p)} />
      <Details
        rows={[
          { label: 'What', value: `${f.typeName} (${f.duration})` },
          { label: 'When', value: gone ? `${f.when} (cancelled)` : f.when },
          { label: 'With', value: f.hostName },
          { label: 'Join', value: location, href: location && isUrl(location) ? location : undefined },
          { label: 'Reason', value: gone ? f.cancellationReason : null },
        ]}
      />
      {gone ? (
        <Para>The calendar invite attached to this e-mail removes it from your calendar.</Para>
      ) : (
        <Actions
          actions={[
            { label: 'Reschedule', href: p.audience === 'prospect' ? notInBody(p.rescheduleUrl) : null, primary: true },
            { label: 'Cancel', href: p.audience === 'prospect' ? notInBody(p.cancelUrl) : null },
          ]}
        />
      )}
    </EmailLayout>
  );
}
