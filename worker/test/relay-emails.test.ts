import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { demo, uid, renderOutbox } from './client';
import { futureAt } from './booking-helpers';
import { createRelay, handoff, relayRefs, type RelayRefs } from './relay-fixtures';

let c: Awaited<ReturnType<typeof demo>>;
let refs: RelayRefs;

beforeAll(async () => {
  c = await demo();
  refs = await relayRefs(c.admin);
});

async function mailTo(to: string, after: number) {
  await renderOutbox();
  return (await env.DB.prepare(
    'select subject, text from outbox where "to" = ? and created_at >= ? order by created_at desc, rowid desc limit 1',
  )
    .bind(to, after)
    .first<{ subject: string; text: string }>())!;
}

const emailOf = async (userId: string) =>
  (await env.DB.prepare('select email, name from users where id = ?').bind(userId).first<{ email: string; name: string }>())!;

describe('relay e-mails say who handed the prospect over to whom', () => {
  it('an invited booker is told they handed over; the assignee is told who handed over to them', async () => {
    const relay = await createRelay(c.admin, refs, { flags: { bookerInvited: true } });
    const s = (await handoff(c.booker, relay.id, `pat-${uid()}@n-${uid()}.com`)).body.data;
    const at = Date.now();
    const booked = await c.booker.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start: futureAt(15, 0) });
    expect(booked.status).toBe(201);
    const host = await emailOf(s.assignee.userId);
    const booker = await emailOf('demo-booker');
    // The answers read under the form's question labels, not its field ids.
    const meeting = (await c.admin.json('GET', `/api/meetings/${booked.body.data.booking.meetingId}`)).body.data;
    expect(meeting.answers).toEqual(
      expect.arrayContaining([{ question: 'Full name', answer: 'Pat Prospect' }, expect.objectContaining({ question: 'Work e-mail' })]),
    );
    expect(meeting.answers.map((a: { question: string }) => a.question)).not.toContain('email');
    // Meeting details name the booker as who handed over, not as an external guest.
    expect(meeting.handedOverBy).toEqual({ name: booker.name, email: booker.email });

    const toBooker = await mailTo(booker.email, at);
    expect(toBooker.subject).toMatch(new RegExp(`^Handed over: Pat Prospect to ${host.name} on `));
    expect(toBooker.text).toContain(`You handed Pat Prospect over to ${host.name}`);
    expect(toBooker.text).not.toContain('invited you');

    const toHost = await mailTo(host.email, at);
    expect(toHost.subject).toMatch(/^Handed over to you: .+ with Pat Prospect on /);
    expect(toHost.text).toContain(`${booker.name} handed Pat Prospect over to you`);
    expect(toHost.text).not.toContain('booked');
  });

  it('an attending booker reads that they handed over and are attending', async () => {
    const relay = await createRelay(c.admin, refs, { flags: { bookerAttends: true } });
    const s = (await handoff(c.booker, relay.id, `pat-${uid()}@n-${uid()}.com`)).body.data;
    const at = Date.now();
    expect((await c.booker.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start: futureAt(16, 30) })).status).toBe(201);
    const host = await emailOf(s.assignee.userId);
    const toBooker = await mailTo((await emailOf('demo-booker')).email, at);
    expect(toBooker.text).toContain(`You handed Pat Prospect over to ${host.name}`);
    expect(toBooker.text).toContain('you are attending');
  });
});
