import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { EXTENSION_MESSAGES, OUTLOOK_TOKEN_NAME } from '../contracts/extension';
import { bearer, expectRelayRulesKept, handOverAndBook, surfaceSuite } from './bearer-kit';
import { createRelay } from './relay-fixtures';
import { BASE } from './client';

// The Outlook add-in (issue 29): its member approves it in an Office dialog, which makes a token named for it
// with the extension's scope; its taskpanes hand prospects over with booked-by source outlook_addin.

const suite = surfaceSuite('outlook', 'outlook_addin', 'Pat Outlook', 'America/New_York');
const { approve, handOver } = suite;

describe('Outlook add-in tokens', () => {
  it('are approved with the session (CSRF checked), named for the add-in, and open only the extension calls', async () => {
    const t = await approve(suite.c.booker);
    expect(t.name).toBe(OUTLOOK_TOKEN_NAME);
    const listed = await suite.c.booker.json('GET', '/api/profile/tokens');
    expect(listed.body.data.find((x: any) => x.id === t.id)).toMatchObject({ name: OUTLOOK_TOKEN_NAME });
    const forged = await suite.c.booker.request('POST', '/api/profile/tokens/outlook', {}, { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);
    expect((await bearer(t.token, 'GET', '/api/profile')).body.data).toMatchObject({ email: 'booker@acme.test' });
    // The token cannot make itself another token, nor anything outside the extension's calls.
    for (const [method, path] of [
      ['POST', '/api/profile/tokens/outlook'],
      ['GET', '/api/audit-log'],
    ] as const) {
      const res = await bearer(t.token, method, path, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.errors[0].detail).toBe(EXTENSION_MESSAGES.notForExtension);
    }
    // Revoked from the profile, it stops working.
    expect((await suite.c.booker.json('DELETE', `/api/profile/tokens/${t.id}`)).status).toBe(204);
    expect((await bearer(t.token, 'GET', '/api/profile')).status).toBe(401);
  });

  it('are not made without a session', async () => {
    // A cookie call like any other: without a session (and so without its CSRF cookie) it is refused.
    const res = await SELF.fetch(`${BASE}/api/profile/tokens/outlook`, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(
      (await SELF.fetch(`${BASE}/api/profile/tokens/outlook`, { method: 'POST', headers: { authorization: 'Bearer x' } })).status,
    ).toBe(401);
  });
});

describe('hand-over from the Outlook add-in', () => {
  it('starts and books a relay session whose routing log says outlook_addin, in its own words', async () => {
    const { log } = await handOverAndBook(suite);
    expect(JSON.stringify(log)).toContain('from the Outlook add-in');
    expect(JSON.stringify(log)).not.toContain('from the browser extension');
  });

  it("keeps the relay rules: a member without booker permission gets the spec's message, another org's relay is not found", () =>
    expectRelayRulesKept(suite));

  it('is refused an unknown source', async () => {
    const relay = await createRelay(suite.c.admin, suite.refs);
    const res = await handOver((await approve(suite.c.booker)).token, relay.id, { source: 'outlook' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe('Source must be routewise_app, chrome_extension or outlook_addin');
  });
});

describe('taskpane pages', () => {
  it('may be framed by Outlook on the web and open the Office dialog (no X-Frame-Options, no COOP), unlike the app', async () => {
    for (const path of ['/outlook-addin/links', '/outlook-addin/create-relay-session', '/outlook-addin/create-relay-meeting/r1']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const api = await SELF.fetch(`${BASE}/api/health`);
    await api.arrayBuffer();
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(api.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("leaves the app's own pages, which the Office dialog opens, without COOP but not frameable", async () => {
    // The dialog starts at /login?next=/extension/connect and answers the taskpane through window.opener.
    for (const path of ['/login?next=%2Fextension%2Fconnect', '/extension/connect']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    for (const path of ['/b/some-link', '/booking/m1/cancel', '/c/acme/demo']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });
});
