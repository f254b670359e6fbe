import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { EmailQueueMessage, Env, EventQueueMessage } from '../env';
import { handleEmailBatch } from '../jobs/email-queue';
import { handleEventBatch } from '../jobs/events-queue';
import { BASE, demo } from './client';
import { bookWithEnv, createLink, fetchWithEnv, futureAt, openMeetingType } from './booking-helpers';
import { countingD1, type D1Call } from './d1-counter';

// What one plain booking asks of D1, pinned: the request itself, its event's handlers and its e-mails.
// Locally the bookings and the queue consumers share one workerd and its CPU (booking.throughput in
// bench/booking.bench.ts), so a round trip added anywhere on this path shows up here first. Lower a
// figure when a change saves a round trip; raise one only with a reason.
// 13 since the scheduler domain (issue 27): the confirmation's and e-mails' manage links name the organization's
// verified domain, read once per booking. 12 since a link's meeting type is read without its members (the link
// names its hosts; the members were read and dropped). 9 since the link's organization, type, group and owner are one
// batch (a group link reads its members' profiles after it). 8 since the first candidate host's video tool and calendar
// are read in the batch of the scheduler domain and the form invites switch. 3 since the stored answer for the key,
// the slot's availability and busy time (own meetings and calendars) and that booking context are one batch
// (`readTogether`): the link by its slug, its organization, type and hosts, that read, and the write. 3 since the link
// is read in the batch of its organization, type and hosts (they are read by its slug, `bookableLinkBySlug`). 2 since a
// personal link's context, once this isolate has read it, is planned from and read again in the booking's first batch
// (`rememberedLinkContext`): that batch and the write.
const REQUEST_ROUND_TRIPS = 2;
const EVENT_ROUND_TRIPS = 4;
/** Statements in those round trips: 28 while every handler's mark and its cleared attempts were two statements each. */
const EVENT_STATEMENTS = 18;
/**
 * A link's slots, what the booking page and the widget wait on: the link with its organization, type and hosts, then
 * their availability and busy time; once this isolate has read the link, both in one batch (the link's rows read again
 * to check that what it remembers still holds).
 */
const SLOTS_ROUND_TRIPS_FIRST = 2;
/**
 * A round-robin group link's booking: 4 while the hosts' meeting counts (fewest booked first) were read once the free
 * hosts were known; 3 since they are read with the slot, in the first batch; 2 since a group of up to five hosts also
 * has every host's video tool and calendar read there, not the chosen host's after the slot is checked.
 */
const ROUND_ROBIN_ROUND_TRIPS = 2;
const SLOTS_ROUND_TRIPS = 1;
/**
 * A queue batch of e-mails, however many: the lease of every row in one statement, the sending domain once per
 * organization (the From, decided on sending; its name is read too once the domain is verified, not here), and what
 * was rendered stored with every outcome in one batch. Two per e-mail and one per batch before the batch was one.
 */
const MAIL_ROUND_TRIPS_EACH = 0;
const MAIL_ROUND_TRIPS_PER_BATCH = 3;

function recordingQueue<T>() {
  const sent: T[] = [];
  const queue = {
    send: async (body: T) => void sent.push(body),
    sendBatch: async (batch: Iterable<{ body: T }>) => void sent.push(...[...batch].map((m) => m.body)),
  } as unknown as Queue<T>;
  return { sent, queue };
}

const messages = <T>(queue: string, bodies: T[]) =>
  createMessageBatch<T>(
    queue,
    bodies.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body })),
  );
const show = (calls: D1Call[]) => calls.map((c) => `${c.kind}: ${c.sql.map((s) => s.slice(0, 80)).join(' ; ')}`);

describe('D1 round trips of one booking', () => {
  it('stay within the pinned figures for the request, its event and its e-mails', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ravi']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ravi' });
    const d1 = countingD1(env.DB);
    const mail = recordingQueue<EmailQueueMessage>();
    const events = recordingQueue<EventQueueMessage>();
    const counted = { ...env, DB: d1.db, EMAIL_QUEUE: mail.queue, EVENTS_QUEUE: events.queue } as Env;
    const book = async (start: string) => {
      const res = await bookWithEnv(counted, link.slug, { start });
      return res.status;
    };
    // The first request of an isolate may re-queue lost e-mails (start pass); the one measured is a later one.
    expect(await book(futureAt(9))).toBe(201);
    mail.sent.splice(0);
    events.sent.splice(0);
    d1.reset();

    expect(await book(futureAt(10))).toBe(201);
    expect(show(d1.calls).length, show(d1.calls).join('\n')).toBeLessThanOrEqual(REQUEST_ROUND_TRIPS);
    // The booking is one transaction: meeting, block, e-mails and event in one batch.
    expect(d1.calls.filter((c) => c.kind === 'batch' && c.sql.some((s) => s.startsWith('insert into "meetings"')))).toHaveLength(1);

    d1.reset();
    expect(events.sent).toHaveLength(1);
    await handleEventBatch(messages('routewise-events', events.sent), counted);
    expect(show(d1.calls).length, show(d1.calls).join('\n')).toBeLessThanOrEqual(EVENT_ROUND_TRIPS);
    expect(
      d1.calls.reduce((n, c) => n + c.sql.length, 0),
      show(d1.calls).join('\n'),
    ).toBeLessThanOrEqual(EVENT_STATEMENTS);

    d1.reset();
    const ids = mail.sent.map((m) => m.outboxId);
    expect(ids).toHaveLength(2); // the prospect and the host
    await handleEmailBatch(messages('routewise-email', mail.sent), counted);
    expect(show(d1.calls).length, show(d1.calls).join('\n')).toBeLessThanOrEqual(
      MAIL_ROUND_TRIPS_PER_BATCH + MAIL_ROUND_TRIPS_EACH * ids.length,
    );
    // Each e-mail was rendered, stored and sent.
    const rows = await env.DB.prepare(`select status, rendered_at, length(html) as html from outbox where id in (?, ?)`)
      .bind(...ids)
      .all<{ status: string; rendered_at: number | null; html: number }>();
    expect(rows.results.map((r) => [r.status, r.rendered_at !== null, r.html > 0])).toEqual([
      ['sent', true, true],
      ['sent', true, true],
    ]);
    // Seeding the demo, two bookings and both consumers: well over the default on a loaded 2-core machine.
  }, 90_000);

  it("stay within the pinned figure for a link's slots", async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ravi']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ravi' });
    const d1 = countingD1(env.DB);
    const from = futureAt(0);
    const to = new Date(Date.parse(from) + 7 * 86_400_000).toISOString();
    const slots = async () => {
      const url = `${BASE}/api/public/links/${link.slug}/slots?from=${from}&to=${to}&timezone=UTC`;
      const res = await fetchWithEnv(new Request(url), { ...env, DB: d1.db } as Env);
      expect(res.status).toBe(200);
      return ((await res.json()) as { slots: unknown[] }).slots;
    };
    const first = await slots();
    expect(first.length).toBeGreaterThan(0);
    expect(show(d1.calls).length, show(d1.calls).join('\n')).toBeLessThanOrEqual(SLOTS_ROUND_TRIPS_FIRST);
    // The isolate read the link: the next request reads it again beside the slots, one round trip, and answers the same.
    d1.reset();
    expect(await slots()).toEqual(first);
    expect(show(d1.calls).length, show(d1.calls).join('\n')).toBeLessThanOrEqual(SLOTS_ROUND_TRIPS);
  }, 60_000);

  it('stay within the pinned figure for a round-robin group link, whose fewest-booked host takes the booking', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-admin', 'demo-ravi', 'demo-ursula']);
    const link = await createLink(admin, {
      kind: 'group',
      groupMode: 'round_robin',
      meetingTypeId: type.id,
      ownerUserId: 'demo-admin',
      memberIds: ['demo-ravi', 'demo-ursula'],
    });
    const d1 = countingD1(env.DB);
    const book = async (start: string) => {
      const res = await bookWithEnv({ ...env, DB: d1.db } as Env, link.slug, { start, answers: {} });
      expect(res.status).toBe(201);
      const id = ((await res.json()) as { data: { id: string } }).data.id;
      return (await env.DB.prepare('select host_user_id as host from meetings where id = ?').bind(id).first<{ host: string }>())!.host;
    };
    // Ravi and Ursula are both free at each start: whoever has hosted fewer meetings lately takes the next one.
    const hosted = async (id: string) =>
      (await env.DB.prepare('select count(*) as n from meetings where host_user_id = ?').bind(id).first<{ n: number }>())!.n;
    const fewest = async () => {
      const [ravi, ursula] = [await hosted('demo-ravi'), await hosted('demo-ursula')];
      return ravi === ursula ? null : ravi < ursula ? 'demo-ravi' : 'demo-ursula';
    };
    for (const [i, hour] of [9, 10, 11].entries()) {
      const expected = await fewest();
      d1.reset();
      const host = await book(futureAt(hour, 0, 5));
      if (expected) expect(host).toBe(expected);
      // The first booking of the isolate reads the link; each later one plans from it and reads the counts with the slot.
      if (i > 0) expect(show(d1.calls).length, show(d1.calls).join('\n')).toBeLessThanOrEqual(ROUND_ROBIN_ROUND_TRIPS);
    }
  }, 60_000);
});
