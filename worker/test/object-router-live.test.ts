import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { CrmQueueMessage, Env } from '../env';
import { db, uid } from './client';
import { eventually, fake, HS } from './crm-kit';
import { body, objectOrg, syncAll } from './object-router-kit';
import { routeMirroredChanges } from '../features/object-routers/service';
import { hubspotWebhook, BUSY_RETRY_SECONDS } from '../features/crm-sync/parts/webhooks';
import { hubspotSignatureV3 } from '../integrations/crm/hubspot-webhook';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// Issue 25: an object is routed from the webhook's own request (its waitUntil), not after a CRM queue batch;
// the queue is only the retry path. Its routing counts in the reports as it happens.

const WEBHOOK = 'http://127.0.0.1:8787/api/public/webhooks/hubspot';

async function signed(portalId: number) {
  const payload = JSON.stringify([{ portalId, objectId: 1, subscriptionType: 'contact.creation', occurredAt: Date.now() }]);
  const ts = String(Date.now());
  const signature = await hubspotSignatureV3('routewise-dev-hubspot-secret', 'POST', WEBHOOK, payload, ts);
  return { method: 'POST', url: WEBHOOK, body: payload, signature, timestamp: ts };
}

/** The queue consumer may still be running the import's own passes: wait for the module to rest. */
const contactsIdle = (integrationId: string) =>
  eventually(async () => {
    const s = await env.DB.prepare("select status from crm_sync_state where integration_id = ? and module = 'contact'")
      .bind(integrationId)
      .first<{ status: string }>();
    expect(s?.status).toBe('idle');
  });

/** The webhook as its route runs it, with a queue that keeps what it is asked to deliver and when, and the deferred work kept. */
async function deliver(portalId: number) {
  const sent: { body: CrmQueueMessage; delaySeconds?: number }[] = [];
  const queue = {
    send: async (b: CrmQueueMessage, o?: { delaySeconds?: number }) => void sent.push({ body: b, delaySeconds: o?.delaySeconds }),
  };
  const e = { ...(env as unknown as Env), CRM_QUEUE: queue as never };
  const deferred: Promise<unknown>[] = [];
  const ok = await hubspotWebhook(e, db(), await signed(portalId), {
    defer: (w) => void deferred.push(w),
    onMirrored: routeMirroredChanges,
  });
  expect(ok).toBe(true);
  const outcomes = await Promise.all(deferred);
  return { e, sent, outcomes };
}

const patches = async (portalId: number) =>
  (await fake<{ writes: { method: string; path: string }[] }>(`${HS}/__fake/portals/${portalId}`)).writes.filter(
    (w) => w.method === 'PATCH',
  );

const newContact = (portalId: number) =>
  fake<{ id: string }>(`${HS}/__fake/portals/${portalId}/records`, { object: 'contacts', properties: { email: `n-${uid()}@x.example` } });

describe('object routing from the webhook', () => {
  it('routes and writes the owner back within the webhook with no queue message; a 429 goes to the queue for its Retry-After', async () => {
    const o = await objectOrg([]);
    expect((await o.admin.json('POST', '/api/object-routers', body(o))).status).toBe(201);
    const first = await newContact(o.portal.portalId);
    await contactsIdle(o.integrationId);
    const now = await deliver(o.portal.portalId);
    expect(now.outcomes).toEqual([{ result: 'done' }]);
    expect(now.sent).toEqual([]);
    expect((await patches(o.portal.portalId)).map((w) => w.path)).toEqual([`/crm/v3/objects/contacts/${first.id}`]);

    // HubSpot's 429 on the read: the pass waits through the queue's delay (HubSpot's Retry-After), not a sleep.
    const second = await newContact(o.portal.portalId);
    // A few: the queue consumer's own passes (the import's messages) may search the same portal meanwhile.
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/fail-next`, {
      status: 429,
      headers: { 'retry-after': '7' },
      match: '/search',
      count: 4,
    });
    await contactsIdle(o.integrationId);
    const limited = await deliver(o.portal.portalId);
    expect(limited.sent).toEqual([{ body: { type: 'sync', integrationId: o.integrationId, module: 'contact' }, delaySeconds: 7 }]);
    expect(await patches(o.portal.portalId)).toHaveLength(1);
    // The queued pass routes it, once (after the 429s left over, as the queue would retry).
    for (let i = 0; i < 6 && (await syncAll(limited.e, o.integrationId, 'contact')).result !== 'done'; i++);
    expect((await patches(o.portal.portalId)).map((w) => w.path)).toEqual([
      `/crm/v3/objects/contacts/${first.id}`,
      `/crm/v3/objects/contacts/${second.id}`,
    ]);
  });

  it('asks for one more pass shortly after when another delivery is running one (it may have read before this change)', async () => {
    const o = await objectOrg([]);
    await env.DB.prepare("update crm_sync_state set status = 'running', lease_until = ? where integration_id = ? and module = 'contact'")
      .bind(Date.now() + 60_000, o.integrationId)
      .run();
    const busy = await deliver(o.portal.portalId);
    expect(busy.outcomes).toEqual([]);
    expect(busy.sent).toEqual([
      { body: { type: 'sync', integrationId: o.integrationId, module: 'contact' }, delaySeconds: BUSY_RETRY_SECONDS },
    ]);
  });

  it('counts an object routing in the conversion report as it happens', async () => {
    const o = await objectOrg([]);
    const router = (await o.admin.json('POST', '/api/object-routers', body(o))).body.data;
    await newContact(o.portal.portalId);
    const req = await signed(o.portal.portalId);
    const res = await SELF.fetch(WEBHOOK, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hubspot-signature-v3': req.signature,
        'x-hubspot-request-timestamp': req.timestamp,
      },
      body: req.body,
    });
    expect(res.status).toBe(204);
    await eventually(async () => expect(await patches(o.portal.portalId)).toHaveLength(1));
    // A week, not today: the routing may be counted on the day before a report asked just after midnight.
    await eventually(async () => {
      const c = await o.admin.json('GET', `/api/reports/conversion?range=last_7_days&routerId=${router.id}`);
      expect(c.status).toBe(200);
      expect(c.body.data.funnel).toMatchObject({ submitted: 1, qualified: 1, disqualified: 0, booked: 0, notBooked: 1 });
    });
    const byKind = await o.admin.json('GET', '/api/reports/conversion?range=last_7_days&routerKind=object');
    expect(byKind.body.data.funnel).toMatchObject({ submitted: 1, notBooked: 1 });
    const named = await o.admin.json('GET', '/api/reports/routers?kind=object');
    expect(named.body.data.map((r: { id: string }) => r.id)).toEqual([router.id]);
  });
});
