import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { db, signIn } from './client';
import { recordingEnv } from './crm-kit';
import { body, objectOrg } from './object-router-kit';
import { connectSlack, slackFake, slackToken } from './slack-kit';
import { deliverOne } from '../features/workflows/service';
import { routeRecord } from '../features/object-routers/service';
import { findRouter } from '../features/object-routers/repo';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const E = env as unknown as Env;
type Posted = { channel: string; text: string };

/** An object-router organization with Slack installed, whose reps get their Slack alerts by direct message. */
async function slackObjectOrg() {
  const o = await objectOrg([]);
  await connectSlack(o.admin);
  const token = await slackToken(o.accountId);
  const slackIds: string[] = [];
  for (const r of o.reps) {
    slackIds.push((await slackFake<{ id: string }>(token, '/__fake/members', { email: r.email, name: r.email.split('@')[0] })).id);
    expect((await (await signIn(r.email)).json('POST', '/api/messaging/slack/me/lookup')).status).toBe(200);
  }
  return { ...o, token, slackIds };
}

/** Routes one record through the router and delivers the Slack messages it left through the delivery machinery. */
async function routeAndDeliver(o: Awaited<ReturnType<typeof slackObjectOrg>>, routerId: string, n: number) {
  const router = (await findRouter(db(), o.accountId, routerId))!;
  const record = {
    id: `${o.integrationId}:contact:${n}`,
    module: 'contact',
    email: `r${n}@x.example`,
    phone: null,
    domain: null,
    fields: {},
  };
  const { env: e } = recordingEnv();
  const src = { how: 'crm_change' as const, provider: 'hubspot', triggerKey: `owner_empty@${n}` };
  const routed = await routeRecord(e, db(), router, record as never, src);
  const rows = (
    await E.DB.prepare("select id from workflow_deliveries where account_id = ? and channel = 'slack' and status = 'pending'")
      .bind(o.accountId)
      .all<{ id: string }>()
  ).results;
  for (const r of rows) await deliverOne(E, db(), r.id, { now: Date.now() + 60_000 });
  return routed;
}

describe('object routers tell the new owner in Slack', () => {
  it('sends the new owner a Slack message when asked, and none when not', async () => {
    const o = await slackObjectOrg();
    const loud = (await o.admin.json('POST', '/api/object-routers', body(o, { name: 'Loud', notifySlack: true }))).body.data;
    expect(loud).toMatchObject({ notifySlack: true });
    const routed = await routeAndDeliver(o, loud.id, 1);
    expect(routed).toMatchObject({ result: 'routed', ownerUserId: o.reps[0].id });
    const posted = (await slackFake<{ messages: Posted[] }>(o.token, '/__fake/messages')).messages;
    expect(posted).toHaveLength(1);
    // The direct message channel the fake opens for that member.
    expect(posted[0].channel).toBe(`D${o.slackIds[0].slice(1)}`);
    expect(posted[0].text).toContain('New contact assigned to you: r1@x.example');
    expect(posted[0].text).toContain('Loud');

    const quiet = (await o.admin.json('POST', '/api/object-routers', body(o, { name: 'Quiet' }))).body.data;
    expect(quiet).toMatchObject({ notifySlack: false });
    // The pod's next member (Bob) gets Slack alerts too: the router not asking is why nothing is sent.
    expect(await routeAndDeliver(o, quiet.id, 2)).toMatchObject({ result: 'routed', ownerUserId: o.reps[1].id });
    expect((await slackFake<{ messages: Posted[] }>(o.token, '/__fake/messages')).messages).toHaveLength(1);
  });
});
