import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { addOrg, addUser, demo, signIn, type TestClient } from './client';
import { countryPod, crmAccount, makeRouter, meetingType, nativeForm, ownerRule, widget } from './routing-session-helpers';

// The MCP server (issue 30): an assistant speaks JSON-RPC over Streamable HTTP to /mcp with a member's
// personal access token, and every tool answers from the screens' services, scoped to that member.

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const MCP = 'http://127.0.0.1:8787/mcp';
type Rpc = { status: number; headers: Headers; body: any };

let ids = 0;
async function rpc(token: string | null, method: string, params: unknown = {}, headers: Record<string, string> = {}): Promise<Rpc> {
  const res = await SELF.fetch(MCP, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++ids, method, params }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
const callTool = async (token: string, name: string, args: Record<string, unknown>) => {
  const res = await rpc(token, 'tools/call', { name, arguments: args });
  expect(res.status).toBe(200);
  return res.body.result as { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: any };
};
const textOf = (r: { content: { text: string }[] }) => r.content.map((c) => c.text).join('\n');

async function newToken(client: TestClient, name = 'Claude') {
  const res = await client.json('POST', '/api/profile/tokens', { name });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; token: string; prefix: string; name: string };
}

let admin: TestClient;
let user: TestClient;
let adminToken: string;
let userToken: string;
let setup: { routerId: string; ravi: string; mixed: string; japanPod: string; francePod: string; owner: string; domain: string };

beforeAll(async () => {
  ({ admin, user } = await demo());
  adminToken = (await newToken(admin)).token;
  userToken = (await newToken(user)).token;
  const refs = { formId: await nativeForm(), meetingTypeId: await meetingType(admin) };
  const owner = await ownerRule(admin);
  const francePod = await countryPod(admin, 'France', 'round_robin_available', {
    members: [
      { userId: 'demo-ursula', weight: 3 },
      { userId: 'demo-ravi', weight: 1 },
    ],
  });
  const japanPod = await countryPod(admin, 'Japan', 'round_robin_available');
  const routerId = await makeRouter(refs, { matchingRuleIds: [owner], distributionRuleIds: [japanPod, francePod] });
  const domain = await crmAccount('demo-ravi');
  // Ravi's account: the owner rule passes and gives the lead to Ravi. An unknown domain from France: the pod.
  const ravi = (await widget.submit(routerId, { name: 'Rita Ravi-Lead', email: `rita@${domain}`, country: 'France' })).body.data.sessionId;
  const mixed = (await widget.submit(routerId, { name: 'Max Mixed', email: 'max@unknown-mcp.test', country: 'France' })).body.data
    .sessionId;
  setup = { routerId, ravi, mixed, japanPod, francePod, owner, domain };
});

describe('personal access tokens', () => {
  it('shows a token once, lists only its prefix, stores only its hash, and revokes it', async () => {
    const created = await newToken(admin, 'Laptop assistant');
    expect(created.token).toMatch(/^rwpat_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const listed = await admin.json('GET', '/api/profile/tokens');
    const mine = listed.body.data.find((t: { id: string }) => t.id === created.id);
    expect(mine).toEqual({
      id: created.id,
      name: 'Laptop assistant',
      prefix: created.prefix,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    const row = await env.DB.prepare('select * from personal_tokens where id = ?').bind(created.id).first();
    expect(JSON.stringify(row)).not.toContain(created.token);

    expect((await rpc(created.token, 'tools/list')).status).toBe(200);
    const used = (await admin.json('GET', '/api/profile/tokens')).body.data.find((t: { id: string }) => t.id === created.id);
    expect(used.lastUsedAt).not.toBeNull();

    expect((await user.json('DELETE', `/api/profile/tokens/${created.id}`)).status).toBe(404);
    expect((await admin.json('DELETE', `/api/profile/tokens/${created.id}`)).status).toBe(204);
    expect((await admin.json('GET', '/api/profile/tokens')).body.data.map((t: { id: string }) => t.id)).not.toContain(created.id);
    const revoked = await rpc(created.token, 'tools/list');
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it('asks for a name', async () => {
    const res = await admin.json('POST', '/api/profile/tokens', { name: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ detail: 'Name is a required field', source: { pointer: '/name' } });
  });
});

describe('/mcp', () => {
  it('refuses a call without a token, and does not take the session cookie instead', async () => {
    const none = await rpc(null, 'tools/list');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="Routewise MCP"');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await rpc(null, 'tools/list', {}, { cookie })).status).toBe(401);
    expect((await rpc('rwpat_not-a-real-token', 'tools/list')).status).toBe(401);
  });

  it('is the only place a token works, and stops working when its member is deactivated', async () => {
    const bearer = { authorization: `Bearer ${adminToken}` };
    expect((await SELF.fetch('http://127.0.0.1:8787/api/profile', { headers: bearer })).status).toBe(401);
    const leaver = await addUser(DEMO_ACCOUNT_ID, { role: 'manager' });
    const token = (await newToken(await signIn(leaver.email))).token;
    expect((await rpc(token, 'tools/list')).status).toBe(200);
    await env.DB.prepare("update users set status = 'deactivated' where id = ?").bind(leaver.id).run();
    expect((await rpc(token, 'tools/list')).status).toBe(401);
  });

  it('initializes and lists the four read-only tools with product descriptions', async () => {
    const init = await rpc(adminToken, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'test-assistant', version: '1.0.0' },
    });
    expect(init.status).toBe(200);
    expect(init.body.result).toMatchObject({ serverInfo: { name: 'routewise' }, capabilities: { tools: {} } });
    const list = await rpc(adminToken, 'tools/list');
    const tools = list.body.result.tools as { name: string; description: string; inputSchema: any; annotations: any }[];
    expect(tools.map((t) => t.name)).toEqual([
      'explain_routing_decision',
      'preview_router',
      'compare_distribution',
      'rules_never_matching',
    ]);
    for (const t of tools) {
      expect(t.annotations.readOnlyHint).toBe(true);
      expect(t.inputSchema.type).toBe('object');
      expect(t.description.length).toBeGreaterThan(60);
    }
    expect(tools[1].inputSchema.required).toEqual(['routerId', 'answers']);
    // No SSE stream to offer (405), and a stateless session has nothing to end.
    expect((await SELF.fetch(MCP, { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(405);
    expect((await SELF.fetch(MCP, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);
  });

  it("answers the SDK's own client, as an assistant connects", async () => {
    const client = new Client({ name: 'test-assistant', version: '1.0.0' }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
    const transport = new StreamableHTTPClientTransport(new URL(MCP), {
      fetch: (url, init) => SELF.fetch(url, init),
      requestInit: { headers: { authorization: `Bearer ${adminToken}` } },
    });
    await client.connect(transport);
    expect(client.getServerVersion()).toMatchObject({ name: 'routewise' });
    expect((await client.listTools()).tools).toHaveLength(4);
    const answer = await client.callTool({ name: 'explain_routing_decision', arguments: { sessionId: setup.mixed } });
    expect(answer.structuredContent).toMatchObject({ sessionId: setup.mixed, prospect: { name: 'Max Mixed' } });
    await client.close();
  });

  it('explains a decision by session id and by prospect e-mail: the rule that fired, the ones that failed, the rep', async () => {
    const byId = await callTool(adminToken, 'explain_routing_decision', { sessionId: setup.ravi });
    expect(byId.isError).toBeFalsy();
    expect(textOf(byId)).toMatch(/Rita Ravi-Lead/);
    expect(textOf(byId)).toMatch(/Matching rule 'Account owner \w+' passed/);
    expect(byId.structuredContent).toMatchObject({ sessionId: setup.ravi, assignee: { id: 'demo-ravi' } });

    const byEmail = await callTool(adminToken, 'explain_routing_decision', { email: 'MAX@unknown-mcp.test' });
    expect(byEmail.structuredContent.sessionId).toBe(setup.mixed);
    const text = textOf(byEmail);
    expect(text).toMatch(/Matching rule 'Account owner \w+' failed/);
    expect(text).toMatch(/Distribution rule 'Pod Japan \w+' failed/);
    expect(text).toMatch(/Distribution rule 'Pod France \w+' passed/);
  });

  it("answers not found for another organization's session, and a User only for their own sessions", async () => {
    const stranger = await signIn((await addOrg()).admin.email);
    const strangerToken = (await newToken(stranger)).token;
    const foreign = await callTool(strangerToken, 'explain_routing_decision', { sessionId: setup.ravi });
    expect(foreign).toMatchObject({ isError: true });
    expect(textOf(foreign)).toBe('Routing log not found');

    // Ursula (a User) was never offered Rita, Ravi's account.
    const notHers = await callTool(userToken, 'explain_routing_decision', { sessionId: setup.ravi });
    expect(notHers.isError).toBe(true);
    const missing = await callTool(userToken, 'explain_routing_decision', { email: `rita@${setup.domain}` });
    expect(textOf(missing)).toMatch(/No routing log you can see/);
    expect((await callTool(userToken, 'explain_routing_decision', {})).isError).toBe(true);
  });

  it('previews a router without storing anything; Users may not', async () => {
    const before = await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ?')
      .bind(setup.routerId)
      .first<{ n: number }>();
    const res = await callTool(adminToken, 'preview_router', {
      routerId: setup.routerId,
      answers: { name: 'Pia Preview', email: `pia@${setup.domain}`, country: 'France' },
    });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({ outcome: 'routed', assignee: { kind: 'user', name: 'Ravi Rep' } });
    expect(textOf(res)).toMatch(/Matching rule 'Account owner \w+' passed/);
    const after = await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ?')
      .bind(setup.routerId)
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);

    const asUser = await callTool(userToken, 'preview_router', { routerId: setup.routerId, answers: { email: 'a@b.test' } });
    expect(asUser).toMatchObject({ isError: true, content: [{ text: 'Only Admins and Managers can do this' }] });
    const bad = await callTool(adminToken, 'preview_router', { routerId: setup.routerId });
    expect(bad.isError).toBe(true);
  });

  it("compares a pod's meetings with its weights; a User sees their own meetings only", async () => {
    // The report's days are the organization's: on its zone's today, not UTC's (they differ for hours each night).
    const zone = (await env.DB.prepare('select default_timezone as tz from accounts where id = ?')
      .bind(DEMO_ACCOUNT_ID)
      .first<{ tz: string }>())!.tz;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    const row = env.DB.prepare(
      "insert into report_meetings_daily (account_id, day, router_kind, router_id, pod_id, member_id, booker_id, source, status, n) values (?, ?, 'inbound', ?, ?, ?, '', 'router', 'scheduled', ?)",
    );
    await env.DB.batch([
      row.bind(DEMO_ACCOUNT_ID, today, setup.routerId, setup.francePod, 'demo-ursula', 2),
      row.bind(DEMO_ACCOUNT_ID, today, setup.routerId, setup.francePod, 'demo-ravi', 6),
      row.bind(DEMO_ACCOUNT_ID, today, setup.routerId, setup.japanPod, 'demo-ursula', 5),
    ]);
    const res = await callTool(adminToken, 'compare_distribution', { podId: setup.francePod, days: 7 });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent.total).toBe(8);
    const byId = Object.fromEntries(res.structuredContent.members.map((m: { userId: string }) => [m.userId, m]));
    expect(byId['demo-ursula']).toMatchObject({ meetings: 2, weight: 3, expectedShare: 0.75, expectedMeetings: 6, difference: -4 });
    expect(byId['demo-ravi']).toMatchObject({ meetings: 6, weight: 1, expectedShare: 0.25, expectedMeetings: 2, difference: 4 });
    expect(textOf(res)).toMatch(/Ravi Rep: 6 meetings \(75\.0%\), weight 1, expected 25\.0% \(2\.0\), \+4\.0/);

    const own = await callTool(userToken, 'compare_distribution', { podId: setup.francePod, days: 7 });
    expect(own.structuredContent).toMatchObject({ scope: 'own', total: 2 });
    expect(own.structuredContent.members.map((m: { userId: string }) => m.userId)).toEqual(['demo-ursula']);
    expect(own.structuredContent.members[0].expectedShare).toBeNull();

    const stranger = await signIn((await addOrg()).admin.email);
    const foreign = await callTool((await newToken(stranger)).token, 'compare_distribution', { podId: setup.francePod });
    expect(foreign.isError).toBe(true);
  });

  it('lists the rules of a router no stored decision passed; Users may not ask', async () => {
    const res = await callTool(adminToken, 'rules_never_matching', { routerId: setup.routerId, days: 30 });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent.sessions).toBe(2);
    expect(res.structuredContent.neverMatching.map((r: { id: string }) => r.id)).toEqual([setup.japanPod]);
    expect(res.structuredContent.rules.find((r: { id: string }) => r.id === setup.owner)).toMatchObject({ passed: 1, evaluated: 2 });
    // Rita matched the owner rule, so the pods were evaluated for Max only.
    expect(textOf(res)).toMatch(/Distribution rule 'Pod Japan \w+' never passed \(evaluated 1 time\)/);
    expect((await callTool(userToken, 'rules_never_matching', { routerId: setup.routerId })).isError).toBe(true);
  });
});
