import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTER_MESSAGES } from '../contracts/routers';
import { ROUTING_REASONS } from '../contracts/routing';
import { SESSION_REASONS } from '../contracts/routing-sessions';
import { accounts } from '../db/schema/identity';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { eq } from 'drizzle-orm';
import { decideRouting } from '../core/routing/decide';
import { addOrg, db, demo, type TestClient } from './client';
import { futureAt } from './booking-helpers';
import {
  FLAGS,
  REDIRECTS,
  countryPod,
  crmAccount,
  eventually,
  makeRouter,
  ownerRule,
  routingDemo,
  sessionRow,
  widget,
} from './routing-session-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const suite = routingDemo();
const TRUSTED = 'https://www.acme-site.test';

beforeAll(async () => {
  await db()
    .update(accounts)
    .set({ trustedOrigins: [TRUSTED] })
    .where(eq(accounts.id, DEMO_ACCOUNT_ID))
    .run();
});

const answers = (email: string, extra: Record<string, string> = {}) => ({ name: 'Pat Prospect', email, country: 'France', ...extra });
const hourLater = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();

describe('a matched prospect books the record owner', () => {
  it('shows the owner, books them, and replays the same Idempotency-Key', async () => {
    const domain = await crmAccount('demo-ursula');
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const sub = await widget.submit(routerId, answers(`pat@${domain}`));
    expect(sub.status).toBe(201);
    expect(sub.body.data).toMatchObject({
      outcome: 'not_booked',
      assignee: { kind: 'user', name: 'Ursula Rep' },
      redirectUrl: null,
      prospect: { name: 'Pat Prospect', email: `pat@${domain}` },
    });
    // The id is what the widget's events name the meeting type by.
    expect(sub.body.data.meetingType).toMatchObject({ id: suite.typeId, durationMinutes: 30 });
    const sessionId = sub.body.data.sessionId;
    const stored = (await sessionRow(sessionId))!;
    expect(stored).toMatchObject({
      outcome: 'pending',
      assigneeState: 'user_slots_shown',
      assigneeUserId: 'demo-ursula',
      via: 'form_matching_rule',
    });
    // The stored inputs replay to the stored decision.
    const replayed = decideRouting(stored.decision!.inputs);
    expect(JSON.parse(JSON.stringify(replayed.matching))).toEqual(stored.decision!.matching);

    const start = futureAt(9, 0, 3);
    const slots = await widget.slots(sessionId, start, hourLater(start));
    expect(slots.status).toBe(200);
    expect(slots.body.slots.map((s: { start: string }) => s.start)).toContain(start);
    expect((await sessionRow(sessionId))!.decision!.slotsShown).toMatchObject({ timezone: 'UTC', firstStart: start });

    const key = crypto.randomUUID();
    const booked = await widget.book(sessionId, start, key);
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ hostName: 'Ursula Rep', start, redirectUrl: `${REDIRECTS.bookedUrl}?email=pat%40${domain}` });
    const meeting = await env.DB.prepare('select host_user_id, source from meetings where id = ?').bind(booked.body.data.id).first();
    expect(meeting).toEqual({ host_user_id: 'demo-ursula', source: 'router' });
    const after = (await sessionRow(sessionId))!;
    expect(after).toMatchObject({
      outcome: 'booked',
      assigneeState: 'assigned',
      meetingId: booked.body.data.id,
      assigneeUserId: 'demo-ursula',
    });
    expect(after.decision!.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['form_submitted', 'matched', 'slots_shown', 'booked', 'redirected']),
    );
    expect(after.decision!.redirect).toMatchObject({ outcome: 'booked', source: 'fallback' });

    const again = await widget.book(sessionId, start, key);
    expect(again).toMatchObject({ status: 201, body: booked.body });
    const other = await widget.book(sessionId, futureAt(10, 0, 3));
    expect(other.status).toBe(409);
    expect(other.body.errors[0]).toMatchObject({ code: 'session_ended', detail: ROUTER_MESSAGES.sessionEnded });
    expect((await widget.slots(sessionId, start, hourLater(start))).status).toBe(409);
  });

  it('two sessions racing for the same slot: one books, the other gets a 409', async () => {
    const domain = await crmAccount('demo-ursula');
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const a = (await widget.submit(routerId, answers(`a@${domain}`))).body.data.sessionId;
    const b = (await widget.submit(routerId, answers(`b@${domain}`))).body.data.sessionId;
    const start = futureAt(11, 15, 3);
    const results = await Promise.all([widget.book(a, start), widget.book(b, start)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors[0].code).toBe('slot_taken');
  });

  it('repeats the submission answer for the same Idempotency-Key', async () => {
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const key = crypto.randomUUID();
    const first = await widget.submit(routerId, answers(`idem@${await crmAccount('demo-ursula')}`), { 'idempotency-key': key });
    const second = await widget.submit(routerId, answers(first.body.data.prospect.email), { 'idempotency-key': key });
    expect(second).toMatchObject({ status: 201, body: first.body });
    const count = await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ?')
      .bind(routerId)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
    expect((await widget.submit(routerId, answers('someone-else@x.io'), { 'idempotency-key': key })).status).toBe(422);
  });
});

describe('a prospect nobody owns goes to a pod', () => {
  it('shows the team, and the booking takes the round-robin turn', async () => {
    const podId = await countryPod(suite.admin, 'India', 'round_robin_available');
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)], distributionRuleIds: [podId] },
    );
    const sub = await widget.submit(routerId, answers(`new-${crypto.randomUUID().slice(0, 6)}@fresh-co.io`, { country: 'India' }));
    expect(sub.body.data.assignee).toEqual({ kind: 'team', name: 'Sales', memberCount: 2 });
    const sessionId = sub.body.data.sessionId;
    expect(await sessionRow(sessionId)).toMatchObject({ assigneeState: 'team_slots_shown', via: 'form_routing_rule', viaId: podId, podId });

    const start = futureAt(13, 30, 3);
    const booked = await widget.book(sessionId, start);
    expect(booked.status).toBe(201);
    const after = (await sessionRow(sessionId))!;
    expect(after.outcome).toBe('booked');
    expect(['demo-ursula', 'demo-ravi']).toContain(after.assigneeUserId);
    expect(after.decision!.roundRobin).toEqual([
      expect.objectContaining({ stage: 'at_booking', chosenUserId: after.assigneeUserId, podId }),
    ]);
    const log = (await suite.admin.json('GET', `/api/distribution-rules/${podId}/round-robin/log`)).body.data;
    expect(
      log.filter((e: { type: string; meetingId?: string }) => e.type === 'meeting_assigned' && e.meetingId === booked.body.data.id),
    ).toHaveLength(1);
    const snap = (await suite.admin.json('GET', `/api/distribution-rules/${podId}/round-robin`)).body.data;
    expect(snap.members.find((m: { userId: string }) => m.userId === after.assigneeUserId).assigned).toBe(1);
  });

  it('strict round robin picks the member before slots and writes the owner on the lead it creates', async () => {
    const podId = await countryPod(suite.admin, 'Japan', 'round_robin_strict', {
      ownerUpdate: { enabled: true, destinationProperty: 'owner_id' },
    });
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingEnabled: false, distributionRuleIds: [podId], flags: { ...FLAGS, createLeads: true } },
    );
    const email = `lead-${crypto.randomUUID().slice(0, 6)}@kyoto-co.jp`;
    const sub = await widget.submit(routerId, answers(email, { country: 'Japan', phone: '+81 3-1234-5678', company: 'Kyoto Co' }));
    expect(sub.body.data.assignee.kind).toBe('user');
    const session = (await sessionRow(sub.body.data.sessionId))!;
    expect(session.assigneeState).toBe('user_slots_shown');
    expect(session.decision!.roundRobin[0]).toMatchObject({ stage: 'before_slots', chosenUserId: session.assigneeUserId });
    const written = await eventually(async () => {
      const s = (await sessionRow(session.id))!;
      return s.decision!.crmWrites.length && s.crmOwnerUpdated ? s : null;
    });
    expect(written.decision!.crmWrites[0]).toMatchObject({ module: 'lead', action: 'created' });
    const lead = await env.DB.prepare("select owner_user_id, phone, fields from crm_records where email = ? and module = 'lead'")
      .bind(email)
      .first<{ owner_user_id: string; phone: string; fields: string }>();
    expect(lead!.owner_user_id).toBe(session.assigneeUserId);
    expect(JSON.parse(lead!.fields).company).toBe('Kyoto Co');
  });
});

describe('outcomes without a booking', () => {
  it('a free e-mail is disqualified and sent to the disqualified URL', async () => {
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const sub = await widget.submit(routerId, answers('pat@gmail.com'));
    expect(sub.body.data).toMatchObject({
      outcome: 'disqualified',
      assignee: null,
      meetingType: null,
      redirectUrl: `${REDIRECTS.disqualifiedUrl}?email=pat%40gmail.com`,
    });
    const s = (await sessionRow(sub.body.data.sessionId))!;
    expect(s).toMatchObject({ outcome: 'disqualified', outcomeReason: ROUTING_REASONS.freeEmailDisqualified, redistributeAt: null });
    const slots = await widget.slots(s.id, futureAt(9), futureAt(10));
    expect(slots.body.errors[0]).toMatchObject({ code: 'session_disqualified', detail: ROUTER_MESSAGES.disqualified });
  });

  it('leaving the scheduler ends the session not booked with the not-booked redirect', async () => {
    const domain = await crmAccount('demo-ursula');
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const sessionId = (await widget.submit(routerId, answers(`leaver@${domain}`))).body.data.sessionId;
    const closed = await widget.close(sessionId);
    expect(closed).toMatchObject({
      status: 200,
      body: { data: { outcome: 'not_booked', redirectUrl: `${REDIRECTS.notBookedUrl}?email=leaver%40${domain}` } },
    });
    const s = (await sessionRow(sessionId))!;
    expect(s).toMatchObject({ outcome: 'not_booked', outcomeReason: SESSION_REASONS.leftScheduler });
    expect(s.closedAt).not.toBeNull();
    expect(s.redistributeAt).not.toBeNull();
    expect((await widget.close(sessionId)).body.data.outcome).toBe('not_booked');
    expect((await sessionRow(sessionId))!.decision!.events.filter((e) => e.type === 'left_scheduler')).toHaveLength(1);
  });
});

describe('trusted origins and installation', () => {
  it('answers CORS for trusted origins, refuses others, and verifies the installation once', async () => {
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const pre = await widget.call('OPTIONS', `/api/public/routers/${routerId}/submissions`, undefined, {
      origin: TRUSTED,
      'access-control-request-method': 'POST',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    expect(pre.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    const evilPre = await widget.call('OPTIONS', `/api/public/routers/${routerId}/submissions`, undefined, {
      origin: 'https://evil.test',
      'access-control-request-method': 'POST',
    });
    expect(evilPre.status).toBe(403);

    const evil = await widget.router(routerId, { origin: 'https://evil.test' });
    expect(evil.status).toBe(403);
    expect(evil.body.errors[0]).toMatchObject({ code: 'origin_not_trusted', detail: ROUTER_MESSAGES.originNotTrusted });
    expect((await db().query.routers.findFirst({ where: (r, { eq }) => eq(r.id, routerId) }))!.installation).toBe('awaiting_installation');

    const ok = await widget.router(routerId, { origin: TRUSTED });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    // The site's own performance tools (resource timing) may see how long our answers take; other sites may not.
    expect(ok.headers.get('timing-allow-origin')).toBe(TRUSTED);
    expect(evil.headers.get('timing-allow-origin')).toBeNull();
    expect(ok.body.data).toMatchObject({
      id: routerId,
      provider: 'native',
      emailField: 'email',
      nameFields: { mode: 'full', fullName: 'name' },
      organization: { company: 'Acme Inc.' },
    });
    expect(ok.body.data.fields).toEqual(['name', 'email', 'country', 'phone', 'company']);
    const verified = (await db().query.routers.findFirst({ where: (r, { eq }) => eq(r.id, routerId) }))!;
    expect(verified).toMatchObject({ installation: 'verified', verifiedOrigin: TRUSTED });

    await db()
      .update(accounts)
      .set({ trustedOrigins: [TRUSTED, 'https://second.test'] })
      .where(eq(accounts.id, DEMO_ACCOUNT_ID))
      .run();
    await widget.router(routerId, { origin: 'https://second.test' });
    expect((await db().query.routers.findFirst({ where: (r, { eq }) => eq(r.id, routerId) }))!).toMatchObject({
      verifiedOrigin: TRUSTED,
      verifiedAt: verified.verifiedAt,
    });
    await db()
      .update(accounts)
      .set({ trustedOrigins: [TRUSTED] })
      .where(eq(accounts.id, DEMO_ACCOUNT_ID))
      .run();

    // Servers and curl send no Origin: allowed, without CORS headers.
    const server = await widget.router(routerId);
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("takes the widget's simple requests (JSON as text/plain, the key in the query: no preflight) from trusted sites only", async () => {
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const email = `simple@${await crmAccount('demo-ursula')}`;
    const plain = (origin: string) => ({ 'content-type': 'text/plain;charset=UTF-8', origin });
    const body = JSON.stringify({ answers: answers(email), pageUrl: `${TRUSTED}/contact` });
    const submit = (key: string, origin = TRUSTED) =>
      widget.call('POST', `/api/public/routers/${routerId}/submissions?idempotencyKey=${key}`, body, plain(origin));
    const sessions = async () =>
      (await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ?').bind(routerId).first<{ n: number }>())!.n;

    // A site that is not trusted gets nothing written, though a simple request reaches the API without a preflight.
    const evil = await submit(crypto.randomUUID(), 'https://evil.test');
    expect(evil.status).toBe(403);
    expect(await sessions()).toBe(0);

    const key = crypto.randomUUID();
    const [first, again] = [await submit(key), await submit(key)];
    expect(first.status).toBe(201);
    expect(first.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    expect(first.body.data).toMatchObject({ outcome: 'not_booked', prospect: { email } });
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await sessions()).toBe(1);

    const sessionId = first.body.data.sessionId;
    const book = (key: string | null) =>
      widget.call(
        'POST',
        `/api/public/routing-sessions/${sessionId}/bookings${key ? `?idempotencyKey=${key}` : ''}`,
        JSON.stringify({ start: futureAt(14, 30, 4), timezone: 'UTC' }),
        plain(TRUSTED),
      );
    const unkeyed = await book(null);
    expect(unkeyed.status).toBe(400);
    expect(unkeyed.body.errors[0].code).toBe('idempotency_key_required');
    const bookingKey = crypto.randomUUID();
    const booked = await book(bookingKey);
    expect(booked.status).toBe(201);
    expect(await book(bookingKey)).toMatchObject({ status: 201, body: { data: { id: booked.body.data.id } } });
    expect((await sessionRow(sessionId))!.outcome).toBe('booked');
  });

  it("another organization's trusted site cannot use this organization's sessions", async () => {
    const other = await addOrg();
    const theirSite = `https://${other.domain}`;
    await db()
      .update(accounts)
      .set({ trustedOrigins: [theirSite] })
      .where(eq(accounts.id, other.accountId))
      .run();
    const domain = await crmAccount('demo-ursula');
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    const sessionId = (await widget.submit(routerId, answers(`x@${domain}`))).body.data.sessionId;
    const start = futureAt(15, 45, 3);
    const res = await widget.book(sessionId, start, crypto.randomUUID(), { origin: theirSite });
    expect(res.status).toBe(403);
    expect((await widget.submit(routerId, answers(`y@${domain}`), { origin: theirSite })).status).toBe(403);
    expect((await sessionRow(sessionId))!.outcome).toBe('pending');
  });
});

describe('bad input', () => {
  it('answers 4xx, never 5xx', async () => {
    const routerId = await makeRouter(
      { formId: suite.formId, meetingTypeId: suite.typeId },
      { matchingRuleIds: [await ownerRule(suite.admin)] },
    );
    expect((await widget.submit('no-such-router', answers('a@b.io'))).status).toBe(404);
    expect((await widget.call('POST', `/api/public/routers/${routerId}/submissions`, { answers: {} })).status).toBe(422);
    expect((await widget.call('POST', `/api/public/routers/${routerId}/submissions`, '{"answers":')).status).toBe(400);
    expect((await widget.submit(routerId, answers('a@b.io'), { 'idempotency-key': 'short' })).status).toBe(400);
    const sessionId = (await widget.submit(routerId, answers(`z@${await crmAccount('demo-ursula')}`))).body.data.sessionId;
    expect(
      (await widget.call('POST', `/api/public/routing-sessions/${sessionId}/bookings`, { start: futureAt(9), timezone: 'UTC' })).status,
    ).toBe(400);
    expect(
      (
        await widget.call(
          'POST',
          `/api/public/routing-sessions/${sessionId}/bookings`,
          { start: futureAt(9), timezone: 'Mars/Olympus' },
          { 'idempotency-key': crypto.randomUUID() },
        )
      ).status,
    ).toBe(422);
    expect((await widget.book(sessionId, futureAt(9, 7))).status).toBe(422);
    expect((await widget.slots(sessionId, futureAt(10), futureAt(9))).status).toBe(422);
    expect((await widget.slots('no-such-session', futureAt(9), futureAt(10))).status).toBe(404);
    expect((await widget.close('no-such-session')).status).toBe(404);
  });
});
