import type { HandedOver, HostMailKind, ProspectMailKind } from '../emails/meeting-facts';

/**
 * What an outbox row of a meeting e-mail holds instead of the e-mail: everything its templates and
 * invite need, fixed when the change commits (in the same batch), so the queue consumer renders the
 * very e-mail the request would have rendered. Nothing here renders; this file imports no template.
 */

/** The meeting as the e-mail shows it; SEQUENCE and DTSTAMP (`icsSequence`, `updatedAt`) are the ones this change assigned. */
export type MeetingSnapshot = {
  id: string;
  accountId: string;
  title: string;
  startAt: number;
  endAt: number;
  prospectName: string;
  prospectEmail: string;
  prospectTimezone: string;
  answers: { question: string; answer: string }[];
  guests: string[];
  location: string;
  conferenceUrl: string | null;
  cancellationReason: string | null;
  icsUid: string;
  icsSequence: number;
  updatedAt: number;
  teamAccepted: boolean;
};

export type InviteTemplates = {
  calendarTitle: string;
  calendarBody: string;
  inviteSubject: string;
  inviteBody: string;
  slotTimeFormat: '12h' | '24h';
  name?: string;
};
/**
 * `calendarInvites` (a host only): the host's connected calendar sends the prospect and guests the
 * calendar invitation itself (the calendar write adds them as attendees), so our e-mails to them carry
 * no ICS: exactly one invitation reaches the prospect.
 */
export type Person = { name: string; email: string; timezone: string; calendarInvites?: boolean };
export type ManageUrls = { rescheduleUrl: string; cancelUrl: string };

/** Who gets the e-mail and how: a team member (their template, their zone) or the prospect or a guest. */
export type Recipient =
  | { audience: 'team'; kind: HostMailKind; person: Person; newHostName?: string }
  | {
      audience: 'prospect' | 'guest';
      kind: ProspectMailKind;
      email: string;
      timezone: string;
      urls: ManageUrls | null;
      orgSubject?: string;
      orgBody?: string;
    };

export type MeetingMailFacts = {
  v: 1;
  recipient: Recipient;
  appUrl: string;
  org: string;
  meeting: MeetingSnapshot;
  templates: InviteTemplates;
  host: Person;
  /** Who the invite names as ORGANIZER when not the host (a relay's booker). */
  organizer?: { name: string; email: string };
  participants: Person[];
  previousStart?: number;
  handedOver?: HandedOver;
  /**
   * Form invites (Settings -> Meeting): the booking form answers follow the calendar body in the prospect's
   * and guests' invite. Absent in rows written before the setting existed: left out, as they were then.
   */
  answersInInvite?: boolean;
};

/** Only the fields an e-mail shows, whatever row or draft it is taken from. */
export function snapshotOf(m: MeetingSnapshot): MeetingSnapshot {
  return {
    id: m.id,
    accountId: m.accountId,
    title: m.title,
    startAt: m.startAt,
    endAt: m.endAt,
    prospectName: m.prospectName,
    prospectEmail: m.prospectEmail,
    prospectTimezone: m.prospectTimezone,
    answers: m.answers ?? [],
    guests: m.guests ?? [],
    location: m.location ?? '',
    conferenceUrl: m.conferenceUrl ?? null,
    cancellationReason: m.cancellationReason ?? null,
    icsUid: m.icsUid,
    icsSequence: m.icsSequence,
    updatedAt: m.updatedAt,
    teamAccepted: !!m.teamAccepted,
  };
}

/** The template texts only: a booking's meeting type row carries far more than an e-mail needs. */
export function templatesOf(t: InviteTemplates): InviteTemplates {
  return {
    calendarTitle: t.calendarTitle,
    calendarBody: t.calendarBody,
    inviteSubject: t.inviteSubject,
    inviteBody: t.inviteBody,
    slotTimeFormat: t.slotTimeFormat,
    ...(t.name !== undefined ? { name: t.name } : {}),
  };
}

/** An e-mail about a meeting, as a new outbox row: its recipient and kind now, its text when it is sent. */
export type MeetingMail = { kind: string; to: string; accountId: string | null; facts: MeetingMailFacts; id?: string };
