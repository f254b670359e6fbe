import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { demo, renderOutbox } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';

const meetingsOf = (linkId: string) =>
  env.DB.prepare('select id, host_user_id, start_at, end_at from meetings where link_id = ?')
    .bind(linkId)
    .all<{ id: string; host_user_id: string; start_at: number; end_at: number }>();

describe('public link API', () => {
  it('renders a link, lists slots and books one', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, {
      meetingTypeId: type.id,
      ownerUserId: 'demo-ursula',
      questions: [{ id: 'q1', type: 'short_answer', question: 'Company size?', required: true }],
    });
    const page = await publicGet(`/api/public/links/${link.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ name: 'Intro', host: { name: 'Ursula Rep' }, meetingType: { durationMinutes: 30 } });
    const start = futureAt(10);
    const to = new Date(Date.parse(start) + 3_600_000).toISOString();
    const slots = await publicGet(`/api/public/links/${link.slug}/slots?from=${start}&to=${to}&timezone=Europe/Berlin`);
    expect(slots.body.slots.map((s: { start: string }) => s.start)).toEqual(
      [0, 15, 30, 45].map((m) => new Date(Date.parse(start) + m * 60_000).toISOString()),
    );
    expect(slots.body.slots[0]).not.toHaveProperty('memberIds');
    const missing = await book(link.slug, { start, answers: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ detail: 'Required field', source: { pointer: '/answers/q1' } });
    const ok = await book(link.slug, { start, answers: { q1: '50' }, guests: ['boss@prospect.test'] });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ start: new Date(start).toISOString(), status: 'scheduled', hostName: 'Ursula Rep' });
    expect(ok.body.data.rescheduleUrl).toMatch(/\/booking\/.+\/reschedule\?token=/);
    const after = await publicGet(`/api/public/links/${link.slug}/slots?from=${start}&to=${to}`);
    expect(after.body.slots.map((s: { start: string }) => s.start)).toEqual(
      [30, 45].map((m) => new Date(Date.parse(start) + m * 60_000).toISOString()),
    );
  });

  it('sends every participant an ICS invite that parses', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ravi']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ravi' });
    const res = await book(link.slug, { start: futureAt(11), email: 'ics@prospect.test' });
    expect(res.status).toBe(201);
    await renderOutbox();
    const mails = await env.DB.prepare('select "to", attachments from outbox where kind = ? and "to" in (?, ?)')
      .bind('meeting_booked', 'ics@prospect.test', 'ravi@acme.test')
      .all<{ to: string; attachments: string }>();
    expect(mails.results.map((m) => m.to).sort()).toEqual(['ics@prospect.test', 'ravi@acme.test']);
    for (const m of mails.results) {
      const [att] = JSON.parse(m.attachments);
      const text = new TextDecoder().decode(Uint8Array.from(atob(att.content), (ch) => ch.charCodeAt(0)));
      const comp = new ICAL.Component(ICAL.parse(text));
      expect(comp.getFirstPropertyValue('method')).toBe('REQUEST');
      const ev = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
      expect(ev.startDate.toJSDate().toISOString()).toBe(new Date(futureAt(11)).toISOString());
    }
  });

  it('refuses a start off the grid with 422 and an unknown link with 404', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-manager']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-manager' });
    expect((await book(link.slug, { start: futureAt(10, 7) })).status).toBe(422);
    expect((await book('no-such-link', { start: futureAt(10) })).status).toBe(404);
  });

  it('requires an Idempotency-Key', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-manager']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-manager' });
    const res = await book(link.slug, { start: futureAt(9) }, '');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('idempotency_key_required');
  });
});

describe('no double booking, whatever the interleaving', () => {
  it('100 concurrent bookings of one slot: one 201, 99 409s, one meeting', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-booker']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-booker' });
    const start = futureAt(14);
    const results = await Promise.all(Array.from({ length: 100 }, () => book(link.slug, { start })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.errors[0]).toMatchObject({
      code: 'slot_taken',
      detail: 'This slot has been just booked by someone else. Please choose a different one.',
    });
    expect((await meetingsOf(link.id)).results).toHaveLength(1);
  });

  it('50 concurrent bookings at 10:00, 10:15 and 10:30 never overlap', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-manager'], { durationMinutes: 30 });
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-manager' });
    const starts = [futureAt(10, 0, 3), futureAt(10, 15, 3), futureAt(10, 30, 3)];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(link.slug, { start: starts[i % 3] })));
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const rows = (await meetingsOf(link.id)).results.sort((a, b) => a.start_at - b.start_at);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    for (let i = 1; i < rows.length; i++) expect(rows[i].start_at).toBeGreaterThanOrEqual(rows[i - 1].end_at);
  });

  it('20 concurrent bookings of one slot on a 5-member round-robin link give 5 meetings on 5 members', async () => {
    const { admin } = await demo();
    const members = ['demo-manager', 'demo-ursula', 'demo-ravi', 'demo-booker'];
    const type = await openMeetingType(admin, ['demo-admin', ...members]);

    // The organizer cannot be a member, so a fifth rep joins the organization for this link.
    await env.DB.prepare(
      "insert into users (id, account_id, email, name, role, timezone, status, created_at) values ('demo-fifth', 'demo-account', 'fifth@acme.test', 'Fifth Rep', 'regular', 'UTC', 'active', 0) on conflict do nothing",
    ).run();
    const rr = await createLink(admin, {
      kind: 'group',
      groupMode: 'round_robin',
      meetingTypeId: type.id,
      ownerUserId: 'demo-admin',
      memberIds: [...members, 'demo-fifth'],
    });
    const start = futureAt(15, 0, 4);
    const results = await Promise.all(Array.from({ length: 20 }, () => book(rr.slug, { start })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    const rows = (await meetingsOf(rr.id)).results;
    expect(new Set(rows.map((r) => r.host_user_id))).toEqual(new Set([...members, 'demo-fifth']));
  });

  it('10 repeats of one Idempotency-Key give one meeting and the same answer', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const body = { start: futureAt(16, 0, 5), email: 'same@prospect.test' };
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => book(link.slug, body, key)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect((await meetingsOf(link.id)).results).toHaveLength(1);
    const again = await book(link.slug, body, key);
    expect(again.body.data.id).toBe(results[0].body.data.id);
    const reused = await book(link.slug, { ...body, email: 'other@prospect.test' }, key);
    expect(reused.status).toBe(422);
  });
});

describe('a link with its own (custom) meeting type', () => {
  it('creates a private type, books with its duration, updates it, and hides it from the meeting types list', async () => {
    const { admin } = await demo();
    const created = await admin.json('POST', '/api/meeting-links', {
      kind: 'personal',
      name: 'Quick chat',
      slug: `quick-${crypto.randomUUID().slice(0, 6)}`,
      ownerUserId: 'demo-ravi',
      customMeetingType: { durationMinutes: 20, locationType: 'custom', customLocation: '', description: '' },
    });
    expect(created.status).toBe(422);
    expect(created.body.errors[0]).toMatchObject({
      detail: 'Custom location is required',
      source: { pointer: '/customMeetingType/customLocation' },
    });
    const slug = `quick-${crypto.randomUUID().slice(0, 6)}`;
    const ok = await admin.json('POST', '/api/meeting-links', {
      kind: 'personal',
      name: 'Quick chat',
      slug,
      ownerUserId: 'demo-ravi',
      customMeetingType: { durationMinutes: 20, locationType: 'phone', description: 'A short call' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      meetingTypeName: 'Custom',
      customMeetingType: { durationMinutes: 20, locationType: 'phone', description: 'A short call' },
    });
    const types = (await admin.json('GET', '/api/meeting-types')).body.data.map((t: { id: string }) => t.id);
    expect(types).not.toContain(ok.body.data.meetingTypeId);
    const page = await publicGet(`/api/public/links/${slug}`);
    expect(page.body.data.meetingType).toMatchObject({ durationMinutes: 20, description: 'A short call' });
    const updated = await admin.json('PUT', `/api/meeting-links/${ok.body.data.id}`, {
      kind: 'personal',
      name: 'Quick chat',
      slug,
      ownerUserId: 'demo-ravi',
      customMeetingType: { durationMinutes: 25, locationType: 'phone' },
    });
    expect(updated.body.data.customMeetingType.durationMinutes).toBe(25);
    expect(updated.body.data.meetingTypeId).toBe(ok.body.data.meetingTypeId);
    expect(
      (await admin.json('POST', '/api/meeting-links', { kind: 'personal', name: 'No type', slug: `nt-${crypto.randomUUID().slice(0, 6)}` }))
        .body.errors[0],
    ).toMatchObject({ detail: 'Select a meeting type', source: { pointer: '/meetingTypeId' } });
  });
});
