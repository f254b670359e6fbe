import { Webhook } from 'standardwebhooks';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { fieldError, forbidden, DomainError } from '../../../core/errors';
import { formatIsoDate } from '../../../core/time/civil-date';
import { normaliseEmail } from '../../../core/routing/identity';
import { MIXPANEL_IMPORT_DAYS, USAGE_MESSAGES, type UsageIngestDto } from '../../../contracts/product-usage';
import type { HttpUsageBody, SegmentCall } from '../../../contracts/product-usage-inbound';
import { ANALYTICS_VENDORS } from '../../../integrations/analytics/catalogue';
import { AnalyticsError } from '../../../integrations/analytics/adapter';
import { sha256 } from '../../../lib/crypto';
import { unseal } from '../../../lib/vault';
import { analyticsDestinations, credentialsOf } from '../../messaging/service';
import { ingest, type IncomingUsageEvent } from '../service';
import * as repo from '../repo';

// The three ways usage arrives: Segment's HTTP Tracking API (a source's write key as Basic auth), the
// product's own endpoint (Standard Webhooks signature) and Mixpanel's export (pulled, 14 days).

const badKey = () => new DomainError('unauthorized', 'invalid_write_key', USAGE_MESSAGES.badWriteKey);

/** The organization a Segment call belongs to: Basic auth with its write key as user name, no password. */
export async function organizationOfWriteKey(db: Db, authorization: string | undefined): Promise<string> {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!basic) throw badKey();
  let key: string;
  try {
    key = atob(basic).split(':')[0];
  } catch {
    throw badKey();
  }
  const row = key ? await repo.findBySegmentKey(db, await sha256(key)) : undefined;
  if (!row) throw badKey();
  return row.accountId;
}

const instant = (s: string | undefined) => {
  const ms = s ? Date.parse(s) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/**
 * When a Segment call happened, as Segment computes it: its `timestamp`, else `originalTimestamp`
 * corrected by the sender's clock skew (receivedAt - sentAt), else when it arrived.
 */
export function segmentTime(call: SegmentCall, batchSentAt: string | undefined, now: number): number {
  const ts = instant(call.timestamp);
  if (ts !== null) return ts;
  const original = instant(call.originalTimestamp);
  const sent = instant(call.sentAt ?? batchSentAt);
  if (original !== null) return sent !== null ? original + (now - sent) : original;
  return now;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const emailOf = (...candidates: unknown[]) => candidates.map((c) => normaliseEmail(str(c))).find((e) => e) ?? null;

/** Stores Segment calls: identify calls map a userId to an e-mail; track calls are the events. */
export async function ingestSegment(
  db: Db,
  accountId: string,
  calls: SegmentCall[],
  batchSentAt: string | undefined,
  now = Date.now(),
  env?: Env,
) {
  const identities = calls
    .filter((c) => (c.type ?? 'track') === 'identify' && c.userId != null)
    .map((c) => ({ userId: String(c.userId), email: emailOf(c.traits.email, c.context.traits.email) }))
    .filter((p): p is { userId: string; email: string } => !!p.email);
  await repo.saveIdentities(db, accountId, identities, now);
  const tracks = calls.filter((c) => (c.type ?? 'track') === 'track');
  const known = await repo.identitiesOf(db, accountId, [...new Set(tracks.filter((c) => c.userId != null).map((c) => String(c.userId)))]);
  const events: IncomingUsageEvent[] = await Promise.all(
    tracks.map(async (c) => ({
      source: 'segment' as const,
      eventId: c.messageId ?? `sha256:${await sha256(JSON.stringify(c))}`,
      name: c.event!.trim(),
      email: emailOf(c.context.traits.email, c.properties.email, c.userId != null ? known.get(String(c.userId)) : null, c.userId),
      occurredAt: segmentTime(c, batchSentAt, now),
    })),
  );
  return ingest(db, accountId, events, now, env);
}

/** Checks the Standard Webhooks signature of a call to the product's own endpoint with the org's secret. */
export async function verifyHttpSignature(env: Env, db: Db, accountId: string, body: string, headers: Record<string, string>) {
  const row = await repo.findSettings(db, accountId);
  const bad = () => new DomainError('unauthorized', 'invalid_signature', USAGE_MESSAGES.badSignature);
  if (!row?.httpSecret) throw bad();
  try {
    new Webhook(await unseal(env, row.httpSecret)).verify(body, headers);
  } catch {
    throw bad();
  }
}

export const ingestHttp = (db: Db, accountId: string, body: HttpUsageBody, now = Date.now(), env?: Env) =>
  ingest(
    db,
    accountId,
    body.events.map((e) => ({
      source: 'http' as const,
      eventId: e.id,
      name: e.event,
      email: e.email,
      accountDomain: e.accountDomain ?? null,
      occurredAt: e.timestamp ? Date.parse(e.timestamp) : now,
    })),
    now,
    env,
  );

/** Mixpanel onboarding: the last 14 days of the connected project's events, through its export API. */
export async function importMixpanel(env: Env, db: Db, caller: Caller, now = Date.now()): Promise<UsageIngestDto> {
  if (caller.role !== 'super_admin') throw forbidden();
  const row = (await analyticsDestinations(db, caller.accountId)).find((d) => d.provider === 'mixpanel');
  if (!row) throw fieldError('mixpanel', USAGE_MESSAGES.mixpanelNotConnected, 'not_connected');
  const creds = await credentialsOf<{ projectId: string; apiSecret: string }>(env, row);
  const day = Math.floor(now / 86_400_000);
  const range = { fromDate: formatIsoDate(day - (MIXPANEL_IMPORT_DAYS - 1)), toDate: formatIsoDate(day) };
  let exported;
  try {
    exported = await ANALYTICS_VENDORS.mixpanel.exportEvents!(env, creds, range);
  } catch (err) {
    if (!(err instanceof AnalyticsError)) throw err;
    if (err.status === 429)
      throw new DomainError(
        'rate_limited',
        'mixpanel_rate_limited',
        'Mixpanel is busy, try again later',
        undefined,
        [],
        err.retryAfterSeconds ?? 60,
      );
    throw new DomainError('bad_request', 'mixpanel_export_failed', `Mixpanel export failed (${err.status})`);
  }
  const events: IncomingUsageEvent[] = await Promise.all(
    exported.map(async (e) => ({
      source: 'mixpanel' as const,
      eventId: e.insertId ?? `sha256:${await sha256(`${e.event}\u0000${e.distinctId}\u0000${e.time}`)}`,
      name: e.event,
      email: emailOf(e.properties.$email, e.properties.email, e.distinctId),
      occurredAt: e.time,
    })),
  );
  let accepted = 0;
  for (let i = 0; i < events.length; i += 500)
    accepted += (await ingest(db, caller.accountId, events.slice(i, i + 500), now, env)).accepted;
  await repo.saveSettings(db, caller.accountId, { mixpanelImportedAt: now }, now);
  return { accepted, duplicates: events.length - accepted };
}
