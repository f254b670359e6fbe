import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { forbidden } from '../../core/errors';
import {
  USAGE_PERIODS,
  type ProductUsageDto,
  type UsageCredentialDto,
  type UsageIngestDto,
  type UsageScope,
  type UsageSettingsInput,
} from '../../contracts/product-usage';
import { localDay, scoreOf, subjectsOf, windowStart, type UsageSettings } from '../../core/usage/score';
import { newWebhookSecret } from '../../integrations/webhooks/sender';
import { randomToken, sha256 } from '../../lib/crypto';
import { seal } from '../../lib/vault';
import { analyticsDestinations } from '../messaging/service';
import { applyUsageScores } from '../crm/service';
import * as repo from './repo';

const MAX_PERIOD = Math.max(...USAGE_PERIODS);
const RESCORE_PAGE = 200;

/** An event as a source hands it over, before it gets its org-local day and subject keys. */
export type IncomingUsageEvent = {
  source: 'segment' | 'mixpanel' | 'http';
  eventId: string;
  name: string;
  email: string | null;
  accountDomain?: string | null;
  occurredAt: number;
};

function adminOnly(caller: Caller) {
  if (caller.role !== 'super_admin') throw forbidden();
}

const settingsOf = (row: repo.ProductUsageSettings | undefined, kind: 'user' | 'account'): UsageSettings =>
  kind === 'user'
    ? { events: row?.userEvents ?? [], periodDays: row?.userPeriodDays ?? 14 }
    : { events: row?.accountEvents ?? [], periodDays: row?.accountPeriodDays ?? 14 };

const hintOf = (secret: string) => `…${secret.slice(-4)}`;

export async function getProductUsage(db: Db, caller: Caller, now = Date.now()): Promise<ProductUsageDto> {
  adminOnly(caller);
  const [row, org] = await Promise.all([repo.findSettings(db, caller.accountId), repo.orgZone(db, caller.accountId)]);
  const mixpanel = await analyticsDestinations(db, caller.accountId);
  return {
    account: settingsOf(row, 'account'),
    user: settingsOf(row, 'user'),
    segment: { connected: !!row?.segmentKeyHash, keyHint: row?.segmentKeyHint ?? null },
    http: { connected: !!row?.httpSecret, secretHint: row?.httpSecretHint ?? null },
    mixpanel: {
      connected: mixpanel.some((d) => d.provider === 'mixpanel'),
      importedAt: row?.mixpanelImportedAt ? new Date(row.mixpanelImportedAt).toISOString() : null,
    },
    seenEvents: await repo.seenEventNames(db, caller.accountId, windowStart(localDay(now, org), MAX_PERIOD)),
  };
}

/** Saves one tab (account-level or user-level) and rescores every subject with it. */
export async function saveScopeSettings(db: Db, caller: Caller, scope: UsageScope, input: UsageSettingsInput, now = Date.now()) {
  adminOnly(caller);
  const patch =
    scope === 'account'
      ? { accountEvents: input.events, accountPeriodDays: input.periodDays }
      : { userEvents: input.events, userPeriodDays: input.periodDays };
  await repo.saveSettings(db, caller.accountId, patch, now);
  await rescoreAll(db, caller.accountId, now);
  return getProductUsage(db, caller, now);
}

/** A new Segment write key for the organization's source; the previous one stops working. Shown once. */
export async function rotateSegmentKey(db: Db, caller: Caller, now = Date.now()): Promise<UsageCredentialDto> {
  adminOnly(caller);
  const value = `rwsk_${randomToken()}`;
  await repo.saveSettings(db, caller.accountId, { segmentKeyHash: await sha256(value), segmentKeyHint: hintOf(value) }, now);
  return { value, hint: hintOf(value) };
}

/** A new signing secret (Standard Webhooks) for the product's own endpoint, sealed at rest. Shown once. */
export async function rotateHttpSecret(env: Env, db: Db, caller: Caller, now = Date.now()): Promise<UsageCredentialDto> {
  adminOnly(caller);
  const value = newWebhookSecret();
  await repo.saveSettings(db, caller.accountId, { httpSecret: await seal(env, value), httpSecretHint: hintOf(value) }, now);
  return { value, hint: hintOf(value) };
}

/**
 * Stores the events (each source id once) and rescores the users and accounts they touched. The counts
 * move in the same statement as the insert (a trigger), so a repeated id changes nothing.
 */
export async function ingest(db: Db, accountId: string, incoming: IncomingUsageEvent[], now = Date.now()): Promise<UsageIngestDto> {
  if (!incoming.length) return { accepted: 0, duplicates: 0 };
  const zone = await repo.orgZone(db, accountId);
  const events = incoming.map((e) => ({
    source: e.source,
    eventId: e.eventId,
    name: e.name,
    ...subjectsOf(e.email, e.accountDomain),
    day: localDay(e.occurredAt, zone),
    occurredAt: e.occurredAt,
  }));
  const accepted = await repo.insertEvents(db, accountId, events, now);
  const touched = new Map<string, repo.Subject>();
  for (const e of events) {
    if (e.userEmail) touched.set(`u:${e.userEmail}`, { kind: 'user', subject: e.userEmail });
    if (e.accountDomain) touched.set(`a:${e.accountDomain}`, { kind: 'account', subject: e.accountDomain });
  }
  if (accepted) await rescore(db, accountId, zone, [...touched.values()], now);
  return { accepted, duplicates: incoming.length - accepted };
}

async function rescore(db: Db, accountId: string, zone: string, subjects: repo.Subject[], now: number) {
  const row = await repo.findSettings(db, accountId);
  const today = localDay(now, zone);
  const counts = await repo.countsOf(db, accountId, subjects, windowStart(today, MAX_PERIOD));
  const scores = counts.map((c) => ({
    kind: c.kind,
    subject: c.subject,
    basis: c.basis,
    ...scoreOf(c.daily, settingsOf(row, c.kind), today),
  }));
  await applyUsageScores(db, accountId, await repo.writeScores(db, accountId, scores, now));
}

/** Every scored user and account of the organization, page by page: after a settings change and at midnight. */
export async function rescoreAll(db: Db, accountId: string, now = Date.now()) {
  const zone = await repo.orgZone(db, accountId);
  let after: repo.Subject | null = null;
  for (;;) {
    const page = await repo.subjectsPage(db, accountId, after, RESCORE_PAGE);
    if (page.length) await rescore(db, accountId, zone, page, now);
    if (page.length < RESCORE_PAGE) return;
    after = page[page.length - 1];
  }
}

/** Rebuilds the counts from the stored events, then every score. */
export async function rebuild(db: Db, caller: Caller, now = Date.now()) {
  adminOnly(caller);
  await repo.recountFromEvents(db, caller.accountId);
  await rescoreAll(db, caller.accountId, now);
}

/**
 * The midnight roll-off (cron, once a minute): an organization whose local day has moved on since its
 * last rescore is rescored once; the day is claimed first, so overlapping runs do it once.
 */
export async function sweepUsageMidnight(db: Db, now: number) {
  for (const org of await repo.organizationsToRescore(db)) {
    const today = localDay(now, org.zone);
    if (org.rescoredDay >= today || !(await repo.claimRescoreDay(db, org.accountId, today))) continue;
    await rescoreAll(db, org.accountId, now);
  }
}
