import type { Db } from '../../db/client';
import type { Caller, CrmQueueMessage, Env } from '../../env';
import { runBatch } from '../../db/batch';
import { DomainError, forbidden } from '../../core/errors';
import { STRIPE_MESSAGES, type StripeConnectInput, type StripeConnectionDto } from '../../contracts/billing';
import { BillingError } from '../../integrations/billing/adapter';
import { billingClientFor } from '../../integrations/billing/catalogue';
import * as integrations from '../integrations/service';
import * as crm from '../crm/service';
import * as repo from './repo';
import { runStripeSyncStep } from './parts/sync';

/** What the Stripe connection keeps besides its sealed key and signing secret. */
export type StripeSettings = {
  syncing?: boolean;
  productNames?: Record<string, string>;
  lastSync?: { finishedAt: string; customers: number; matched: number };
};
export type StripeCredentials = { apiKey: string; signingSecret: string };
export type StripeSyncMessage = Extract<CrmQueueMessage, { type: 'stripe_sync' }>;

const adminOnly = (caller: Caller) => {
  if (caller.role !== 'super_admin') throw forbidden();
};

/** The organization's Stripe connection, or undefined. */
export async function stripeConnection(db: Db, accountId: string) {
  const rows = await integrations.listIntegrations(db, accountId, { userId: null, provider: 'stripe' });
  return rows.sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

export const webhookUrl = (env: Env, accountId: string) => `${env.APP_URL.replace(/\/$/, '')}/api/public/stripe/${accountId}/webhook`;

export async function connectionStatus(env: Env, db: Db, caller: Caller): Promise<StripeConnectionDto> {
  adminOnly(caller);
  const row = await stripeConnection(db, caller.accountId);
  const base = { webhookUrl: webhookUrl(env, caller.accountId) };
  if (!row) return { ...base, status: 'not_connected', accountName: '', lastError: null, lastSync: null, syncing: false };
  const s = row.settings as StripeSettings;
  return {
    ...base,
    status: row.status === 'connected' ? 'connected' : row.status === 'expired' ? 'expired' : 'failed',
    accountName: row.externalAccountName,
    lastError: row.lastError,
    lastSync: s.lastSync ?? null,
    syncing: s.syncing === true,
  };
}

export const queueStripeSync = (env: Env, msg: StripeSyncMessage, delaySeconds?: number) =>
  env.CRM_QUEUE.send(msg, delaySeconds ? { delaySeconds } : undefined);

/**
 * Connects Stripe with a restricted key, checked by a real read of the customers it must be able to list;
 * the key and the webhook signing secret are sealed in the vault. A new connection starts from an empty
 * mirror and a full sync.
 */
export async function connect(env: Env, db: Db, caller: Caller, input: StripeConnectInput): Promise<StripeConnectionDto> {
  adminOnly(caller);
  let livemode: boolean;
  try {
    ({ livemode } = await billingClientFor('stripe', env).verify(input.apiKey));
  } catch (err) {
    if (!(err instanceof BillingError)) throw err;
    throw new DomainError('invalid', 'integration_failed', STRIPE_MESSAGES.integrationFailed, '/apiKey');
  }
  await runBatch(db, [...repo.forgetStmts(db, caller.accountId), crm.recomputeBillingAllStmt(db, caller.accountId)]);
  const row = await integrations.connectIntegration(env, db, {
    accountId: caller.accountId,
    userId: null,
    provider: 'stripe',
    kind: 'billing',
    externalAccountId: 'default',
    externalAccountName: livemode ? 'Live mode' : 'Test mode',
    credentials: { apiKey: input.apiKey, signingSecret: input.signingSecret } satisfies StripeCredentials,
    settings: {},
    actorUserId: caller.userId,
  });
  await integrations.updateSettings(db, caller.accountId, row.id, { syncing: true } satisfies StripeSettings);
  await queueStripeSync(env, { type: 'stripe_sync', accountId: caller.accountId, integrationId: row.id, phase: 'products', after: null });
  return connectionStatus(env, db, caller);
}

/** Reads every customer and subscription again. */
export async function syncNow(env: Env, db: Db, caller: Caller): Promise<StripeConnectionDto> {
  adminOnly(caller);
  const row = await stripeConnection(db, caller.accountId);
  if (!row || row.status !== 'connected') throw new DomainError('conflict', 'not_connected', STRIPE_MESSAGES.notConnected);
  await integrations.updateSettings(db, caller.accountId, row.id, { ...(row.settings as StripeSettings), syncing: true });
  await queueStripeSync(env, { type: 'stripe_sync', accountId: caller.accountId, integrationId: row.id, phase: 'products', after: null });
  return connectionStatus(env, db, caller);
}

/** Disconnects Stripe: the connection, the mirror and every account's plan and MRR go. */
export async function disconnect(db: Db, caller: Caller) {
  adminOnly(caller);
  const row = await stripeConnection(db, caller.accountId);
  if (row) await integrations.removeIntegration(db, row, caller.userId);
  await runBatch(db, [...repo.forgetStmts(db, caller.accountId), crm.recomputeBillingAllStmt(db, caller.accountId)]);
}

/** One page of a Stripe sync from the queue; the next page goes back on the queue. */
export async function runStripeSync(env: Env, db: Db, msg: StripeSyncMessage) {
  const out = await runStripeSyncStep(env, db, msg);
  if (out.result === 'more') await queueStripeSync(env, out.next);
  return out;
}
