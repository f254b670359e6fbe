import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { CrmQueueMessage, Env } from '../env';
import { addOrg, addUser, db, signIn, uid, type TestClient } from './client';
import { queueWriteJob } from '../features/crm-sync/parts/writes';

/** Calls a fake vendor's test-only control route (the workerd outbound service routes it to the fake). */
export async function fake<T = any>(url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export const HS = 'https://api.hubapi.com';
export const SF_LOGIN = 'https://login.salesforce.com';

/** An env whose CRM queue records messages instead of delivering them, so a test drives the consumer itself. */
export function recordingEnv() {
  const sent: CrmQueueMessage[] = [];
  const queue = {
    send: async (m: CrmQueueMessage) => void sent.push(m),
    sendBatch: async (b: Iterable<{ body: CrmQueueMessage }>) => void sent.push(...[...b].map((x) => x.body)),
  } as unknown as Queue<CrmQueueMessage>;
  return { env: { ...(env as unknown as Env), CRM_QUEUE: queue }, sent };
}

/** Runs the admin through connect -> vendor consent (the fake's one-time code) -> callback, as the browser would. */
export async function connectCrm(admin: TestClient, provider: 'hubspot' | 'salesforce', code: string, body: Record<string, unknown> = {}) {
  const start = await admin.json('POST', `/api/integrations/crm/${provider}/connect`, body);
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.data.authorizeUrl);
  const state = authorize.searchParams.get('state')!;
  // As a browser arrives from the vendor: with the session cookie, not following the redirect (SELF.fetch would).
  const res = await SELF.fetch(
    `http://127.0.0.1:8787/api/integrations/oauth/${provider}/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
    {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'cf-connecting-ip': admin.ip },
      redirect: 'manual',
    },
  );
  return { authorize, res, location: res.headers.get('location') };
}

/** Polls until `check` passes (the queue consumer runs beside the test), or fails with the last error. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      last = e;
      if (Date.now() > until) throw last;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** A new organization with a regular rep named `repName`, its admin signed in: what each CRM test seeds its vendor for. */
export async function crmOrg(repName: string) {
  const org = await addOrg();
  const rep = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}`, role: 'regular', name: repName });
  return { ...org, rep, adminClient: await signIn(org.admin.email) };
}

/** The account's integration row of one CRM provider. */
export const crmIntegrationOf = async (accountId: string, provider: string) =>
  (await env.DB.prepare('select * from integrations where account_id = ? and provider = ?')
    .bind(accountId, provider)
    .first<Record<string, any>>())!;

/** Queues a write job on a CRM integration (a crmIntegrationOf row) for a session of its own unless one is named. */
export const queueCrmWrite = (
  e: Env,
  integration: Record<string, any>,
  id: string,
  plan: Parameters<typeof queueWriteJob>[2]['plan'],
  sessionId = `s-${uid()}`,
) =>
  queueWriteJob(e, db(), {
    id,
    accountId: integration.account_id,
    integrationId: integration.id,
    provider: integration.provider,
    sessionId,
    plan,
  });

/** Mirrors a CRM owner of the integration as the sync would, so owner writes can name them. */
export const mirrorCrmOwner = (e: Env, integration: Record<string, any>, externalId: string, email: string, name: string) =>
  e.DB.prepare(
    'insert or replace into crm_owners (integration_id, external_id, account_id, email, name, updated_at) values (?, ?, ?, ?, ?, ?)',
  )
    .bind(integration.id, externalId, integration.account_id, email.toLowerCase(), name, Date.now())
    .run();

/** The `n` of a `select count(*) n ...` query. */
export const countOf = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

export type SignedInOrg = { accountId: string; admin: TestClient; adminId: string };

/** A fresh organization with its admin signed in. */
export async function signedInOrg(): Promise<SignedInOrg> {
  const o = await addOrg();
  return { accountId: o.accountId, admin: await signIn(o.admin.email), adminId: o.admin.id };
}

/** A record with the custom field in use, so the built-in CRM has it (its field list and pickers are the fields in use). */
export async function fieldInUse(admin: TestClient, module: 'lead' | 'contact', field: string) {
  const res = await admin.json('POST', '/api/crm/records', {
    module,
    email: `seed-${uid()}@seed.example`,
    name: 'Seed',
    fields: { [field]: '1' },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}
