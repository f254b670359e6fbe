import * as v from 'valibot';

/** Where a member's Slack alerts go: a direct message from the app, or a channel they chose. */
export const SLACK_TARGET_KINDS = ['direct', 'channel'] as const;
export type MemberSlackTargetDto = { id: string; name: string; kind: (typeof SLACK_TARGET_KINDS)[number] };

/** /api/messaging/slack/me: whether the organization's Slack is connected, and the member's target. */
export type MemberSlackDto = { connected: boolean; workspace: string; target: MemberSlackTargetDto | null };

export const MEMBER_SLACK_MESSAGES = {
  notConnected: 'Slack is not connected to your organization yet. Ask an admin to connect it.',
  notFound: (email: string) => `No one in the Slack workspace uses ${email}. Choose a channel instead.`,
  reinstall: 'Slack needs to be reconnected by an admin before members can be found by e-mail.',
  channelRequired: 'Select a channel',
  channelUnknown: 'This channel is not in the Slack workspace',
  busy: (seconds: number) => `Slack is busy. Try again in ${seconds} seconds.`,
  failed: 'Slack did not answer. Try again later.',
} as const;

export const MemberSlackChannelSchema = v.object({
  channelId: v.pipe(
    v.string(MEMBER_SLACK_MESSAGES.channelRequired),
    v.trim(),
    v.nonEmpty(MEMBER_SLACK_MESSAGES.channelRequired),
    v.maxLength(40),
    v.regex(/^[A-Z0-9]+$/, MEMBER_SLACK_MESSAGES.channelUnknown),
  ),
});
