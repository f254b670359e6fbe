import { SELF } from 'cloudflare:test';
import { beforeAll, expect } from 'vitest';
import { demo, uid, type TestClient } from './client';
import { relayRefs, type RelayRefs } from './relay-fixtures';

// What the browser extension and the Outlook add-in send: a token approved in the app, as a bearer, and
// nothing a browser would add on its own (no cookie, no CSRF header).

export const BASE = 'http://127.0.0.1:8787';

export async function bearer(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** The member approves the surface in the app (a session call, CSRF checked): its token, shown once. */
export async function approveToken(client: TestClient, surface: 'extension' | 'outlook') {
  const res = await client.json('POST', `/api/profile/tokens/${surface}`);
  expect(res.status).toBe(201);
  return res.body.data as { id: string; token: string; name: string };
}

/** A hand-over through a relay, as the surface starts one, with its booked-by source. */
export const handOverWith =
  (source: 'chrome_extension' | 'outlook_addin', prospectName: string, timezone: string) =>
  (token: string, relayId: string, over: Record<string, unknown> = {}) =>
    bearer(token, 'POST', '/api/relay-sessions', {
      relayId,
      prospectEmail: `pat-${uid()}@prospect-${uid()}.com`,
      prospectName,
      timezone,
      source,
      ...over,
    });

/**
 * What both surfaces' tests start from: the demo organization with its relay references (read once before
 * the file's tests), and the surface's own approval and hand-over.
 */
export function surfaceSuite(surface: 'extension' | 'outlook', ...handOver: Parameters<typeof handOverWith>) {
  const suite = {
    c: undefined as unknown as Awaited<ReturnType<typeof demo>>,
    refs: undefined as unknown as RelayRefs,
    approve: (client: TestClient) => approveToken(client, surface),
    handOver: handOverWith(...handOver),
  };
  beforeAll(async () => {
    suite.c = await demo();
    suite.refs = await relayRefs(suite.c.admin);
  });
  return suite;
}
