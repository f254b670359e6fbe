import { SELF } from 'cloudflare:test';
import { beforeAll, expect } from 'vitest';
import { RELAY_MESSAGES } from '../contracts/relay';
import { futureAt } from './booking-helpers';
import { addOrg, addUser, demo, signIn, uid, type TestClient, BASE } from './client';
import { createRelay, relayRefs, type RelayRefs } from './relay-fixtures';

// What the browser extension and the Outlook add-in send: a token approved in the app, as a bearer, and
// nothing a browser would add on its own (no cookie, no CSRF header).

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
    source: handOver[0],
    c: undefined as unknown as Awaited<ReturnType<typeof demo>>,
    refs: undefined as unknown as RelayRefs,
    approve: (client: TestClient) => approveToken(client, surface),
    handOver: handOverWith(...handOver),
  };
  // On a loaded machine reading the demo organization takes more than vitest's 10 s for a hook.
  beforeAll(async () => {
    suite.c = await demo();
    suite.refs = await relayRefs(suite.c.admin);
  }, 60_000);
  return suite;
}

type SurfaceSuite = ReturnType<typeof surfaceSuite>;

/** The booker hands a prospect over through a new relay and books the session: its routing log names the surface. */
export async function handOverAndBook(suite: SurfaceSuite) {
  const relay = await createRelay(suite.c.admin, suite.refs);
  const t = await suite.approve(suite.c.booker);
  const s = await suite.handOver(t.token, relay.id);
  expect(s.status).toBe(201);
  expect(s.body.data).toMatchObject({ source: suite.source, status: 'open' });
  const id = s.body.data.id as string;
  expect((await bearer(t.token, 'POST', `/api/relay-sessions/${id}/bookings`, { start: futureAt(9) })).status).toBe(201);
  const log = await suite.c.admin.json('GET', `/api/routing-logs/${id}`);
  expect(log.body.data).toMatchObject({ bookedBy: 'Bea Booker', bookedBySource: suite.source });
  return { relay, token: t.token, session: s.body.data, log: log.body.data };
}

/**
 * A surface's hand-over keeps the relay's rules: a member without booker permission gets the spec's
 * message, and another organization's booker finds neither the relay nor its sessions.
 */
export async function expectRelayRulesKept(suite: SurfaceSuite) {
  const relay = await createRelay(suite.c.admin, suite.refs);
  const notBooker = await suite.handOver((await suite.approve(suite.c.user)).token, relay.id);
  expect(notBooker.status).toBe(403);
  expect(notBooker.body.errors[0].detail).toBe(RELAY_MESSAGES.noPermission);

  const other = await addOrg();
  const outsiderBooker = await addUser(other.accountId, { isBooker: true, role: 'super_admin' });
  const outsider = (await suite.approve(await signIn(outsiderBooker.email))).token;
  expect((await suite.handOver(outsider, relay.id)).status).toBe(404);
  const mine = await suite.handOver((await suite.approve(suite.c.booker)).token, relay.id);
  expect(mine.status).toBe(201);
  expect((await bearer(outsider, 'GET', `/api/relay-sessions/${mine.body.data.id}`)).status).toBe(404);
  expect((await bearer(outsider, 'POST', `/api/relay-sessions/${mine.body.data.id}/bookings`, { start: futureAt(10) })).status).toBe(404);
}
