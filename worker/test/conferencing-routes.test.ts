import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { demo, TestClient } from './client';

// The member's video tool routes (/api/profile/integrations/<tool>) and the admins' overview
// (/api/conferencing/members): validation in the spec's words, the typed disable, roles.

const dailyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

describe('conferencing routes', () => {
  it('conference link: required and valid, saved, shown, then disabled only with the typed confirmation', async () => {
    const { user } = await demo();
    expect((await user.json('PUT', '/api/profile/integrations/conference-link', { url: '' })).body.errors[0]).toMatchObject({
      status: '422',
      detail: 'Conference tool link is required',
      source: { pointer: '/url' },
    });
    expect(
      (await user.json('PUT', '/api/profile/integrations/conference-link', { url: 'javascript:alert(1)' })).body.errors[0].detail,
    ).toBe('Please enter a valid conference tool link');
    expect((await user.json('PUT', '/api/profile/integrations/conference-link', { url: 42 })).status).toBe(422);
    const saved = await user.json('PUT', '/api/profile/integrations/conference-link', { url: 'https://meet.example/ursula' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ provider: 'conference_link', status: 'connected', url: 'https://meet.example/ursula' });
    const tools = await user.json('GET', '/api/profile/integrations/conferencing');
    expect(tools.body.data.map((t: { slug: string }) => t.slug)).toEqual(['zoom', 'microsoft-teams', 'daily', 'conference-link']);

    const wrong = await user.json('DELETE', '/api/profile/integrations/conference-link', { confirmation: 'Disable' });
    expect(wrong.body.errors[0]).toMatchObject({ status: '422', detail: "The given input didn't match the Conference link name" });
    const gone = await user.request('DELETE', '/api/profile/integrations/conference-link', { confirmation: 'Disable Conference link' });
    expect(gone.status).toBe(204);
    expect((await user.json('GET', '/api/profile/integrations/conference-link')).body.data.status).toBeNull();
    expect(
      (await user.json('DELETE', '/api/profile/integrations/conference-link', { confirmation: 'Disable Conference link' })).status,
    ).toBe(404);
  });

  it('saving the link from two tabs at once keeps one connection, and every request gets an answer', async () => {
    const { manager } = await demo();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        manager.json('PUT', '/api/profile/integrations/conference-link', { url: `https://meet.example/m-${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await env.DB.prepare(
      "select settings from integrations where provider = 'conference_link' and user_id = 'demo-manager'",
    ).all<{ settings: string }>();
    expect(rows.results).toHaveLength(1);
    expect(JSON.parse(rows.results[0].settings).url).toMatch(/^https:\/\/meet\.example\/m-\d$/);
  });

  it("Daily: a key Daily refuses gets the spec's error; a good key connects and names the Daily domain", async () => {
    const { user } = await demo();
    const bad = await user.json('PUT', '/api/profile/integrations/daily', { apiKey: 'f'.repeat(10) });
    expect(bad.body.errors[0]).toMatchObject({
      detail: 'Sorry! Daily integration failed. Please check your API credentials and configuration settings.',
      source: { pointer: '/apiKey' },
    });
    const key = dailyKey();
    const ok = await user.json('PUT', '/api/profile/integrations/daily', { apiKey: key });
    expect(ok.body.data).toMatchObject({ status: 'connected', accountName: `rw-${key.slice(0, 8)}` });
    expect(JSON.stringify(ok.body)).not.toContain(key);
    const sealed = await env.DB.prepare("select credentials from integrations where provider = 'daily' and user_id = 'demo-ursula'").first<{
      credentials: string;
    }>();
    expect(sealed?.credentials).toMatch(/^v1\./);
    expect(sealed?.credentials).not.toContain(key);
  });

  it("Zoom's consent page is on zoom.us with PKCE; Teams needs the Microsoft calendar first; sign-in required", async () => {
    const { user } = await demo();
    const start = await user.json('POST', '/api/profile/integrations/zoom/connect');
    const url = new URL(start.body.data.url);
    expect(url.host).toBe('zoom.us');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8787/api/profile/integrations/zoom/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    // A forged or replayed state comes back to the page with the spec's error, never a connection.
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await SELF.fetch('http://127.0.0.1:8787/api/profile/integrations/zoom/callback?code=zc_x&state=forged', {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(forged.status).toBe(302);
    expect(decodeURIComponent(forged.headers.get('location')!)).toContain('Sorry! Zoom integration failed.');
    expect((await user.json('POST', '/api/profile/integrations/microsoft-teams/connect')).body.errors[0]).toMatchObject({
      status: '409',
      detail: 'Connect your Microsoft 365 calendar first: the meetings are created on its events.',
    });
    expect((await user.json('GET', '/api/profile/integrations/zoom')).body.data).toMatchObject({ status: null, available: true });
    expect((await new TestClient().json('GET', '/api/profile/integrations/zoom')).status).toBe(401);
  });

  it("admins see every member's calendar and video tool; others are refused; reactivation asks the member to reconnect", async () => {
    const { admin, manager, user } = await demo();
    await user.json('PUT', '/api/profile/integrations/conference-link', { url: 'https://meet.example/ursula-2' });
    expect((await manager.json('GET', '/api/conferencing/members')).status).toBe(403);
    expect((await user.json('GET', '/api/conferencing/members')).status).toBe(403);
    const list = await admin.json('GET', '/api/conferencing/members');
    expect(list.status).toBe(200);
    const ursula = list.body.data.find((m: { email: string }) => m.email === 'ursula@acme.test');
    expect(ursula.video).toMatchObject({ name: expect.any(String), status: 'connected' });

    expect((await admin.json('POST', '/api/members/demo-ursula/deactivate')).status).toBeLessThan(300);
    expect((await admin.json('POST', '/api/members/demo-ursula/reactivate', { role: 'regular', teamIds: [] })).status).toBe(200);
    const after = (await admin.json('GET', '/api/conferencing/members')).body.data.find(
      (m: { email: string }) => m.email === 'ursula@acme.test',
    );
    expect(after.video.status).toBe('requires_reconnection');
  });
});
