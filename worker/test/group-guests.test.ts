import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ICAL from 'ical.js';
import { BOOKING_MESSAGES } from '../contracts/booking';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { addUser, demo, uid, type TestClient, renderOutbox } from './client';
import { futureAt, openMeetingType, publicGet } from './booking-helpers';
import { makeRouter, nativeForm, salesTeamId, sessionRow, widget } from './routing-session-helpers';

// Group round robin (one member of each additional group joins every meeting, rotating fairly within its
// group) and the guests of matching rules and pods (invited to every meeting they route).

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let teamId: string;
let formId: string;
type Person = { id: string; email: string; name: string };

async function people(n: number, label: string): Promise<Person[]> {
  const out: Person[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      await addUser(DEMO_ACCOUNT_ID, { name: `${label} ${i + 1} ${uid()}`, email: `${label.toLowerCase()}-${i + 1}-${uid()}@acme.test` }),
    );
  const added = await admin.json('POST', `/api/teams/${teamId}/members`, { userIds: out.map((p) => p.id) });
  if (added.status >= 300) throw new Error(`team members: ${JSON.stringify(added.body)}`);
  return out;
}

async function group(name: string, members: Person[]) {
  const full = `${name} ${uid()}`;
  const res = await admin.json('POST', `/api/teams/${teamId}/groups`, { name: full, memberIds: members.map((m) => m.id) });
  if (res.status >= 300) throw new Error(`group: ${JSON.stringify(res.body)}`);
  return (res.body.data.groups as { id: string; name: string }[]).find((g) => g.name === full)!;
}

/** A group round robin pod for one country, and a router over it. */
async function groupRouter(primary: Person[], additional: Person[][], extra: Record<string, unknown> = {}) {
  const country = `Land ${uid()}`;
  const primaryGroup = await group('Primary', primary);
  const groups = [];
  for (const [i, members] of additional.entries()) groups.push(await group(`Additional ${i + 1}`, members));
  const type = await openMeetingType(
    admin,
    primary.map((p) => p.id),
  );
  const res = await admin.json('POST', '/api/distribution-rules', {
    kind: 'rule',
    definition: {
      name: `Group pod ${uid()}`,
      teamId,
      distribution: 'round_robin_group',
      groups: { primaryGroupId: primaryGroup.id, additionalGroupIds: groups.map((g) => g.id) },
      conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: country }],
      method: 'round_robin_available',
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`pod: ${JSON.stringify(res.body)}`);
  const routerId = await makeRouter(
    { formId, meetingTypeId: type.id },
    { matchingEnabled: false, distributionRuleIds: [res.body.data.id] },
  );
  return { routerId, country, groups };
}

async function session(routerId: string, country: string) {
  const sub = await widget.submit(routerId, { name: 'Pat Prospect', email: `pat-${uid()}@fresh-co.io`, country });
  if (sub.status !== 201) throw new Error(`submit: ${JSON.stringify(sub.body)}`);
  return sub.body.data.sessionId as string;
}

const participants = (meetingId: string) =>
  env.DB.prepare('select user_id, role, group_id from meeting_participants where meeting_id = ? and active = 1 order by role')
    .bind(meetingId)
    .all<{ user_id: string; role: string; group_id: string | null }>()
    .then((r) => r.results);

const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));
async function inviteAttendees(to: string) {
  await renderOutbox();
  const row = await env.DB.prepare(
    'select attachments from outbox where "to" = ? and kind = \'meeting_booked\' order by created_at desc, rowid desc limit 1',
  )
    .bind(to)
    .first<{ attachments: string }>();
  if (!row) throw new Error(`no invitation to ${to}`);
  const atts = JSON.parse(row.attachments) as { content: string }[];
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(decode(atts[0].content))).getFirstSubcomponent('vevent')!);
  return event.attendees.map((a) =>
    String(a.getFirstValue())
      .replace(/^mailto:/i, '')
      .toLowerCase(),
  );
}

beforeAll(async () => {
  ({ admin } = await demo());
  teamId = await salesTeamId(admin);
  formId = await nativeForm();
});

describe('group round robin: one member of each additional group joins every meeting', () => {
  it('books the host with one member of each additional group, who get invites and show on the meeting and in the routing log', async () => {
    const hosts = await people(1, 'Host');
    const engineers = await people(1, 'Engineer');
    const lawyers = await people(1, 'Lawyer');
    const { routerId, country, groups } = await groupRouter(hosts, [engineers, lawyers]);
    const sessionId = await session(routerId, country);
    const start = futureAt(9, 0, 5);
    const booked = await widget.book(sessionId, start);
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id;
    const joined = await participants(meetingId);
    expect(joined).toHaveLength(3);
    expect(joined).toEqual(
      expect.arrayContaining([
        { user_id: hosts[0].id, role: 'host', group_id: null },
        { user_id: engineers[0].id, role: 'member', group_id: groups[0].id },
        { user_id: lawyers[0].id, role: 'member', group_id: groups[1].id },
      ]),
    );
    const attendees = await inviteAttendees((await sessionRow(sessionId))!.prospectEmail);
    expect(attendees).toEqual(expect.arrayContaining([engineers[0].email.toLowerCase(), lawyers[0].email.toLowerCase()]));
    const detail = await admin.json('GET', `/api/meetings/${meetingId}`);
    expect(
      detail.body.data.participants.map(
        (p: { name: string; role: string; groupName: string | null }) => `${p.role}:${p.name}:${p.groupName}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        `host:${hosts[0].name}:null`,
        `member:${engineers[0].name}:${groups[0].name}`,
        `member:${lawyers[0].name}:${groups[1].name}`,
      ]),
    );
    const log = (await sessionRow(sessionId))!.decision!.events.filter((e) => e.type === 'group_member_added').map((e) => e.detail);
    expect(log).toEqual([
      `Added ${engineers[0].name} from the additional group ${groups[0].name}`,
      `Added ${lawyers[0].name} from the additional group ${groups[1].name}`,
    ]);
    const timeline = await admin.json('GET', `/api/routing-logs/${sessionId}`);
    expect(JSON.stringify(timeline.body)).toContain(`Added ${engineers[0].name} from the additional group ${groups[0].name}`);
  });

  it('rotates fairly within the additional group across bookings', async () => {
    const hosts = await people(2, 'Host');
    const engineers = await people(2, 'Engineer');
    const { routerId, country } = await groupRouter(hosts, [engineers]);
    const joined: string[] = [];
    for (let i = 0; i < 4; i++) {
      const booked = await widget.book(await session(routerId, country), futureAt(9 + i, 0, 6));
      expect(booked.status).toBe(201);
      joined.push((await participants(booked.body.data.id)).find((p) => p.role === 'member')!.user_id);
    }
    expect(joined.filter((id) => id === engineers[0].id)).toHaveLength(2);
    expect(joined.filter((id) => id === engineers[1].id)).toHaveLength(2);
    expect(joined[0]).not.toBe(joined[1]);
  });

  it('does not offer or book a time when the additional group has nobody free, and racing bookings never double book its member', async () => {
    const hosts = await people(2, 'Host');
    const engineers = await people(1, 'Engineer');
    const { routerId, country } = await groupRouter(hosts, [engineers]);
    const start = futureAt(10, 0, 7);
    const [a, b] = await Promise.all([session(routerId, country), session(routerId, country)]);
    // Both hosts are free; the one engineer can join only one of the two meetings.
    const results = await Promise.all([widget.book(a, start), widget.book(b, start)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors[0]).toMatchObject({ code: 'slot_taken', detail: BOOKING_MESSAGES.slotTaken });
    const blocks = await env.DB.prepare('select count(*) as n from meeting_participants where user_id = ? and active = 1')
      .bind(engineers[0].id)
      .first<{ n: number }>();
    expect(blocks!.n).toBe(1);

    const c = await session(routerId, country);
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    const slots = (await widget.slots(c, new Date(Date.parse(start) - 3_600_000).toISOString(), end)).body.slots.map(
      (s: { start: string }) => s.start,
    );
    expect(slots).not.toContain(start);
    expect(slots).toContain(new Date(Date.parse(start) + 1_800_000).toISOString());
    const refused = await widget.book(c, start);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('slot_taken');
  });
});

describe('guests of matching rules and pods', () => {
  it("invites a pod's booking guests: team members hold the time, everyone is on the invite and the manage page", async () => {
    const hosts = await people(1, 'Host');
    const engineers = await people(1, 'Engineer');
    const [teamGuest] = await people(1, 'Guest');
    const outside = `cfo-${uid()}@partner.test`;
    const { routerId, country } = await groupRouter(hosts, [engineers], { guests: [teamGuest.email, outside] });
    const sessionId = await session(routerId, country);
    const booked = await widget.book(sessionId, futureAt(11, 0, 5));
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id;
    expect(await participants(meetingId)).toEqual(expect.arrayContaining([{ user_id: teamGuest.id, role: 'guest', group_id: null }]));
    const detail = (await admin.json('GET', `/api/meetings/${meetingId}`)).body.data;
    expect(detail.guests).toEqual([outside]);
    const prospect = (await sessionRow(sessionId))!.prospectEmail;
    expect(await inviteAttendees(prospect)).toEqual(
      expect.arrayContaining([outside, teamGuest.email.toLowerCase(), engineers[0].email.toLowerCase()]),
    );
    const token = new URL(booked.body.data.cancelUrl).searchParams.get('token')!;
    const manage = await publicGet(`/api/public/bookings/${meetingId}?token=${encodeURIComponent(token)}`);
    expect(manage.body.data.guests).toEqual(expect.arrayContaining([engineers[0].name, teamGuest.name, outside]));
    expect((await sessionRow(sessionId))!.decision!.events.find((e) => e.type === 'guests_invited')!.detail).toBe(
      `Invited guests: ${teamGuest.name}, ${outside}`,
    );
  });

  it("invites a matching rule's guests to always add", async () => {
    const [owner] = await people(1, 'Owner');
    const [teamGuest] = await people(1, 'Guest');
    const outside = `legal-${uid()}@partner.test`;
    const type = await openMeetingType(admin, [owner.id]);
    const rule = await admin.json('POST', '/api/matching-rules', {
      name: `Always ${uid()}`,
      moduleType: 'related_account',
      matchBy: { by: 'email_domain' },
      assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
      guests: [teamGuest.email, outside],
    });
    expect(rule.status).toBe(201);
    const { crmAccount } = await import('./routing-session-helpers');
    const domain = await crmAccount(owner.id);
    const routerId = await makeRouter({ formId, meetingTypeId: type.id }, { matchingRuleIds: [rule.body.data.id] });
    const sub = await widget.submit(routerId, { name: 'Pat Prospect', email: `pat@${domain}`, country: 'France' });
    const booked = await widget.book(sub.body.data.sessionId, futureAt(12, 0, 5));
    expect(booked.status).toBe(201);
    expect(await participants(booked.body.data.id)).toEqual([
      { user_id: teamGuest.id, role: 'guest', group_id: null },
      { user_id: owner.id, role: 'host', group_id: null },
    ]);
    expect(await inviteAttendees(`pat@${domain}`)).toEqual(expect.arrayContaining([outside, teamGuest.email.toLowerCase()]));
  });

  it('refuses more than 5 internal guests at save, in the spec wording, on rules and pods', async () => {
    const team = await people(6, 'Guest');
    const emails = [...team.map((p) => p.email), `x-${uid()}@partner.test`];
    const rule = await admin.json('POST', '/api/matching-rules', {
      name: `Too many ${uid()}`,
      moduleType: 'related_account',
      matchBy: { by: 'email_domain' },
      assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
      guests: emails,
    });
    expect(rule.status).toBe(422);
    expect(rule.body.errors[0]).toMatchObject({
      detail: 'At most 5 internal team members can be added as guests',
      source: { pointer: '/guests' },
    });
    const fine = await admin.json('POST', '/api/matching-rules', {
      name: `Five ${uid()}`,
      moduleType: 'related_account',
      matchBy: { by: 'email_domain' },
      assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
      guests: emails.slice(1),
    });
    expect(fine.status).toBe(201);
    const pod = await admin.json('POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: {
        name: `Pod ${uid()}`,
        teamId,
        distribution: 'round_robin_all',
        conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: 'X' }],
        method: 'round_robin_available',
        guests: emails,
      },
    });
    expect(pod.status).toBe(422);
    expect(pod.body.errors[0]).toMatchObject({ detail: BOOKING_MESSAGES.maxInternalGuests, source: { pointer: '/definition/guests' } });
  });
});
