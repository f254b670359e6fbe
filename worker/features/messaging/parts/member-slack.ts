import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { MEMBER_SLACK_MESSAGES, type MemberSlackDto } from '../../../contracts/member-slack';
import { DomainError, fieldError } from '../../../core/errors';
import { MessagingError } from '../../../integrations/messaging/adapter';
import { slackClient, SLACK_AUTH_ERRORS } from '../../../integrations/messaging/slack';
import * as integrations from '../../integrations/service';
import { setSlackTarget, slackTargetOf } from '../../members/service';
import { connectionOf } from '../service';

// A member connects their own Slack identity (spec section 3, Member: Slack channel): found by their
// e-mail through the organization's Slack app (a direct message from the app), or a channel they pick.

/** Slack user ids start with U (or W on Enterprise Grid); channel ids with C or G. */
const kindOf = (id: string): 'direct' | 'channel' => (/^[UW]/.test(id) ? 'direct' : 'channel');

async function installed(env: Env, db: Db, accountId: string) {
  const row = await connectionOf(db, accountId, 'slack');
  if (!row || row.status !== 'connected') throw new DomainError('invalid', 'slack_not_connected', MEMBER_SLACK_MESSAGES.notConnected);
  const { accessToken } = await integrations.credentialsOf<{ accessToken: string }>(env, row);
  return { row, token: accessToken };
}

/** What a Slack failure means to the member; a revoked install also marks the connection expired for the admin. */
async function refusal(db: Db, row: integrations.IntegrationRow, err: unknown): Promise<never> {
  if (!(err instanceof MessagingError)) throw err;
  if (err.code === 'missing_scope') throw new DomainError('invalid', 'slack_reinstall', MEMBER_SLACK_MESSAGES.reinstall);
  if (err.code && SLACK_AUTH_ERRORS.has(err.code)) {
    await integrations.markExpired(db, row, err.message);
    throw new DomainError('invalid', 'slack_not_connected', MEMBER_SLACK_MESSAGES.notConnected);
  }
  if (err.status === 429)
    throw new DomainError(
      'rate_limited',
      'ratelimited',
      MEMBER_SLACK_MESSAGES.busy(err.retryAfterSeconds ?? 30),
      undefined,
      [],
      err.retryAfterSeconds ?? 30,
    );
  throw new DomainError('invalid', 'slack_failed', MEMBER_SLACK_MESSAGES.failed);
}

export async function mySlack(db: Db, caller: Caller): Promise<MemberSlackDto> {
  const [row, target] = await Promise.all([
    connectionOf(db, caller.accountId, 'slack'),
    slackTargetOf(db, caller.accountId, caller.userId),
  ]);
  return {
    connected: row?.status === 'connected',
    workspace: row?.externalAccountName ?? '',
    target: target && { ...target, kind: kindOf(target.id) },
  };
}

/** users.lookupByEmail with the member's own sign-in e-mail; alerts then come as direct messages from the app. */
export async function findMeInSlack(env: Env, db: Db, caller: Caller): Promise<MemberSlackDto> {
  const { row, token } = await installed(env, db, caller.accountId);
  const member = await slackClient(env)
    .lookupByEmail(token, caller.email)
    .catch((err) => refusal(db, row, err));
  if (!member) throw new DomainError('invalid', 'users_not_found', MEMBER_SLACK_MESSAGES.notFound(caller.email));
  await setSlackTarget(db, caller.accountId, caller.userId, { id: member.id, name: `@${member.name}` });
  return mySlack(db, caller);
}

/** A channel of the workspace (conversations.list) instead of direct messages; an id not in the list is refused. */
export async function chooseSlackChannel(env: Env, db: Db, caller: Caller, channelId: string): Promise<MemberSlackDto> {
  const { row, token } = await installed(env, db, caller.accountId);
  const channels = await slackClient(env)
    .channels(token)
    .catch((err) => refusal(db, row, err));
  const channel = channels.find((c) => c.id === channelId);
  if (!channel) throw fieldError('channelId', MEMBER_SLACK_MESSAGES.channelUnknown);
  await setSlackTarget(db, caller.accountId, caller.userId, { id: channel.id, name: `#${channel.name}` });
  return mySlack(db, caller);
}

export async function forgetMySlack(db: Db, caller: Caller): Promise<MemberSlackDto> {
  await setSlackTarget(db, caller.accountId, caller.userId, null);
  return mySlack(db, caller);
}
