import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { defaultMeetingType } from '../contracts/meeting-types';
import { prepareEmail } from '../features/mail/service';
import { meetingEmails } from '../features/meetings/parts/notify';
import type { MeetingRow } from '../features/meetings/repo';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { db, demo, renderOutbox } from './client';

// A public booker named like a calendar file cannot put an event of their own into the invite that
// is e-mailed to guest and host, nor a line break into the e-mail's subject.

const INJECTION = 'X\r\nBEGIN:VEVENT\r\nUID:evil@evil.example\r\nSUMMARY:Pay invoice at evil.example\r\nEND:VEVENT\r\nX-A:';
const CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]/;

const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));

function vevents(ics: string) {
  const comp = new ICAL.Component(ICAL.parse(ics));
  return comp.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
}

describe('the public booking API refuses control characters', () => {
  it('answers 422 with the pointer of the field for a hostile name, guest or short answer, and books nothing', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, {
      meetingTypeId: type.id,
      ownerUserId: 'demo-ursula',
      questions: [{ id: 'q1', type: 'short_answer', question: 'Company?', required: false }],
    });
    const start = futureAt(9, 0, 3);

    const byName = await book(link.slug, { start, name: INJECTION, guests: ['boss@prospect.test'] });
    expect(byName.status).toBe(422);
    expect(byName.body.errors).toContainEqual(
      expect.objectContaining({
        source: { pointer: '/name' },
        detail: 'First and last name cannot contain line breaks or control characters',
      }),
    );

    const byGuest = await book(link.slug, { start, guests: [`boss@prospect.test${INJECTION}`] });
    expect(byGuest.status).toBe(422);
    expect(byGuest.body.errors[0].source).toEqual({ pointer: '/guests/0' });

    const byAnswer = await book(link.slug, { start, answers: { q1: `Acme${INJECTION}` } });
    expect(byAnswer.status).toBe(422);
    expect(byAnswer.body.errors[0]).toMatchObject({
      source: { pointer: '/answers/q1' },
      detail: 'Answer cannot contain line breaks or control characters',
    });

    const booked = await env.DB.prepare('select count(*) as n from meetings where link_id = ?')
      .bind((await env.DB.prepare('select id from meeting_links where slug = ?').bind(link.slug).first<{ id: string }>())!.id)
      .first<{ n: number }>();
    expect(booked!.n).toBe(0);
  });
});

describe('the invite and its e-mails, built around the contracts', () => {
  it('hold one event and subjects without line breaks for a hostile name, guest and location', async () => {
    const startAt = Date.parse('2026-12-08T15:00:00Z');
    const meeting = {
      id: `m-${crypto.randomUUID()}`,
      accountId: 'demo-account',
      prospectName: INJECTION,
      prospectEmail: 'pat@prospect.test',
      prospectTimezone: 'UTC',
      guests: ['boss@prospect.test', `guest@prospect.test\r\nBEGIN:VEVENT`],
      location: `https://meet.example/abc\r\n${INJECTION}`,
      icsUid: 'meeting-1@routewise',
      icsSequence: 0,
      startAt,
      endAt: startAt + 30 * 60_000,
      updatedAt: startAt - 86_400_000,
      cancellationReason: null,
    } as unknown as MeetingRow;
    const templates = { ...defaultMeetingType(), slotTimeFormat: '24h' as const };
    const host = { name: `Ada ${INJECTION}`, email: 'ada@acme.test', timezone: 'UTC' };

    const emails = await meetingEmails({
      env,
      kind: 'booked',
      meeting,
      templates,
      host,
      participants: [],
      org: 'Acme Inc.',
      token: 'tok',
      answersInInvite: true,
    });
    expect(emails.length).toBe(4);
    const ids: string[] = [];
    for (const email of emails) {
      const { id, stmt } = prepareEmail(db(), email);
      await stmt.run();
      ids.push(id);
    }
    await renderOutbox();
    const rows = await env.DB.prepare(`select "to", subject, attachments from outbox where id in (${ids.map(() => '?').join(',')})`)
      .bind(...ids)
      .all<{ to: string; subject: string; attachments: string }>();
    expect(rows.results).toHaveLength(4);
    const summary = `${INJECTION} and Ada ${INJECTION}`.replace(/[\r\n]/g, ' ');
    for (const row of rows.results) {
      expect(row.subject).not.toMatch(CONTROLS);
      expect(row.to).not.toMatch(CONTROLS);
      // The prospect gets the organization's subject; the host and guests their own, each naming the booker on one line.
      if (row.to === 'pat@prospect.test')
        expect(row.subject).toMatch(
          /^Invitation: X BEGIN:VEVENT UID:evil@evil.example SUMMARY:Pay invoice at evil.example END:VEVENT X-A: and Ada X /,
        );
      else expect(row.subject).toContain('X BEGIN:VEVENT UID:evil@evil.example SUMMARY:Pay invoice at evil.example END:VEVENT X-A:');
      const events = vevents(decode(JSON.parse(row.attachments)[0].content));
      expect(events).toHaveLength(1);
      expect(events[0].summary).toBe(summary);
      expect(events[0].uid).toBe('meeting-1@routewise');
      expect(events[0].location).not.toMatch(CONTROLS);
    }
  });
});
