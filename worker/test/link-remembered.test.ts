import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demo } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';

// A personal link's bookings and slots plan from the link as this isolate last read it, and read its rows again in
// their first batch (bookings/parts/link-context.ts). These edits are made straight in D1, as another isolate's
// would be: this one learns of them only from that second read, and must answer from the edited link at once.

async function rememberedLink(owner: string) {
  const { admin } = await demo();
  const type = await openMeetingType(admin, [owner]);
  const link = await createLink(admin, {
    meetingTypeId: type.id,
    ownerUserId: owner,
    questions: [{ id: 'q1', type: 'short_answer', question: 'Company size?', required: false }],
  });
  const from = futureAt(10, 0, 5);
  const to = new Date(Date.parse(from) + 3_600_000).toISOString();
  const slots = async () => publicGet(`/api/public/links/${link.slug}/slots?from=${from}&to=${to}&timezone=UTC`);
  // Read once: the isolate now remembers the link.
  expect((await slots()).body.slots).toHaveLength(4);
  return { type, link, from, slots };
}

describe('a link as this isolate last read it', () => {
  it('a question made required elsewhere is asked for by the next booking', async () => {
    const { link, from } = await rememberedLink('demo-ursula');
    expect((await book(link.slug, { start: from, answers: {} })).status).toBe(201);
    await env.DB.prepare('update meeting_links set questions = ? where id = ?')
      .bind(JSON.stringify([{ id: 'q1', type: 'short_answer', question: 'Company size?', required: true }]), link.id)
      .run();
    const start = new Date(Date.parse(from) + 30 * 60_000).toISOString();
    const missing = await book(link.slug, { start, answers: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ detail: 'Required field', source: { pointer: '/answers/q1' } });
    expect((await book(link.slug, { start, answers: { q1: '50' } })).status).toBe(201);
  });

  it("a meeting type's new length shows in the next slots and bookings", async () => {
    const { type, link, from, slots } = await rememberedLink('demo-ravi');
    await env.DB.prepare('update meeting_types set duration_minutes = 60 where id = ?').bind(type.id).run();
    const lengths = (await slots()).body.slots.map((s: { start: string; end: string }) => Date.parse(s.end) - Date.parse(s.start));
    expect(lengths.length).toBeGreaterThan(0);
    expect(new Set(lengths)).toEqual(new Set([3_600_000]));
    const booked = await book(link.slug, { start: from, answers: {} });
    expect(booked.status).toBe(201);
    expect(Date.parse(booked.body.data.end) - Date.parse(booked.body.data.start)).toBe(3_600_000);
  });

  it('a link deleted elsewhere is not found by the next slots or booking', async () => {
    const { link, from, slots } = await rememberedLink('demo-manager');
    await env.DB.prepare('update meeting_links set deleted_at = ? where id = ?').bind(Date.now(), link.id).run();
    expect((await slots()).status).toBe(404);
    expect((await book(link.slug, { start: from, answers: {} })).status).toBe(404);
  });
});

describe('a group link as this isolate last read it', () => {
  it("a host's profile changed elsewhere (a new e-mail) is what the next booking uses", async () => {
    const { admin } = await demo();
    const rep = `lr-${crypto.randomUUID().slice(0, 6)}`;
    await env.DB.prepare(
      "insert into users (id, account_id, email, name, role, timezone, status, created_at) values (?, 'demo-account', ?, 'Remembered Rep', 'regular', 'UTC', 'active', 0)",
    )
      .bind(rep, `${rep}@acme.test`)
      .run();
    const type = await openMeetingType(admin, ['demo-admin', rep]);
    const link = await createLink(admin, {
      kind: 'group',
      groupMode: 'round_robin',
      meetingTypeId: type.id,
      ownerUserId: 'demo-admin',
      memberIds: [rep],
    });
    const from = futureAt(10, 0, 6);
    const hostMails = async () =>
      (
        await env.DB.prepare('select "to" from outbox where "to" like ? order by created_at').bind(`${rep}%`).all<{ to: string }>()
      ).results.map((r) => r.to);
    expect((await book(link.slug, { start: from, answers: {} })).status).toBe(201);
    expect(await hostMails()).toEqual([`${rep}@acme.test`]);
    // Only the profile changes: the link's own rows (its group lists names, not e-mails) stay as they were.
    await env.DB.prepare('update users set email = ? where id = ?').bind(`${rep}.new@acme.test`, rep).run();
    const next = new Date(Date.parse(from) + 30 * 60_000).toISOString();
    expect((await book(link.slug, { start: next, answers: {} })).status).toBe(201);
    expect(await hostMails()).toEqual([`${rep}@acme.test`, `${rep}.new@acme.test`]);
  });
});
