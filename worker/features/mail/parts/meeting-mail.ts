import { createElement } from 'react';
import type { MailAttachment } from '../../../contracts/mail';
import { formatDuration, formatMeetingTime, type TemplateValues } from '../../../core/booking/templates';
import { buildInvite, toBase64 } from '../../../integrations/calendar/ics-invite';
import type { ManageUrls, MeetingMailFacts, MeetingSnapshot } from './facts';
import { HostMeetingEmail, hostSubject, type HostMeetingProps } from '../emails/host-meeting';
import type { HostMailKind, MeetingFacts } from '../emails/meeting-facts';
import { fillLine, fillLines } from '../emails/placeholders';
import { ProspectMeetingEmail, prospectSubject, type ProspectMeetingProps } from '../emails/prospect-meeting';
import { renderEmail } from '../emails/render';

/**
 * Renders a meeting e-mail from the facts its outbox row holds. Runs in the mail queue consumer (and the
 * dev mailbox), never in the request that booked or changed the meeting: React e-mail rendering, the
 * HTML-to-text pass and the invite cost more than the rest of a booking.
 */

export type RenderedMail = { subject: string; text: string; html: string; attachments: MailAttachment[] };

/** Where attendees join: the meeting's conference link (Zoom, Daily, Meet, Teams, the member's own link), else its custom location. */
export const joinOf = (meeting: Pick<MeetingSnapshot, 'conferenceUrl' | 'location'>) => meeting.conferenceUrl || meeting.location;

/** The placeholder values of spec section 3 for one recipient; a missing value is '' so its line is left out. */
export function placeholderValues(
  meeting: MeetingSnapshot,
  hostName: string,
  org: string,
  zone: string,
  hour12: boolean,
  urls: ManageUrls | null,
): TemplateValues {
  return {
    booker_name: meeting.prospectName,
    assignee_name: hostName,
    account_name: org,
    duration: formatDuration(Math.round((meeting.endAt - meeting.startAt) / 60_000)),
    time: formatMeetingTime(meeting.startAt, zone, hour12),
    conference_link: joinOf(meeting),
    reschedule_link: urls?.rescheduleUrl ?? '',
    cancel_link: urls?.cancelUrl ?? '',
  };
}

function factsFor(f: MeetingMailFacts, zone: string): MeetingFacts {
  const { meeting } = f;
  const hour12 = f.templates.slotTimeFormat === '12h';
  return {
    org: f.org,
    typeName: f.templates.name || meeting.title,
    duration: formatDuration(Math.round((meeting.endAt - meeting.startAt) / 60_000)),
    when: formatMeetingTime(meeting.startAt, zone, hour12),
    previousWhen: f.previousStart === undefined ? undefined : formatMeetingTime(f.previousStart, zone, hour12),
    prospect: { name: meeting.prospectName, email: meeting.prospectEmail },
    hostName: f.host.name,
    location: joinOf(meeting),
    guests: meeting.guests ?? [],
    team: f.participants.filter((p) => p.email !== f.host.email).map((p) => p.name),
    answers: meeting.answers ?? [],
    cancellationReason: meeting.cancellationReason,
  };
}

/** Everyone the invite lists. A relay's "default guest accept" answers for the team, never for the prospect or outside guests. */
function everyone(f: MeetingMailFacts) {
  const m = f.meeting;
  const organizer = f.organizer?.email ?? f.host.email;
  const accepted = !!m.teamAccepted;
  const host = organizer === f.host.email ? [] : [{ name: f.host.name, email: f.host.email, accepted }];
  const team = f.participants
    .filter((p) => p.email !== f.host.email && p.email !== organizer)
    .map((p) => ({ name: p.name, email: p.email, accepted }));
  return [{ name: m.prospectName, email: m.prospectEmail }, ...(m.guests ?? []).map((g) => ({ name: g, email: g })), ...host, ...team];
}

/** The ICS: one UID per meeting across every copy, the SEQUENCE and DTSTAMP its change assigned. */
function invite(f: MeetingMailFacts, method: 'REQUEST' | 'CANCEL', summary: string, description: string): MailAttachment[] {
  const ics = buildInvite({
    uid: f.meeting.icsUid,
    sequence: f.meeting.icsSequence,
    method,
    start: f.meeting.startAt,
    end: f.meeting.endAt,
    summary,
    description,
    location: joinOf(f.meeting),
    organizer: { name: (f.organizer ?? f.host).name, email: (f.organizer ?? f.host).email },
    attendees: everyone(f),
    stampedAt: f.meeting.updatedAt,
  });
  return [{ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: toBase64(ics) }];
}

/** The booking form's answers as `question: answer` lines; a question left blank is no line. */
const answerLines = (answers: MeetingFacts['answers']) => answers.filter((a) => a.answer.trim()).map((a) => `${a.question}: ${a.answer}`);

const icsKind = (kind: HostMailKind) => (kind === 'cancelled' || kind === 'reassigned_away' ? 'CANCEL' : 'REQUEST');

/** The host's or a team member's e-mail: their own template, times in their zone, with the invite unless it is a reminder. */
async function teamMail(f: MeetingMailFacts & { recipient: { audience: 'team' } }): Promise<RenderedMail> {
  const { kind, person: to, newHostName } = f.recipient;
  const props: HostMeetingProps = {
    kind,
    role: to.email === f.host.email || kind === 'reassigned_away' ? 'host' : 'member',
    recipientName: to.name,
    facts: factsFor(f, to.timezone),
    meetingUrl: `${f.appUrl}/meetings/${f.meeting.id}`,
    newHostName,
    handedOver: f.handedOver,
  };
  const { html, text } = await renderEmail(createElement(HostMeetingEmail, props));
  const values = placeholderValues(f.meeting, f.host.name, f.org, to.timezone, f.templates.slotTimeFormat === '12h', null);
  const p = props.facts;
  // The team's invite lists the answers whatever the form invites setting says: it reaches only the team.
  const description = [
    `${p.prospect.name} <${p.prospect.email}>`,
    ...(p.location ? [`Join: ${p.location}`] : []),
    ...(p.guests.length ? [`Guests: ${p.guests.join(', ')}`] : []),
    ...answerLines(p.answers),
    `Open the meeting: ${props.meetingUrl}`,
  ].join('\n');
  const attachments =
    kind === 'reminder' ? [] : invite(f, icsKind(kind), fillLine(f.templates.calendarTitle, values) || p.typeName, description);
  return { subject: hostSubject(props), text, html, attachments };
}

/**
 * The prospect's or a guest's e-mail: the organization's templates for the invitation (and its calendar
 * title and body), fixed texts for the other kinds, manage links for the prospect only.
 */
async function prospectMail(f: MeetingMailFacts & { recipient: { audience: 'prospect' | 'guest' } }): Promise<RenderedMail> {
  const r = f.recipient;
  const urls = r.audience === 'prospect' ? r.urls : null;
  const values = placeholderValues(f.meeting, f.host.name, f.org, r.timezone, f.templates.slotTimeFormat === '12h', urls);
  const useOrg = r.audience === 'prospect' && (r.kind === 'booked' || r.kind === 'reminder');
  const props: ProspectMeetingProps = {
    kind: r.kind,
    audience: r.audience,
    facts: factsFor(f, r.timezone),
    orgSubject: useOrg ? fillLine(r.orgSubject ?? f.templates.inviteSubject, values) : undefined,
    orgBody: useOrg ? fillLines(r.orgBody ?? f.templates.inviteBody, values) : undefined,
    rescheduleUrl: urls?.rescheduleUrl,
    cancelUrl: urls?.cancelUrl,
    handedOver: f.handedOver,
  };
  const { html, text } = await renderEmail(createElement(ProspectMeetingEmail, props));
  const method = r.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const body = fillLines(f.templates.calendarBody, values);
  const answers = f.answersInInvite ? answerLines(props.facts.answers) : [];
  // A blank line keeps the prospect's answers apart from the organization's own text.
  const description = body && answers.length ? `${body}\n\n${answers.join('\n')}` : body || answers.join('\n');
  const attachments =
    r.kind === 'reminder' || f.host.calendarInvites
      ? []
      : invite(f, method, fillLine(f.templates.calendarTitle, values) || props.facts.typeName, description);
  return { subject: prospectSubject(props), text, html, attachments };
}

/** The e-mail an outbox row's facts describe, exactly as its recipient gets it. */
export function renderMeetingMail(facts: MeetingMailFacts): Promise<RenderedMail> {
  if (facts.v !== 1) throw new Error(`unknown meeting mail facts version ${String(facts.v)}`);
  const r = facts.recipient;
  return r.audience === 'team' ? teamMail({ ...facts, recipient: r }) : prospectMail({ ...facts, recipient: r });
}
