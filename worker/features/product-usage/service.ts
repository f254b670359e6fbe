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
import { eventStmt, publishEvents } from '../events/service';
import { usageEventsListened } from '../signals/service';
import { runBatch, type Stmt } from '../../db/batch';
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

const settingsOf = (row: repo.ProductUsageSettings | undefined, kind: 'user' | 'account'): Required<UsageSettings> =>
  kind === 'user'
    ? { events: row?.userEvents ?? [], advancedEvents: row?.userAdvancedEvents ?? [], periodDays: row?.userPeriodDays ?? 14 }
    : { events: row?.accountEvents ?? [], advancedEvents: row?.accountAdvancedEvents ?? [], periodDays: row?.accountPeriodDays ?? 14 };

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
      ? { accountEvents: input.events, accountAdvancedEvents: input.advancedEvents, accountPeriodDays: input.periodDays }
      : { userEvents: input.events, userAdvancedEvents: input.advancedEvents, userPeriodDays: input.periodDays };
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
 * move in the same statement as the insert (a trigger), so a repeated id changes nothing. When a signal
 * listens, each new activation event of an account's user and each account level change is recorded as
 * a domain event (handed to the queue when `env` is given, else the cron sweep sends it).
 */
export async function ingest(
  db: Db,
  accountId: string,
  incoming: IncomingUsageEvent[],
  now = Date.now(),
  env?: Env,
): Promise<UsageIngestDto> {
  if (!incoming.length) return { accepted: 0, duplicates: 0 };
  const [zone, listening] = await Promise.all([repo.orgZone(db, accountId), usageEventsListened(db, accountId)]);
  const events = incoming.map((e) => ({
    source: e.source,
    eventId: e.eventId,
    name: e.name,
    ...subjectsOf(e.email, e.accountDomain),
    day: localDay(e.occurredAt, zone),
    occurredAt: e.occurredAt,
  }));
  const inserted = await repo.insertEvents(db, accountId, events, now);
  const touched = new Map<string, repo.Subject>();
  for (const e of events) {
    if (e.userEmail) touched.set(`u:${e.userEmail}`, { kind: 'user', subject: e.userEmail });
    if (e.accountDomain) touched.set(`a:${e.accountDomain}`, { kind: 'account', subject: e.accountDomain });
  }
  const recorded = listening.has('usage.activation_event') ? await activations(db, accountId, inserted) : [];
  if (inserted.length) recorded.push(...(await rescore(db, accountId, zone, [...touched.values()], now, listening)));
  await record(env, db, recorded);
  return { accepted: inserted.length, duplicates: incoming.length - inserted.length };
}

/** New events that are activation events (core or advanced, either tab's) of a user at a company domain, as domain events. */
async function activations(db: Db, accountId: string, inserted: repo.InsertedEvent[]) {
  const row = await repo.findSettings(db, accountId);
  const names = new Set([row?.accountEvents, row?.accountAdvancedEvents, row?.userEvents, row?.userAdvancedEvents].flatMap((l) => l ?? []));
  return inserted
    .filter((e) => e.accountDomain && names.has(e.name))
    .map((e) =>
      eventStmt(db, {
        accountId,
        type: 'usage.activation_event',
        subjectId: e.accountDomain!,
        payload: { name: e.name, email: e.userEmail, domain: e.accountDomain!, source: e.source, eventId: e.eventId },
        occurredAt: e.occurredAt,
      }),
    );
}

async function record(env: Env | undefined, db: Db, recorded: { id: string; stmt: Stmt }[]) {
  if (!recorded.length) return;
  await runBatch(
    db,
    recorded.map((r) => r.stmt),
  );
  if (env)
    await publishEvents(
      env,
      recorded.map((r) => r.id),
    );
}

/** Scores the subjects and copies the scores onto the CRM; answers the accounts' level changes when a signal listens. */
async function rescore(db: Db, accountId: string, zone: string, subjects: repo.Subject[], now: number, listening: Set<string>) {
  const row = await repo.findSettings(db, accountId);
  const today = localDay(now, zone);
  const counts = await repo.countsOf(db, accountId, subjects, windowStart(today, MAX_PERIOD));
  const scores = counts.map((c) => ({
    kind: c.kind,
    subject: c.subject,
    basis: c.basis,
    ...scoreOf(c.daily, settingsOf(row, c.kind), today),
  }));
  const written = await repo.writeScores(db, accountId, scores, now);
  await applyUsageScores(db, accountId, written);
  if (!listening.has('usage.level_changed')) return [];
  const before = new Map(counts.filter((c) => c.kind === 'account').map((c) => [c.subject, c.level]));
  return written
    .filter((w) => w.kind === 'account' && before.has(w.subject) && before.get(w.subject) !== w.level)
    .map((w) =>
      eventStmt(db, {
        accountId,
        type: 'usage.level_changed',
        subjectId: w.subject,
        payload: { domain: w.subject, score: w.score, level: w.level, previousLevel: before.get(w.subject)!, basis: w.basis },
        occurredAt: now,
      }),
    );
}

/** Every scored user and account of the organization, page by page: after a settings change and at midnight. */
export async function rescoreAll(db: Db, accountId: string, now = Date.now()) {
  const [zone, listening] = await Promise.all([repo.orgZone(db, accountId), usageEventsListened(db, accountId)]);
  let after: repo.Subject | null = null;
  for (;;) {
    const page = await repo.subjectsPage(db, accountId, after, RESCORE_PAGE);
    if (page.length) await record(undefined, db, await rescore(db, accountId, zone, page, now, listening));
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
