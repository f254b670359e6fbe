import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { MESSAGING_PROVIDERS, MixpanelConnectSchema, SegmentConnectSchema, TwilioConnectSchema, TwilioVerifySchema } from '../../contracts/workflows';
import { DomainError } from '../../core/errors';
import { memberSlackSchema, messagingConnectionSchema, slackChannelSchema, slackInstallSchema } from '../../contracts/messaging-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth } from '../../http/session';
import { validate } from '../../http/validate';
import { MessagingError } from '../../integrations/messaging/adapter';
import * as messaging from './service';
import * as memberSlack from './member-slack';
import { MemberSlackChannelSchema } from '../../contracts/member-slack';
import { oauthCallbackQuery } from '../../contracts/integrations';

const TAG = 'messaging';
const providerParam = v.object({ provider: v.picklist(MESSAGING_PROVIDERS, 'Unknown tool') });

export const messagingRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/slack/callback', doc(TAG, 'Slack app install: OAuth v2 callback', { redirect: 'Back to the Slack page in the app' }), validate('query', oauthCallbackQuery), async (c) => {
    const q = c.req.valid('query');
    if (q.error || !q.code || !q.state) return c.redirect('/settings/integrations/slack?error=denied');
    try {
      return c.redirect(await messaging.completeSlackInstall(c.env, c.var.db, c.var.caller, q.code, q.state));
    } catch (err) {
      if (err instanceof MessagingError || err instanceof DomainError) return c.redirect('/settings/integrations/slack?error=failed');
      throw err;
    }
  })
  .post('/slack/install', doc(TAG, 'Start the Slack app install', { ok: { schema: dataOf(slackInstallSchema) } }), async (c) => c.json({ data: await messaging.beginSlackInstall(c.env, c.var.db, c.var.caller) }))
  .get('/slack/me', doc(TAG, "Where the signed-in member's Slack alerts go", { ok: { schema: dataOf(memberSlackSchema) } }), async (c) => c.json({ data: await memberSlack.mySlack(c.var.db, c.var.caller) }))
  .post('/slack/me/lookup', doc(TAG, 'Find the signed-in member in Slack by their e-mail (users.lookupByEmail): alerts come as direct messages', { ok: { schema: dataOf(memberSlackSchema) } }), async (c) =>
    c.json({ data: await memberSlack.findMeInSlack(c.env, c.var.db, c.var.caller) }),
  )
  .put('/slack/me', doc(TAG, "Send the signed-in member's Slack alerts to a channel of the workspace", { ok: { schema: dataOf(memberSlackSchema) } }), validate('json', MemberSlackChannelSchema), async (c) =>
    c.json({ data: await memberSlack.chooseSlackChannel(c.env, c.var.db, c.var.caller, c.req.valid('json').channelId) }),
  )
  .delete('/slack/me', doc(TAG, "Stop the signed-in member's Slack alerts", { ok: { schema: dataOf(memberSlackSchema) } }), async (c) => c.json({ data: await memberSlack.forgetMySlack(c.var.db, c.var.caller) }))
  .get('/slack/channels', doc(TAG, "The Slack workspace's public channels", { ok: { schema: listOf(slackChannelSchema) } }), async (c) => c.json({ data: await messaging.slackChannels(c.env, c.var.db, c.var.caller.accountId) }))
  .post('/twilio/connect', doc(TAG, 'Connect Twilio (Enterprise): checks the credentials and texts a one-time code', { ok: { schema: dataOf(messagingConnectionSchema) } }), validate('json', TwilioConnectSchema), async (c) =>
    c.json({ data: await messaging.startTwilioConnect(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .post('/twilio/verify', doc(TAG, 'Finish connecting Twilio with the one-time code', { ok: { schema: dataOf(messagingConnectionSchema) } }), validate('json', TwilioVerifySchema), async (c) =>
    c.json({ data: await messaging.verifyTwilio(c.var.db, c.var.caller, c.req.valid('json').code) }),
  )
  .put('/segment', doc(TAG, 'Connect Segment (write key)', { ok: { schema: dataOf(messagingConnectionSchema) } }), validate('json', SegmentConnectSchema), async (c) =>
    c.json({ data: await messaging.connectAnalytics(c.env, c.var.db, c.var.caller, 'segment', c.req.valid('json')) }),
  )
  .put('/mixpanel', doc(TAG, 'Connect Mixpanel (project id and API secret)', { ok: { schema: dataOf(messagingConnectionSchema) } }), validate('json', MixpanelConnectSchema), async (c) =>
    c.json({ data: await messaging.connectAnalytics(c.env, c.var.db, c.var.caller, 'mixpanel', c.req.valid('json')) }),
  )
  .get('/:provider', doc(TAG, 'A messaging or analytics connection', { ok: { schema: dataOf(messagingConnectionSchema) } }), validate('param', providerParam), async (c) =>
    c.json({ data: await messaging.connectionStatus(c.var.db, c.var.caller.accountId, c.req.valid('param').provider) }),
  )
  .delete('/:provider', doc(TAG, 'Disconnect a messaging or analytics tool', { ok: { status: 204 } }), validate('param', providerParam), async (c) => {
    await messaging.disconnect(c.var.db, c.var.caller, c.req.valid('param').provider);
    return c.body(null, 204);
  });
