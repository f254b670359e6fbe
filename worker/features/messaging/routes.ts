import * as v from 'valibot';
import {
  MESSAGING_PROVIDERS,
  MixpanelConnectSchema,
  SegmentConnectSchema,
  TwilioConnectSchema,
  TwilioVerifySchema,
} from '../../contracts/messaging';
import { DomainError } from '../../core/errors';
import { memberSlackSchema, messagingConnectionSchema, slackChannelSchema, slackInstallSchema } from '../../contracts/messaging-responses';
import { doc } from '../../http/openapi';
import { docData, docDone, docList } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { oauthReturn } from '../../http/oauth-return';
import { MessagingError } from '../../integrations/messaging/adapter';
import * as messaging from './service';
import * as memberSlack from './parts/member-slack';
import { MemberSlackChannelSchema } from '../../contracts/member-slack';
import { oauthCallbackQuery } from '../../contracts/integrations';
import { noContent } from '../../http/answers';

const TAG = 'messaging';
const providerParam = v.object({ provider: v.picklist(MESSAGING_PROVIDERS, 'Unknown tool') });

export const messagingRoutes = signedInRoutes()
  .get(
    '/slack/callback',
    doc(TAG, 'Slack app install: OAuth v2 callback', { redirect: 'Back to the Slack page in the app' }),
    validate('query', oauthCallbackQuery),
    async (c) =>
      oauthReturn(
        c,
        '/settings/integrations/slack',
        c.req.valid('query'),
        (code, state) => messaging.completeSlackInstall(c.env, c.var.db, c.var.caller, code, state),
        (err) => err instanceof MessagingError || err instanceof DomainError,
      ),
  )
  .post('/slack/install', docData(TAG, 'Start the Slack app install', slackInstallSchema), async (c) =>
    c.json({ data: await messaging.beginSlackInstall(c.env, c.var.db, c.var.caller) }),
  )
  .get('/slack/me', docData(TAG, "Where the signed-in member's Slack alerts go", memberSlackSchema), async (c) =>
    c.json({ data: await memberSlack.mySlack(c.var.db, c.var.caller) }),
  )
  .post(
    '/slack/me/lookup',
    docData(
      TAG,
      'Find the signed-in member in Slack by their e-mail (users.lookupByEmail): alerts come as direct messages',
      memberSlackSchema,
    ),
    async (c) => c.json({ data: await memberSlack.findMeInSlack(c.env, c.var.db, c.var.caller) }),
  )
  .put(
    '/slack/me',
    docData(TAG, "Send the signed-in member's Slack alerts to a channel of the workspace", memberSlackSchema),
    validate('json', MemberSlackChannelSchema),
    async (c) => c.json({ data: await memberSlack.chooseSlackChannel(c.env, c.var.db, c.var.caller, c.req.valid('json').channelId) }),
  )
  .delete('/slack/me', docData(TAG, "Stop the signed-in member's Slack alerts", memberSlackSchema), async (c) =>
    c.json({ data: await memberSlack.forgetMySlack(c.var.db, c.var.caller) }),
  )
  .get('/slack/channels', docList(TAG, "The Slack workspace's public channels", slackChannelSchema), async (c) =>
    c.json({ data: await messaging.slackChannels(c.env, c.var.db, c.var.caller.accountId) }),
  )
  .post(
    '/twilio/connect',
    docData(TAG, 'Connect Twilio (Enterprise): checks the credentials and texts a one-time code', messagingConnectionSchema),
    validate('json', TwilioConnectSchema),
    async (c) => c.json({ data: await messaging.startTwilioConnect(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .post(
    '/twilio/verify',
    docData(TAG, 'Finish connecting Twilio with the one-time code', messagingConnectionSchema),
    validate('json', TwilioVerifySchema),
    async (c) => c.json({ data: await messaging.verifyTwilio(c.var.db, c.var.caller, c.req.valid('json').code) }),
  )
  .put(
    '/segment',
    docData(TAG, 'Connect Segment (write key)', messagingConnectionSchema),
    validate('json', SegmentConnectSchema),
    async (c) => c.json({ data: await messaging.connectAnalytics(c.env, c.var.db, c.var.caller, 'segment', c.req.valid('json')) }),
  )
  .put(
    '/mixpanel',
    docData(TAG, 'Connect Mixpanel (project id and API secret)', messagingConnectionSchema),
    validate('json', MixpanelConnectSchema),
    async (c) => c.json({ data: await messaging.connectAnalytics(c.env, c.var.db, c.var.caller, 'mixpanel', c.req.valid('json')) }),
  )
  .get(
    '/:provider',
    docData(TAG, 'A messaging or analytics connection', messagingConnectionSchema),
    validate('param', providerParam),
    async (c) => c.json({ data: await messaging.connectionStatus(c.var.db, c.var.caller.accountId, c.req.valid('param').provider) }),
  )
  .delete('/:provider', docDone(TAG, 'Disconnect a messaging or analytics tool'), validate('param', providerParam), async (c) =>
    noContent(c, messaging.disconnect(c.var.db, c.var.caller, c.req.valid('param').provider)),
  );
