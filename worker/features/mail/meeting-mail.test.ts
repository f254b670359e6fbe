import { describe, expect, it } from 'vitest';
import type { MeetingRow } from '../meetings/repo';
import { meetingEmails, prospectEmail, reassignmentEmails, teamEmail } from '../meetings/notify';

// The e-mails of a meeting, byte for byte, for fixed inputs: every kind's subject, text, HTML and invite.
// The snapshot was written by the renderer as it ran inside the booking request (before the outbox held
// facts); the facts path must render exactly the same bytes, so no recipient sees a change.

const env = { APP_URL: 'https://app.routewise.test' };
const startAt = Date.parse('2026-12-08T15:00:00Z');
const meeting = {
  id: 'meeting-golden-1',
  accountId: 'acct-golden',
  meetingTypeId: 'type-1',
  hostUserId: 'u-ada',
  ownerUserId: 'u-ada',
  title: 'Pat Prospect and Ada Host',
  startAt,
  endAt: startAt + 45 * 60_000,
  status: 'scheduled',
  source: 'link',
  linkId: 'link-1',
  prospectName: 'Pat Prospect',
  prospectEmail: 'pat@prospect.test',
  prospectTimezone: 'Europe/London',
  answers: [{ question: 'Company size?', answer: '200' }, { question: 'Anything else?', answer: '' }],
  guests: ['cfo@prospect.test'],
  notes: '',
  location: '',
  conferenceUrl: 'https://meet.example/abc-def',
  conferenceProvider: 'google_meet',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  icsUid: 'meeting-golden-1@routewise',
  icsSequence: 2,
  manageTokenHash: 'hash',
  cancellationReason: null,
  cancelledAt: null,
  reminderSentAt: null,
  bookedByUserId: null,
  teamAccepted: false,
  createdAt: startAt - 5 * 86_400_000,
  updatedAt: startAt - 2 * 86_400_000,
} as unknown as MeetingRow;
const templates = {
  calendarTitle: '{{booker_name}} and {{assignee_name}}',
  calendarBody: 'Meeting with {{assignee_name}} ({{duration}}).\nJoin: {{conference_link}}',
  inviteSubject: 'Invitation: {{booker_name}} and {{assignee_name}} at {{time}}',
  inviteBody: 'Hi {{booker_name}},\n\nYou are meeting {{assignee_name}} at {{time}}.\nJoin: {{conference_link}}\nReschedule: {{reschedule_link}}\nCancel: {{cancel_link}}',
  slotTimeFormat: '12h' as const,
  name: 'Intro call',
};
const host = { name: 'Ada Host', email: 'ada@acme.test', timezone: 'America/New_York' };
const ravi = { name: 'Ravi Member', email: 'ravi@acme.test', timezone: 'Asia/Kolkata' };
const base = { env, meeting, templates, host, participants: [ravi], org: 'Acme Inc.' };

/** The e-mails as a recipient would get them, in a stable order. */
async function rendered(mails: Promise<{ to: string; kind: string; subject?: string; text?: string; html?: string; attachments?: unknown[] }[]>) {
  return (await mails).map((m) => ({ to: m.to, kind: m.kind, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments }));
}

describe('meeting e-mails, byte for byte', () => {
  it('booking, with a relay handover and manage links', async () => {
    const mails = await rendered(meetingEmails({ ...base, kind: 'booked', organizer: { name: 'Bea Booker', email: 'bea@acme.test' }, handover: { name: 'Bea Booker', email: 'bea@acme.test' }, token: 'tok-123' }));
    expect(mails).toMatchSnapshot();
  });

  it('reschedule, cancel and update', async () => {
    expect(await rendered(meetingEmails({ ...base, kind: 'rescheduled', token: 'tok-123', previousStart: startAt - 86_400_000 }))).toMatchSnapshot();
    expect(await rendered(meetingEmails({ ...base, meeting: { ...meeting, status: 'cancelled', cancellationReason: 'Something came up' }, kind: 'cancelled', token: null }))).toMatchSnapshot();
    expect(await rendered(meetingEmails({ ...base, kind: 'updated', token: 'tok-123', host: { ...host, calendarInvites: true } }))).toMatchSnapshot();
  });

  it('reassignment and reminders', async () => {
    expect(await rendered(reassignmentEmails({ ...base, previousHost: host, newHost: { name: 'Nia New', email: 'nia@acme.test', timezone: 'UTC' }, token: 'tok-123' }))).toMatchSnapshot();
    const urls = { rescheduleUrl: `${env.APP_URL}/booking/x/reschedule?token=t`, cancelUrl: `${env.APP_URL}/booking/x/cancel?token=t` };
    const reminders = Promise.all([
      prospectEmail(base, { email: meeting.prospectEmail, timezone: meeting.prospectTimezone }, 'reminder', { audience: 'prospect', urls, orgSubject: 'Reminder: {{time}}', orgBody: 'See you at {{time}}.\nJoin: {{conference_link}}' }),
      teamEmail(base, host, 'reminder'),
    ]);
    expect(await rendered(reminders)).toMatchSnapshot();
  });
});
