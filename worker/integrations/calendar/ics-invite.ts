import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export type InviteInput = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: number;
  end: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  /** `accepted`: the attendee is marked as having accepted (PARTSTAT=ACCEPTED, no RSVP asked). */
  attendees: { name: string; email: string; accepted?: boolean }[];
  url?: string;
  /** When the invite is produced (DTSTAMP); calendars order updates by SEQUENCE, then by this. */
  stampedAt: number;
};

const CONTROLS_AND_BREAKS = /[\u0000-\u001F\u007F\u2028\u2029]/g;
const CONTROLS_BUT_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A one-line value (SUMMARY, LOCATION, names): every line break or control character becomes a space. */
export function icsLine(value: string): string {
  return value.replace(CONTROLS_AND_BREAKS, ' ');
}

/** Multi-line text (DESCRIPTION): line breaks are normalised to \n (which the generator escapes), other controls dropped. */
export function icsText(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS_BUT_BREAKS, '');
}

// A CN parameter is a quoted string in which RFC 5545 allows no DQUOTE and no escapes.
const icsParam = (value: string) => icsLine(value).replace(/"/g, "'");
// Addresses and URLs are URIs: no blank, line break, control character or quote belongs in one.
const icsUri = (value: string) => value.replace(/[\s\u0000-\u001F\u007F\u2028\u2029"]/g, '');

/**
 * The built-in calendar: an RFC 5545 invite every calendar app understands. The same UID with a
 * higher SEQUENCE updates the event in place (reschedule); METHOD CANCEL removes it. Every value is
 * made safe here, whatever the contracts let through: ical-generator escapes TEXT values, but not
 * line breaks inside quoted parameters (CN) or mailto addresses, and the calendar NAME not at all, so
 * a booker named "X\r\nBEGIN:VEVENT..." could otherwise add events of their own to the invite.
 */
export function buildInvite(input: InviteInput): string {
  const cal = ical({ prodId: { company: 'Routewise', product: 'Scheduler', language: 'EN' } });
  cal.method(input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  cal.createEvent({
    id: icsLine(input.uid),
    sequence: input.sequence,
    start: new Date(input.start),
    end: new Date(input.end),
    stamp: new Date(input.stampedAt),
    summary: icsLine(input.summary),
    description: icsText(input.description),
    location: icsLine(input.location) || undefined,
    url: input.url ? icsUri(input.url) : undefined,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: icsParam(input.organizer.name) || icsUri(input.organizer.email), email: icsUri(input.organizer.email) },
    attendees: input.attendees
      .map((a) => ({ name: icsParam(a.name), email: icsUri(a.email), accepted: !!a.accepted }))
      .filter((a) => a.email !== '')
      .map(({ accepted, ...a }) => ({
        ...a,
        rsvp: !accepted,
        role: ICalAttendeeRole.REQ,
        status: accepted ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
      })),
  });
  // RFC 5545 3.1: every content line ends with CRLF, the last (END:VCALENDAR) too.
  return `${cal.toString().replace(/(\r\n)*$/, '')}\r\n`;
}

/** base64 of UTF-8 text, for e-mail attachments. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}
