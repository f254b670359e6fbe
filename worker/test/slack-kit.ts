import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Env } from '../env';
import type { TestClient } from './client';

const E = env as unknown as Env;

/** Installs the Slack app for the client's organization through the fake's OAuth v2 pages (the scopes the authorize URL asks for). */
export async function connectSlack(client: TestClient) {
  const start = await client.json('POST', '/api/messaging/slack/install');
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.data.url);
  expect(authorize.host).toBe('slack.com');
  expect(authorize.searchParams.get('scope')).toContain('chat:write');
  const page = await fetch(authorize);
  expect(await page.text()).toContain('Allow');
  const allow = new URL('https://slack.com/oauth/v2/authorize/allow');
  allow.searchParams.set('scope', authorize.searchParams.get('scope')!);
  allow.searchParams.set('redirect_uri', authorize.searchParams.get('redirect_uri')!);
  allow.searchParams.set('state', authorize.searchParams.get('state')!);
  const redirected = await fetch(allow, { redirect: 'manual' });
  const callback = new URL(redirected.headers.get('location')!);
  const visit = () =>
    SELF.fetch(`http://127.0.0.1:8787${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
  const done = await visit();
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toBe('/settings/integrations/slack');
  // The state is single use: replaying the callback is refused.
  const replay = await visit();
  expect(replay.headers.get('location')).toContain('error=');
  const status = await client.json('GET', '/api/messaging/slack');
  expect(status.body.data).toMatchObject({ status: 'connected', accountName: 'Acme Workspace' });
  const row = await E.DB.prepare('select credentials from integrations where id = ?')
    .bind(status.body.data.integrationId)
    .first<{ credentials: string }>();
  expect(row!.credentials).not.toContain('xoxb-');
}

/** The organization's bot token, unsealed, for the fake's control routes. */
export async function slackToken(accountId: string) {
  const { credentialsOf } = await import('../features/integrations/service');
  const row = await E.DB.prepare("select credentials from integrations where account_id = ? and provider = 'slack'")
    .bind(accountId)
    .first<{ credentials: string }>();
  return (await credentialsOf<{ accessToken: string }>(E, row!)).accessToken;
}

/** A fake Slack control route, called with the workspace's bot token. */
export async function slackFake<T = any>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`https://slack.com${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? null : await res.json()) as T;
}
