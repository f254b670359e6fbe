import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { Env } from '../env';
import { convergeConference } from '../features/conferencing/parts/converge';
import { conferenceInvitations } from '../features/meetings/parts/conference-invites';
import { connectIntegration } from '../features/integrations/service';
import { checkMeeting, sweepNoShowChecks } from '../features/no-show-detection/service';
import { exchangeZoomCode, zoomAuthorizeUrl } from '../integrations/conferencing/zoom';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { db, demo, type TestClient } from './client';

// No-show detection end to end in workerd: a Zoom meeting booked through a link, its conference made on
// the strict Zoom fake, the fake's participants report set as Zoom would write it, then the check run
// the way the cron sweep runs it, at a chosen instant after the meeting's end.

const URSULA = 'demo-ursula';
const MIN = 60_000;
const testEnv = env as unknown as Env;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

let clients: Awaited<ReturnType<typeof demo>>;
let zoom: { accessToken: string; refreshToken: string; userId: string; email: string };
let linkSlug: string;
let slot = 0;

async function connectZoom() {
  const verifier = 'n'.repeat(50);
  const redirect = 'http://127.0.0.1:8787/api/profile/integrations/zoom/callback';
  const url = new URL(zoomAuthorizeUrl(testEnv, redirect, 'ns', verifier));
  const allow = await fetch(`https://zoom.us/oauth/authorize/consent${url.search}`, { redirect: 'manual' });
  const tokens = await exchangeZoomCode(testEnv, redirect, new URL(allow.headers.get('location')!).searchParams.get('code')!, verifier);
  const me = (await (
    await fetch('https://api.zoom.us/v2/users/me', { headers: { authorization: `Bearer ${tokens.accessToken}` } })
  ).json()) as { id: string; email: string };
  await env.DB.prepare("delete from integrations where user_id = ? and provider = 'zoom'").bind(URSULA).run();
  await connectIntegration(testEnv, db(), {
    accountId: 'demo-account',
    userId: URSULA,
    provider: 'zoom',
    kind: 'conferencing',
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    tokenExpiresAt: Date.now() + 3_000_000,
    externalAccountId: me.id,
    externalAccountName: me.email,
    actorUserId: URSULA,
  });
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, userId: me.id, email: me.email };
}

/** A booked Zoom meeting with Ursula whose conference exists on the fake; each gets its own slot. */
async function zoomMeeting() {
  slot += 1;
  const email = `pat-${crypto.randomUUID().slice(0, 8)}@prospect.test`;
  const res = await book(linkSlug, { start: futureAt(slot % 24, 0, 2 + Math.floor(slot / 24)), email });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = (res.body.data as { id: string }).id;
  let conference: { external_id: string | null; status: string } | null = null;
  for (let i = 0; i < 30; i++) {
    await convergeConference(testEnv, db(), conferenceInvitations, id, false).catch(() => new Promise((r) => setTimeout(r, 100)));
    conference = await env.DB.prepare('select external_id, status from meeting_conferences where meeting_id = ?').bind(id).first();
    if (conference?.status === 'created') break;
  }
  const times = (await env.DB.prepare('select start_at as startAt, end_at as endAt from meetings where id = ?')
    .bind(id)
    .first<{ startAt: number; endAt: number }>())!;
  return { id, email, zoomId: conference!.external_id!, ...times };
}

type Row = { id?: string; name: string; user_email?: string; join_time?: string; leave_time?: string };
const host = (m: { startAt: number; endAt: number }): Row => ({
  id: zoom.userId,
  name: 'Ursula',
  user_email: zoom.email,
  join_time: iso(m.startAt),
  leave_time: iso(m.endAt),
});
const zoomControl = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`https://api.zoom.us/__fake/${path}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${zoom.accessToken}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const writeReport = (zoomId: string, participants: Row[]) => zoomControl(`report/${zoomId}`, { body: { participants } });

/** A Zoom meeting whose participant report shows only its host: the booker did not come. */
async function hostAloneMeeting() {
  const m = await zoomMeeting();
  await writeReport(m.zoomId, [host(m)]);
  return m;
}

/** Nothing was asked of Zoom about the meeting and no check of it was recorded. */
async function expectNotChecked(m: { id: string; zoomId: string }) {
  expect(await reportCalls(m.zoomId)).toBe(0);
  expect(await checkRow(m.id)).toBeNull();
}
const reportCalls = async (zoomId: string) =>
  ((await (await zoomControl(`report-calls/${zoomId}`, { method: 'GET' })).json()) as { calls: number }).calls;

const settings = (client: TestClient, body: unknown) => client.json('PUT', '/api/no-show-detection/settings', body);
const meetingStatus = async (id: string) =>
  (await env.DB.prepare('select status from meetings where id = ?').bind(id).first<{ status: string }>())!.status;
const noShowEvents = async (id: string) =>
  (await env.DB.prepare("select count(*) as n from domain_events where subject_id = ? and type = 'meeting.no_show'")
    .bind(id)
    .first<{ n: number }>())!.n;
const checkRow = (id: string) =>
  env.DB.prepare('select state, outcome, reasons, next_at as nextAt, last_error as lastError from no_show_checks where meeting_id = ?')
    .bind(id)
    .first<{ state: string; outcome: string | null; reasons: string; nextAt: number; lastError: string | null }>();

beforeAll(async () => {
  clients = await demo();
  zoom = await connectZoom();
  const type = await openMeetingType(clients.admin, [URSULA], { name: 'Zoom intro', locationType: 'video', videoTool: 'zoom' });
  linkSlug = (await createLink(clients.admin, { meetingTypeId: type.id, ownerUserId: URSULA })).slug;
});

describe('no-show detection settings', () => {
  it('Admins read and save them; others are refused; bad input gets the spec-style message', async () => {
    expect((await clients.admin.json('GET', '/api/no-show-detection/settings')).body.data).toMatchObject({
      enabled: false,
      waitMinutes: 30,
    });
    expect((await settings(clients.admin, { enabled: true, waitMinutes: 60 })).body.data).toMatchObject({ enabled: true, waitMinutes: 60 });
    expect((await clients.admin.json('GET', '/api/no-show-detection/settings')).body.data).toMatchObject({
      enabled: true,
      waitMinutes: 60,
    });
    expect((await settings(clients.manager, { enabled: false, waitMinutes: 10 })).status).toBe(403);
    expect((await clients.user.json('GET', '/api/no-show-detection/settings')).status).toBe(403);
    const bad = await settings(clients.admin, { enabled: true, waitMinutes: 7 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({
      detail: 'Choose how long to wait after the meeting ends',
      source: { pointer: '/waitMinutes' },
    });
  });

  it('the wait acts: nothing is asked of Zoom before it has passed since the end, the check runs once it has', async () => {
    await settings(clients.admin, { enabled: true, waitMinutes: 30 });
    const m = await hostAloneMeeting();
    await sweepNoShowChecks(testEnv, db(), m.endAt + 29 * MIN);
    await expectNotChecked(m);
    await sweepNoShowChecks(testEnv, db(), m.endAt + 30 * MIN);
    expect(await reportCalls(m.zoomId)).toBe(1);
    expect(await meetingStatus(m.id)).toBe('no_show');
  });

  it('turned off, nothing is checked', async () => {
    await settings(clients.admin, { enabled: false, waitMinutes: 10 });
    const m = await hostAloneMeeting();
    await sweepNoShowChecks(testEnv, db(), m.endAt + 60 * MIN);
    await expectNotChecked(m);
    expect(await meetingStatus(m.id)).toBe('scheduled');
  });
});

describe('no-show detection outcomes', () => {
  beforeAll(async () => {
    await settings(clients.admin, { enabled: true, waitMinutes: 10 });
  });

  it('nobody but the assignee joined: the meeting is marked No Show through the meetings service (one meeting.no_show event)', async () => {
    const m = await zoomMeeting();
    await writeReport(m.zoomId, [host(m), { ...host(m), join_time: iso(m.startAt + 10 * MIN) }]);
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, m.endAt + 10 * MIN)).toBe('no_show');
    expect(await meetingStatus(m.id)).toBe('no_show');
    expect(await noShowEvents(m.id)).toBe(1);
    const detail = await clients.admin.json('GET', `/api/meetings/${m.id}`);
    expect(detail.body.data.status).toBe('no_show');
    expect((await clients.admin.json('GET', `/api/no-show-detection/meetings/${m.id}`)).body.data).toMatchObject({
      state: 'done',
      outcome: 'no_show',
      reasons: [],
    });
  });

  const cases: [string, (m: { email: string; startAt: number; endAt: number }) => Row, string, string[]][] = [
    [
      'the prospect joined with the booked e-mail: attended, left scheduled',
      (m) => ({ name: 'Pat', user_email: m.email.toUpperCase(), join_time: iso(m.startAt + 3 * MIN) }),
      'attended',
      [],
    ],
    ['the prospect joined without signing in: unsure', () => ({ name: 'Pat Prospect', user_email: '' }), 'unsure', ['not_signed_in']],
    [
      'someone joined with another e-mail: unsure',
      () => ({ id: 'zu-other', name: 'Pat', user_email: 'pat@personal.test' }),
      'unsure',
      ['other_email'],
    ],
    ['someone dialled in: unsure', () => ({ name: '+1 415 555 0100' }), 'unsure', ['dial_in']],
  ];
  it.each(cases)('%s', async (_name, row, outcome, reasons) => {
    const m = await zoomMeeting();
    await writeReport(m.zoomId, [host(m), { join_time: iso(m.startAt + 5 * MIN), leave_time: iso(m.endAt), ...row(m) }]);
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, m.endAt + 10 * MIN)).toBe(outcome);
    expect(await meetingStatus(m.id)).toBe('scheduled');
    expect(await noShowEvents(m.id)).toBe(0);
    const check = await clients.user.json('GET', `/api/no-show-detection/meetings/${m.id}`);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ state: 'done', outcome, reasons });
  });

  it('every page of the report is read (the prospect is on the third page of 300)', async () => {
    const m = await zoomMeeting();
    const crowd: Row[] = Array.from({ length: 700 }, (_, i) => ({
      name: `Viewer ${i}`,
      user_email: `viewer${i}@elsewhere.test`,
      join_time: iso(m.startAt + MIN),
    }));
    crowd[650] = { name: 'Pat', user_email: m.email, join_time: iso(m.startAt + 2 * MIN) };
    await writeReport(m.zoomId, [host(m), ...crowd]);
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, m.endAt + 10 * MIN)).toBe('attended');
    expect(await reportCalls(m.zoomId)).toBe(3);
  });

  it('a report Zoom has not written yet (404 code 3001) is asked for again later, then decided', async () => {
    const m = await zoomMeeting();
    const t = m.endAt + 10 * MIN;
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, t)).toBe('retry');
    expect(await checkRow(m.id)).toMatchObject({ state: 'pending', nextAt: t + 10 * MIN });
    expect((await checkRow(m.id))!.lastError).toContain('3001');
    await sweepNoShowChecks(testEnv, db(), t + 9 * MIN);
    expect(await reportCalls(m.zoomId)).toBe(1);
    await writeReport(m.zoomId, [host(m)]);
    await sweepNoShowChecks(testEnv, db(), t + 10 * MIN);
    expect(await reportCalls(m.zoomId)).toBe(2);
    expect(await meetingStatus(m.id)).toBe('no_show');
  });

  it('a report that never comes is given up a day after the first try', async () => {
    const m = await zoomMeeting();
    const t = m.endAt + 10 * MIN;
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, t)).toBe('retry');
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, t + 24 * 60 * MIN)).toBe('failed');
    expect((await checkRow(m.id))!.state).toBe('failed');
    expect(await meetingStatus(m.id)).toBe('scheduled');
  });

  it("a 429 waits for Zoom's Retry-After before asking again", async () => {
    const m = await hostAloneMeeting();
    await zoomControl('fail-next', { body: { status: 429, retryAfter: 120 } });
    const t = m.endAt + 10 * MIN;
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, t)).toBe('retry');
    expect((await checkRow(m.id))!.nextAt).toBe(t + 120_000);
    await sweepNoShowChecks(testEnv, db(), t + 119_000);
    expect(await reportCalls(m.zoomId)).toBe(0);
    await sweepNoShowChecks(testEnv, db(), t + 120_000);
    expect(await reportCalls(m.zoomId)).toBe(1);
    expect(await meetingStatus(m.id)).toBe('no_show');
  });

  it('a meeting the host already marked is left alone, by the sweep and by a check that was already under way', async () => {
    const m = await hostAloneMeeting();
    // The host marked it Completed before the check came round.
    await env.DB.prepare("update meetings set status = 'completed' where id = ?").bind(m.id).run();
    await sweepNoShowChecks(testEnv, db(), m.endAt + 30 * MIN);
    await expectNotChecked(m);
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, m.endAt + 30 * MIN)).toBe('left_alone');
    expect(await meetingStatus(m.id)).toBe('completed');
    expect(await noShowEvents(m.id)).toBe(0);
  });

  it('sweeps racing over the same meeting ask Zoom once and mark it once', async () => {
    const m = await hostAloneMeeting();
    const t = m.endAt + 15 * MIN;
    const results = await Promise.all(Array.from({ length: 5 }, () => checkMeeting(testEnv, db(), 'demo-account', m.id, t)));
    expect(results.filter((r) => r === 'no_show')).toHaveLength(1);
    expect(results.filter((r) => r === 'skipped')).toHaveLength(4);
    await Promise.all([sweepNoShowChecks(testEnv, db(), t), sweepNoShowChecks(testEnv, db(), t)]);
    expect(await reportCalls(m.zoomId)).toBe(1);
    expect(await noShowEvents(m.id)).toBe(1);
  });

  it('the Mark No Show button clicked five times at once marks once (one event); the check then leaves the meeting alone', async () => {
    const m = await zoomMeeting();
    // As if the meeting had taken place an hour ago.
    await env.DB.prepare('update meetings set start_at = ?, end_at = ? where id = ?')
      .bind(Date.now() - 60 * MIN, Date.now() - 30 * MIN, m.id)
      .run();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => clients.user.json('POST', `/api/meetings/${m.id}/status`, { status: 'no_show' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await noShowEvents(m.id)).toBe(1);
    await writeReport(m.zoomId, [host(m), { name: 'Pat', user_email: m.email }]);
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, Date.now())).toBe('left_alone');
    expect(await meetingStatus(m.id)).toBe('no_show');
  });

  it("a meeting's check is hidden from those who cannot see the meeting", async () => {
    const m = await zoomMeeting();
    const ravi = await new (clients.user.constructor as new () => TestClient)().login('ravi@acme.test');
    expect((await ravi.json('GET', `/api/no-show-detection/meetings/${m.id}`)).status).toBe(404);
    expect((await clients.user.json('GET', `/api/no-show-detection/meetings/${m.id}`)).body).toEqual({ data: null });
  });

  it('refused credentials fail the check and expire the Zoom connection, as a booking would', async () => {
    const m = await hostAloneMeeting();
    await fetch('https://api.zoom.us/__fake/revoke-refresh', { method: 'POST', body: JSON.stringify({ refreshToken: zoom.refreshToken }) });
    await zoomControl('expire-access', { body: {} });
    expect(await checkMeeting(testEnv, db(), 'demo-account', m.id, m.endAt + 10 * MIN)).toBe('failed');
    expect((await checkRow(m.id))!.state).toBe('failed');
    const integration = await env.DB.prepare("select status from integrations where user_id = ? and provider = 'zoom'")
      .bind(URSULA)
      .first<{ status: string }>();
    expect(integration?.status).toBe('expired');
    expect(await meetingStatus(m.id)).toBe('scheduled');
    zoom = await connectZoom();
  });
});
