import type { Env } from '../../env';
import { formatDuration, formatMeetingTime, renderTemplate, type TemplateValues } from '../../core/booking/templates';
import { buildInvite, toBase64 } from '../../integrations/calendar/ics-invite';
import type { NewEmail } from '../mail/service';
import type { MeetingRow } from './repo';

export type InviteTemplates = { calendarTitle: string; calendarBody: string; inviteSubject: string; inviteBody: string; slotTimeFormat: '12h' | '24h' };
export type Person = { name: string; email: string; timezone: string };

/** The prospect-facing links that manage a booking, secured by the meeting's own token. */
export function manageUrls(env: Pick<Env, 'APP_URL'>, meetingId: string, token: string) {
  const q = `token=${encodeURIComponent(token)}`;
  return { rescheduleUrl: `${env.APP_URL}/booking/${meetingId}/reschedule?${q}`, cancelUrl: `${env.APP_URL}/booking/${meetingId}/cancel?${q}` };
}

function values(meeting: MeetingRow, host: Person, org: string, tz: string, templates: InviteTemplates, urls: { rescheduleUrl: string; cancelUrl: string } | null): TemplateValues {
  return {
    booker_name: meeting.prospectName,
    assignee_name: host.name,
    account_name: org,
    duration: formatDuration(Math.round((meeting.endAt - meeting.startAt) / 60_000)),
    time: formatMeetingTime(meeting.startAt, tz, templates.slotTimeFormat === '12h'),
    conference_link: meeting.location,
    reschedule_link: urls?.rescheduleUrl ?? '',
    cancel_link: urls?.cancelUrl ?? '',
  };
}

/**
 * One e-mail per recipient with the meeting as an ICS attachment: the prospect and guests get the
 * invite rendered in the prospect's zone with manage links; each team participant in their own zone.
 */
export function meetingEmails(opts: {
  env: Pick<Env, 'APP_URL'>;
  kind: 'booked' | 'rescheduled' | 'cancelled';
  meeting: MeetingRow;
  templates: InviteTemplates;
  host: Person;
  participants: Person[];
  org: string;
  token: string | null;
}): NewEmail[] {
  const { meeting, templates, host, participants, org } = opts;
  const urls = opts.token ? manageUrls(opts.env, meeting.id, opts.token) : null;
  const method = opts.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const prospect = { name: meeting.prospectName, email: meeting.prospectEmail, timezone: meeting.prospectTimezone };
  const attendees = [prospect, ...meeting.guests.map((g) => ({ name: g, email: g })), ...participants.filter((p) => p.email !== host.email)];
  const prefix = opts.kind === 'rescheduled' ? 'Updated: ' : opts.kind === 'cancelled' ? 'Cancelled: ' : '';
  const build = (to: string, tz: string, withManage: boolean): NewEmail => {
    const v = values(meeting, host, org, tz, templates, withManage ? urls : null);
    const summary = renderTemplate(templates.calendarTitle, v);
    const ics = buildInvite({
      uid: meeting.icsUid,
      sequence: meeting.icsSequence,
      method,
      start: meeting.startAt,
      end: meeting.endAt,
      summary,
      description: renderTemplate(templates.calendarBody, v),
      location: meeting.location,
      organizer: { name: host.name, email: host.email },
      attendees: attendees.map((a) => ({ name: a.name, email: a.email })),
      stampedAt: meeting.updatedAt,
    });
    const body = opts.kind === 'cancelled'
      ? `${summary} on ${v.time} has been cancelled.${meeting.cancellationReason ? `\n\nReason: ${meeting.cancellationReason}` : ''}`
      : renderTemplate(templates.inviteBody, v);
    return {
      kind: `meeting_${opts.kind}`,
      to,
      subject: prefix + renderTemplate(templates.inviteSubject, v),
      text: body,
      accountId: meeting.accountId,
      attachments: [{ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: toBase64(ics) }],
    };
  };
  return [
    build(prospect.email, prospect.timezone, true),
    ...meeting.guests.map((g) => build(g, prospect.timezone, false)),
    ...[host, ...participants.filter((p) => p.email !== host.email)].map((p) => build(p.email, p.timezone, false)),
  ];
}
