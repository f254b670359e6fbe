import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { DomainError, forbidden } from '../../core/errors';
import { MESSAGES } from '../../contracts/common';
import { MUX_MESSAGES, type MuxConnectInput, type MuxConnectionDto } from '../../contracts/media';
import { MediaError, type MediaClient, type MediaToken } from '../../integrations/media/adapter';
import { mediaClientFor } from '../../integrations/media/catalogue';
import * as integrations from '../integrations/service';

/** What the vault keeps of a Mux connection: the access token and the webhook's signing secret. */
export type MuxCredentials = MediaToken & { signingSecret: string };

const adminOnly = (caller: Caller) => {
  if (caller.role !== 'super_admin') throw forbidden();
};

/** The organization's Mux connection, or undefined. */
async function muxConnection(db: Db, accountId: string) {
  const rows = await integrations.listIntegrations(db, accountId, { userId: null, provider: 'mux' });
  return rows.filter((r) => r.status === 'connected').sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

/** A failed Mux call as the caller sees it: Mux's rate limit passes on with its wait; anything else is Mux failing. */
export function muxFailure(err: unknown): unknown {
  if (!(err instanceof MediaError)) return err;
  if (err.status === 429)
    return new DomainError('rate_limited', 'mux_rate_limited', MESSAGES.tooManyRequests, undefined, [], err.retryAfterSeconds ?? 30);
  return new DomainError('conflict', 'integration_failed', MUX_MESSAGES.integrationFailed);
}

export const muxWebhookUrl = (env: Env, accountId: string) => `${env.APP_URL.replace(/\/$/, '')}/api/public/mux/${accountId}/webhook`;

export async function connectionStatus(env: Env, db: Db, caller: Caller): Promise<MuxConnectionDto> {
  adminOnly(caller);
  const row = await muxConnection(db, caller.accountId);
  return { status: row ? 'connected' : 'not_connected', webhookUrl: muxWebhookUrl(env, caller.accountId) };
}

/** Connects Mux: the token is checked by a real read (a refused one answers the refused-key error) and sealed with the signing secret. */
export async function connect(env: Env, db: Db, caller: Caller, input: MuxConnectInput): Promise<MuxConnectionDto> {
  adminOnly(caller);
  try {
    await mediaClientFor('mux', env).verify(input);
  } catch (err) {
    if (err instanceof MediaError && (err.status === 401 || err.status === 403))
      throw new DomainError('invalid', 'integration_refused', MUX_MESSAGES.refused, '/tokenId');
    throw muxFailure(err);
  }
  await integrations.connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider: 'mux',
    kind: 'media',
    externalAccountId: 'default',
    externalAccountName: 'Mux Video',
    credentials: { tokenId: input.tokenId, tokenSecret: input.tokenSecret, signingSecret: input.signingSecret } satisfies MuxCredentials,
    actorUserId: caller.userId,
  });
  return connectionStatus(env, db, caller);
}

/** Disconnects Mux; videos already uploaded keep playing from Mux. */
export async function disconnect(db: Db, caller: Caller) {
  adminOnly(caller);
  const row = await muxConnection(db, caller.accountId);
  if (row) await integrations.removeIntegration(db, row, caller.userId);
}

/** The organization's Mux client and credentials, or null when Mux is not connected (videos then go to R2). */
export async function muxFor(env: Env, db: Db, accountId: string): Promise<{ client: MediaClient; credentials: MuxCredentials } | null> {
  const row = await muxConnection(db, accountId);
  if (!row || !row.credentials) return null;
  return { client: mediaClientFor('mux', env), credentials: await integrations.credentialsOf<MuxCredentials>(env, row) };
}
