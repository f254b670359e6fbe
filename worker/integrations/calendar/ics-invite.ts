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
  attendees: { name: string; email: string }[];
  url?: string;
  /** When the invite is produced (DTSTAMP); calendars order updates by SEQUENCE, then by this. */
  stampedAt: number;
};

/**
 * The built-in calendar: an RFC 5545 invite every calendar app understands. The same UID with a
 * higher SEQUENCE updates the event in place (reschedule); METHOD CANCEL removes it.
 */
export function buildInvite(input: InviteInput): string {
  const cal = ical({ prodId: { company: 'Routewise', product: 'Scheduler', language: 'EN' }, name: input.summary });
  cal.method(input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  cal.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: new Date(input.start),
    end: new Date(input.end),
    stamp: new Date(input.stampedAt),
    summary: input.summary,
    description: input.description,
    location: input.location || undefined,
    url: input.url,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: input.attendees.map((a) => ({ name: a.name, email: a.email, rsvp: true, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION })),
  });
  return cal.toString();
}

/** base64 of UTF-8 text, for e-mail attachments. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}
