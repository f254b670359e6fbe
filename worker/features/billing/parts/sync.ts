import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { runBatch, type Stmt } from '../../../db/batch';
import { matchCustomer, matchKeys } from '../../../core/billing/match';
import { BillingError } from '../../../integrations/billing/adapter';
import { billingClientFor } from '../../../integrations/billing/catalogue';
import * as integrations from '../../integrations/service';
import * as crm from '../../crm/service';
import * as repo from '../repo';
import type { StripeCredentials, StripeSettings, StripeSyncMessage } from '../service';

/** Product names kept for plan names (a catalogue larger than this shows product ids past it). */
const MAX_PRODUCTS = 1000;

export type SyncOutcome =
  { result: 'more'; next: StripeSyncMessage } | { result: 'done' | 'stopped' } | { result: 'retry'; delaySeconds: number };

/**
 * One page of a full Stripe sync: products (for plan names), then customers (each matched to a CRM account),
 * then subscriptions (status=all, with their MRR); after the last page every account's fields are
 * recomputed at once. Pages are written at the time they were read, so a webhook newer than the read wins.
 * A rate limit or outage is retried by the queue after Stripe's wait; a refused key marks the connection expired.
 */
export async function runStripeSyncStep(env: Env, db: Db, msg: StripeSyncMessage, now = Date.now()): Promise<SyncOutcome> {
  const conn = await integrations.getIntegration(db, msg.accountId, msg.integrationId).catch(() => null);
  if (!conn || conn.status !== 'connected' || conn.provider !== 'stripe') return { result: 'stopped' };
  const { apiKey } = await integrations.credentialsOf<StripeCredentials>(env, conn);
  const settings = conn.settings as StripeSettings;
  const client = billingClientFor('stripe', env);
  const accountId = conn.accountId;
  const version = { at: now, id: '' };
  try {
    if (msg.phase === 'products') {
      const page = await client.products(apiKey, msg.after);
      const names = { ...(msg.after ? settings.productNames : {}) };
      for (const p of page.items) if (Object.keys(names).length < MAX_PRODUCTS) names[p.id] = p.name;
      await integrations.updateSettings(db, accountId, conn.id, { ...settings, productNames: names });
      return next(msg, page.next, 'customers');
    }
    if (msg.phase === 'customers') {
      const page = await client.customers(apiKey, msg.after);
      const candidates = await crm.billingMatchCandidates(db, accountId, matchKeys(page.items.map((c) => c.email)));
      await runBatch(
        db,
        page.items.map((c) =>
          repo.upsertCustomerStmt(db, accountId, c, c.deleted ? null : matchCustomer(c.email, candidates), version, now),
        ),
      );
      return next(msg, page.next, 'subscriptions');
    }
    const page = await client.subscriptions(apiKey, msg.after, settings.productNames ?? {});
    const stmts: Stmt[] = [];
    for (const s of page.items)
      stmts.push(
        repo.customerPlaceholderStmt(db, accountId, s.customerId, now),
        repo.upsertSubscriptionStmt(db, accountId, s, version, now),
      );
    await runBatch(db, stmts);
    if (page.next) return next(msg, page.next, null);
    await runBatch(db, [crm.recomputeBillingAllStmt(db, accountId)]);
    const counts = await repo.customerCounts(db, accountId);
    await integrations.updateSettings(db, accountId, conn.id, {
      ...settings,
      syncing: false,
      lastSync: { finishedAt: new Date(now).toISOString(), ...counts },
    });
    return { result: 'done' };
  } catch (err) {
    if (!(err instanceof BillingError)) throw err;
    if (err.retryable) return { result: 'retry', delaySeconds: err.retryAfterSeconds ?? 30 };
    if (err.status === 401 || err.status === 403) await integrations.markExpired(db, conn, err.message);
    await integrations.updateSettings(db, accountId, conn.id, { ...settings, syncing: false });
    return { result: 'stopped' };
  }
}

function next(msg: StripeSyncMessage, cursor: string | null, then: StripeSyncMessage['phase'] | null): SyncOutcome {
  if (cursor) return { result: 'more', next: { ...msg, after: cursor } };
  if (!then) return { result: 'done' };
  return { result: 'more', next: { ...msg, phase: then, after: null } };
}
