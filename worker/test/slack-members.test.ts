import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { MEMBER_SLACK_MESSAGES } from '../contracts/member-slack';
import { handleEvent } from '../features/events/service';
import { signalsEventHandler } from '../features/signals/parts/fire';
import { deliverOne } from '../features/workflows/parts/deliver';
import { connectIntegration } from '../features/integrations/service';
import { disqualifiedProspect } from './event-helpers';
import { addOrg, addUser, db, signIn, uid } from './client';
import { connectSlack, slackFake, slackToken } from './slack-kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const E = env as unknown as Env;
type Posted = { channel: string; user: string | null; text: string };

/** An organization with Slack installed, and a rep who is (or is not) a member of the workspace. */
async function slackOrg(opts: { repInSlack?: boolean } = {}) {
  const o = await addOrg();
  const admin = await signIn(o.admin.email);
  await connectSlack(admin);
  const token = await slackToken(o.accountId);
  const rep = await addUser(o.accountId, { email: `rep-${uid()}@${o.domain}`, name: 'Rita Rep' });
  const slackId =
    opts.repInSlack === false
      ? null
      : (await slackFake<{ id: string }>(token, '/__fake/members', { email: rep.email.toUpperCase(), name: 'rita' })).id;
  return { ...o, admin, token, rep, repClient: await signIn(rep.email), slackId };
}

const disqualified = (accountId: string) => disqualifiedProspect(accountId, { email: 'gail@gmail.com' });

/** Fires the signal for one event and delivers its Slack messages through the delivery machinery. */
async function fireAndDeliver(accountId: string) {
  await handleEvent(E, db(), [signalsEventHandler], await disqualified(accountId));
  const rows = (
    await E.DB.prepare("select id from workflow_deliveries where account_id = ? and channel = 'slack' and status = 'pending'")
      .bind(accountId)
      .all<{ id: string }>()
  ).results;
  for (const r of rows) await deliverOne(E, db(), r.id, { now: Date.now() + 60_000 });
}

const signal = (recipientUserIds: string[]) => ({
  name: 'Free e-mail',
  triggerType: 'on_account',
  event: 'prospect.disqualified',
  filters: [],
  frequency: 'every_time',
  notify: 'specific_users',
  recipientUserIds,
  channels: ['send_slack'],
  actions: [],
  message: 'A free e-mail prospect',
});

describe("a member's Slack identity", () => {
  it('is found by e-mail through the Slack app, and signals then reach the member as a direct message', async () => {
    const o = await slackOrg();
    expect((await o.repClient.json('GET', '/api/messaging/slack/me')).body.data).toEqual({
      connected: true,
      workspace: 'Acme Workspace',
      target: null,
    });
    // Clicked twice at once: both succeed with the same target, one identity stored.
    const both = await Promise.all([0, 1].map(() => o.repClient.json('POST', '/api/messaging/slack/me/lookup')));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    for (const r of both) expect(r.body.data.target).toEqual({ id: o.slackId, name: '@rita', kind: 'direct' });
    expect(
      (await E.DB.prepare('select slack_channel from users where id = ?').bind(o.rep.id).first<{ slack_channel: string }>())!.slack_channel,
    ).toBe(o.slackId);

    expect((await o.admin.json('POST', '/api/signals', signal([o.rep.id]))).status).toBe(201);
    await fireAndDeliver(o.accountId);
    const posted = (await slackFake<{ messages: Posted[] }>(o.token, '/__fake/messages')).messages;
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ channel: `D${o.slackId!.slice(1)}`, user: o.slackId });
    expect(posted[0].text).toContain('A free e-mail prospect');
  });

  it('or is a channel the member picks from conversations.list; an id not in the workspace is refused', async () => {
    const o = await slackOrg({ repInSlack: false });
    const channels = (await o.repClient.json('GET', '/api/messaging/slack/channels')).body.data as { id: string; name: string }[];
    expect(channels).toEqual(expect.arrayContaining([{ id: 'C0SALES0001', name: 'sales' }]));
    const unknown = await o.repClient.json('PUT', '/api/messaging/slack/me', { channelId: 'C0NOSUCH01' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ detail: MEMBER_SLACK_MESSAGES.channelUnknown, source: { pointer: '/channelId' } });
    expect((await o.repClient.json('PUT', '/api/messaging/slack/me', { channelId: '' })).body.errors[0].detail).toBe(
      MEMBER_SLACK_MESSAGES.channelRequired,
    );
    const chosen = await o.repClient.json('PUT', '/api/messaging/slack/me', { channelId: 'C0SALES0001' });
    expect(chosen.body.data.target).toEqual({ id: 'C0SALES0001', name: '#sales', kind: 'channel' });

    await o.admin.json('POST', '/api/signals', signal([o.rep.id]));
    await fireAndDeliver(o.accountId);
    expect((await slackFake<{ messages: Posted[] }>(o.token, '/__fake/messages')).messages.map((m) => m.channel)).toEqual(['C0SALES0001']);

    // Forgotten: the next alert goes nowhere in Slack.
    expect((await o.repClient.json('DELETE', '/api/messaging/slack/me')).body.data.target).toBeNull();
    await fireAndDeliver(o.accountId);
    expect((await slackFake<{ messages: Posted[] }>(o.token, '/__fake/messages')).messages).toHaveLength(1);
  });

  it("answers Slack's refusals in words: not in the workspace, rate limited with Retry-After, not connected, no e-mail scope", async () => {
    const o = await slackOrg({ repInSlack: false });
    const missing = await o.repClient.json('POST', '/api/messaging/slack/me/lookup');
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ code: 'users_not_found', detail: MEMBER_SLACK_MESSAGES.notFound(o.rep.email) });

    await slackFake(o.token, '/__fake/fail-next', { status: 429, retryAfter: 7 });
    const limited = await o.repClient.json('POST', '/api/messaging/slack/me/lookup');
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].detail).toBe(MEMBER_SLACK_MESSAGES.busy(7));

    const bare = await addOrg();
    const alone = await signIn(bare.admin.email);
    expect((await alone.json('GET', '/api/messaging/slack/me')).body.data).toEqual({ connected: false, workspace: '', target: null });
    const notConnected = await alone.json('POST', '/api/messaging/slack/me/lookup');
    expect(notConnected.status).toBe(422);
    expect(notConnected.body.errors[0].detail).toBe(MEMBER_SLACK_MESSAGES.notConnected);

    // An install from before e-mail lookup (no users:read.email): Slack says missing_scope.
    const old = await addOrg();
    const oldAdmin = await signIn(old.admin.email);
    const install = (await (
      await fetch('https://slack.com/__fake/install', { method: 'POST', body: JSON.stringify({ scopes: ['chat:write', 'channels:read'] }) })
    ).json()) as { access_token: string; team: { id: string; name: string } };
    await connectIntegration(E, db(), {
      accountId: old.accountId,
      userId: null,
      provider: 'slack',
      kind: 'messaging',
      externalAccountId: install.team.id,
      externalAccountName: install.team.name,
      credentials: { accessToken: install.access_token },
      scopes: 'chat:write,channels:read',
      actorUserId: old.admin.id,
    });
    const scope = await oldAdmin.json('POST', '/api/messaging/slack/me/lookup');
    expect(scope.status).toBe(422);
    expect(scope.body.errors[0]).toMatchObject({ code: 'slack_reinstall', detail: MEMBER_SLACK_MESSAGES.reinstall });
  });

  it('is per member: one member connecting changes nobody else', async () => {
    const o = await slackOrg();
    await o.repClient.json('POST', '/api/messaging/slack/me/lookup');
    expect((await o.admin.json('GET', '/api/messaging/slack/me')).body.data.target).toBeNull();
  });
});
