import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { sampleInvite } from '../../test/invite-fixture';
import { buildInvite } from './ics-invite';
import { meetingIdOfUid, storedObject } from './caldav';

const base = sampleInvite;

function parse(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  const vevent = comp.getFirstSubcomponent('vevent')!;
  return { comp, vevent, event: new ICAL.Event(vevent) };
}

describe('buildInvite', () => {
  it('produces a REQUEST a real parser reads back', () => {
    const { comp, vevent, event } = parse(buildInvite(base));
    expect(comp.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('meeting-1@routewise');
    expect(event.summary).toBe('Pat and Ada');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-08T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-08T15:30:00.000Z');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(String(vevent.getFirstPropertyValue('organizer'))).toMatch(/mailto:ada@acme.test/i);
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(['mailto:pat@prospect.test']);
    expect(event.description).toContain('Join: https://meet.example/abc');
  });

  it('updates with a higher SEQUENCE and cancels with METHOD CANCEL', () => {
    const update = parse(buildInvite({ ...base, sequence: 1, start: base.start + 3_600_000, end: base.end + 3_600_000 }));
    expect(update.vevent.getFirstPropertyValue('sequence')).toBe(1);
    expect(update.event.uid).toBe(base.uid);
    const cancel = parse(buildInvite({ ...base, sequence: 2, method: 'CANCEL' }));
    expect(cancel.comp.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('marks an attendee accepted on their behalf (PARTSTAT=ACCEPTED, no RSVP asked) and leaves the others to answer', () => {
    const { event } = parse(
      buildInvite({ ...base, attendees: [...base.attendees, { name: 'Bea Booker', email: 'bea@acme.test', accepted: true }] }),
    );
    const by = new Map(event.attendees.map((a) => [String(a.getFirstValue()).toLowerCase(), a]));
    expect(by.get('mailto:bea@acme.test')!.getParameter('partstat')).toBe('ACCEPTED');
    expect(String(by.get('mailto:bea@acme.test')!.getParameter('rsvp')).toUpperCase()).toBe('FALSE');
    expect(by.get('mailto:pat@prospect.test')!.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(String(by.get('mailto:pat@prospect.test')!.getParameter('rsvp')).toUpperCase()).toBe('TRUE');
  });
});

describe('every .ics ends with CRLF, and the CalDAV copy is the same event', () => {
  it('ends the invite and the stored object with CRLF after END:VCALENDAR (RFC 5545 3.1)', () => {
    expect(buildInvite(base).endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(buildInvite({ ...base, method: 'CANCEL', sequence: 2 }).endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('stores the invite without METHOD, attendees and organizer SCHEDULE-AGENT=CLIENT, same UID and SEQUENCE', () => {
    const invite = buildInvite({ ...base, sequence: 3 });
    const stored = storedObject(invite);
    expect(stored).not.toMatch(/^METHOD:/m);
    expect(stored.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(stored.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const { vevent } = parse(stored);
    expect(vevent.getFirstPropertyValue('uid')).toBe('meeting-1@routewise');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
    for (const p of [...vevent.getAllProperties('attendee'), ...vevent.getAllProperties('organizer')])
      expect(p.getParameter('schedule-agent')).toBe('CLIENT');
    expect(meetingIdOfUid('meeting-1@routewise')).toBe('meeting-1');
    expect(meetingIdOfUid('rw-meeting-1@routewise')).toBe('meeting-1');
    expect(meetingIdOfUid('someone-else@example.com')).toBeNull();
  });
});
