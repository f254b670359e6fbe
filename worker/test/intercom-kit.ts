import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Env } from '../env';
import { addOrg, addUser, signIn, uid, type TestClient } from './client';
import { createLink, openMeetingType } from './booking-helpers';

const E = env as unknown as Env;

/** Connects Intercom for the client's organization through the fake's consent page and token exchange. */
export async function connectIntercom(client: TestClient) {
  const start = await client.json('POST', '/api/intercom/connect', {});
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.data.url);
  expect(authorize.host).toBe('app.intercom.com');
  expect(await (await fetch(authorize)).text()).toContain('Authorize access');
  const allow = new URL('https://app.intercom.com/oauth/allow');
  allow.searchParams.set('redirect_uri', authorize.searchParams.get('redirect_uri')!);
  allow.searchParams.set('state', authorize.searchParams.get('state')!);
  const callback = new URL((await fetch(allow, { redirect: 'manual' })).headers.get('location')!);
  const visit = () =>
    SELF.fetch(`http://127.0.0.1:8787${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
  const done = await visit();
  expect(done.headers.get('location')).toBe('/settings/integrations/intercom');
  expect((await visit()).headers.get('location')).toContain('error=');
}

/** The organization's Intercom token, unsealed, for the fake's control routes. */
export async function intercomToken(accountId: string) {
  const { credentialsOf } = await import('../features/integrations/service');
  const row = await E.DB.prepare("select credentials from integrations where account_id = ? and provider = 'intercom'")
    .bind(accountId)
    .first<{ credentials: string }>();
  expect(row!.credentials).not.toContain('dG9rOi');
  return (await credentialsOf<{ accessToken: string }>(E, row!)).accessToken;
}

/** A fake Intercom control route, called with the workspace's token. */
export async function intercomFake<T = any>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`https://api.intercom.io${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}

/** Delivers a notification to the app's webhook as Intercom does (raw body, X-Hub-Signature). */
export const deliver = (body: string, signature: string) =>
  SELF.fetch('http://127.0.0.1:8787/api/public/intercom/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature': signature },
    body,
  });

export type Conv = { id: string; admin_assignee_id: string | null; notes: { body: string }[]; tags: string[] };

/** An organization with Intercom connected, a rep in a strict pod (and in Intercom as an admin) with a booking link. */
export async function intercomOrg() {
  const o = await addOrg();
  const admin = await signIn(o.admin.email);
  await connectIntercom(admin);
  const token = await intercomToken(o.accountId);
  const rep = await addUser(o.accountId, { email: `rita-${uid()}@${o.domain}`, name: 'Rita Rep' });
  const repAdmin = await intercomFake<{ id: string }>(token, '/__fake/admins', { email: rep.email.toUpperCase(), name: 'Rita (Intercom)' });
  const team = (await admin.json('POST', '/api/teams', { name: `Sales ${uid()}`, timezone: 'UTC', memberIds: [rep.id] })).body.data;
  const pod = await admin.json('POST', '/api/distribution-rules', {
    kind: 'fallback_pod',
    definition: {
      name: 'Chat pod',
      teamId: team.id,
      distribution: 'round_robin_all',
      members: [{ userId: rep.id, weight: 1 }],
      conditions: [],
      method: 'round_robin_available',
    },
  });
  expect(pod.status, JSON.stringify(pod.body)).toBe(201);
  const type = await openMeetingType(admin, [rep.id]);
  const repClient = await signIn(rep.email);
  const link = await createLink(repClient, { meetingTypeId: type.id });
  return { ...o, admin, token, rep, repAdmin, podId: pod.body.data.id as string, link, repClient };
}

export async function conversation(token: string, email = `pat-${uid()}@prospect.test`, company?: { name: string; website?: string }) {
  const contact = await intercomFake<{ id: string }>(token, '/__fake/contacts', {
    email,
    name: 'Pat Prospect',
    custom_attributes: { plan: 'Pro' },
    ...(company ? { company } : {}),
  });
  const conv = await intercomFake<{ id: string }>(token, '/__fake/conversations', { contact_id: contact.id });
  return { contact, conv };
}

/** Intercom's signed notification of a topic about one item, as the fake sends it. */
export const notification = (token: string, topic: string, item: { type: 'conversation' | 'contact'; id: string }) =>
  intercomFake<{ body: string; signature: string }>(token, '/__fake/webhook', { topic, item });

/** A new conversation and Intercom's signed notification that it started. */
export async function startedConversation(token: string, company?: { name: string; website?: string }) {
  const { conv } = await conversation(token, undefined, company);
  return { conv, hook: await notification(token, 'conversation.user.created', { type: 'conversation', id: conv.id }) };
}

export const stateOf = async (token: string, id: string) =>
  (await intercomFake<{ conversations: Conv[] }>(token, '/__fake/state')).conversations.find((c) => c.id === id)!;
