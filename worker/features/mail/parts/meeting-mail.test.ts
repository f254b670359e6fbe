import { env as workerEnv } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { db } from '../../../test/client';
import type { MeetingRow } from '../../meetings/repo';
import { meetingEmails, prospectEmail, reassignmentEmails, teamEmail } from '../../meetings/parts/notify';
import { renderPending } from './delivery';
import type { MeetingMail } from './facts';
import { prepareEmail } from '../service';

// The e-mails of a meeting, byte for byte, for fixed inputs: every kind's subject, text, HTML and invite.
// The snapshot was written by the renderer as it ran inside the booking request (before the outbox held
// facts); the facts path (an outbox row of facts, rendered by the consumer) must give exactly the same
// bytes, so no recipient sees a change. Once, on purpose, the HTML lost three empty comments (`<!--html-->`,
// `<!--head-->`, `<!--body-->`) that only React's streaming renderer writes, when the renderer became renderToString.

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
  answers: [
    { question: 'Company size?', answer: '200' },
    { question: 'Anything else?', answer: '' },
  ],
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
  inviteBody:
    'Hi {{booker_name}},\n\nYou are meeting {{assignee_name}} at {{time}}.\nJoin: {{conference_link}}\nReschedule: {{reschedule_link}}\nCancel: {{cancel_link}}',
  slotTimeFormat: '12h' as const,
  name: 'Intro call',
};
const host = { name: 'Ada Host', email: 'ada@acme.test', timezone: 'America/New_York' };
const ravi = { name: 'Ravi Member', email: 'ravi@acme.test', timezone: 'Asia/Kolkata' };
// Form invites off: the bytes the e-mails had before the setting existed (the test below turns it on).
const base = { env, meeting, templates, host, participants: [ravi], org: 'Acme Inc.', answersInInvite: false };

type Row = { to: string; kind: string; subject: string; text: string; html: string; attachments: string };

/** The e-mails as a recipient would get them, in a stable order: written as facts, rendered as the consumer does. */
async function rendered(mails: MeetingMail[]) {
  const ids: string[] = [];
  for (const mail of mails) {
    const { id, stmt } = prepareEmail(db(), mail);
    await stmt.run();
    ids.push(id);
  }
  await renderPending(db(), Date.now(), ids);
  const out = [];
  for (const id of ids) {
    const row = (await workerEnv.DB.prepare('select "to", kind, subject, text, html, attachments from outbox where id = ?')
      .bind(id)
      .first<Row>())!;
    out.push({
      to: row.to,
      kind: row.kind,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: JSON.parse(row.attachments) as unknown,
    });
  }
  return out;
}

describe('meeting e-mails, byte for byte', () => {
  it('booking, with a relay handover and manage links', async () => {
    const mails = await rendered(
      meetingEmails({
        ...base,
        kind: 'booked',
        organizer: { name: 'Bea Booker', email: 'bea@acme.test' },
        handover: { name: 'Bea Booker', email: 'bea@acme.test' },
        token: 'tok-123',
      }),
    );
    expect(mails).toMatchSnapshot();
  });

  it('reschedule, cancel and update', async () => {
    expect(
      await rendered(meetingEmails({ ...base, kind: 'rescheduled', token: 'tok-123', previousStart: startAt - 86_400_000 })),
    ).toMatchSnapshot();
    expect(
      await rendered(
        meetingEmails({
          ...base,
          meeting: { ...meeting, status: 'cancelled', cancellationReason: 'Something came up' },
          kind: 'cancelled',
          token: null,
        }),
      ),
    ).toMatchSnapshot();
    expect(
      await rendered(meetingEmails({ ...base, kind: 'updated', token: 'tok-123', host: { ...host, calendarInvites: true } })),
    ).toMatchSnapshot();
  });

  it('reassignment and reminders', async () => {
    expect(
      await rendered(
        reassignmentEmails({
          ...base,
          previousHost: host,
          newHost: { name: 'Nia New', email: 'nia@acme.test', timezone: 'UTC' },
          token: 'tok-123',
        }),
      ),
    ).toMatchSnapshot();
    const urls = { rescheduleUrl: `${env.APP_URL}/booking/x/reschedule?token=t`, cancelUrl: `${env.APP_URL}/booking/x/cancel?token=t` };
    const reminders = [
      prospectEmail(base, { email: meeting.prospectEmail, timezone: meeting.prospectTimezone }, 'reminder', {
        audience: 'prospect',
        urls,
        orgSubject: 'Reminder: {{time}}',
        orgBody: 'See you at {{time}}.\nJoin: {{conference_link}}',
      }),
      teamEmail(base, host, 'reminder'),
    ];
    expect(await rendered(reminders)).toMatchSnapshot();
  });
});

describe('form invites (Settings -> Meeting)', () => {
  const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));
  const description = (mail: { attachments: unknown }) => {
    const [ics] = mail.attachments as { content: string }[];
    return new ICAL.Event(new ICAL.Component(ICAL.parse(decode(ics.content))).getFirstSubcomponent('vevent')!).description;
  };

  it("on: the prospect's and guests' invite lists the answered questions after the body; nothing else changes", async () => {
    const booking = { ...base, kind: 'booked' as const, token: 'tok-123' };
    const off = await rendered(meetingEmails(booking));
    const on = await rendered(meetingEmails({ ...booking, answersInInvite: true }));
    expect(on.map((m) => m.to)).toEqual(['pat@prospect.test', 'cfo@prospect.test', 'ada@acme.test', 'ravi@acme.test']);
    for (const [i, mail] of on.entries()) {
      expect({ ...mail, attachments: null }).toEqual({ ...off[i], attachments: null });
      if (i < 2) {
        expect(description(mail)).toBe(`${description(off[i])}\n\nCompany size?: 200`);
        expect(description(mail)).toBe('Meeting with Ada Host (45 minutes).\nJoin: https://meet.example/abc-def\n\nCompany size?: 200');
      } else {
        // The team's own invite lists the answers either way.
        expect(mail.attachments).toEqual(off[i].attachments);
        expect(description(mail)).toContain('Company size?: 200');
      }
    }
  });
});
