import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import type { Env, Caller } from '../../env';
import { DomainError, fieldError, forbidden } from '../../core/errors';
import {
  TWILIO_MESSAGES,
  type MessagingConnectionDto,
  type MessagingProvider,
  type SlackChannelDto,
  type SlackInstallDto,
} from '../../contracts/messaging';
import { MessagingError } from '../../integrations/messaging/adapter';
import { slackClient, slackOAuth, SLACK_AUTH_ERRORS } from '../../integrations/messaging/slack';
import { twilioClient, type TwilioCredentials } from '../../integrations/messaging/twilio';
import { sha256 } from '../../lib/crypto';
import * as integrations from '../integrations/service';
import { hasFeature, requireFeatures } from '../plans/service';
import { enterpriseMessage } from '../../contracts/plans';
import { ANALYTICS_VENDOR_IDS, vendorInfo, type AnalyticsVendorId } from '../../contracts/vendors';

const KIND = (provider: MessagingProvider) => vendorInfo(provider)!.kind;
const ANALYTICS = new Set<string>(ANALYTICS_VENDOR_IDS);
const CODE_TTL_MS = 10 * 60_000;
const MAX_CODE_TRIES = 5;

const adminOnly = (caller: Caller) => {
  if (caller.role !== 'super_admin') throw forbidden();
};

/** The organization's connection to a provider (the newest one), or undefined. */
export async function connectionOf(db: Db, accountId: string, provider: MessagingProvider) {
  const rows = await integrations.listIntegrations(db, accountId, { userId: null, provider });
  return rows.sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

/** E.164 form of a phone number, or null when it is not a valid number. */
export function normalisePhone(raw: string | null | undefined, defaultCountry?: string): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), (defaultCountry as never) ?? undefined);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export async function connectionStatus(db: Db, accountId: string, provider: MessagingProvider): Promise<MessagingConnectionDto> {
  const row = await connectionOf(db, accountId, provider);
  const allowed = provider !== 'twilio' || (await hasFeature(db, accountId, 'sms'));
  if (!row) return { provider, status: 'not_connected', integrationId: null, accountName: '', detail: '', lastError: null, allowed };
  const s = row.settings as Record<string, unknown>;
  const detail = provider === 'twilio' ? String(s.senderNumber ?? '') : provider === 'mixpanel' ? String(s.projectId ?? '') : '';
  return {
    provider,
    status: row.status,
    integrationId: row.id,
    accountName: row.externalAccountName,
    detail,
    lastError: row.lastError,
    allowed,
  };
}

export async function beginSlackInstall(env: Env, db: Db, caller: Caller): Promise<SlackInstallDto> {
  adminOnly(caller);
  const { state } = await integrations.beginOAuth(db, {
    accountId: caller.accountId,
    userId: caller.userId,
    provider: 'slack',
    returnTo: '/settings/integrations/slack',
  });
  return { url: slackOAuth(env, `${env.APP_URL}/api/messaging/slack/callback`).authorizeUrl(state) };
}

/** The OAuth callback: a used or foreign state is refused; the bot token is sealed in the shared integrations table. */
export async function completeSlackInstall(env: Env, db: Db, caller: Caller, code: string, state: string) {
  const flow = await integrations.consumeOAuthState(db, state, 'slack');
  if (!flow || flow.userId !== caller.userId || flow.accountId !== caller.accountId)
    throw new DomainError('bad_request', 'invalid_state', 'This Slack install link has expired. Please start again.');
  const t = await slackOAuth(env, `${env.APP_URL}/api/messaging/slack/callback`).exchange(code);
  await integrations.connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider: 'slack',
    kind: 'messaging',
    externalAccountId: t.teamId,
    externalAccountName: t.teamName,
    credentials: { accessToken: t.accessToken },
    scopes: t.scope,
    actorUserId: caller.userId,
  });
  return flow.returnTo || '/settings/integrations/slack';
}

export async function slackChannels(env: Env, db: Db, accountId: string): Promise<SlackChannelDto[]> {
  const row = await connectionOf(db, accountId, 'slack');
  if (!row || row.status !== 'connected') return [];
  const { accessToken } = await integrations.credentialsOf<{ accessToken: string }>(env, row);
  return slackClient(env).channels(accessToken);
}

/**
 * Step one of connecting Twilio (Enterprise only): the credentials must open the account, the sender
 * must be one of its numbers, and a one-time code goes by SMS to the admin's phone; the connection
 * stays `connecting` until the code comes back.
 */
export async function startTwilioConnect(
  env: Env,
  db: Db,
  caller: Caller,
  input: { accountSid: string; authToken: string; senderNumber: string; verifyPhone: string },
): Promise<MessagingConnectionDto> {
  adminOnly(caller);
  await requireFeatures(db, caller.accountId, ['sms']);
  const sender = normalisePhone(input.senderNumber);
  if (!sender) throw fieldError('senderNumber', TWILIO_MESSAGES.senderInvalid);
  const phone = normalisePhone(input.verifyPhone);
  if (!phone) throw fieldError('verifyPhone', TWILIO_MESSAGES.phone);
  const creds: TwilioCredentials = { accountSid: input.accountSid, authToken: input.authToken };
  const client = twilioClient(env);
  let account: { sid: string; name: string };
  try {
    account = await client.account(creds);
    if (!(await client.ownsNumber(creds, sender))) throw fieldError('senderNumber', TWILIO_MESSAGES.senderNotOwned);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError('invalid', 'integration_failed', TWILIO_MESSAGES.integrationFailed, '/accountSid');
  }
  const code = String(100000 + (crypto.getRandomValues(new Uint32Array(1))[0] % 900000));
  try {
    await client.send(creds, { to: phone, from: sender, body: `Your Routewise verification code is ${code}` });
  } catch {
    throw new DomainError('invalid', 'integration_failed', TWILIO_MESSAGES.integrationFailed, '/verifyPhone');
  }
  const now = Date.now();
  const row = await integrations.connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider: 'twilio',
    kind: 'messaging',
    externalAccountId: account.sid,
    externalAccountName: account.name,
    credentials: creds,
    actorUserId: caller.userId,
    settings: {},
  });
  await integrations.updateSettings(db, caller.accountId, row.id, {
    senderNumber: sender,
    verifyPhone: phone,
    codeHash: await sha256(`${row.id}:${code}`),
    codeExpiresAt: now + CODE_TTL_MS,
    codeTries: 0,
    verified: false,
  });
  await integrations.setStatus(db, caller.accountId, row.id, 'connecting');
  return connectionStatus(db, caller.accountId, 'twilio');
}

/** Step two: the one-time code; five wrong tries or ten minutes end it. */
export async function verifyTwilio(db: Db, caller: Caller, code: string): Promise<MessagingConnectionDto> {
  adminOnly(caller);
  const row = await connectionOf(db, caller.accountId, 'twilio');
  const s = (row?.settings ?? {}) as Record<string, unknown>;
  if (!row || row.status !== 'connecting' || typeof s.codeHash !== 'string') throw fieldError('code', TWILIO_MESSAGES.verifyFailed);
  const tries = Number(s.codeTries ?? 0) + 1;
  const ok = tries <= MAX_CODE_TRIES && Number(s.codeExpiresAt ?? 0) > Date.now() && (await sha256(`${row.id}:${code}`)) === s.codeHash;
  if (!ok) {
    await integrations.updateSettings(db, caller.accountId, row.id, { ...s, codeTries: tries });
    throw fieldError('code', TWILIO_MESSAGES.verifyFailed);
  }
  await integrations.updateSettings(db, caller.accountId, row.id, {
    senderNumber: s.senderNumber,
    verifyPhone: s.verifyPhone,
    verified: true,
  });
  await integrations.setStatus(db, caller.accountId, row.id, 'connected');
  return connectionStatus(db, caller.accountId, 'twilio');
}

export async function connectAnalytics(
  env: Env,
  db: Db,
  caller: Caller,
  provider: AnalyticsVendorId,
  credentials: Record<string, string>,
): Promise<MessagingConnectionDto> {
  adminOnly(caller);
  const settings = provider === 'mixpanel' ? { projectId: credentials.projectId } : {};
  const externalAccountId = provider === 'mixpanel' ? credentials.projectId : 'default';
  await integrations.connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider,
    kind: KIND(provider),
    externalAccountId,
    externalAccountName: provider === 'mixpanel' ? `Project ${credentials.projectId}` : 'Segment source',
    credentials,
    settings,
    actorUserId: caller.userId,
  });
  return connectionStatus(db, caller.accountId, provider);
}

export async function disconnect(db: Db, caller: Caller, provider: MessagingProvider) {
  adminOnly(caller);
  const row = await connectionOf(db, caller.accountId, provider);
  if (row) await integrations.removeIntegration(db, row, caller.userId);
}

/** Posts to Slack with the organization's bot token; a revoked install marks the connection expired. */
export async function postToSlack(env: Env, db: Db, accountId: string, channel: string, text: string) {
  const row = await connectionOf(db, accountId, 'slack');
  if (!row || row.status !== 'connected') throw new MessagingError('Slack is not connected', false);
  const { accessToken } = await integrations.credentialsOf<{ accessToken: string }>(env, row);
  try {
    return await slackClient(env).postMessage(accessToken, channel, text);
  } catch (err) {
    if (err instanceof MessagingError && err.code && SLACK_AUTH_ERRORS.has(err.code)) await integrations.markExpired(db, row, err.message);
    throw err;
  }
}

/** Sends an SMS from the organization's verified Twilio sender. */
export async function sendSms(env: Env, db: Db, accountId: string, to: string, body: string) {
  const row = await connectionOf(db, accountId, 'twilio');
  if (!row || row.status !== 'connected') throw new MessagingError('Twilio is not connected', false);
  // A downgraded organization's saved SMS workflows stop sending, with the same wording in the delivery log.
  if (!(await hasFeature(db, accountId, 'sms'))) throw new MessagingError(enterpriseMessage('sms'), false);
  const creds = await integrations.credentialsOf<TwilioCredentials>(env, row);
  const from = String((row.settings as Record<string, unknown>).senderNumber ?? '');
  try {
    return await twilioClient(env).send(creds, { to, from, body });
  } catch (err) {
    if (err instanceof MessagingError && err.status === 401) await integrations.markExpired(db, row, err.message);
    throw err;
  }
}

/** The analytics destinations connected, with their credentials, for the fan-out. */
export async function analyticsDestinations(db: Db, accountId: string) {
  const rows = await integrations.listIntegrations(db, accountId, { userId: null, kind: 'analytics' });
  return rows.filter((r) => r.status === 'connected' && ANALYTICS.has(r.provider));
}

export const credentialsOf = integrations.credentialsOf;
