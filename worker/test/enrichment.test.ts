import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENRICHMENT_TTL } from '../contracts/enrichment';
import { decideRouting } from '../core/routing/decide';
import { accounts } from '../db/schema/identity';
import { auditLog } from '../db/schema/integrations';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { enrichProspect } from '../features/enrichment/service';
import { APOLLO_HOST } from './fakes/apollo';
import { insertCrmAccount, makeRouter, meetingType, nativeForm, salesTeamId, sessionRow, widget } from './routing-session-helpers';
import { addOrg, db, demo, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

async function control(key: string, path: string, body?: unknown) {
  const res = await fetch(`https://${APOLLO_HOST}/__fake/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-fake-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status === 204 ? null : ((await res.json()) as { data: { path: string }[] });
}
const seed = (key: string, orgs: Record<string, Record<string, unknown>>) => control(key, 'records', { records: orgs });
const apolloCalls = async (key: string) =>
  (await control(key, 'calls'))!.data.filter((c) => c.path.startsWith('/api/v1/organizations/enrich') && !c.path.includes('example.com'))
    .length;
const org = (domain: string, industry: string, country = 'United States') => ({
  name: `Co ${domain}`,
  primary_domain: domain,
  industry,
  estimated_num_employees: 250,
  annual_revenue: 40_000_000,
  country,
  state: 'Ohio',
  city: 'Columbus',
});

/** A fresh organization whose Admin connects Apollo with a fresh key. */
async function orgWithApollo() {
  const { accountId, admin } = await addOrg();
  const client = await signIn(admin.email);
  const key = `ap_${uid()}`;
  const res = await client.json('PUT', '/api/enrichments/apollo', { apiKey: key });
  expect(res.status).toBe(200);
  return { accountId, client, key };
}

describe('connecting a provider', () => {
  it('checks the key with the provider, seals it, never shows it, and audits connect and removal', async () => {
    const { accountId, admin } = await addOrg();
    const client = await signIn(admin.email);
    const refused = await client.json('PUT', '/api/enrichments/clearbit', { apiKey: 'sk_invalid' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      detail: 'Sorry! Clearbit integration failed. Please check your API credentials and configuration settings.',
      source: { pointer: '/apiKey' },
    });
    expect((await client.json('PUT', '/api/enrichments/zoominfo', { username: 'ops@acme.test' })).body.errors[0]).toMatchObject({
      detail: 'Password is a required field',
      source: { pointer: '/password' },
    });
    expect((await client.json('PUT', '/api/enrichments/nope', { apiKey: 'x' })).status).toBe(422);

    const key = `sk_${uid()}`;
    const ok = await client.json('PUT', '/api/enrichments/clearbit', { apiKey: key });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      provider: 'clearbit',
      integration: { status: 'connected', accountName: `Key ending ${key.slice(-4)}` },
    });
    const listed = await client.json('GET', '/api/enrichments');
    expect(listed.body.data.map((p: { provider: string }) => p.provider)).toEqual([
      'apollo',
      'clearbit',
      'crust_data',
      'zerobounce',
      'zoominfo',
      'ocean',
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const stored = await env.DB.prepare('select credentials from integrations where account_id = ? and provider = ?')
      .bind(accountId, 'clearbit')
      .first<{ credentials: string }>();
    expect(stored!.credentials).toMatch(/^v1\./);
    expect(stored!.credentials).not.toContain(key);

    expect((await client.json('DELETE', '/api/enrichments/clearbit')).status).toBe(204);
    expect((await client.json('DELETE', '/api/enrichments/clearbit')).status).toBe(404);
    const audit = await db().select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(audit.map((a) => [a.action, a.integrationName])).toEqual(
      expect.arrayContaining([
        ['integration_connected', 'Clearbit'],
        ['integration_removed', 'Clearbit'],
      ]),
    );
  });

  it('only an Admin connects; a Manager is refused', async () => {
    const { manager } = await demo();
    expect((await manager.json('PUT', '/api/enrichments/apollo', { apiKey: `ap_${uid()}` })).status).toBe(403);
    expect((await manager.json('GET', '/api/enrichments/apollo/filters')).body.data.fields.map((f: { key: string }) => f.key)).toContain(
      'industry',
    );
  });
});

describe('the cache', () => {
  it('reuses an answer until its TTL, remembers a miss for the shorter TTL, and asks again after', async () => {
    const { accountId, key } = await orgWithApollo();
    await seed(key, { 'initech.com': org('initech.com', 'Software') });
    const now = Date.now();
    const first = await enrichProspect(env, db(), accountId, 'pat@initech.com', now, 1500);
    expect(first.data).toMatchObject({ industry: 'Software', employee_range: '201-500', country: 'US' });
    expect(first.note).toMatchObject({ provider: 'apollo', status: 'fresh', detail: 'Enrichment data for initech.com came from Apollo' });
    const again = await enrichProspect(env, db(), accountId, 'sam@initech.com', now + 60_000, 1500);
    expect(again.note.status).toBe('cached');
    expect(again.data).toEqual(first.data);
    expect(await apolloCalls(key)).toBe(1);
    const later = await enrichProspect(env, db(), accountId, 'pat@initech.com', now + ENRICHMENT_TTL.hitMs + 1, 1500);
    expect(later.note.status).toBe('fresh');
    expect(await apolloCalls(key)).toBe(2);

    const miss = await enrichProspect(env, db(), accountId, 'pat@unknown-co.com', now, 1500);
    expect(miss).toMatchObject({ data: null, note: { status: 'not_found' } });
    await enrichProspect(env, db(), accountId, 'pat@unknown-co.com', now + ENRICHMENT_TTL.missMs - 1, 1500);
    expect(await apolloCalls(key)).toBe(3);
    await enrichProspect(env, db(), accountId, 'pat@unknown-co.com', now + ENRICHMENT_TTL.missMs + 1, 1500);
    expect(await apolloCalls(key)).toBe(4);
    // A free e-mail domain is never looked up as a company.
    expect((await enrichProspect(env, db(), accountId, 'pat@gmail.com', now, 1500)).note.status).toBe('skipped');
  });

  it("answers from the organization's own CRM accounts when the provider fails, and marks a refused key", async () => {
    const { accountId, key } = await orgWithApollo();
    const t = Date.now();
    await insertCrmAccount(
      {
        accountId,
        name: 'Vandelay',
        domain: 'vandelay.com',
        fields: { industry: 'Import/Export', numberofemployees: '12', country: 'Germany' },
      },
      t,
    );
    await control(key, 'fail-next', { status: 503, count: 3 });
    const out = await enrichProspect(env, db(), accountId, 'art@vandelay.com', t, 1500);
    expect(out.data).toMatchObject({ industry: 'Import/Export', employees: 12, employee_range: '11-50', country: 'DE' });
    expect(out.note).toMatchObject({
      status: 'failed',
      detail: 'Apollo could not be reached for vandelay.com; your CRM accounts answered instead',
    });
    await control(key, 'revoke', {});
    await enrichProspect(env, db(), accountId, 'art@other-co.com', t, 1500);
    const row = await env.DB.prepare('select status, last_error from integrations where account_id = ? and provider = ?')
      .bind(accountId, 'apollo')
      .first();
    expect(row).toMatchObject({ status: 'failed' });
  });
});

describe('a slow provider and a double click', () => {
  it('gives up on a provider slower than the deadline and caches nothing, so the next prospect asks again', async () => {
    const { accountId, key } = await orgWithApollo();
    await seed(key, { 'slowco.com': org('slowco.com', 'Software') });
    await control(key, 'latency', { ms: 3000 });
    const started = Date.now();
    const out = await enrichProspect(env, db(), accountId, 'pat@slowco.com', started, 300);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(out).toMatchObject({
      data: null,
      note: { provider: 'apollo', status: 'timeout', detail: 'Apollo did not answer in time for slowco.com' },
    });
    await control(key, 'latency', { ms: 0 });
    expect((await enrichProspect(env, db(), accountId, 'pat@slowco.com', Date.now(), 1500)).note.status).toBe('fresh');
  });

  it('connecting twice at once keeps one connection; disabling twice removes it once', async () => {
    const { accountId, admin } = await addOrg();
    const client = await signIn(admin.email);
    const puts = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.json('PUT', '/api/enrichments/ocean', { apiKey: `oc_${uid()}_${i}` })),
    );
    expect(puts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await env.DB.prepare("select count(*) n from integrations where account_id = ? and provider = 'ocean'")
      .bind(accountId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const deletes = await Promise.all(Array.from({ length: 3 }, () => client.json('DELETE', '/api/enrichments/ocean')));
    expect(deletes.map((r) => r.status).sort()).toEqual([204, 404, 404]);
    const removed = await db().select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(removed.filter((a) => a.action === 'integration_removed')).toHaveLength(1);
  });
});

describe('routing on enrichment', () => {
  let admin: TestClient;
  let key: string;
  let routerId: string;
  beforeAll(async () => {
    ({ admin } = await demo());
    key = `ap_${uid()}`;
    expect((await admin.json('PUT', '/api/enrichments/apollo', { apiKey: key })).status).toBe(200);
    await db()
      .update(accounts)
      .set({ trustedOrigins: ['https://www.acme-site.test'] })
      .where(eq(accounts.id, DEMO_ACCOUNT_ID))
      .run();
    const pod = await admin.json('POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: {
        name: `Software companies ${uid()}`,
        teamId: await salesTeamId(admin),
        distribution: 'round_robin_select',
        members: [{ userId: 'demo-ravi', weight: 1 }],
        conditions: [{ field: { source: 'enrichment', key: 'industry' }, operator: 'equals', value: 'Software' }],
        method: 'round_robin_strict',
      },
    });
    expect(pod.status).toBe(201);
    routerId = await makeRouter(
      { formId: await nativeForm(), meetingTypeId: await meetingType(admin) },
      { matchingEnabled: false, distributionRuleIds: [pod.body.data.id] },
    );
  });

  it('sends a prospect whose company Apollo calls Software to the pod, explains it in the routing log, and replays exactly', async () => {
    const domain = `soft-${uid()}.com`;
    await seed(key, { [domain]: org(domain, 'Software') });
    const sub = await widget.submit(routerId, { name: 'Pat', email: `pat@${domain}`, country: 'US' });
    expect(sub.status).toBe(201);
    expect(sub.body.data.assignee).toMatchObject({ kind: 'user' });
    const stored = (await sessionRow(sub.body.data.sessionId))!;
    const decision = stored.decision!;
    expect(decision.distribution.outcome).toBe('rule');
    expect(decision.inputs.prospect.enrichment).toMatchObject({ industry: 'Software', company_name: `Co ${domain}` });
    expect(decision.inputs.enrichment).toMatchObject({ provider: 'apollo', status: 'fresh' });
    const log = await admin.json('GET', `/api/routing-logs/${sub.body.data.sessionId}`);
    expect(log.status).toBe(200);
    expect(log.body.data.explanation).toContain(`Enrichment data for ${domain} came from Apollo`);
    expect(log.body.data.explanation).toContain(
      `Distribution rule '${decision.distribution.evaluations[0].ruleName}' passed: Enrichment field "industry" is "Software", which equals "Software"`,
    );
    const replayed = decideRouting(decision.inputs);
    expect(JSON.parse(JSON.stringify(replayed.distribution))).toEqual(decision.distribution);
    expect(JSON.parse(JSON.stringify(replayed.matching))).toEqual(decision.matching);
  });

  it('says in plain words when enrichment has nothing for the prospect', async () => {
    const sub = await widget.submit(routerId, { name: 'Sam', email: `sam@nodata-${uid()}.com`, country: 'US' });
    const decision = (await sessionRow(sub.body.data.sessionId))!.decision!;
    expect(decision.inputs.prospect.enrichment).toBeNull();
    const failed = decision.distribution.evaluations[0];
    expect(failed).toMatchObject({ status: 'failed', reason: 'Enrichment data not available' });
    expect(failed.conditions[0].explanation).toBe('Enrichment field "industry": Enrichment data not available');
  });
});

describe('lists from enrichment data', () => {
  it("fill with the field's values among companies in the country, and refresh", async () => {
    const { client, key, accountId } = await orgWithApollo();
    await seed(key, {
      'de-one.com': org('de-one.com', 'Banking', 'Germany'),
      'de-two.com': org('de-two.com', 'Retail', 'Germany'),
      'fr-one.com': org('fr-one.com', 'Wine', 'France'),
    });
    const t = Date.now();
    await insertCrmAccount({ accountId, name: 'Local', domain: 'local.de', fields: { industry: 'Automotive', country: 'DE' } }, t);
    const created = await client.json('POST', '/api/lists', {
      source: 'enrichment',
      name: 'German industries',
      enrichmentField: 'industry',
      country: 'de',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      source: 'enrichment',
      country: 'DE',
      values: ['Automotive', 'Banking', 'Retail'],
      valueCount: 3,
    });
    await seed(key, { 'de-three.com': org('de-three.com', 'Chemicals', 'Germany') });
    const refreshed = await client.json('POST', `/api/lists/${created.body.data.id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.values).toEqual(['Automotive', 'Banking', 'Chemicals', 'Retail']);
    const search = await client.json('POST', '/api/enrichments/apollo/search', { field: 'city', country: 'de' });
    expect(search.body.data).toEqual({ field: 'city', country: 'DE', values: ['Columbus'] });
  });
});
