import * as v from 'valibot';
import { INTEGRATION_STATUSES } from './integrations';
import { SLACK_TARGET_KINDS, type MemberSlackDto } from './member-slack';
import { examples, absoluteUrl, schemaOf } from './response-kit';
import { MESSAGING_PROVIDERS, type MessagingConnectionDto, type SlackChannelDto, type SlackInstallDto } from './messaging';

/**
 * The answers of the messaging API (/api/messaging: Slack, Twilio, Segment, Mixpanel, and where a
 * member's own Slack alerts go) as valibot schemas: the OpenAPI document describes each success body
 * from these, and the type checks at the bottom keep them equal to the DTO types the services return.
 */

export const messagingConnectionSchema = schemaOf<MessagingConnectionDto>()(
  v.pipe(
    v.object({
      provider: v.picklist(MESSAGING_PROVIDERS),
      status: v.picklist(['not_connected', ...INTEGRATION_STATUSES]),
      integrationId: v.nullable(v.string()),
      accountName: v.pipe(v.string(), v.description('The Slack workspace, Twilio account or analytics project; empty when not connected')),
      detail: v.pipe(v.string(), v.description('Twilio: the sender number; Mixpanel: the project id; otherwise empty')),
      lastError: v.nullable(v.string()),
      allowed: v.pipe(v.boolean(), v.description("Twilio only: whether the organization's plan allows SMS (true for the others)")),
    }),
    examples({
      provider: 'twilio',
      status: 'connecting',
      integrationId: 'int_6a1c3d',
      accountName: 'Acme Sales',
      detail: '+14155550188',
      lastError: null,
      allowed: true,
    }),
  ),
);

export const memberSlackSchema = schemaOf<MemberSlackDto>()(
  v.pipe(
    v.object({
      connected: v.pipe(v.boolean(), v.description("Whether the organization's Slack is connected")),
      workspace: v.string(),
      target: v.pipe(
        v.nullable(
          v.object({
            id: v.string(),
            name: v.pipe(v.string(), v.description('@member or #channel')),
            kind: v.picklist(SLACK_TARGET_KINDS),
          }),
        ),
        v.description("Where the member's alerts go; null when they have not chosen"),
      ),
    }),
    v.metadata({ examples: [{ connected: true, workspace: 'Acme', target: { id: 'U04ABCD1234', name: '@dana', kind: 'direct' } }] }),
  ),
);

export const slackInstallSchema = schemaOf<SlackInstallDto>()(
  v.pipe(
    v.object({ url: v.pipe(absoluteUrl, v.description("Slack's consent page, with a single-use state")) }),
    v.metadata({
      examples: [
        { url: 'https://slack.com/oauth/v2/authorize?client_id=1234.5678&scope=chat%3Awrite%2Cchannels%3Aread&state=Kq3v9XbT2mLp' },
      ],
    }),
  ),
);

export const slackChannelSchema = schemaOf<SlackChannelDto>()(
  v.pipe(v.object({ id: v.string(), name: v.string() }), v.metadata({ examples: [{ id: 'C01SALES42', name: 'sales-alerts' }] })),
);
