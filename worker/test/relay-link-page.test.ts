import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, demo, signIn, uid, BASE } from './client';
import { createRelay, relayRefs } from './relay-fixtures';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// A relay link's page is a booking page like /b/:slug: served by the worker on the organization's brand, and on
// its verified scheduler domain, where the links the product hands out point.

const CF = 'https://api.cloudflare.com';
const onHost = (hostname: string, path: string, init?: RequestInit) =>
  SELF.fetch(`https://${hostname}${path}`, { redirect: 'manual', ...init });

let c: Awaited<ReturnType<typeof demo>>;
let token: string;
let relayName: string;
let relayId: string;
beforeAll(async () => {
  c = await demo();
  const relay = await createRelay(c.admin, await relayRefs(c.admin));
  const links = (await c.booker.json('GET', '/api/relay-links')).body.data as {
    id: string;
    kind: string;
    relayId: string;
    relayName: string;
    url: string;
  }[];
  const own = links.find((l) => l.kind === 'relay' && l.relayId === relay.id)!;
  token = own.id;
  relayName = own.relayName;
  relayId = relay.id;
});

describe('a relay link page', () => {
  it("carries the organization's theme and page tags, in its API answer and in the page's head", async () => {
    expect(
      (
        await c.admin.json('PATCH', '/api/branding', {
          primaryColor: '#0f766e',
          colorMode: 'dark',
          style: 'terminal',
          submitLabel: 'Book my demo',
          metaTitle: 'Meet Acme',
        })
      ).status,
    ).toBe(200);
    const api = await (await SELF.fetch(`${BASE}/api/public/relay-links/${token}`)).json<any>();
    expect(api.data.theme).toEqual({ primaryColor: '#0f766e', colorMode: 'dark', style: 'terminal', submitLabel: 'Book my demo' });
    expect(api.data.meta.title).toBe('Meet Acme');
    expect(api.data.meetingType).toMatchObject({ durationMinutes: 30, slotTimeFormat: expect.stringMatching(/^(12h|24h)$/) });
    expect(api.data.relayName).toBe(relayName);

    const res = await SELF.fetch(`${BASE}/relay/${token}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html[^>]*data-rw-style="terminal"/);
    expect(html).toMatch(/<html[^>]*data-rw-mode="dark"/);
    expect(html).toContain('<title>Meet Acme</title>');
    expect(html).toContain('<meta property="og:title" content="Meet Acme">');
    // The booking pages' script mounts it (not the admin app's bundle).
    expect(html).toContain('<script src="/booking.js"');
  });

  it("answers a link that does not exist with the missing-link page, and another organization's page stays its own", async () => {
    const res = await SELF.fetch(`${BASE}/relay/no-such-${uid()}`);
    const html = await res.text();
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script src="/booking.js"');
    const other = await addOrg({ company: `Otherco ${uid()}` });
    const admin = await signIn(other.admin.email);
    expect((await admin.json('GET', '/api/relay-links')).body.data).toEqual([]);
  });

  it('is served on the verified scheduler domain, which every relay link then uses; another organization cannot serve it', async () => {
    const hostname = `meet.${uid()}-co.com`;
    expect((await c.admin.json('PUT', '/api/scheduler-domain', { hostname })).status).toBe(200);
    // Until verified, links stay on the app's own host.
    const before = (await c.booker.json('GET', '/api/relay-links')).body.data.find((l: { id: string }) => l.id === token);
    expect(before.url).toBe(`${env.APP_URL.replace(/\/$/, '')}/relay/${token}`);
    await fetch(`${CF}/__fake/custom_hostnames/${hostname}/activate`, { method: 'POST' });
    expect((await c.admin.json('POST', '/api/scheduler-domain/check')).body.data.domain.status).toBe('verified');

    const links = (await c.booker.json('GET', '/api/relay-links')).body.data as { id: string; url: string }[];
    expect(links.find((l) => l.id === token)!.url).toBe(`https://${hostname}/relay/${token}`);
    const dedicated = await c.booker.json('POST', '/api/relay-links/dedicated', {
      relayId,
      prospectName: 'Dana Doe',
      prospectEmail: `dana-${uid()}@doe-${uid()}.com`,
    });
    expect(dedicated.status).toBe(201);
    expect(dedicated.body.data.url).toMatch(new RegExp(`^https://${hostname.replace(/\./g, '\\.')}/relay/`));

    const page = await onHost(hostname, `/relay/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/data-rw-style="terminal"/);
    expect((await onHost(hostname, `/api/public/relay-links/${token}`)).status).toBe(200);
    // Its script is served there as on the app's own host.
    expect((await onHost(hostname, '/relay.js')).status).toBe((await SELF.fetch(`${BASE}/relay.js`)).status);
    const started = await onHost(hostname, `/api/public/relay-links/${token}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ timezone: 'UTC', name: 'Pat Prospect', email: `pat-${uid()}@prospect-${uid()}.com` }),
    });
    expect(started.status).toBe(201);

    // Another organization's domain does not serve this organization's relay link.
    const other = await addOrg({ company: `Otherco ${uid()}` });
    const admin = await signIn(other.admin.email);
    const otherHost = `meet.${uid()}-other.com`;
    await admin.json('PUT', '/api/scheduler-domain', { hostname: otherHost });
    await fetch(`${CF}/__fake/custom_hostnames/${otherHost}/activate`, { method: 'POST' });
    expect((await admin.json('POST', '/api/scheduler-domain/check')).body.data.domain.status).toBe('verified');
    expect((await onHost(otherHost, `/relay/${token}`)).status).toBe(404);
    expect((await onHost(otherHost, `/api/public/relay-links/${token}`)).status).toBe(404);
  });
});
