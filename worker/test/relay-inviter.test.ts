import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { demo, uid, renderOutbox } from './client';
import { futureAt } from './booking-helpers';
import { crmAccount, ownerRule } from './routing-session-helpers';
import { createRelay, handoff, relayRefs, type RelayRefs } from './relay-fixtures';

// A matching rule's relay inviter (spec section 3: "a relay inviter (booker or assignee)") decides who
// sends the calendar invite of a prospect that rule matched: the ORGANIZER of every invite and the
// meeting's owner. Prospects the rule did not match follow the relay's own organizer setting.

let c: Awaited<ReturnType<typeof demo>>;
let refs: RelayRefs;
let email: Record<string, string>;

beforeAll(async () => {
  c = await demo();
  refs = await relayRefs(c.admin);
  const people = await env.DB.prepare("select id, email from users where id in ('demo-booker', 'demo-ursula', 'demo-ravi')").all<{
    id: string;
    email: string;
  }>();
  email = Object.fromEntries(people.results.map((p) => [p.id, p.email.toLowerCase()]));
});

/** The ORGANIZER and attendees of the invite e-mailed to the meeting's prospect, and the meeting's owner. */
async function invite(meetingId: string) {
  const m = (await env.DB.prepare('select prospect_email, owner_user_id from meetings where id = ?')
    .bind(meetingId)
    .first<{ prospect_email: string; owner_user_id: string }>())!;
  await renderOutbox();
  const row = await env.DB.prepare(
    'select attachments from outbox where "to" = ? and kind = ? order by created_at desc, rowid desc limit 1',
  )
    .bind(m.prospect_email, 'meeting_booked')
    .first<{ attachments: string }>();
  const ics = new TextDecoder().decode(
    Uint8Array.from(atob((JSON.parse(row!.attachments) as { content: string }[])[0].content), (ch) => ch.charCodeAt(0)),
  );
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return {
    organizer: String(event.getFirstPropertyValue('organizer'))
      .toLowerCase()
      .replace(/^mailto:/, ''),
    attendees: event.getAllProperties('attendee').map((p) =>
      String(p.getFirstValue())
        .toLowerCase()
        .replace(/^mailto:/, ''),
    ),
    owner: m.owner_user_id,
  };
}

/** Hands over a prospect and books them; `owned` puts their company in Ursula's CRM accounts, so the rule matches. */
async function bookHandoff(relayId: string, owned: boolean, day: number) {
  const domain = owned ? await crmAccount('demo-ursula') : `nobody-${uid()}.com`;
  const s = await handoff(c.booker, relayId, `lee-${uid()}@${domain}`);
  expect(s.status).toBe(201);
  if (owned) expect(s.body.data.assignee).toMatchObject({ kind: 'user', userId: 'demo-ursula' });
  const booked = await c.booker.json('POST', `/api/relay-sessions/${s.body.data.id}/bookings`, { start: futureAt(10, 0, day) });
  expect(booked.status).toBe(201);
  return invite(booked.body.data.booking.meetingId as string);
}

describe("a matching rule's relay inviter", () => {
  it('booker: the booker sends the invite of a prospect the rule matched, though the relay says assignee', async () => {
    const rule = await ownerRule(c.admin, { relayInviter: 'booker' });
    const relay = await createRelay(c.admin, { ...refs, matchingRuleId: rule }, { organizer: 'assignee' });
    const matched = await bookHandoff(relay.id, true, 3);
    expect(matched.organizer).toBe(email['demo-booker']);
    expect(matched.attendees).toContain(email['demo-ursula']);
    expect(matched.attendees).not.toContain(email['demo-booker']);
    expect(matched.owner).toBe('demo-booker');
    // Not matched by the rule (the pod assigned them): the relay's own setting.
    const pooled = await bookHandoff(relay.id, false, 4);
    expect(pooled.organizer).not.toBe(email['demo-booker']);
    expect([email['demo-ursula'], email['demo-ravi']]).toContain(pooled.organizer);
    expect(pooled.owner).not.toBe('demo-booker');
  });

  it('assignee: the rep sends the invite of a prospect the rule matched, though the relay says booker', async () => {
    const rule = await ownerRule(c.admin, { relayInviter: 'assignee' });
    const relay = await createRelay(c.admin, { ...refs, matchingRuleId: rule }, { organizer: 'booker' });
    const matched = await bookHandoff(relay.id, true, 5);
    expect(matched.organizer).toBe(email['demo-ursula']);
    expect(matched.attendees).not.toContain(email['demo-ursula']);
    expect(matched.owner).toBe('demo-ursula');
    const pooled = await bookHandoff(relay.id, false, 6);
    expect(pooled.organizer).toBe(email['demo-booker']);
    expect(pooled.owner).toBe('demo-booker');
  });
});
