import type { InviteInput } from '../integrations/calendar/ics-invite';

/** One meeting's invite as the invite tests start from: a prospect and an organizer, a video link, fixed times. */
export const sampleInvite: InviteInput = {
  uid: 'meeting-1@routewise',
  sequence: 0,
  method: 'REQUEST',
  start: Date.parse('2026-12-08T15:00:00Z'),
  end: Date.parse('2026-12-08T15:30:00Z'),
  summary: 'Pat and Ada',
  description: 'Intro call\nJoin: https://meet.example/abc',
  location: 'https://meet.example/abc',
  organizer: { name: 'Ada Admin', email: 'ada@acme.test' },
  attendees: [{ name: 'Pat Prospect', email: 'pat@prospect.test' }],
  stampedAt: Date.parse('2026-11-25T10:00:00Z'),
};
