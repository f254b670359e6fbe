import { newId } from '../calendar-kit';
import type { GEvent } from './state';

/** An event time in ms; an all-day date counts from its UTC midnight, as the fake stores it. */
export const ms = (t: { dateTime?: string; date?: string }) => Date.parse(t.dateTime ?? `${t.date}T00:00:00Z`);

export function validEvent(b: Record<string, unknown>): string | null {
  const start = b.start as GEvent['start'] | undefined;
  const end = b.end as GEvent['end'] | undefined;
  if (!start || !end || (!start.dateTime && !start.date) || (!end.dateTime && !end.date)) return 'Missing time.';
  if (ms(end) < ms(start)) return 'The specified time range is empty.';
  const attendees = b.attendees as { email?: string }[] | undefined;
  if (
    attendees &&
    (!Array.isArray(attendees) || attendees.some((a) => !a || typeof a.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(a.email)))
  )
    return 'Invalid attendee email.';
  return null;
}

export function applyConference(e: GEvent, b: Record<string, unknown>, version: string | null) {
  const cd = b.conferenceData as { createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } } } | undefined;
  if (!cd?.createRequest || version !== '1') return;
  const code = `${newId().slice(0, 3)}-${newId().slice(0, 4)}-${newId().slice(0, 3)}`.toLowerCase();
  const uri = `https://meet.google.com/${code}`;
  e.conferenceData = {
    createRequest: { ...cd.createRequest, status: { statusCode: 'success' } },
    entryPoints: [{ entryPointType: 'video', uri, label: `meet.google.com/${code}` }],
    conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
    conferenceId: code,
  };
  e.hangoutLink = uri;
}
