import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { runBatch } from '../../db/batch';
import { MAX_DELIVERY_ATTEMPTS, parseRetryAfter, retryDelaySeconds } from '../../core/workflows/backoff';
import { smsLength } from '../../core/sms/segments';
import { AnalyticsError, type TrackedEvent } from '../../integrations/analytics/adapter';
import { mixpanelClient } from '../../integrations/analytics/mixpanel';
import { segmentClient } from '../../integrations/analytics/segment';
import { MessagingError } from '../../integrations/messaging/adapter';
import { unseal } from '../../lib/vault';
import { getIntegration } from '../integrations/service';
import { dispatch, prepareEmail } from '../mail/service';
import { credentialsOf, normalisePhone, postToSlack, sendSms } from '../messaging/service';
import { sendWebhook } from '../webhooks/service';
import * as deliveries from './delivery-repo';
import { enqueueDeliveries } from './dispatch';
import * as repo from './repo';

export const DELIVERY_LEASE_MS = 30_000;

/** What one send came to; `retryAfter` is a vendor's own wait in seconds. */
type Sent = { ok: true; status: number | null; excerpt: string; externalId?: string | null; latencyMs: number } | { ok: false; status: number | null; excerpt: string; error: string; retryable: boolean; retryAfter: number | null; latencyMs: number };

export type DeliverOutcome = { result: 'done' } | { result: 'retry'; delaySeconds: number } | { result: 'missing' };

const SMS_NO_NUMBER = "SMS delivery failed: the prospect's phone number is missing or invalid";
const SMS_TOO_LONG = 'SMS message length exceeded';

async function timed(fn: () => Promise<Omit<Sent, 'latencyMs'>>): Promise<Sent> {
  const started = performance.now();
  const r = await fn();
  return { ...r, latencyMs: Math.round(performance.now() - started) } as Sent;
}

function failureOf(err: unknown): Omit<Extract<Sent, { ok: false }>, 'latencyMs'> {
  if (err instanceof MessagingError) return { ok: false, status: err.status, excerpt: err.excerpt, error: err.message, retryable: err.retryable, retryAfter: err.retryAfterSeconds };
  if (err instanceof AnalyticsError) return { ok: false, status: err.status, excerpt: err.excerpt, error: err.message, retryable: err.retryable, retryAfter: err.retryAfterSeconds };
  return { ok: false, status: null, excerpt: '', error: String(err instanceof Error ? err.message : err).slice(0, 300), retryable: true, retryAfter: null };
}

async function send(env: Env, db: Db, row: deliveries.DeliveryRow, now: number): Promise<Sent | 'cancelled'> {
  const p = row.payload as Record<string, unknown>;
  if (row.channel === 'webhook') {
    const w = row.workflowId ? await repo.findWorkflow(db, row.accountId, row.workflowId) : undefined;
    if (!w || !w.webhookSecret) return 'cancelled';
    const secrets = [await unseal(env, w.webhookSecret)];
    if (w.webhookPreviousSecret && (w.webhookPreviousUntil ?? 0) > now) secrets.push(await unseal(env, w.webhookPreviousSecret));
    const r = await sendWebhook(env, { url: w.config.webhookUrl, headers: w.config.headers, secrets, msgId: row.id, body: JSON.stringify(p), now });
    return r.ok ? { ok: true, status: r.status, excerpt: r.excerpt, latencyMs: r.latencyMs } : { ok: false, status: r.status, excerpt: r.excerpt, error: r.error ?? 'failed', retryable: r.retryable, retryAfter: parseRetryAfter(r.retryAfter, now), latencyMs: r.latencyMs };
  }
  if (row.channel === 'email') {
    return timed(async () => {
      const to = p.to as string[];
      const prepared = to.map((addr, i) => prepareEmail(db, { id: `${row.id}:${i}`, kind: 'workflow', to: addr, subject: String(p.subject || 'Workflow notification'), text: String(p.text), accountId: row.accountId }, now));
      await runBatch(db, prepared.map((e) => e.stmt));
      await dispatch(env, ...prepared.map((e) => e.id));
      return { ok: true, status: null, excerpt: `Queued ${to.length} e-mail(s) in the outbox`, externalId: prepared[0]?.id ?? null };
    });
  }
  if (row.channel === 'slack') {
    return timed(async () => {
      try {
        const r = await postToSlack(env, db, row.accountId, String(p.channel), String(p.text));
        return { ok: true, status: r.status, excerpt: r.excerpt, externalId: r.externalId };
      } catch (err) {
        return failureOf(err);
      }
    });
  }
  if (row.channel === 'sms') {
    return timed(async () => {
      const to = normalisePhone(typeof p.to === 'string' ? p.to : null);
      if (!to) return { ok: false, status: null, excerpt: '', error: SMS_NO_NUMBER, retryable: false, retryAfter: null };
      if (smsLength(String(p.body)).exceeded) return { ok: false, status: null, excerpt: '', error: SMS_TOO_LONG, retryable: false, retryAfter: null };
      try {
        const r = await sendSms(env, db, row.accountId, to, String(p.body));
        return { ok: true, status: r.status, excerpt: r.excerpt, externalId: r.externalId };
      } catch (err) {
        return failureOf(err);
      }
    });
  }
  // segment, mixpanel
  return timed(async () => {
    try {
      const integration = await getIntegration(db, row.accountId, row.integrationId ?? '');
      if (integration.status !== 'connected') return { ok: false, status: null, excerpt: '', error: `${row.channel} is not connected`, retryable: false, retryAfter: null };
      const creds = await credentialsOf<Record<string, string>>(env, integration);
      const event: TrackedEvent = { messageId: row.id, event: String(p.event), distinctId: String(p.distinctId), timestamp: Number(p.timestamp), properties: p.properties as Record<string, unknown> };
      const client = row.channel === 'segment' ? segmentClient(env) : mixpanelClient(env);
      const r = await client.track(creds, [event]);
      return { ok: true, status: r.status, excerpt: r.excerpt };
    } catch (err) {
      return failureOf(err);
    }
  });
}

/**
 * One attempt of one delivery. The row is leased first (a duplicate queue message waits for the lease
 * or finds the row done); webhooks carry the delivery id as `webhook-id` on every attempt, so a
 * receiver can drop a repeat. A failure waits on the backoff schedule and, out of attempts, the
 * delivery is dead-lettered (status dead), where the log shows it and a redeliver can revive it.
 */
export async function deliverOne(env: Env, db: Db, id: string, opts: { now?: number; manual?: boolean; random?: number } = {}): Promise<DeliverOutcome> {
  const now = opts.now ?? Date.now();
  const row = await deliveries.leaseDelivery(db, id, now, now + DELIVERY_LEASE_MS);
  if (!row) {
    const current = await deliveries.findDelivery(db, id);
    if (!current) return { result: 'missing' };
    if (current.status === 'delivering' && (current.leaseUntil ?? 0) > now) return { result: 'retry', delaySeconds: Math.ceil(((current.leaseUntil ?? now) - now) / 1000) };
    if (current.status === 'pending' && (current.nextAttemptAt ?? 0) > now) return { result: 'retry', delaySeconds: Math.ceil(((current.nextAttemptAt ?? now) - now) / 1000) };
    return { result: 'done' };
  }
  const sent = await send(env, db, row, now);
  if (sent === 'cancelled') {
    await runBatch(db, deliveries.recordAttemptStmts(db, row, { statusCode: null, latencyMs: 0, excerpt: null, error: 'The workflow was deleted', manual: !!opts.manual }, { status: 'cancelled', nextAttemptAt: null }, now));
    return { result: 'done' };
  }
  const attempt = { statusCode: sent.status, latencyMs: sent.latencyMs, excerpt: sent.excerpt || null, manual: !!opts.manual };
  if (sent.ok) {
    await runBatch(db, deliveries.recordAttemptStmts(db, row, { ...attempt, error: null }, { status: 'delivered', nextAttemptAt: null, externalId: sent.externalId ?? null }, now));
    return { result: 'done' };
  }
  const attempts = row.attempts + 1;
  const wait = sent.retryable && attempts < MAX_DELIVERY_ATTEMPTS ? retryDelaySeconds(attempts, opts.random ?? Math.random(), sent.retryAfter) : null;
  const status = wait === null ? 'dead' : 'pending';
  await runBatch(db, deliveries.recordAttemptStmts(db, row, { ...attempt, error: sent.error }, { status, nextAttemptAt: wait === null ? null : now + wait * 1000 }, now));
  if (status === 'dead') console.warn(JSON.stringify({ level: 'warn', msg: 'delivery dead-lettered', deliveryId: row.id, channel: row.channel, attempts, error: sent.error }));
  return wait === null ? { result: 'done' } : { result: 'retry', delaySeconds: wait };
}

/** Re-sends deliveries whose queue message was lost (or is waiting beyond the queue's 12-hour limit). */
export async function requeueOverdueDeliveries(env: Env, db: Db, now: number) {
  const ids = (await deliveries.overdueDeliveries(db, now - 60_000, now, 200)).map((r) => ({ id: r.id }));
  await enqueueDeliveries(env, ids, now);
  return ids.length;
}
