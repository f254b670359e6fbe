import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { Env } from '../../../env';
import { parseHubspotEvents, verifyHubspotSignature } from '../../../integrations/crm/hubspot-webhook';
import { crmVendor } from '../../../integrations/crm/catalogue';
import { oauthConfig } from './connection';
import { queueSync, runSyncStep, SYNC_LEASE_MS, type MirrorHook } from './sync';
import * as repo from '../repo';

/** HubSpot subscription object names to the mirror's modules. */
const MODULE_OF: Record<string, string> = { contact: 'contact', company: 'account', deal: 'opportunity' };

/** A pass another delivery is running may have read before this change: one more pass this long after it. */
export const BUSY_RETRY_SECONDS = 2;

/** Runs work after the response (the request's waitUntil). */
export type Defer = (work: Promise<unknown>) => void;
/** What a webhook's catch-up runs: after the response, with the mirror's change hook (the object routers). */
export type CatchUp = { defer: Defer; onMirrored: MirrorHook };

/**
 * A HubSpot webhook batch: verified with the app's client secret (signature v3, five-minute window),
 * then each portal's changed modules catch up at once. Answers whether it was HubSpot's.
 */
export async function hubspotWebhook(
  env: Env,
  db: Db,
  req: { method: string; url: string; body: string; signature: string | null; timestamp: string | null },
  catchUp: CatchUp,
  now = Date.now(),
) {
  const cfg = oauthConfig(env, crmVendor('hubspot')!);
  if (!cfg || !(await verifyHubspotSignature(cfg.clientSecret, req, now))) return false;
  const byPortal = new Map<string, Set<string>>();
  for (const e of parseHubspotEvents(req.body)) {
    const object = e.subscriptionType.split('.')[0];
    const module = MODULE_OF[object] ?? 'custom_object';
    const set = byPortal.get(String(e.portalId)) ?? new Set<string>();
    set.add(module);
    byPortal.set(String(e.portalId), set);
  }
  for (const [portal, modules] of byPortal) {
    for (const row of await repo.findByExternalAccount(db, 'hubspot', portal))
      if (row.status === 'connected') await syncSoon(env, db, row.id, [...modules], catchUp, now);
  }
  return true;
}

/**
 * A webhook said records changed: each idle module is marked queued and caught up in the webhook's own
 * waitUntil, so a change is mirrored and routed one vendor read after it arrives, not after a queue
 * batch's wait. A module a pass is running now gets one more pass shortly after (that pass may have
 * read before this change); a queued one has a pass coming. The queue is only the retry path.
 */
export async function syncSoon(env: Env, db: Db, integrationId: string, modules: string[], catchUp: CatchUp, now: number) {
  const states = await repo.syncStates(db, integrationId);
  for (const s of states) {
    if (!modules.includes(s.module)) continue;
    if (s.status === 'running') await queueSync(env, { type: 'sync', integrationId, module: s.module }, BUSY_RETRY_SECONDS);
    if (s.status !== 'idle') continue;
    await runBatch(db, [repo.updateSyncStmt(db, integrationId, s.module, { status: 'queued', updatedAt: now })]);
    catchUp.defer(catchUpNow(env, db, integrationId, s.module, catchUp.onMirrored));
  }
}

/**
 * One pass of the module now. A rate limit goes to the queue with the CRM's Retry-After as its delay
 * (never a sleep here); a failure goes there once the pass's lease has run out; a pass held by another
 * delivery gets one more shortly after. Duplicate passes route nothing twice: each record's trigger
 * episode is claimed once (object_routing_runs).
 */
export async function catchUpNow(env: Env, db: Db, integrationId: string, module: string, onMirrored: MirrorHook) {
  const msg = { type: 'sync' as const, integrationId, module };
  try {
    const out = await runSyncStep(env, db, integrationId, module, Date.now(), (c) => onMirrored(env, db, c));
    if (out.result === 'retry') await queueSync(env, msg, out.delaySeconds ?? 30);
    else if (out.result === 'busy') await queueSync(env, msg, BUSY_RETRY_SECONDS);
    return out;
  } catch (e) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'webhook catch-up failed; the queue retries', integrationId, module, error: String(e) }),
    );
    await queueSync(env, msg, SYNC_LEASE_MS / 1000 + 1);
    return { result: 'retry' as const };
  }
}
