import { describe, expect, it } from 'vitest';
import { SELF, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import worker from '../index';
import { demo, renderOutbox, BASE } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';

// Every meeting e-mail, for the host and for the prospect: the right greeting, no line whose value is
// missing, HTML and text, one VEVENT per invite, one subject per kind, and prospect links that work.

type Row = { to: string; kind: string; subject: string; text: string; html: string | null; attachments: string };

const PREFIX =
  /^(Invitation|Updated|Rescheduled|Cancelled|Reminder|New meeting|Reassigned[^:]*): (Invitation|Updated|Rescheduled|Cancelled|Reminder|New meeting)\b/i;
const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));

async function latest(to: string, kind: string): Promise<Row> {
  await renderOutbox();
  const row = await env.DB.prepare(
    'select "to", kind, subject, text, html, attachments from outbox where "to" = ? and kind = ? order by created_at desc, rowid desc limit 1',
  )
    .bind(to, kind)
    .first<Row>();
  if (!row) throw new Error(`no ${kind} e-mail to ${to}`);
  return row;
}

function invite(row: Row) {
  const atts = JSON.parse(row.attachments) as { content: string }[];
  expect(atts).toHaveLength(1);
  const comp = new ICAL.Component(ICAL.parse(decode(atts[0].content)));
  const events = comp.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { method: comp.getFirstPropertyValue('method') as string, event: new ICAL.Event(events[0]) };
}

/** What every meeting e-mail must be, whoever gets it. */
function wellFormed(row: Row, greeting: string) {
  expect(row.html).toMatch(/^<!DOCTYPE html/i);
  expect(row.html).toContain(greeting.replace(/,$/, ''));
  expect(row.text).toContain(greeting);
  expect(row.subject).not.toMatch(PREFIX);
  for (const line of row.text.split('\n')) {
    // A label with nothing after it ("Join:", "Need another time?", "Cancel:") means a missing value was printed.
    expect(line, `bare line in ${row.kind} to ${row.to}`).not.toMatch(/^\s*(Join|Reschedule|Cancel|Guests|Reason|Team|Location)\s*:?\s*$/i);
    expect(line).not.toMatch(/(Need another time\?|Can no longer make it\?)\s*$/);
    expect(line).not.toMatch(/\{\{/);
  }
}

/** The prospect's links from an e-mail's text, each opened against the public API. */
async function linksOpen(row: Row, meetingId: string) {
  const urls = [...row.text.matchAll(/https?:\/\/\S+\/booking\/[^/\s]+\/(reschedule|cancel)\?token=[^\s\])]+/g)].map((m) => m[0]);
  expect(urls.some((u) => u.includes('/reschedule?'))).toBe(true);
  expect(urls.some((u) => u.includes('/cancel?'))).toBe(true);
  for (const u of urls) {
    const url = new URL(u);
    expect(url.pathname).toContain(`/booking/${meetingId}/`);
    const res = await SELF.fetch(`${BASE}/api/public/bookings/${meetingId}?token=${encodeURIComponent(url.searchParams.get('token')!)}`);
    expect(res.status, u).toBe(200);
    await res.body?.cancel();
  }
  return urls;
}

async function booked(opts: { hour: number; weeks: number; location?: string; reminder?: boolean; start?: string }) {
  const clients = await demo();
  const type = await openMeetingType(clients.admin, ['demo-ursula'], {
    name: 'Intro call',
    ...(opts.location ? { locationType: 'custom', customLocation: opts.location } : {}),
    ...(opts.reminder ? { reminderEnabled: true, reminderMinutesBefore: 60 } : {}),
  });
  const link = await createLink(clients.admin, {
    meetingTypeId: type.id,
    ownerUserId: 'demo-ursula',
    questions: [{ id: 'q1', type: 'short_answer', question: 'Company size?', required: false }],
  });
  const email = `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`;
  const res = await book(link.slug, {
    start: opts.start ?? futureAt(opts.hour, 0, opts.weeks),
    email,
    name: 'Pat Prospect',
    timezone: 'Europe/London',
    answers: { q1: '200' },
    guests: ['cfo@prospect.test'],
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const token = new URL(res.body.data.rescheduleUrl).searchParams.get('token')!;
  return { ...clients, booking: res.body.data as { id: string; start: string; meetingName: string }, email, token };
}

describe('meeting e-mails, host and prospect', () => {
  it('booking: the host is greeted as the host with their own template; the prospect gets the organization text with working links', async () => {
    const { booking, email } = await booked({ hour: 10, weeks: 20 });
    expect(booking.meetingName).toBe('Intro call');

    const host = await latest('ursula@acme.test', 'meeting_booked');
    wellFormed(host, 'Hi Ursula Rep,');
    expect(host.subject).toBe('New meeting: Pat Prospect booked Intro call');
    expect(host.text).not.toContain('Hi Pat Prospect');
    expect(host.text).not.toContain('You are meeting');
    expect(host.text).toContain('Company size?: 200');
    expect(host.text).toContain('cfo@prospect.test');
    expect(host.text).toMatch(/Central (Standard|Daylight) Time/); // the host's own zone (Chicago)
    expect(host.text).toContain(`${BASE}/meetings/${booking.id}`);
    expect(host.text).not.toContain('token=');
    expect(invite(host).method).toBe('REQUEST');

    const prospect = await latest(email, 'meeting_booked');
    wellFormed(prospect, 'Hi Pat Prospect,');
    expect(prospect.subject).toMatch(/^Invitation: Pat Prospect and Ursula Rep at /);
    expect(prospect.text).toContain('You are meeting Ursula Rep');
    expect(prospect.text).toMatch(/(Greenwich Mean|British Summer) Time/); // the prospect's zone (London)
    expect(prospect.text).not.toMatch(/^\s*Join/m); // no conference link: no Join line at all
    const [link] = await linksOpen(prospect, booking.id);
    // The manage pages name the meeting as the confirmation page did: by its type.
    const manage = await SELF.fetch(`${BASE}/api/public/bookings/${booking.id}?token=${new URL(link).searchParams.get('token')}`);
    expect((await manage.json<{ data: { meetingName: string } }>()).data.meetingName).toBe('Intro call');
    const inv = invite(prospect);
    expect(inv.event.description).not.toMatch(/Join:\s*(\n|$)/);
    expect(inv.event.description).toContain(`/booking/${booking.id}/reschedule?token=`);

    const guest = await latest('cfo@prospect.test', 'meeting_booked');
    wellFormed(guest, 'Hello,');
    expect(guest.text).not.toContain('token=');
    expect(guest.subject).toMatch(/^Invitation: Intro call with Pat Prospect and Ursula Rep on /);
  });

  it('the local mailbox shows the HTML part of an e-mail, sandboxed', async () => {
    const { email } = await booked({ hour: 9, weeks: 27 });
    const row = await env.DB.prepare('select id from outbox where "to" = ? and kind = ?')
      .bind(email, 'meeting_booked')
      .first<{ id: string }>();
    const page = await SELF.fetch(`${BASE}/dev/mailbox`);
    expect(await page.text()).toContain(`/dev/mailbox/${row!.id}/html`);
    const res = await SELF.fetch(`${BASE}/dev/mailbox/${row!.id}/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(await res.text()).toContain('Hi Pat Prospect,');
  });

  it('a conference link shows as a Join line when there is one', async () => {
    const { email } = await booked({ hour: 11, weeks: 21, location: 'https://meet.example/intro' });
    const prospect = await latest(email, 'meeting_booked');
    expect(prospect.text).toMatch(/Join: https:\/\/meet\.example\/intro/);
    expect(prospect.html).toContain('href="https://meet.example/intro"');
    const host = await latest('ursula@acme.test', 'meeting_booked');
    expect(host.text).toContain('https://meet.example/intro');
  });

  it('reschedule by the prospect: "Rescheduled" once for each, the prospect keeps working links', async () => {
    const { booking, email, token } = await booked({ hour: 12, weeks: 22 });
    const start = new Date(Date.parse(booking.start) + 2 * 3_600_000).toISOString();
    const res = await SELF.fetch(`${BASE}/api/public/bookings/${booking.id}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ token, start }),
    });
    expect(res.status).toBe(200);
    await res.body?.cancel();

    const prospect = await latest(email, 'meeting_rescheduled');
    wellFormed(prospect, 'Hi Pat Prospect,');
    expect(prospect.subject).toMatch(/^Rescheduled: Intro call with Ursula Rep is now /);
    expect(prospect.text).toMatch(/It was /);
    await linksOpen(prospect, booking.id);
    expect(invite(prospect).event.sequence).toBe(1);

    const host = await latest('ursula@acme.test', 'meeting_rescheduled');
    wellFormed(host, 'Hi Ursula Rep,');
    expect(host.subject).toMatch(/^Rescheduled: Intro call with Pat Prospect is now /);
  });

  it('reschedule by an admin: the updated invite carries links that open the booking, and the first links still work', async () => {
    const { booking, email, token, admin } = await booked({ hour: 13, weeks: 23 });
    const start = new Date(Date.parse(booking.start) + 3 * 3_600_000).toISOString();
    expect((await admin.json('POST', `/api/meetings/${booking.id}/reschedule`, { start })).status).toBe(200);

    const prospect = await latest(email, 'meeting_rescheduled');
    wellFormed(prospect, 'Hi Pat Prospect,');
    expect(prospect.subject).not.toMatch(/Invitation/);
    await linksOpen(prospect, booking.id);
    const desc = invite(prospect).event.description;
    expect(desc).toContain(`/booking/${booking.id}/cancel?token=`);
    const original = await SELF.fetch(`${BASE}/api/public/bookings/${booking.id}?token=${encodeURIComponent(token)}`);
    expect(original.status).toBe(200);
    await original.body?.cancel();

    const host = await latest('ursula@acme.test', 'meeting_rescheduled');
    wellFormed(host, 'Hi Ursula Rep,');
    expect(host.text).not.toContain('token=');
  });

  it('a meeting booked before tokens were derived gets working links in its next e-mail', async () => {
    const { booking, email, admin } = await booked({ hour: 14, weeks: 24 });
    await env.DB.prepare('update meetings set manage_token_hash = ? where id = ?').bind('0'.repeat(64), booking.id).run();
    const start = new Date(Date.parse(booking.start) + 3 * 3_600_000).toISOString();
    expect((await admin.json('POST', `/api/meetings/${booking.id}/reschedule`, { start })).status).toBe(200);
    await linksOpen(await latest(email, 'meeting_rescheduled'), booking.id);
  });

  it('cancel: each gets "Cancelled" with a CANCEL invite and the reason, no manage links', async () => {
    const { booking, email, admin } = await booked({ hour: 15, weeks: 25 });
    expect((await admin.json('POST', `/api/meetings/${booking.id}/cancel`, { reason: 'Prospect asked' })).status).toBe(200);

    const prospect = await latest(email, 'meeting_cancelled');
    wellFormed(prospect, 'Hi Pat Prospect,');
    expect(prospect.subject).toMatch(/^Cancelled: Intro call with Ursula Rep on /);
    expect(prospect.text).toContain('Prospect asked');
    expect(prospect.text).not.toContain('token=');
    expect(invite(prospect).method).toBe('CANCEL');

    const host = await latest('ursula@acme.test', 'meeting_cancelled');
    wellFormed(host, 'Hi Ursula Rep,');
    expect(host.subject).toMatch(/^Cancelled: Intro call with Pat Prospect on /);
    expect(host.text).toContain('Prospect asked');
    expect(invite(host).method).toBe('CANCEL');
  });

  it('reassign: the new host is told it is theirs, the previous host that it is not, the prospect gets the update with working links', async () => {
    const { booking, email, admin } = await booked({ hour: 16, weeks: 26 });
    const sales = (await admin.json('GET', '/api/teams')).body.data.find((t: { name: string }) => t.name === 'Sales');
    expect((await admin.json('POST', `/api/meetings/${booking.id}/reassign`, { teamId: sales.id, userId: 'demo-manager' })).status).toBe(
      200,
    );

    const fresh = await latest('manager@acme.test', 'meeting_reassigned_to');
    wellFormed(fresh, 'Hi Max Manager,');
    expect(fresh.subject).toMatch(/^Reassigned to you: Intro call with Pat Prospect on /);
    expect(fresh.text).toMatch(/Eastern (Standard|Daylight) Time/);
    expect(invite(fresh).method).toBe('REQUEST');

    const previous = await latest('ursula@acme.test', 'meeting_reassigned_away');
    wellFormed(previous, 'Hi Ursula Rep,');
    expect(previous.subject).toMatch(/^Reassigned to Max Manager: Intro call with Pat Prospect on /);
    const gone = invite(previous);
    expect(gone.method).toBe('CANCEL');

    const prospect = await latest(email, 'meeting_updated');
    wellFormed(prospect, 'Hi Pat Prospect,');
    expect(prospect.subject).toMatch(/^Updated: Intro call with Max Manager on /);
    expect(prospect.text).toContain('Max Manager');
    await linksOpen(prospect, booking.id);
    const inv = invite(prospect);
    expect(inv.event.organizer).toContain('manager@acme.test');
  });

  it('reminder: the prospect gets the organization reminder with working links, the host their own', async () => {
    const soon = new Date(Math.ceil((Date.now() + 45 * 60_000) / 900_000) * 900_000).toISOString();
    const { booking, email } = await booked({ hour: 0, weeks: 0, reminder: true, start: soon });
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException() {} } as unknown as ExecutionContext;
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await Promise.all(pending);

    const prospect = await latest(email, 'meeting_reminder');
    wellFormed(prospect, 'Hi Pat Prospect,');
    expect(prospect.text).toContain('this is a reminder of your meeting with Ursula Rep');
    await linksOpen(prospect, booking.id);
    expect(JSON.parse(prospect.attachments)).toEqual([]);

    const host = await latest('ursula@acme.test', 'meeting_reminder');
    wellFormed(host, 'Hi Ursula Rep,');
    expect(host.subject).toMatch(/^Reminder: Intro call with Pat Prospect on /);
    expect(host.text).not.toContain('Hi Pat Prospect');
  });
});
