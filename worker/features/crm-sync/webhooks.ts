import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { parseHubspotEvents, verifyHubspotSignature } from '../../integrations/crm/hubspot-webhook';
import { crmVendor } from '../../integrations/crm/registry';
import { oauthConfig } from './connection';
import { syncSoon } from './sync';
import * as repo from './repo';

/** HubSpot subscription object names to the mirror's modules. */
const MODULE_OF: Record<string, string> = { contact: 'contact', company: 'account', deal: 'opportunity' };

/**
 * A HubSpot webhook batch: verified with the app's client secret (signature v3, five-minute window),
 * then each portal's changed modules catch up through the queue at once. Answers whether it was HubSpot's.
 */
export async function hubspotWebhook(env: Env, db: Db, req: { method: string; url: string; body: string; signature: string | null; timestamp: string | null }, now = Date.now()) {
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
    for (const row of await repo.findByExternalAccount(db, 'hubspot', portal)) if (row.status === 'connected') await syncSoon(env, db, row.id, [...modules], now);
  }
  return true;
}
