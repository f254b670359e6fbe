import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { EXTENSION_MESSAGES, EXTENSION_TOKEN_NAME } from '../contracts/extension';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { addUser, signIn, uid, BASE } from './client';
import { bearer, expectRelayRulesKept, handOverAndBook, surfaceSuite } from './bearer-kit';
import { createRelay } from './relay-fixtures';

// The browser extension (issue 29): its member approves it in the app, which makes a token of scope
// 'extension'; the extension calls /api with that token as a bearer (no cookie, no CSRF header) and may make
// only its own calls. A hand-over from it is a relay session with booked-by source chrome_extension.

const suite = surfaceSuite('extension', 'chrome_extension', 'Pat Prospect', 'Europe/Paris');
const { approve, handOver } = suite;

describe('extension tokens', () => {
  it('are approved with the session (CSRF checked), listed under their name, and act as their member without cookie or CSRF', async () => {
    const t = await approve(suite.c.booker);
    expect(t.name).toBe(EXTENSION_TOKEN_NAME);
    expect(t.token).toMatch(/^rwpat_/);
    const listed = await suite.c.booker.json('GET', '/api/profile/tokens');
    expect(listed.body.data.map((x: any) => x.id)).toContain(t.id);
    expect(JSON.stringify(listed.body)).not.toContain(t.token);
    // The approval is a cookie call like any other: without the CSRF header it is refused.
    const forged = await suite.c.booker.request('POST', '/api/profile/tokens/extension', {}, { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);

    const me = await bearer(t.token, 'GET', '/api/profile');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: 'booker@acme.test' });
    // No cookie is read or set for a bearer call.
    expect(me.headers.getSetCookie()).toEqual([]);
    const meetings = await bearer(t.token, 'GET', '/api/meetings?view=scheduled&mine=true');
    expect(meetings.status).toBe(200);
  });

  it('opens only the extension calls: anything else is 403, even for an Admin', async () => {
    const t = await approve(suite.c.admin);
    expect((await bearer(t.token, 'GET', '/api/relays')).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/audit-log'],
      ['POST', '/api/profile/tokens/extension'],
      ['GET', '/api/profile/tokens'],
      ['DELETE', `/api/profile/tokens/${t.id}`],
      ['POST', '/api/relays'],
    ] as const) {
      const res = await bearer(t.token, method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.errors[0].detail).toBe(EXTENSION_MESSAGES.notForExtension);
    }
    // The token was not revoked by the refused DELETE.
    expect((await bearer(t.token, 'GET', '/api/profile')).status).toBe(200);
  });

  it('refuses an unknown, revoked or MCP token with 401, never falling back to a cookie the request also carries', async () => {
    const t = await approve(suite.c.user);
    const mcp = (await suite.c.user.json('POST', '/api/profile/tokens', { name: 'Assistant' })).body.data.token as string;
    const unknown = await bearer(`rwpat_${'x'.repeat(43)}`, 'GET', '/api/profile');
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('invalid_token');
    expect(unknown.body.errors[0].detail).toBe(EXTENSION_MESSAGES.signInAgain);
    expect((await bearer(mcp, 'GET', '/api/profile')).status).toBe(401);
    const cookie = [...suite.c.user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await bearer('not-a-token', 'GET', '/api/profile', undefined, { cookie })).status).toBe(401);
    expect((await suite.c.user.json('DELETE', `/api/profile/tokens/${t.id}`)).status).toBe(204);
    expect((await bearer(t.token, 'GET', '/api/profile')).status).toBe(401);
  });

  it('does not open /mcp (an MCP token still does)', async () => {
    const t = await approve(suite.c.user);
    const res = await SELF.fetch(`${BASE}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(401);
  });

  it('stops working when its member is deactivated', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID, { isBooker: true });
    const t = await approve(await signIn(u.email));
    expect((await bearer(t.token, 'GET', '/api/profile')).status).toBe(200);
    await env.DB.prepare("update users set status = 'deactivated' where id = ?").bind(u.id).run();
    expect((await bearer(t.token, 'GET', '/api/profile')).status).toBe(401);
  });
});

describe('hand-over from the extension', () => {
  it('starts and books a relay session whose routing log says chrome_extension', async () => {
    const { relay, token, session, log } = await handOverAndBook(suite);
    expect(session.prospect).toMatchObject({ timezone: 'Europe/Paris' });
    expect((await bearer(token, 'GET', `/api/relay-sessions/${session.id}`)).body.data.source).toBe('chrome_extension');
    expect(JSON.stringify(log)).toContain('from the browser extension');
    // The app's own hand-over still records the app.
    const fromApp = await suite.c.booker.json('POST', '/api/relay-sessions', {
      relayId: relay.id,
      prospectEmail: `app-${uid()}@prospect-${uid()}.com`,
      prospectName: 'Pat App',
      timezone: 'UTC',
    });
    expect(fromApp.body.data.source).toBe('routewise_app');
  });

  it('accepts only a booker source', async () => {
    const relay = await createRelay(suite.c.admin, suite.refs);
    const t = await approve(suite.c.booker);
    for (const source of ['relay_link', 'pod_link', 'api']) {
      const res = await handOver(t.token, relay.id, { source });
      expect(res.status, source).toBe(422);
      expect(res.body.errors[0].source).toEqual({ pointer: '/source' });
    }
  });

  it("keeps the relay rules: a member without booker permission gets the spec's message, another org's relay is not found", () =>
    expectRelayRulesKept(suite));
});
