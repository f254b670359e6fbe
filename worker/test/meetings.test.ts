import { describe, expect, it } from 'vitest';
import { SELF, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import worker from '../index';
import { TestClient, demo, renderOutbox, BASE } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';

async function bookedMeeting(hostId = 'demo-ursula', hour = 9, weeks = 6) {
  const clients = await demo();
  const type = await openMeetingType(clients.admin, [hostId]);
  const link = await createLink(clients.admin, { meetingTypeId: type.id, ownerUserId: hostId });
  const res = await book(link.slug, { start: futureAt(hour, 0, weeks), email: `p-${crypto.randomUUID().slice(0, 6)}@prospect.test` });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const url = new URL(res.body.data.rescheduleUrl);
  return { ...clients, link, booking: res.body.data, token: url.searchParams.get('token')! };
}

async function publicCall(method: string, path: string, body?: unknown, key = crypto.randomUUID()) {
  const res = await SELF.fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json<any>() };
}

async function lastIcs(to: string) {
  await renderOutbox();
  const row = await env.DB.prepare('select attachments from outbox where "to" = ? order by created_at desc, rowid desc limit 1')
    .bind(to)
    .first<{ attachments: string }>();
  const [att] = JSON.parse(row!.attachments);
  const comp = new ICAL.Component(ICAL.parse(new TextDecoder().decode(Uint8Array.from(atob(att.content), (c) => c.charCodeAt(0)))));
  return { method: comp.getFirstPropertyValue('method'), vevent: comp.getFirstSubcomponent('vevent')! };
}

describe('the prospect manages a booking from the e-mailed links', () => {
  it('reads, reschedules (SEQUENCE 1) and cancels (METHOD CANCEL) with the token', async () => {
    const { booking, token, admin, link } = await bookedMeeting();
    expect((await publicCall('GET', `/api/public/bookings/${booking.id}?token=wrong-token`)).status).toBe(404);
    const view = await publicCall('GET', `/api/public/bookings/${booking.id}?token=${token}`);
    expect(view.body.data).toMatchObject({ id: booking.id, status: 'scheduled', canChange: true });
    const newStart = new Date(Date.parse(booking.start) + 2 * 3_600_000).toISOString();
    const key = crypto.randomUUID();
    const moved = await publicCall('POST', `/api/public/bookings/${booking.id}/reschedule`, { token, start: newStart }, key);
    expect(moved.status).toBe(200);
    expect(moved.body.data.start).toBe(newStart);
    const again = await publicCall('POST', `/api/public/bookings/${booking.id}/reschedule`, { token, start: newStart }, key);
    expect(again.body).toEqual(moved.body);
    const meeting = await env.DB.prepare('select prospect_email, ics_sequence from meetings where id = ?')
      .bind(booking.id)
      .first<{ prospect_email: string; ics_sequence: number }>();
    expect(meeting!.ics_sequence).toBe(1);
    const update = await lastIcs(meeting!.prospect_email);
    expect(update.method).toBe('REQUEST');
    expect(update.vevent.getFirstPropertyValue('sequence')).toBe(1);
    // The old time is free again: someone else can book it.
    expect((await book(link.slug, { start: booking.start })).status).toBe(201);
    expect((await publicCall('POST', `/api/public/bookings/${booking.id}/cancel`, { token, reason: '' })).body.errors[0].detail).toBe(
      'Cancellation reason is required',
    );
    const cancelled = await publicCall('POST', `/api/public/bookings/${booking.id}/cancel`, { token, reason: 'Found another time' });
    expect(cancelled.body.data.status).toBe('cancelled');
    const cancel = await lastIcs(meeting!.prospect_email);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect((await book(link.slug, { start: newStart })).status).toBe(201);
    const list = await admin.json('GET', '/api/meetings?view=cancelled');
    expect(list.body.data.map((m: { id: string }) => m.id)).toContain(booking.id);
  });

  it('refuses a move onto a taken time with the spec message', async () => {
    const { booking, token, link } = await bookedMeeting('demo-manager', 9, 7);
    const other = new Date(Date.parse(booking.start) + 3_600_000).toISOString();
    expect((await book(link.slug, { start: other })).status).toBe(201);
    const res = await publicCall('POST', `/api/public/bookings/${booking.id}/reschedule`, { token, start: other });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].detail).toBe('This slot has been just booked by someone else. Please choose a different one.');
  });
});

describe('meetings in the app', () => {
  it('lists by view with tab counts and shows details to participants only', async () => {
    const { booking, admin, user, manager } = await bookedMeeting('demo-ursula', 13, 8);
    const mine = await user.json('GET', '/api/meetings?view=scheduled');
    expect(mine.body.data.map((m: { id: string }) => m.id)).toContain(booking.id);
    expect(mine.body.meta.counts.scheduled).toBeGreaterThanOrEqual(1);
    expect((await admin.json('GET', `/api/meetings/${booking.id}`)).body.data).toMatchObject({
      hostName: 'Ursula Rep',
      status: 'scheduled',
      canChange: true,
    });
    const ravi = await new TestClient().login('ravi@acme.test');
    expect((await ravi.json('GET', `/api/meetings/${booking.id}`)).status).toBe(404);
    expect((await manager.json('GET', `/api/meetings/${booking.id}`)).status).toBe(200);
  });

  it('cancels with a required reason, refuses outcomes before the start, sets notes and owner', async () => {
    const { booking, user } = await bookedMeeting('demo-ursula', 15, 9);
    expect((await user.json('POST', `/api/meetings/${booking.id}/status`, { status: 'completed' })).status).toBe(422);
    expect((await user.json('PUT', `/api/meetings/${booking.id}/notes`, { notes: 'Budget approved' })).body.data.notes).toBe(
      'Budget approved',
    );
    expect((await user.json('POST', `/api/meetings/${booking.id}/owner`, { userId: 'demo-manager' })).body.data.ownerUserId).toBe(
      'demo-manager',
    );
    const noReason = await user.json('POST', `/api/meetings/${booking.id}/cancel`, { reason: ' ' });
    expect(noReason.body.errors[0].detail).toBe('Cancellation reason is required');
    expect((await user.json('POST', `/api/meetings/${booking.id}/cancel`, { reason: 'Prospect asked' })).body.data.status).toBe(
      'cancelled',
    );
  });

  it('reassigns to a team member, refusing a busy one with the conflict message', async () => {
    const { booking, admin } = await bookedMeeting('demo-ursula', 11, 10);
    const teams = (await admin.json('GET', '/api/teams')).body.data;
    const sales = teams.find((t: { name: string }) => t.name === 'Sales');
    expect((await admin.json('POST', `/api/meetings/${booking.id}/reassign`, { teamId: sales.id, userId: '' })).status).toBe(422);
    await bookedMeeting('demo-ravi', 11, 10); // Ravi is busy at the same time
    const clash = await admin.json('POST', `/api/meetings/${booking.id}/reassign`, { teamId: sales.id, userId: 'demo-ravi' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].detail).toBe('Sorry, this time slot is conflicting with another event. Please choose a different time.');
    const ok = await admin.json('POST', `/api/meetings/${booking.id}/reassign`, { teamId: sales.id, userId: 'demo-manager' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.hostName).toBe('Max Manager');
  });

  it('a host (User) who reassigns their own meeting gets the new host in the answer, then no longer sees it', async () => {
    const { booking, user } = await bookedMeeting('demo-ursula', 13, 10);
    const sales = (await user.json('GET', '/api/teams')).body.data.find((t: { name: string }) => t.name === 'Sales');
    const ok = await user.json('POST', `/api/meetings/${booking.id}/reassign`, { teamId: sales.id, userId: 'demo-manager' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.hostUserId).toBe('demo-manager');
    expect(ok.body.data.hostName).toBe('Max Manager');
    expect((await user.json('GET', `/api/meetings/${booking.id}`)).status).toBe(404);
  });

  it('adds guests, at most 5 team members', async () => {
    const { booking, admin } = await bookedMeeting('demo-ursula', 17, 11);
    const tooMany = await admin.json('POST', `/api/meetings/${booking.id}/guests`, { memberIds: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(tooMany.body.errors[0].detail).toBe('At most 5 internal team members can be added as guests');
    const ok = await admin.json('POST', `/api/meetings/${booking.id}/guests`, {
      emails: ['cfo@prospect.test'],
      memberIds: ['demo-booker'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.guests).toEqual(['cfo@prospect.test']);
    expect(ok.body.data.participants.map((p: { userId: string }) => p.userId)).toContain('demo-booker');
  });

  it("books on a prospect's behalf", async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ravi', 'demo-booker']);
    const res = await admin.json('POST', '/api/meetings', {
      meetingTypeId: type.id,
      start: futureAt(8, 0, 12),
      prospectName: 'Olly Outbound',
      prospectEmail: 'olly@prospect.test',
      prospectTimezone: 'Europe/London',
      internalGuestIds: ['demo-manager'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.participants.map((p: { userId: string }) => p.userId)).toContain('demo-manager');
    expect(res.body.data.source).toBe('booked_by_member');
  });
});

describe('reminders', () => {
  it('go out once when due, from the cron sweep', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-booker'], {
      reminderEnabled: true,
      reminderMinutesBefore: 60,
      slotIncrementMinutes: 15,
    });
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-booker' });
    const soon = new Date(Math.ceil((Date.now() + 45 * 60_000) / 900_000) * 900_000).toISOString();
    const res = await book(link.slug, { start: soon, email: 'remind-me@prospect.test' });
    expect(res.status).toBe(201);
    const ctx = { waitUntil: (p: Promise<unknown>) => p, passThroughOnException() {} } as unknown as ExecutionContext;
    const run = async () => {
      const pending: Promise<unknown>[] = [];
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, {
        ...ctx,
        waitUntil: (p: Promise<unknown>) => pending.push(p),
      } as never);
      await Promise.all(pending);
    };
    await run();
    await run();
    const sent = await env.DB.prepare('select count(*) as n from outbox where kind = ? and "to" = ?')
      .bind('meeting_reminder', 'remind-me@prospect.test')
      .first<{ n: number }>();
    expect(sent!.n).toBe(1);
  });
});
