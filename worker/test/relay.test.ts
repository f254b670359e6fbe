import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { RELAY_MESSAGES } from '../contracts/relay';
import { addOrg, addUser, demo, signIn, uid, type TestClient } from './client';
import { futureAt } from './booking-helpers';
import { crmAccount } from './routing-session-helpers';
import { createRelay, handoff, relayBody, relayRefs, type RelayRefs } from './relay-fixtures';

let c: Awaited<ReturnType<typeof demo>>;
let refs: RelayRefs;

beforeAll(async () => {
  c = await demo();
  refs = await relayRefs(c.admin);
});

const details = (body: any) => (body.errors as { detail: string }[]).map((e) => e.detail);
const meetingsOf = async (sessionId: string) =>
  (await env.DB.prepare('select count(*) as n from meetings m join routing_sessions s on s.meeting_id = m.id where s.id = ?')
    .bind(sessionId)
    .first<{ n: number }>())!.n;

describe('relay routers', () => {
  it('refuses a relay missing what spec section 5 requires, each problem in its words', async () => {
    const res = await c.admin.json('POST', '/api/relays', {
      name: '',
      teamId: '',
      meetingTypeId: '',
      formId: '',
      fallbackPodId: '',
      distributionPodIds: [],
      bookerUserIds: [],
      roundRobin: {},
    });
    expect(res.status).toBe(422);
    expect(details(res.body)).toEqual(
      expect.arrayContaining([
        'Router name is required',
        RELAY_MESSAGES.teamRequired,
        RELAY_MESSAGES.meetingTypeRequired,
        RELAY_MESSAGES.formRequired,
        RELAY_MESSAGES.podRequired,
        RELAY_MESSAGES.bookerRequired,
        RELAY_MESSAGES.fallbackRequired,
      ]),
    );
    const noRule = await c.admin.json('POST', '/api/relays', relayBody(refs, { matchingRuleIds: [] }));
    expect(details(noRule.body)).toContain(RELAY_MESSAGES.matchingRuleRequired);
    const tooMany = await c.admin.json(
      'POST',
      '/api/relays',
      relayBody(refs, { matchingRuleIds: Array.from({ length: 7 }, (_, i) => `r${i}`) }),
    );
    expect(details(tooMany.body)).toContain(RELAY_MESSAGES.matchingRulesMax);
  });

  it('checks references: booker permission, fallback pod kind, fuzzy over e-mail only, guest domains', async () => {
    const notBooker = await c.admin.json('POST', '/api/relays', relayBody(refs, { bookerUserIds: ['demo-ursula'] }));
    expect(notBooker.status).toBe(422);
    expect(details(notBooker.body)).toContain(RELAY_MESSAGES.bookerNotAllowed);
    const podAsFallback = await c.admin.json('POST', '/api/relays', relayBody(refs, { fallbackPodId: refs.podId }));
    expect(details(podAsFallback.body)).toContain(RELAY_MESSAGES.missingFallback);
    const fuzzy = await c.admin.json('POST', '/api/relays', relayBody(refs, { flags: { fuzzyMatching: true } }));
    expect(details(fuzzy.body)).toContain(RELAY_MESSAGES.fuzzyEmailOnly);
    const guest = await c.admin.json('POST', '/api/relays', relayBody(refs, { defaultGuests: ['someone@nodomain'] }));
    expect(details(guest.body)).toContain(RELAY_MESSAGES.guestDomain);
  });

  it('lets only Admins and Managers write, versions every edit and refuses a stale If-Match with 412', async () => {
    expect((await c.user.json('POST', '/api/relays', relayBody(refs))).status).toBe(403);
    const relay = await createRelay(c.admin, refs);
    const first = await c.admin.request('PUT', `/api/relays/${relay.id}`, relayBody(refs, { name: 'Renamed' }), {
      'if-match': `W/"${relay.version}"`,
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(`W/"${relay.version + 1}"`);
    const stale = await c.admin.request('PUT', `/api/relays/${relay.id}`, relayBody(refs, { name: 'Again' }), {
      'if-match': `W/"${relay.version}"`,
    });
    expect(stale.status).toBe(412);
    const list = await c.booker.json('GET', `/api/relays?search=Renamed`);
    expect(list.body.data.map((r: any) => r.id)).toContain(relay.id);
  });

  it('the forms dependency view lists the relays using a form, and the form cannot be deleted meanwhile', async () => {
    const relay = await createRelay(c.admin, refs, { name: `Uses form ${uid()}` });
    const deps = await c.admin.json('GET', `/api/forms/${refs.formId}/dependencies`);
    expect(deps.body.data.relays).toEqual(expect.arrayContaining([{ id: relay.id, name: expect.stringMatching(/^Uses form/) }]));
    expect((await c.admin.json('DELETE', `/api/forms/${refs.formId}`)).status).toBe(409);
  });

  it("keeps relays and sessions inside their organization (another org's admin sees 404)", async () => {
    const relay = await createRelay(c.admin, refs);
    const other = await addOrg();
    const outsider = await signIn(other.admin.email);
    expect((await outsider.json('GET', `/api/relays/${relay.id}`)).status).toBe(404);
    const s = await handoff(c.booker, relay.id, `pat-${uid()}@prospect-${uid()}.com`);
    expect(s.status).toBe(201);
    expect((await outsider.json('GET', `/api/relay-sessions/${s.body.data.id}`)).status).toBe(404);
    expect((await outsider.json('POST', `/api/relay-sessions/${s.body.data.id}/bookings`, { start: futureAt(10) })).status).toBe(404);
  });
});

describe('relay sessions over HTTP', () => {
  it('refuses a user without booker permission with the spec message (403), and a booker of another relay too', async () => {
    const relay = await createRelay(c.admin, refs);
    const res = await handoff(c.user, relay.id, `pat-${uid()}@x-${uid()}.com`);
    expect(res.status).toBe(403);
    expect(details(res.body)).toEqual([RELAY_MESSAGES.noPermission]);
    const other = await addUser(DEMO_ACCOUNT_ID, { isBooker: true });
    const res2 = await handoff(await signIn(other.email), relay.id, `pat-${uid()}@x-${uid()}.com`);
    expect(res2.status).toBe(403);
  });

  it('hands a prospect whose account has an owner to the owner, others to the pod in turn; the log shows booker and source', async () => {
    const relay = await createRelay(c.admin, refs);
    const domain = await crmAccount('demo-ravi');
    const owned = await handoff(c.booker, relay.id, `lee@${domain}`);
    expect(owned.status).toBe(201);
    expect(owned.body.data.assignee).toMatchObject({ kind: 'user', userId: 'demo-ravi' });
    expect(owned.body.data.via).toBe('relay_matching_rule');
    const turns = [];
    for (let i = 0; i < 4; i++) turns.push((await handoff(c.booker, relay.id, `p${i}@new-${uid()}.com`)).body.data.assignee.userId);
    expect(new Set([turns[0], turns[1]])).toEqual(new Set(['demo-ursula', 'demo-ravi']));
    expect(turns[2]).toBe(turns[0]);
    expect(turns[3]).toBe(turns[1]);
    const booked = await c.booker.json('POST', `/api/relay-sessions/${owned.body.data.id}/bookings`, { start: futureAt(9) });
    expect(booked.status).toBe(201);
    expect(booked.body.data.status).toBe('booked');
    const log = await c.admin.json('GET', `/api/routing-logs/${owned.body.data.id}`);
    expect(log.status).toBe(200);
    expect(log.body.data).toMatchObject({
      bookedBy: 'Bea Booker',
      bookedBySource: 'routewise_app',
      via: 'relay_matching_rule',
      router: { deleted: false },
    });
    const views = await c.admin.json('GET', `/api/routing-logs?routerKind=relay&routerId=${relay.id}&view=prospects-that-booked`);
    expect(views.body.data.map((r: any) => r.id)).toEqual([owned.body.data.id]);
    expect(views.body.counts['all-prospects']).toBe(5);
    const row = await env.DB.prepare('select router_kind, booked_by_user_id, booked_by_source, outcome from routing_sessions where id = ?')
      .bind(owned.body.data.id)
      .first();
    expect(row).toMatchObject({
      router_kind: 'relay',
      booked_by_user_id: 'demo-booker',
      booked_by_source: 'routewise_app',
      outcome: 'booked',
    });
  });

  it("with the booker as organizer, the booked meeting is the booker's; the booker attends and is invited", async () => {
    const relay = await createRelay(c.admin, refs, { organizer: 'booker', flags: { bookerAttends: true } });
    const s = (await handoff(c.booker, relay.id, `org-${uid()}@n-${uid()}.com`)).body.data;
    const booked = await c.booker.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start: futureAt(19, 30) });
    expect(booked.status).toBe(201);
    const m = await env.DB.prepare('select owner_user_id, host_user_id from meetings where id = ?')
      .bind(booked.body.data.booking.meetingId)
      .first();
    expect(m).toMatchObject({ owner_user_id: 'demo-booker', host_user_id: s.assignee.userId });
    const people = await env.DB.prepare('select user_id from meeting_participants where meeting_id = ? order by role')
      .bind(booked.body.data.booking.meetingId)
      .all();
    expect(people.results.map((p: any) => p.user_id).sort()).toEqual(['demo-booker', s.assignee.userId].sort());
  });

  it("with 'update owner in CRM', an account nobody owns gets the booked host as owner; an owned one is left alone and the log says why", async () => {
    const relay = await createRelay(c.admin, refs, { flags: { updateOwnerInCrm: true } });
    const domain = await crmAccount(null as never);
    const s = (await handoff(c.booker, relay.id, `ana@${domain}`)).body.data;
    expect(s.via).toBe('pod');
    const booked = await c.booker.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start: futureAt(20, 30) });
    expect(booked.status).toBe(201);
    const row = await env.DB.prepare('select crm_owner_updated, crm_owner_field from routing_sessions where id = ?').bind(s.id).first();
    expect(row).toMatchObject({ crm_owner_updated: 1, crm_owner_field: 'owner_id' });
    const record = await env.DB.prepare('select owner_user_id from crm_records where domain = ?')
      .bind(domain)
      .first<{ owner_user_id: string }>();
    expect(record!.owner_user_id).toBe(s.assignee.userId);
    const formerDomain = await crmAccount('former-employee');
    const kept = (await handoff(c.booker, relay.id, `bo@${formerDomain}`)).body.data;
    expect((await c.booker.json('POST', `/api/relay-sessions/${kept.id}/bookings`, { start: futureAt(21, 30) })).status).toBe(201);
    const keptRow = await env.DB.prepare('select crm_owner_updated, decision from routing_sessions where id = ?')
      .bind(kept.id)
      .first<any>();
    expect(keptRow.crm_owner_updated).toBe(0);
    expect(JSON.parse(keptRow.decision).ownerUpdate.reason).toBe("Owner wasn't updated as per the rule's setting");
  });

  it('ten parallel bookings of one session (double clicks, retries) give one meeting and ten answers naming it', async () => {
    const relay = await createRelay(c.admin, refs);
    const s = (await handoff(c.booker, relay.id, `dbl-${uid()}@new-${uid()}.com`)).body.data;
    const start = futureAt(11, 15);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.booker.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.data.booking.meetingId)).size).toBe(1);
    expect(await meetingsOf(s.id)).toBe(1);
  });

  it('two sessions of one rep racing for one slot: exactly one books it, the other is told it was just taken', async () => {
    const relay = await createRelay(c.admin, refs);
    const a = (await handoff(c.booker, relay.id, `a-${uid()}@n-${uid()}.com`, { assigneeUserId: undefined })).body.data;
    const sessions = [a];
    // The next prospect of the strict pod goes to the other rep: take two more to land on a's rep again.
    while (sessions.length < 2) {
      const s = (await handoff(c.booker, relay.id, `b-${uid()}@n-${uid()}.com`)).body.data;
      if (s.assignee.userId === a.assignee.userId) sessions.push(s);
    }
    const start = futureAt(13, 30);
    const results = await Promise.all(sessions.map((s) => c.booker.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(details(results.find((r) => r.status === 409)!.body)[0]).toMatch(/conflicting|just booked/);
  });

  it('a held slot cannot be taken by another session until the holder books it', async () => {
    const relay = await createRelay(c.admin, refs);
    const holder = (await handoff(c.booker, relay.id, `h-${uid()}@n-${uid()}.com`)).body.data;
    let rival = (await handoff(c.booker, relay.id, `r-${uid()}@n-${uid()}.com`)).body.data;
    while (rival.assignee.userId !== holder.assignee.userId)
      rival = (await handoff(c.booker, relay.id, `r-${uid()}@n-${uid()}.com`)).body.data;
    const start = futureAt(15);
    const held = await c.booker.json('POST', `/api/relay-sessions/${holder.id}/hold`, { start });
    expect(held.status).toBe(200);
    expect(held.body.data.hold.userId).toBe(holder.assignee.userId);
    const slots = await c.booker.json(
      'GET',
      `/api/relay-sessions/${rival.id}/slots?from=${encodeURIComponent(futureAt(14))}&to=${encodeURIComponent(futureAt(16))}&timezone=UTC`,
    );
    expect(slots.body.data.map((x: any) => x.start)).not.toContain(start);
    expect((await c.booker.json('POST', `/api/relay-sessions/${rival.id}/hold`, { start })).status).toBe(409);
    expect((await c.booker.json('POST', `/api/relay-sessions/${rival.id}/bookings`, { start })).status).toBe(409);
    const booked = await c.booker.json('POST', `/api/relay-sessions/${holder.id}/bookings`, { start });
    expect(booked.status).toBe(201);
    const hold = await env.DB.prepare('select count(*) as n from slot_holds where session_id = ?').bind(holder.id).first<{ n: number }>();
    expect(hold!.n).toBe(0);
  });

  it('a second booker cannot act on a session another booker opened', async () => {
    const relay = await createRelay(c.admin, refs);
    const second = await addUser(DEMO_ACCOUNT_ID, { isBooker: true });
    await c.admin.json('PUT', `/api/relays/${relay.id}`, relayBody(refs, { bookerUserIds: ['demo-booker', second.id] }));
    const s = (await handoff(c.booker, relay.id, `x-${uid()}@n-${uid()}.com`)).body.data;
    const other = await signIn(second.email);
    const res = await other.json('POST', `/api/relay-sessions/${s.id}/bookings`, { start: futureAt(16) });
    expect(res.status).toBe(409);
    expect(details(res.body)).toEqual([RELAY_MESSAGES.otherBooker]);
  });
});

describe('relay links', () => {
  it('a dedicated link is made once per prospect and booked by the prospect; the log records relay_link', async () => {
    const relay = await createRelay(c.admin, refs);
    const email = `dana-${uid()}@n-${uid()}.com`;
    const made = await c.booker.json('POST', '/api/relay-links/dedicated', {
      relayId: relay.id,
      prospectName: 'Dana Doe',
      prospectEmail: email,
    });
    expect(made.status).toBe(201);
    const again = await c.booker.json('POST', '/api/relay-links/dedicated', {
      relayId: relay.id,
      prospectName: 'Dana Doe',
      prospectEmail: email,
    });
    expect(again.status).toBe(409);
    expect(details(again.body)).toEqual(['Dedicated link for Dana Doe is already present']);
    const token = made.body.data.id as string;
    const page = await SELF.fetch(`http://127.0.0.1:8787/api/public/relay-links/${token}`);
    expect((await page.json<any>()).data.prospect).toEqual({ name: 'Dana Doe', email });
    const started = await SELF.fetch(`http://127.0.0.1:8787/api/public/relay-links/${token}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ timezone: 'UTC' }),
    });
    expect(started.status).toBe(201);
    const session = (await started.json<any>()).data;
    const booked = await SELF.fetch(`http://127.0.0.1:8787/api/public/relay-sessions/${session.id}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ start: futureAt(17) }),
    });
    expect(booked.status).toBe(201);
    // The inbound widget's public calls do not reach a relay session: only its own object books it.
    expect(
      (
        await SELF.fetch(`http://127.0.0.1:8787/api/public/routing-sessions/${session.id}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ start: futureAt(18), timezone: 'UTC' }),
        })
      ).status,
    ).toBe(404);
    const row = await env.DB.prepare('select booked_by_source, booked_by_user_id, outcome from routing_sessions where id = ?')
      .bind(session.id)
      .first();
    expect(row).toMatchObject({ booked_by_source: 'relay_link', booked_by_user_id: null, outcome: 'booked' });
    const log = await c.admin.json('GET', `/api/routing-logs/${session.id}`);
    expect(log.body.data).toMatchObject({ bookedBy: 'Dana Doe', bookedBySource: 'relay_link' });
  });

  it('five parallel requests for one dedicated link make exactly one; parallel edits of one version save once', async () => {
    const relay = await createRelay(c.admin, refs);
    const body = { relayId: relay.id, prospectName: 'Eve Parallel', prospectEmail: `eve-${uid()}@n-${uid()}.com` };
    const made = await Promise.all(Array.from({ length: 5 }, () => c.booker.json('POST', '/api/relay-links/dedicated', body)));
    expect(made.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const links = (await c.booker.json('GET', '/api/relay-links')).body.data.filter((l: any) => l.prospectEmail === body.prospectEmail);
    expect(links).toHaveLength(1);
    const edits = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        c.admin.request('PUT', `/api/relays/${relay.id}`, relayBody(refs, { name: `Edit ${i} ${uid()}` }), {
          'if-match': `W/"${relay.version}"`,
        }),
      ),
    );
    expect(edits.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
  });

  it('lists My Relay Links for a rep and pod links that book through the pod with pod_link', async () => {
    const relay = await createRelay(c.admin, refs);
    const links = (await c.user.json('GET', '/api/relay-links')).body.data.filter((l: any) => l.relayId === relay.id);
    expect(links.find((l: any) => l.kind === 'relay').userId).toBe('demo-ursula');
    const pod = links.find((l: any) => l.kind === 'pod' && l.podId === refs.podId);
    const started = await SELF.fetch(`http://127.0.0.1:8787/api/public/relay-links/${pod.id}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ timezone: 'UTC', name: 'Quinn', email: `q-${uid()}@n.com` }),
    });
    const session = (await started.json<any>()).data;
    expect(session.source).toBe('pod_link');
    expect(['demo-ursula', 'demo-ravi']).toContain(session.assignee.userId);
  });
});

export type { TestClient };
