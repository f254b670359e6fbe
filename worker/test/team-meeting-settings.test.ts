import { beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { addOrg, addUser, renderOutbox, signIn, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';

// Settings -> Meeting -> the "Team settings" tab: a team's own form invites, auto-redirection and meeting
// window act on the meetings of the meeting types that belong to the team; every other type (another
// team's, or one in no team) keeps the global (organization) value.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const E = env as unknown as import('../env').Env;
const BASE = '/api/meeting-settings';
const team = (id: string, page: string) => `${BASE}/teams/${id}/${page}`;
const QUESTION = { id: 'q1', type: 'short_answer', question: 'Company size?', required: false };

let accountId: string;
let admin: TestClient;
let hostId: string;
let teamA: string;
let teamB: string;

const newTeam = async (client: TestClient, name: string) => {
  const res = await client.json('POST', '/api/teams', { name, timezone: 'UTC' });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
};

const decode = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));

/** The DESCRIPTION of the ICS attached to the booking e-mail to `to`. */
async function inviteDescription(to: string): Promise<string> {
  await renderOutbox();
  const row = await E.DB.prepare(
    `select attachments from outbox where "to" = ? and kind = 'meeting_booked' order by created_at desc limit 1`,
  )
    .bind(to)
    .first<{ attachments: string }>();
  const [ics] = JSON.parse(row!.attachments) as { content: string }[];
  const [event] = new ICAL.Component(ICAL.parse(decode(ics.content))).getAllSubcomponents('vevent');
  return new ICAL.Event(event).description;
}

const auditOf = async (client: TestClient) =>
  (await client.json('GET', '/api/audit-log')).body.data
    .filter((e: any) => e.action === 'meeting_settings_changed')
    .map((e: any) => e.detail);

beforeAll(async () => {
  const org = await addOrg({ company: 'Teamco' });
  accountId = org.accountId;
  admin = await signIn(org.admin.email);
  hostId = (await addUser(accountId, { role: 'regular', name: 'Hana Host' })).id;
  teamA = await newTeam(admin, 'Alpha');
  teamB = await newTeam(admin, 'Beta');
});

describe('team settings API', () => {
  it('a team uses the global value until it has its own; DELETE returns it to the global one; each change audited', async () => {
    await admin.json('PUT', `${BASE}/form-invites`, { enabled: true });
    expect((await admin.json('GET', team(teamA, 'form-invites'))).body.data).toEqual({
      enabled: true,
      teamId: teamA,
      usesGlobal: true,
      updatedAt: null,
    });
    const own = await admin.json('PUT', team(teamA, 'form-invites'), { enabled: false });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ enabled: false, teamId: teamA, usesGlobal: false, updatedAt: expect.any(String) });
    // Saving the same again records nothing; the global value and the other team are untouched.
    await admin.json('PUT', team(teamA, 'form-invites'), { enabled: false });
    expect((await admin.json('GET', `${BASE}/form-invites`)).body.data.enabled).toBe(true);
    expect((await admin.json('GET', team(teamB, 'form-invites'))).body.data).toMatchObject({ enabled: true, usesGlobal: true });
    const back = await admin.json('DELETE', team(teamA, 'form-invites'));
    expect(back.body.data).toMatchObject({ enabled: true, usesGlobal: true });
    expect((await auditOf(admin)).slice(0, 2)).toEqual([
      { setting: 'form_invites', team: { id: teamA, name: 'Alpha' }, before: { enabled: false }, after: 'global' },
      { setting: 'form_invites', team: { id: teamA, name: 'Alpha' }, before: 'global', after: { enabled: false } },
    ]);
  });

  it('validates with the global pages’ messages and pointers, and changes nothing', async () => {
    const bad = await admin.json('PUT', team(teamA, 'auto-redirection'), { mode: 'countdown', seconds: 2 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ detail: 'Countdown must be between 3 and 60 seconds', source: { pointer: '/seconds' } }),
    ]);
    const window = await admin.json('PUT', team(teamA, 'meeting-window'), { earliestSlotMinutes: 7, bookingWindowDays: 14 });
    expect(window.status).toBe(422);
    expect(window.body.errors).toEqual([
      expect.objectContaining({ detail: 'Choose the earliest slot', source: { pointer: '/earliestSlotMinutes' } }),
    ]);
    expect((await admin.json('PUT', team(teamA, 'form-invites'), { enabled: 'no' })).status).toBe(422);
    expect((await admin.json('GET', team(teamA, 'auto-redirection'))).body.data.usesGlobal).toBe(true);
  });

  it('is for Admins only; a team of another organization or an unknown one is not found', async () => {
    const manager = await signIn((await addUser(accountId, { role: 'manager' })).email);
    expect((await manager.json('GET', team(teamA, 'form-invites'))).status).toBe(403);
    expect((await manager.json('PUT', team(teamA, 'form-invites'), { enabled: false })).status).toBe(403);
    expect((await manager.json('DELETE', team(teamA, 'form-invites'))).status).toBe(403);
    const other = await signIn((await addOrg()).admin.email);
    const theirs = await newTeam(other, 'Theirs');
    for (const id of [theirs, 'no-such-team'])
      for (const page of ['form-invites', 'auto-redirection', 'meeting-window']) {
        expect((await admin.json('GET', team(id, page))).status).toBe(404);
        expect((await admin.json('DELETE', team(id, page))).status).toBe(404);
      }
    expect((await admin.json('PUT', team(theirs, 'form-invites'), { enabled: false })).status).toBe(404);
    expect((await other.json('GET', team(theirs, 'form-invites'))).body.data.usesGlobal).toBe(true);
  });

  it('two Admins saving one team at once: both 200, one row, one audit entry each, the later save stays', async () => {
    const o = await addOrg();
    const a = await signIn(o.admin.email);
    const b = await signIn((await addUser(o.accountId, { role: 'super_admin' })).email);
    const t = await newTeam(a, 'Race');
    const answers = await Promise.all([
      a.json('PUT', team(t, 'auto-redirection'), { mode: 'countdown', seconds: 20 }),
      b.json('PUT', team(t, 'auto-redirection'), { mode: 'stay', seconds: 5 }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await E.DB.prepare(
      'select redirect_mode as mode, redirect_seconds as seconds from team_meeting_settings where team_id = ?',
    )
      .bind(t)
      .all<{ mode: string; seconds: number }>();
    expect(rows.results).toHaveLength(1);
    const log = await auditOf(a);
    expect(log).toHaveLength(2);
    expect(log.map((d: any) => d.after).sort((x: any, y: any) => x.seconds - y.seconds)).toEqual([
      { mode: 'stay', seconds: 5 },
      { mode: 'countdown', seconds: 20 },
    ]);
    // The save that stayed is the one committed last: it replaced either the global value or the other save.
    const kept = log.find((d: any) => d.after.mode === rows.results[0].mode)!;
    const lost = log.find((d: any) => d !== kept)!;
    expect(kept.after).toEqual(rows.results[0]);
    expect(['global', lost.after]).toContainEqual(kept.before);
    expect((await a.json('GET', team(t, 'auto-redirection'))).body.data).toMatchObject({ ...kept.after, usesGlobal: false });
  });
});

describe('what a team setting acts on', () => {
  it("form invites: the team's own switch decides for its types' bookings; another team's and no team's follow global", async () => {
    const typeA = await openMeetingType(admin, [hostId], { teamId: teamA });
    const typeB = await openMeetingType(admin, [hostId], { teamId: teamB });
    const none = await openMeetingType(admin, [hostId]);
    const links = await Promise.all(
      [typeA, typeB, none].map((t) => createLink(admin, { meetingTypeId: t.id, ownerUserId: hostId, questions: [QUESTION] })),
    );
    let hour = 6;
    const answersShown = async (slug: string) => {
      const email = `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`;
      const res = await book(slug, { start: futureAt(hour++, 0, 5), email, answers: { q1: '200 people' } });
      expect(res.status).toBe(201);
      return (await inviteDescription(email)).includes('Company size?: 200 people');
    };
    const shown = async () => [await answersShown(links[0].slug), await answersShown(links[1].slug), await answersShown(links[2].slug)];

    await admin.json('PUT', `${BASE}/form-invites`, { enabled: true });
    expect((await admin.json('PUT', team(teamA, 'form-invites'), { enabled: false })).status).toBe(200);
    expect(await shown()).toEqual([false, true, true]);
    await admin.json('PUT', `${BASE}/form-invites`, { enabled: false });
    await admin.json('PUT', team(teamA, 'form-invites'), { enabled: true });
    expect(await shown()).toEqual([true, false, false]);
    await admin.json('DELETE', team(teamA, 'form-invites'));
    expect(await shown()).toEqual([false, false, false]);
    await admin.json('PUT', `${BASE}/form-invites`, { enabled: true });
  });

  it("auto-redirection: the link page of a team's type carries the team's own; others carry the global one", async () => {
    const typeA = await openMeetingType(admin, [hostId], { teamId: teamA });
    const typeB = await openMeetingType(admin, [hostId], { teamId: teamB });
    const none = await openMeetingType(admin, [hostId]);
    const links = await Promise.all([typeA, typeB, none].map((t) => createLink(admin, { meetingTypeId: t.id, ownerUserId: hostId })));
    const carried = async () => Promise.all(links.map(async (l) => (await publicGet(`/api/public/links/${l.slug}`)).body.data.postBooking));
    await admin.json('PUT', `${BASE}/auto-redirection`, { mode: 'countdown', seconds: 12 });
    expect((await admin.json('PUT', team(teamA, 'auto-redirection'), { mode: 'stay', seconds: 4 })).status).toBe(200);
    const global = { mode: 'countdown', seconds: 12 };
    expect(await carried()).toEqual([{ mode: 'stay', seconds: 4 }, global, global]);
    await admin.json('PUT', team(teamB, 'auto-redirection'), { mode: 'countdown', seconds: 30 });
    expect(await carried()).toEqual([{ mode: 'stay', seconds: 4 }, { mode: 'countdown', seconds: 30 }, global]);
    await admin.json('DELETE', team(teamA, 'auto-redirection'));
    await admin.json('DELETE', team(teamB, 'auto-redirection'));
    expect(await carried()).toEqual([global, global, global]);
  });

  it("meeting window: a team's own window goes to its following types; the global save leaves them, and moves follow the team", async () => {
    const windowOf = async (id: string) => {
      const { earliestSlotMinutes, bookingWindowDays } = (await admin.json('GET', `/api/meeting-types/${id}`)).body.data;
      return { earliestSlotMinutes, bookingWindowDays };
    };
    const globalWindow = (earliestSlotMinutes: number, bookingWindowDays: number) =>
      admin.json('PUT', `${BASE}/meeting-window`, { earliestSlotMinutes, bookingWindowDays, allowChangesAfterStart: false });
    await globalWindow(60, 14);
    const typeA = await openMeetingType(admin, [hostId], { teamId: teamA, windowFromOrg: true });
    const ownA = await openMeetingType(admin, [hostId], { teamId: teamA });
    const typeB = await openMeetingType(admin, [hostId], { teamId: teamB, windowFromOrg: true });
    const none = await openMeetingType(admin, [hostId], { windowFromOrg: true });

    const saved = await admin.json('PUT', team(teamA, 'meeting-window'), { earliestSlotMinutes: 1440, bookingWindowDays: 3 });
    expect(saved.body.data).toEqual({
      earliestSlotMinutes: 1440,
      bookingWindowDays: 3,
      teamId: teamA,
      usesGlobal: false,
      updatedAt: expect.any(String),
    });
    expect(await windowOf(typeA.id)).toEqual({ earliestSlotMinutes: 1440, bookingWindowDays: 3 });
    expect(await windowOf(ownA.id)).toEqual({ earliestSlotMinutes: 0, bookingWindowDays: 365 });
    expect(await windowOf(typeB.id)).toEqual({ earliestSlotMinutes: 60, bookingWindowDays: 14 });
    // The slots of the team's type follow its window.
    const link = await createLink(admin, { meetingTypeId: typeA.id, ownerUserId: hostId });
    const now = Date.now();
    const slots = await publicGet(
      `/api/public/links/${link.slug}/slots?from=${new Date(now).toISOString()}&to=${new Date(now + 10 * 86_400_000).toISOString()}&timezone=UTC`,
    );
    const starts = slots.body.slots.map((s: { start: string }) => Date.parse(s.start)) as number[];
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + 86_400_000 - 60_000);
    expect(Math.max(...starts)).toBeLessThan(now + 4 * 86_400_000);

    // The global save moves the other following types, not team A's.
    await globalWindow(240, 30);
    expect(await windowOf(typeA.id)).toEqual({ earliestSlotMinutes: 1440, bookingWindowDays: 3 });
    expect(await windowOf(typeB.id)).toEqual({ earliestSlotMinutes: 240, bookingWindowDays: 30 });
    expect(await windowOf(none.id)).toEqual({ earliestSlotMinutes: 240, bookingWindowDays: 30 });
    expect((await admin.json('GET', team(teamB, 'meeting-window'))).body.data).toMatchObject({
      earliestSlotMinutes: 240,
      usesGlobal: true,
    });

    // A type moved out of team A takes the global window; moved into it, team A's.
    const move = async (id: string, teamId: string | null) => {
      const {
        id: _i,
        status: _s,
        members: _m,
        createdAt: _c,
        updatedAt: _u,
        ...values
      } = (await admin.json('GET', `/api/meeting-types/${id}`)).body.data;
      expect((await admin.json('PUT', `/api/meeting-types/${id}`, { ...values, teamId })).status).toBe(200);
    };
    await move(typeA.id, null);
    expect(await windowOf(typeA.id)).toEqual({ earliestSlotMinutes: 240, bookingWindowDays: 30 });
    await move(none.id, teamA);
    expect(await windowOf(none.id)).toEqual({ earliestSlotMinutes: 1440, bookingWindowDays: 3 });

    // Back to the global window: the team's following types take it.
    expect((await admin.json('DELETE', team(teamA, 'meeting-window'))).body.data).toMatchObject({
      earliestSlotMinutes: 240,
      usesGlobal: true,
    });
    expect(await windowOf(none.id)).toEqual({ earliestSlotMinutes: 240, bookingWindowDays: 30 });
    expect(await windowOf(ownA.id)).toEqual({ earliestSlotMinutes: 0, bookingWindowDays: 365 });
  });
});
