import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { addOrg, addUser, renderOutbox, signIn, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { approveConsent, fakeControlOf, openCallback } from './calendar-helpers';
import { drainEvents } from './event-helpers';

// Settings -> Meeting -> Form invites: whether the prospect's booking form answers go into the calendar
// invitations the prospect sees (our ICS to the prospect and guests, the event in the host's connected
// calendar). The team's own invite lists them whatever the setting says.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const E = env as unknown as import('../env').Env;
const PATH = '/api/meeting-settings/form-invites';
const GOOGLE = 'https://www.googleapis.com';
const QUESTION = { id: 'q1', type: 'short_answer', question: 'Company size?', required: false };
const MESSAGE = 'Choose whether form entries are added to invites';

let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let manager: TestClient;
let member: TestClient;
let host: Awaited<ReturnType<typeof addUser>>;

const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));

/** The DESCRIPTION of the ICS attached to the newest booking e-mail to `to`; null when the e-mail has no invite. */
async function inviteDescription(to: string): Promise<string | null> {
  await renderOutbox();
  const row = await E.DB.prepare(
    `select attachments from outbox where "to" = ? and kind = 'meeting_booked' order by created_at desc, rowid desc limit 1`,
  )
    .bind(to)
    .first<{ attachments: string }>();
  if (!row) throw new Error(`no booking e-mail to ${to}`);
  const [ics] = JSON.parse(row.attachments) as { content: string }[];
  if (!ics) return null;
  const events = new ICAL.Component(ICAL.parse(decode(ics.content))).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]).description;
}

/** Connects `client`'s Google Calendar through the fake's consent page, as a browser would. */
async function connectGoogle(client: TestClient, login: string) {
  const start = await client.json('POST', '/api/profile/integrations/google-calendar/connect');
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.data.url);
  const callback = await approveConsent(authorize, 'https://accounts.google.com/o/oauth2/v2/auth/approve', login);
  expect((await openCallback(client, callback)).status).toBe(302);
}

beforeAll(async () => {
  org = await addOrg({ company: 'Formco' });
  admin = await signIn(org.admin.email);
  host = await addUser(org.accountId, { role: 'regular', name: 'Hana Host' });
  member = await signIn(host.email);
  manager = await signIn((await addUser(org.accountId, { role: 'manager' })).email);
});

afterAll(() => vi.restoreAllMocks());

describe('form invites setting', () => {
  it('starts on; an Admin switches it off and on, each change audited once, an unchanged save records nothing', async () => {
    expect((await admin.json('GET', PATH)).body.data).toEqual({ enabled: true, updatedAt: null });
    const off = await admin.json('PUT', PATH, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ enabled: false, updatedAt: expect.any(String) });
    expect((await admin.json('GET', PATH)).body.data.enabled).toBe(false);
    await admin.json('PUT', PATH, { enabled: false });
    expect((await admin.json('PUT', PATH, { enabled: true })).body.data.enabled).toBe(true);
    const log = (await admin.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    expect(log.map((e: any) => e.detail)).toEqual([
      { setting: 'form_invites', before: { enabled: false }, after: { enabled: true } },
      { setting: 'form_invites', before: { enabled: true }, after: { enabled: false } },
    ]);
    expect(log[0]).toMatchObject({ label: 'Meeting settings changed', actor: expect.objectContaining({ name: 'Org Admin' }) });
    // The other meeting settings stay as they were.
    expect((await admin.json('GET', '/api/meeting-settings/auto-redirection')).body.data).toMatchObject({ mode: 'countdown', seconds: 10 });
  });

  it('refuses anything but true or false with a pointer, and changes nothing', async () => {
    for (const body of [{}, { enabled: 'no' }, { enabled: 0 }, { enabled: null }]) {
      const res = await admin.json('PUT', PATH, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ detail: MESSAGE, source: { pointer: '/enabled' } })]);
    }
    expect((await admin.json('GET', PATH)).body.data.enabled).toBe(true);
  });

  it('is for Admins only, and each organization has its own', async () => {
    for (const c of [manager, member]) {
      expect((await c.json('GET', PATH)).status).toBe(403);
      expect((await c.json('PUT', PATH, { enabled: false })).status).toBe(403);
    }
    const other = await signIn((await addOrg()).admin.email);
    expect((await other.json('GET', PATH)).body.data).toEqual({ enabled: true, updatedAt: null });
    expect((await other.json('PUT', PATH, { enabled: false })).body.data.enabled).toBe(false);
    expect((await admin.json('GET', PATH)).body.data.enabled).toBe(true);
  });

  it('two Admins switching at once: both answer 200, and the saved value agrees with the changes audited', async () => {
    const o = await addOrg();
    const a = await signIn(o.admin.email);
    const b = await signIn((await addUser(o.accountId, { role: 'super_admin' })).email);
    const answers = await Promise.all([a.json('PUT', PATH, { enabled: false }), b.json('PUT', PATH, { enabled: true })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await E.DB.prepare('select form_answers_in_invites as enabled from meeting_settings where account_id = ?')
      .bind(o.accountId)
      .all<{ enabled: number }>();
    expect(rows.results).toHaveLength(1);
    const log = (await a.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    // Either B saw it on (already so: nothing to record) and A turned it off, or A turned it off and B on again.
    const afters = log.map((e: any) => e.detail.after.enabled).reverse();
    expect(rows.results[0].enabled ? [false, true] : [false]).toEqual(afters);
  });
});

describe('the invitations a prospect sees', () => {
  it("our ICS to the prospect and guests lists the answers only while the setting is on; the team's always does", async () => {
    const type = await openMeetingType(admin, [host.id], { name: 'Intro call' });
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: host.id, questions: [QUESTION] });
    const bookWith = async (hour: number) => {
      const email = `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`;
      const res = await book(link.slug, { start: futureAt(hour, 0, 6), email, answers: { q1: '200 people' }, guests: [`cfo-${email}`] });
      expect(res.status).toBe(201);
      return email;
    };

    const on = await bookWith(9);
    const prospectOn = await inviteDescription(on);
    expect(prospectOn).toContain('Company size?: 200 people');
    // The meeting type's calendar body comes first, then the answers.
    expect(prospectOn!.indexOf('Company size?')).toBeGreaterThan(0);
    expect(await inviteDescription(`cfo-${on}`)).toContain('Company size?: 200 people');

    expect((await admin.json('PUT', PATH, { enabled: false })).status).toBe(200);
    const off = await bookWith(11);
    const prospectOff = await inviteDescription(off);
    expect(prospectOff).not.toBeNull();
    expect(prospectOff).not.toContain('200 people');
    expect(await inviteDescription(`cfo-${off}`)).not.toContain('200 people');
    expect(await inviteDescription(host.email)).toContain('Company size?: 200 people');
    await admin.json('PUT', PATH, { enabled: true });
  });

  it("the event written to the host's connected Google Calendar leaves the answers out while the setting is off", async () => {
    const o = await addOrg();
    const a = await signIn(o.admin.email);
    const rep = await addUser(o.accountId, { role: 'regular', name: 'Gia Google' });
    const login = `gia-${crypto.randomUUID().slice(0, 8)}@gmail.test`;
    await connectGoogle(await signIn(rep.email), login);
    const type = await openMeetingType(a, [rep.id]);
    const link = await createLink(a, { meetingTypeId: type.id, ownerUserId: rep.id, questions: [QUESTION] });
    const eventOf = async (hour: number, slug = link.slug) => {
      const res = await book(slug, { start: futureAt(hour, 0, 7), answers: { q1: '40 seats' } });
      expect(res.status).toBe(201);
      await drainEvents(o.accountId);
      const items = (await (await fakeControlOf(GOOGLE)(`events?email=${encodeURIComponent(login)}`)).json()) as { items: any[] };
      const event = items.items.find((e) => e.extendedProperties?.private?.routewiseMeetingId === res.body.data.id);
      expect(event).toBeDefined();
      return event.description as string;
    };

    expect(await eventOf(9)).toContain('Company size?: 40 seats');
    expect((await a.json('PUT', PATH, { enabled: false })).status).toBe(200);
    const off = await eventOf(11);
    expect(off).not.toContain('40 seats');
    // The rest of the description is still there.
    expect(off).toMatch(/^Pat Prospect <pat-/);
    // A team with its own switch on (Team settings): its meeting types' events list the answers.
    const teamId = (await a.json('POST', '/api/teams', { name: 'Own invites', timezone: 'UTC' })).body.data.id;
    expect((await a.json('PUT', `/api/meeting-settings/teams/${teamId}/form-invites`, { enabled: true })).status).toBe(200);
    const teamType = await openMeetingType(a, [rep.id], { teamId });
    const teamLink = await createLink(a, { meetingTypeId: teamType.id, ownerUserId: rep.id, questions: [QUESTION] });
    expect(await eventOf(13, teamLink.slug)).toContain('Company size?: 40 seats');
    expect(await eventOf(15)).not.toContain('40 seats');
  });
});
