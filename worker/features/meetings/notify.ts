import { createElement } from 'react';
import type { Env } from '../../env';
import { formatDuration, formatMeetingTime, type TemplateValues } from '../../core/booking/templates';
import { buildInvite, toBase64 } from '../../integrations/calendar/ics-invite';
import { hmac, randomToken, sha256 } from '../../lib/crypto';
import type { NewEmail } from '../mail/service';
import { HostMeetingEmail, hostSubject, type HostMeetingProps } from '../mail/emails/host-meeting';
import type { HandedOver, HostMailKind, MeetingFacts, ProspectMailKind } from '../mail/emails/meeting-facts';
import { fillLine, fillLines } from '../mail/emails/placeholders';
import { ProspectMeetingEmail, prospectSubject, type ProspectMeetingProps } from '../mail/emails/prospect-meeting';
import { renderEmail } from '../mail/emails/render';
import type { MeetingRow } from './repo';

export type InviteTemplates = { calendarTitle: string; calendarBody: string; inviteSubject: string; inviteBody: string; slotTimeFormat: '12h' | '24h'; name?: string };
/**
 * `calendarInvites` (a host only): the host's connected calendar sends the prospect and guests the
 * calendar invitation itself (the calendar write adds them as attendees), so our e-mails to them carry
 * no ICS: exactly one invitation reaches the prospect.
 */
export type Person = { name: string; email: string; timezone: string; calendarInvites?: boolean };
type Urls = { rescheduleUrl: string; cancelUrl: string };

/** The prospect-facing links that manage a booking, secured by the meeting's own token. */
export function manageUrls(env: Pick<Env, 'APP_URL'>, meetingId: string, token: string): Urls {
  const q = `token=${encodeURIComponent(token)}`;
  return { rescheduleUrl: `${env.APP_URL}/booking/${meetingId}/reschedule?${q}`, cancelUrl: `${env.APP_URL}/booking/${meetingId}/cancel?${q}` };
}

/**
 * The prospect's manage token. Derived from the meeting id under the server secret, so every e-mail
 * about the meeting (invite, update, reminder) carries the same working links while the database still
 * stores only its hash; without a secret (local runs) it is random, and each e-mail stores its own.
 */
export async function manageToken(env: Pick<Env, 'SESSION_SECRET'>, meetingId: string): Promise<string> {
  return env.SESSION_SECRET ? hmac(env.SESSION_SECRET, `meeting-manage:${meetingId}`) : randomToken();
}

/**
 * The token for the links of an e-mail a change sends, and the column to write in that change's batch:
 * a prospect acting with their own token keeps it; anyone else's change (an admin's) gets the meeting's
 * token and stores its hash, so the links in the new e-mail open the booking.
 */
export async function prospectToken(env: Pick<Env, 'SESSION_SECRET'>, meeting: Pick<MeetingRow, 'id' | 'manageTokenHash'>, given: string | null) {
  if (given) return { token: given, set: {} };
  const token = await manageToken(env, meeting.id);
  const hash = await sha256(token);
  return { token, set: hash === meeting.manageTokenHash ? {} : { manageTokenHash: hash } };
}

/** Where attendees join: the meeting's conference link (Zoom, Daily, Meet, Teams, the member's own link), else its custom location. */
export const joinOf = (meeting: Pick<MeetingRow, 'conferenceUrl' | 'location'>) => meeting.conferenceUrl || meeting.location;

/** The placeholder values of spec section 3 for one recipient; a missing value is '' so its line is left out. */
export function placeholderValues(meeting: MeetingRow, hostName: string, org: string, zone: string, hour12: boolean, urls: Urls | null): TemplateValues {
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

/** `organizer`: who the invite names as ORGANIZER when not the host (a relay's booker); the host is then an attendee. */
type Common = { env: Pick<Env, 'APP_URL'>; meeting: MeetingRow; templates: InviteTemplates; org: string; host: Person; organizer?: Pick<Person, 'name' | 'email'>; participants: Person[] };

function factsFor(c: Common, zone: string, previousStart?: number): MeetingFacts {
  const { meeting } = c;
  const hour12 = c.templates.slotTimeFormat === '12h';
  return {
    org: c.org,
    typeName: c.templates.name || meeting.title,
    duration: formatDuration(Math.round((meeting.endAt - meeting.startAt) / 60_000)),
    when: formatMeetingTime(meeting.startAt, zone, hour12),
    previousWhen: previousStart === undefined ? undefined : formatMeetingTime(previousStart, zone, hour12),
    prospect: { name: meeting.prospectName, email: meeting.prospectEmail },
    hostName: c.host.name,
    location: joinOf(meeting),
    guests: meeting.guests ?? [],
    team: c.participants.filter((p) => p.email !== c.host.email).map((p) => p.name),
    answers: meeting.answers ?? [],
    cancellationReason: meeting.cancellationReason,
  };
}

const meetingUrl = (env: Pick<Env, 'APP_URL'>, id: string) => `${env.APP_URL}/meetings/${id}`;

function invite(c: Common, method: 'REQUEST' | 'CANCEL', summary: string, description: string, attendees: { name: string; email: string }[]) {
  const ics = buildInvite({
    uid: c.meeting.icsUid,
    sequence: c.meeting.icsSequence,
    method,
    start: c.meeting.startAt,
    end: c.meeting.endAt,
    summary,
    description,
    location: joinOf(c.meeting),
    organizer: { name: (c.organizer ?? c.host).name, email: (c.organizer ?? c.host).email },
    attendees,
    stampedAt: c.meeting.updatedAt,
  });
  return [{ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: toBase64(ics) }];
}

function everyone(c: Common) {
  const m = c.meeting;
  const organizer = c.organizer?.email ?? c.host.email;
  // A relay's "default guest accept" answers for the team (the host when not organizing, team guests), never for the prospect or outside guests.
  const accepted = !!m.teamAccepted;
  const host = organizer === c.host.email ? [] : [{ name: c.host.name, email: c.host.email, accepted }];
  const team = c.participants.filter((p) => p.email !== c.host.email && p.email !== organizer).map((p) => ({ name: p.name, email: p.email, accepted }));
  return [{ name: m.prospectName, email: m.prospectEmail }, ...(m.guests ?? []).map((g) => ({ name: g, email: g })), ...host, ...team];
}

const icsKind = (kind: HostMailKind) => (kind === 'cancelled' || kind === 'reassigned_away' ? 'CANCEL' : 'REQUEST');

/** The host's or a team member's e-mail: their own template, times in their zone, with the invite unless it is a reminder. */
export async function teamEmail(c: Common, to: Person, kind: HostMailKind, opts: { previousStart?: number; newHostName?: string; handedOver?: HandedOver } = {}): Promise<NewEmail> {
  const props: HostMeetingProps = {
    kind,
    role: to.email === c.host.email || kind === 'reassigned_away' ? 'host' : 'member',
    recipientName: to.name,
    facts: factsFor(c, to.timezone, opts.previousStart),
    meetingUrl: meetingUrl(c.env, c.meeting.id),
    newHostName: opts.newHostName,
    handedOver: opts.handedOver,
  };
  const { html, text } = await renderEmail(createElement(HostMeetingEmail, props));
  const values = placeholderValues(c.meeting, c.host.name, c.org, to.timezone, c.templates.slotTimeFormat === '12h', null);
  const f = props.facts;
  const description = [
    `${f.prospect.name} <${f.prospect.email}>`,
    ...(f.location ? [`Join: ${f.location}`] : []),
    ...(f.guests.length ? [`Guests: ${f.guests.join(', ')}`] : []),
    ...f.answers.filter((a) => a.answer.trim()).map((a) => `${a.question}: ${a.answer}`),
    `Open the meeting: ${props.meetingUrl}`,
  ].join('\n');
  return {
    kind: `meeting_${kind}`,
    to: to.email,
    subject: hostSubject(props),
    text,
    html,
    accountId: c.meeting.accountId,
    attachments: kind === 'reminder' ? [] : invite(c, icsKind(kind), fillLine(c.templates.calendarTitle, values) || f.typeName, description, everyone(c)),
  };
}

/**
 * The prospect's or a guest's e-mail: the organization's templates for the invitation (and its calendar
 * title and body), fixed texts for the other kinds, manage links for the prospect only.
 */
export async function prospectEmail(c: Common, to: { email: string; timezone: string }, kind: ProspectMailKind, opts: { audience: 'prospect' | 'guest'; urls: Urls | null; previousStart?: number; orgSubject?: string; orgBody?: string; handedOver?: HandedOver }): Promise<NewEmail> {
  const urls = opts.audience === 'prospect' ? opts.urls : null;
  const values = placeholderValues(c.meeting, c.host.name, c.org, to.timezone, c.templates.slotTimeFormat === '12h', urls);
  const useOrg = opts.audience === 'prospect' && (kind === 'booked' || kind === 'reminder');
  const props: ProspectMeetingProps = {
    kind,
    audience: opts.audience,
    facts: factsFor(c, to.timezone, opts.previousStart),
    orgSubject: useOrg ? fillLine(opts.orgSubject ?? c.templates.inviteSubject, values) : undefined,
    orgBody: useOrg ? fillLines(opts.orgBody ?? c.templates.inviteBody, values) : undefined,
    rescheduleUrl: urls?.rescheduleUrl,
    cancelUrl: urls?.cancelUrl,
    handedOver: opts.handedOver,
  };
  const { html, text } = await renderEmail(createElement(ProspectMeetingEmail, props));
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    kind: `meeting_${kind}`,
    to: to.email,
    subject: prospectSubject(props),
    text,
    html,
    accountId: c.meeting.accountId,
    attachments: kind === 'reminder' || c.host.calendarInvites ? [] : invite(c, method, fillLine(c.templates.calendarTitle, values) || props.facts.typeName, fillLines(c.templates.calendarBody, values), everyone(c)),
  };
}

/**
 * One e-mail per recipient with the meeting as an ICS attachment: the prospect (with manage links when
 * a token is given) and guests in the prospect's zone, the host and every team participant with the
 * team's own template in their own zone.
 */
export async function meetingEmails(opts: {
  env: Pick<Env, 'APP_URL'>;
  kind: 'booked' | 'rescheduled' | 'updated' | 'cancelled';
  meeting: MeetingRow;
  templates: InviteTemplates;
  host: Person;
  organizer?: Pick<Person, 'name' | 'email'>;
  /** A relay's booker, for a booking: each e-mail says who handed the prospect over to whom. */
  handover?: Pick<Person, 'name' | 'email'>;
  participants: Person[];
  org: string;
  token: string | null;
  previousStart?: number;
}): Promise<NewEmail[]> {
  const c: Common = opts;
  const m = opts.meeting;
  const urls = opts.token && opts.kind !== 'cancelled' ? manageUrls(opts.env, m.id, opts.token) : null;
  const zone = m.prospectTimezone;
  const team = [opts.host, ...opts.participants.filter((p) => p.email !== opts.host.email)];
  const handover = opts.kind === 'booked' ? opts.handover : undefined;
  const handedOver = (email: string) => (handover ? { by: handover.name, byYou: email === handover.email } : undefined);
  return Promise.all([
    prospectEmail(c, { email: m.prospectEmail, timezone: zone }, opts.kind, { audience: 'prospect', urls, previousStart: opts.previousStart }),
    ...m.guests.map((g) => prospectEmail(c, { email: g, timezone: zone }, opts.kind, { audience: 'guest', urls: null, previousStart: opts.previousStart, handedOver: handedOver(g) })),
    ...team.map((p) => teamEmail(c, p, opts.kind, { previousStart: opts.previousStart, handedOver: handedOver(p.email) })),
  ]);
}

/**
 * A reassignment: the previous host is told it is no longer theirs (with a CANCEL), the new host gets
 * it as theirs, and the prospect, guests and other team members get the updated invite.
 */
export async function reassignmentEmails(opts: { env: Pick<Env, 'APP_URL'>; meeting: MeetingRow; templates: InviteTemplates; previousHost: Person; newHost: Person; participants: Person[]; org: string; token: string }): Promise<NewEmail[]> {
  const c: Common = { ...opts, host: opts.newHost };
  const m = opts.meeting;
  const urls = manageUrls(opts.env, m.id, opts.token);
  const zone = m.prospectTimezone;
  const others = opts.participants.filter((p) => p.email !== opts.newHost.email && p.email !== opts.previousHost.email);
  return Promise.all([
    prospectEmail(c, { email: m.prospectEmail, timezone: zone }, 'updated', { audience: 'prospect', urls }),
    ...m.guests.map((g) => prospectEmail(c, { email: g, timezone: zone }, 'updated', { audience: 'guest', urls: null })),
    teamEmail(c, opts.newHost, 'reassigned_to'),
    teamEmail({ ...c, host: opts.previousHost, participants: [] }, opts.previousHost, 'reassigned_away', { newHostName: opts.newHost.name }),
    ...others.map((p) => teamEmail(c, p, 'updated')),
  ]);
}
