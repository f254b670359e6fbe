import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Env } from '../env';
import { convergeConference } from '../features/conferencing/parts/converge';
import { conferenceInvitations } from '../features/meetings/parts/conference-invites';
import { connectIntegration } from '../features/integrations/service';
import { RetryLater } from '../features/events/service';
import { exchangeZoomCode, refreshZoomTokens, zoomAuthorizeUrl } from '../integrations/conferencing/zoom';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { db, demo, renderOutbox, BASE } from './client';
import { FAKE_ZOOM_APP } from './fakes/zoom';
import { seedDemo } from '../dev/seed';

// A meeting's conference through the booking, the conferencing handler and the invitations: the tool
// the type's location names, created once however often the event is delivered, moved on reschedule,
// deleted on cancel, and exactly one invitation to the prospect, carrying the link.

const URSULA = 'demo-ursula';
const testEnv = { ...(env as unknown as Env), ZOOM_CLIENT_ID: FAKE_ZOOM_APP.clientId, ZOOM_CLIENT_SECRET: FAKE_ZOOM_APP.clientSecret };
const converge = (meetingId: string, reassigned = false) => convergeConference(testEnv, db(), conferenceInvitations, meetingId, reassigned);

const dailyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
const dailyRooms = async (key: string) =>
  (
    (await (await fetch('https://api.daily.co/__fake/rooms', { headers: { authorization: `Bearer ${key}` } })).json()) as {
      data: { name: string; url: string; config: { exp: number } }[];
    }
  ).data;

async function connect(
  provider: string,
  credentials: unknown,
  extra: { settings?: Record<string, unknown>; tokenExpiresAt?: number; externalAccountId?: string } = {},
) {
  await seedDemo(db());
  // One connection per tool, as the connect routes keep it.
  await env.DB.prepare('delete from integrations where user_id = ? and provider = ?').bind(URSULA, provider).run();
  return connectIntegration(testEnv, db(), {
    accountId: 'demo-account',
    userId: URSULA,
    provider,
    kind: 'conferencing',
    credentials,
    actorUserId: URSULA,
    externalAccountId: extra.externalAccountId ?? crypto.randomUUID(),
    ...extra,
  });
}

/** Ravi's own conference link (one connection per tool, as the connect routes keep it). */
async function connectRavisRoom() {
  await env.DB.prepare("delete from integrations where user_id = 'demo-ravi' and provider = 'conference_link'").run();
  await connectIntegration(testEnv, db(), {
    accountId: 'demo-account',
    userId: 'demo-ravi',
    provider: 'conference_link',
    kind: 'conferencing',
    credentials: {},
    settings: { url: 'https://meet.example/ravi-room' },
    actorUserId: 'demo-ravi',
  });
}

const bookAtRandom = (slug: string, email: string) =>
  book(slug, {
    start: futureAt(6 + Math.floor(Math.random() * 12), 15 * Math.floor(Math.random() * 4), 4 + Math.floor(Math.random() * 40)),
    email,
  });

async function bookWith(videoTool: string | null, locationType = 'video') {
  const clients = await demo();
  const type = await openMeetingType(clients.admin, [URSULA], { name: `Video ${videoTool}`, locationType, videoTool });
  const link = await createLink(clients.admin, { meetingTypeId: type.id, ownerUserId: URSULA });
  const email = `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`;
  // A random time, so the file's bookings for Ursula rarely meet; when one does (409 slot_taken, CI 2026-11-30), another.
  let res = await bookAtRandom(link.slug, email);
  for (let tries = 1; res.status === 409 && tries < 5; tries++) res = await bookAtRandom(link.slug, email);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const data = res.body.data as { id: string; start: string; joinUrl: string | null; joinPending: boolean; rescheduleUrl: string };
  return { ...clients, booking: data, email, token: new URL(data.rescheduleUrl).searchParams.get('token')! };
}

async function mails(to: string, kind = 'meeting_booked') {
  await renderOutbox();
  return (
    await env.DB.prepare('select text, attachments from outbox where "to" = ? and kind = ? order by created_at')
      .bind(to, kind)
      .all<{ text: string; attachments: string }>()
  ).results;
}
const meetingRow = (id: string) =>
  env.DB.prepare('select conference_url as url, conference_provider as provider from meetings where id = ?')
    .bind(id)
    .first<{ url: string | null; provider: string | null }>();
const conferenceRow = (id: string) =>
  env.DB.prepare('select * from meeting_conferences where meeting_id = ?')
    .bind(id)
    .first<{ status: string; external_id: string | null; invite_released_at: number | null; last_error: string | null }>();

describe('conferencing through bookings', () => {
  it("the member's own link: on the booking answer, in the invitation's Join line, no handler needed", async () => {
    await connect('conference_link', {}, { settings: { url: 'https://meet.example/ursula-room' }, externalAccountId: '' });
    const { booking, email } = await bookWith('conference_link');
    expect(booking.joinUrl).toBe('https://meet.example/ursula-room');
    const [invite] = await mails(email);
    expect(invite.text).toContain('Join: https://meet.example/ursula-room');
    expect(await meetingRow(booking.id)).toEqual({ url: 'https://meet.example/ursula-room', provider: 'conference_link' });
  });

  it("a round-robin group link's meeting carries the link of the host who takes it, whichever of them it is", async () => {
    await connect('conference_link', {}, { settings: { url: 'https://meet.example/ursula-room' }, externalAccountId: '' });
    await connectRavisRoom();
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-admin', URSULA, 'demo-ravi'], {
      name: 'Video round robin',
      locationType: 'video',
      videoTool: 'conference_link',
    });
    const link = await createLink(admin, {
      kind: 'group',
      groupMode: 'round_robin',
      meetingTypeId: type.id,
      ownerUserId: 'demo-admin',
      memberIds: [URSULA, 'demo-ravi'],
    });
    // Both hosts' tools are read before the slot says who is free (a small group): each meeting gets its own host's.
    const rooms: Record<string, string> = { [URSULA]: 'https://meet.example/ursula-room', 'demo-ravi': 'https://meet.example/ravi-room' };
    const hosts = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await bookAtRandom(link.slug, `rr-${i}-${crypto.randomUUID().slice(0, 6)}@prospect.test`);
      if (res.status !== 201) continue;
      const row = await env.DB.prepare('select host_user_id as host, conference_url as url from meetings where id = ?')
        .bind(res.body.data.id)
        .first<{ host: string; url: string }>();
      expect(row!.url).toBe(rooms[row!.host]);
      expect(res.body.data.joinUrl).toBe(rooms[row!.host]);
      hosts.add(row!.host);
    }
    // Ravi, the second host read (and the one who has hosted fewer here), takes at least one: a mix-up of whose tools
    // are whose would give him Ursula's room.
    expect(hosts.has('demo-ravi')).toBe(true);
  });

  it("a reassignment gives the meeting the new host's own link and sends everyone the updated invitation once", async () => {
    await connect('conference_link', {}, { settings: { url: 'https://meet.example/ursula-room' }, externalAccountId: '' });
    await connectRavisRoom();
    const { booking, email } = await bookWith('conference_link');
    // What the reassignment's own batch does to the host (its e-mails are the lifecycle's), then its event.
    await env.DB.batch([
      env.DB.prepare("update meetings set host_user_id = 'demo-ravi' where id = ?").bind(booking.id),
      env.DB.prepare("update meeting_participants set user_id = 'demo-ravi' where meeting_id = ? and role = 'host'").bind(booking.id),
    ]);
    await converge(booking.id, true);
    await converge(booking.id, true);
    expect(await meetingRow(booking.id)).toEqual({ url: 'https://meet.example/ravi-room', provider: 'conference_link' });
    const updates = await mails(email, 'meeting_updated');
    expect(updates).toHaveLength(1);
    expect(updates[0].text).toMatch(/Join:?\s+https:\/\/meet\.example\/ravi-room/);
  });

  it('a phone location gets no link and no Join line', async () => {
    const { booking, email } = await bookWith(null, 'phone');
    expect(booking.joinUrl).toBeNull();
    const [invite] = await mails(email);
    expect(invite.text).not.toMatch(/^\s*Join/m);
  });

  it('Daily: the invitation waits for the room; duplicate deliveries make one room and one invitation; reschedule moves it, cancel deletes it', async () => {
    const key = dailyKey();
    await connect('daily', { apiKey: key });
    const { booking, email, token } = await bookWith('daily');
    expect(booking.joinPending).toBe(true);
    const held = await env.DB.prepare('select invite_held as held from meeting_conferences where meeting_id = ?')
      .bind(booking.id)
      .first<{ held: number }>();
    expect(held?.held).toBe(1);

    await Promise.all([converge(booking.id), converge(booking.id).catch((e) => expect(e).toBeInstanceOf(RetryLater))]);
    await converge(booking.id);
    const rooms = await dailyRooms(key);
    expect(rooms).toHaveLength(1);
    expect((await meetingRow(booking.id))?.url).toBe(rooms[0].url);
    const invites = await mails(email);
    expect(invites).toHaveLength(1);
    expect(invites[0].text).toContain(`Join: ${rooms[0].url}`);
    expect(JSON.parse(invites[0].attachments)).toHaveLength(1);
    expect(await mails('ursula@acme.test').then((r) => r.filter((m) => m.text.includes(rooms[0].url)))).toHaveLength(1);

    const start = new Date(Date.parse(booking.start) + 26 * 3_600_000).toISOString();
    const moved = await SELF.fetch(`${BASE}/api/public/bookings/${booking.id}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ token, start }),
    });
    expect(moved.status).toBe(200);
    const manage = (await moved.json()) as { data: { joinUrl: string } };
    expect(manage.data.joinUrl).toBe(rooms[0].url);
    await converge(booking.id);
    const [after] = await dailyRooms(key);
    expect(after.url).toBe(rooms[0].url);
    expect(after.config.exp * 1000).toBeGreaterThan(Date.parse(start));
    const rescheduled = await mails(email, 'meeting_rescheduled');
    expect(rescheduled[0].text).toMatch(new RegExp(`Join:?\\s+${rooms[0].url}`));

    const cancel = await SELF.fetch(`${BASE}/api/public/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ token, reason: 'No longer needed' }),
    });
    expect(cancel.status).toBe(200);
    await converge(booking.id);
    await converge(booking.id);
    expect(await dailyRooms(key)).toHaveLength(0);
    expect((await conferenceRow(booking.id))?.status).toBe('deleted');
  });

  it('a 429 from the tool is waited out (RetryLater with its Retry-After) with the invitation still held', async () => {
    const key = dailyKey();
    await connect('daily', { apiKey: key });
    await fetch('https://api.daily.co/__fake/fail-next', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: JSON.stringify({ status: 429, retryAfter: 9 }),
    });
    const { booking, email } = await bookWith('daily');
    // The events queue delivers too: whichever delivery meets the 429 first, the outcome is the same.
    const errors: unknown[] = [];
    for (let i = 0; i < 20 && (await conferenceRow(booking.id))?.status !== 'created'; i++) {
      await converge(booking.id).catch((e) => errors.push(e));
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const e of errors) expect(e).toBeInstanceOf(RetryLater);
    const mine = errors.find((e) => (e as RetryLater).message.includes('rate limit')) as RetryLater | undefined;
    if (mine) expect(mine.delaySeconds).toBe(9);
    expect((await conferenceRow(booking.id)) as unknown).toMatchObject({ status: 'created', attempts: 2 });
    expect(await dailyRooms(key)).toHaveLength(1);
    expect(await mails(email)).toHaveLength(1);
  });

  it('Zoom: a token about to expire is refreshed before the call and the rotated tokens are stored sealed; the meeting gets its Zoom link', async () => {
    const verifier = 'w'.repeat(50);
    const redirect = `${BASE}/api/profile/integrations/zoom/callback`;
    const url = new URL(zoomAuthorizeUrl(testEnv, redirect, 's2', verifier));
    const allow = await fetch(`https://zoom.us/oauth/authorize/consent${url.search}`, { redirect: 'manual' });
    const tokens = await exchangeZoomCode(testEnv, redirect, new URL(allow.headers.get('location')!).searchParams.get('code')!, verifier);
    const row = await connect(
      'zoom',
      { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      { tokenExpiresAt: Date.now() + 30_000 },
    );
    const { booking, email } = await bookWith('zoom');
    for (let i = 0; i < 20 && (await conferenceRow(booking.id))?.status !== 'created'; i++)
      await converge(booking.id).catch(() => new Promise((r) => setTimeout(r, 100)));
    const stored = await env.DB.prepare('select status, token_expires_at as expiresAt from integrations where id = ?')
      .bind(row.id)
      .first<{ status: string; expiresAt: number }>();
    expect(stored?.status).toBe('connected');
    expect(stored!.expiresAt).toBeGreaterThan(Date.now() + 3000_000);
    // Zoom rotated the refresh token on that refresh: the one we were given no longer works.
    await expect(refreshZoomTokens(testEnv, tokens.refreshToken)).rejects.toMatchObject({ kind: 'auth' });
    const link = (await meetingRow(booking.id))?.url;
    expect(link).toMatch(/^https:\/\/us05web\.zoom\.us\/j\/\d+/);
    const invites = await mails(email);
    expect(invites).toHaveLength(1);
    expect(invites[0].text).toContain(`Join: ${link}`);
  });

  it('Zoom: a refused refresh expires the connection (audit entry, spec error) and the invitation goes out without a link', async () => {
    const verifier = 'v'.repeat(50);
    const redirect = `${BASE}/api/profile/integrations/zoom/callback`;
    const url = new URL(zoomAuthorizeUrl(testEnv, redirect, 's', verifier));
    const allow = await fetch(`https://zoom.us/oauth/authorize/consent${url.search}`, { redirect: 'manual' });
    const tokens = await exchangeZoomCode(testEnv, redirect, new URL(allow.headers.get('location')!).searchParams.get('code')!, verifier);
    // Stored as already past expiry, with a refresh token Zoom no longer honours (the app was removed in Zoom).
    const row = await connect(
      'zoom',
      { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      { tokenExpiresAt: Date.now() - 1000 },
    );
    await fetch('https://api.zoom.us/__fake/revoke-refresh', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    const { booking, email } = await bookWith('zoom');
    await converge(booking.id);
    const integration = await env.DB.prepare('select status, last_error from integrations where id = ?')
      .bind(row.id)
      .first<{ status: string; last_error: string }>();
    expect(integration).toEqual({
      status: 'expired',
      last_error: 'Sorry! Zoom integration failed. Please check your API credentials and configuration settings.',
    });
    const audit = await env.DB.prepare("select count(*) as n from audit_log where integration_id = ? and action = 'integration_expired'")
      .bind(row.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
    expect((await conferenceRow(booking.id))?.status).toBe('failed');
    const invites = await mails(email);
    expect(invites).toHaveLength(1);
    expect(invites[0].text).not.toMatch(/^\s*Join/m);
  });
});
