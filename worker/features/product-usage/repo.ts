import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productUsage, usageIdentities } from '../../db/schema/product-usage';
import type { UsageLevel, UsagePeriod } from '../../contracts/product-usage';
import type { DailyCount, StoredUsageEvent } from '../../core/usage/score';

/** An organization's product usage row: both tabs' settings, the credentials' hashes and hints, the last rescore day. */
export type ProductUsageSettings = {
  accountId: string;
  accountEvents: string[];
  accountAdvancedEvents: string[];
  accountPeriodDays: UsagePeriod;
  userEvents: string[];
  userAdvancedEvents: string[];
  userPeriodDays: UsagePeriod;
  segmentKeyHash: string | null;
  segmentKeyHint: string | null;
  httpSecret: string | null;
  httpSecretHint: string | null;
  mixpanelImportedAt: number | null;
  rescoredDay: number;
  updatedAt: number;
};
export type Subject = { kind: 'user' | 'account'; subject: string };
export type NewUsageEvent = StoredUsageEvent & { occurredAt: number };
export type InsertedEvent = Omit<NewUsageEvent, 'day'>;
export type SubjectCounts = Subject & { basis: number; level: UsageLevel; daily: DailyCount[] };
export type ScoreWrite = Subject & { score: number | null; level: UsageLevel; basis: number };
export type WrittenScore = ScoreWrite & { scoredAt: number };

// A raw statement cannot join a drizzle batch, so these batches are D1 statements (as reports/rebuild-repo.ts does).
function raw(db: Db, q: SQL) {
  const { sql: text, params } = db.run(q).getQuery();
  return db.$client.prepare(text).bind(...params);
}

export const findSettings = (db: Db, accountId: string): Promise<ProductUsageSettings | undefined> =>
  db.select().from(productUsage).where(eq(productUsage.accountId, accountId)).get();

/** Creates the organization's row on first use and applies the change to it. */
export async function saveSettings(db: Db, accountId: string, patch: Partial<Omit<ProductUsageSettings, 'accountId'>>, now: number) {
  await db
    .insert(productUsage)
    .values({ accountId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: productUsage.accountId, set: { ...patch, updatedAt: now } });
}

export const findBySegmentKey = (db: Db, hash: string): Promise<ProductUsageSettings | undefined> =>
  db.select().from(productUsage).where(eq(productUsage.segmentKeyHash, hash)).get();

/** Stores events whose (source, id) is new; answers the events really inserted (the trigger counted those). */
export async function insertEvents(db: Db, accountId: string, events: NewUsageEvent[], now: number): Promise<InsertedEvent[]> {
  if (!events.length) return [];
  const rows = events.map((e) => [e.source, e.eventId, e.name, e.userEmail, e.accountDomain, e.day, e.occurredAt]);
  return db.all<InsertedEvent>(sql`
    insert into usage_events (account_id, source, event_id, name, user_email, account_domain, day, occurred_at, received_at)
    select ${accountId}, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6, ${now}
    from json_each(${JSON.stringify(rows)}) j where true
    on conflict do nothing
    returning source, event_id as eventId, name, user_email as userEmail, account_domain as accountDomain, occurred_at as occurredAt`);
}

/** A subject's per-day counts from `fromDay` and its basis (all its stored events), read in one snapshot. */
export async function countsOf(db: Db, accountId: string, subjects: Subject[], fromDay: number): Promise<SubjectCounts[]> {
  if (!subjects.length) return [];
  const keys = JSON.stringify(subjects.map((s) => [s.kind, s.subject]));
  // CROSS JOIN keeps the subject list outside, so each subject is a primary-key range, never a table scan.
  // The basis is read before the counts: counts newer than the basis only make the score's write lose its guard.
  const bases = await db.all<{ kind: Subject['kind']; subject: string; basis: number; level: UsageLevel }>(
    sql`select s.kind, s.subject, s.basis, s.level from json_each(${keys}) j cross join usage_scores s
      on s.account_id = ${accountId} and s.kind = j.value ->> 0 and s.subject = j.value ->> 1`,
  );
  const daily = await db.all<{ kind: string; subject: string; name: string; day: number; count: number }>(
    sql`select d.kind, d.subject, d.name, d.day, d.count from json_each(${keys}) j cross join usage_daily d
      on d.account_id = ${accountId} and d.kind = j.value ->> 0 and d.subject = j.value ->> 1 and d.day >= ${fromDay}`,
  );
  const bySubject = new Map<string, SubjectCounts>(
    bases.map((b) => [`${b.kind}\u0000${b.subject}`, { kind: b.kind, subject: b.subject, basis: b.basis, level: b.level, daily: [] }]),
  );
  for (const d of daily) bySubject.get(`${d.kind}\u0000${d.subject}`)?.daily.push({ name: d.name, day: d.day, count: d.count });
  return [...bySubject.values()];
}

/**
 * Writes scores computed from counts with the given basis, each only if no event arrived for that subject
 * since (its basis still matches). Answers the scores really written, for the CRM to copy.
 */
export async function writeScores(db: Db, accountId: string, scores: ScoreWrite[], now: number): Promise<WrittenScore[]> {
  if (!scores.length) return [];
  const rows = JSON.stringify(scores.map((s) => [s.kind, s.subject, s.score, s.level, s.basis]));
  return db.all<WrittenScore>(sql`insert into usage_scores (account_id, kind, subject, score, level, basis, scored_at)
      select ${accountId}, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, ${now}
      from json_each(${rows}) j where true
      on conflict do update set score = excluded.score, level = excluded.level, scored_at = excluded.scored_at
      where usage_scores.basis = excluded.basis
      returning kind, subject, score, level, basis, scored_at as scoredAt`);
}

/** One page of every scored subject of the organization, in key order after `after`. */
export const subjectsPage = (db: Db, accountId: string, after: Subject | null, limit: number) =>
  db.all<Subject>(sql`select kind, subject from usage_scores where account_id = ${accountId}
    ${after ? sql`and (kind, subject) > (${after.kind}, ${after.subject})` : sql``}
    order by kind, subject limit ${limit}`);

/** Moves the org's rescore day forward once; false when another run has taken this day already. */
export async function claimRescoreDay(db: Db, accountId: string, day: number): Promise<boolean> {
  const rows = await db.all(
    sql`update product_usage set rescored_day = ${day} where account_id = ${accountId} and rescored_day < ${day} returning account_id`,
  );
  return rows.length > 0;
}

/** Organizations with product usage settings, with their timezone, for the midnight roll-off. */
export const organizationsToRescore = (db: Db) =>
  db.all<{ accountId: string; zone: string; rescoredDay: number }>(sql`select p.account_id as accountId,
    a.default_timezone as zone, p.rescored_day as rescoredDay from product_usage p join accounts a on a.id = p.account_id`);

/** Event names seen since `fromDay`, most frequent first. */
export const seenEventNames = async (db: Db, accountId: string, fromDay: number) =>
  (
    await db.all<{ name: string }>(sql`select name from usage_daily where account_id = ${accountId} and kind = 'user' and day >= ${fromDay}
      group by name order by sum(count) desc, name limit 50`)
  ).map((r) => r.name);

export async function saveIdentities(db: Db, accountId: string, pairs: { userId: string; email: string }[], now: number) {
  if (!pairs.length) return;
  await db.run(sql`insert into usage_identities (account_id, user_id, email, updated_at)
    select ${accountId}, j.value ->> 0, j.value ->> 1, ${now} from json_each(${JSON.stringify(pairs.map((p) => [p.userId, p.email]))}) j where true
    on conflict do update set email = excluded.email, updated_at = excluded.updated_at`);
}

export async function identitiesOf(db: Db, accountId: string, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: usageIdentities.userId, email: usageIdentities.email })
    .from(usageIdentities)
    .where(
      and(
        eq(usageIdentities.accountId, accountId),
        sql`${usageIdentities.userId} in (select value from json_each(${JSON.stringify(userIds)}))`,
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.email]));
}

/** Recounts the per-day counts and score bases of an organization from its stored events (a rebuild). */
export async function recountFromEvents(db: Db, accountId: string) {
  await db.$client.batch([
    raw(db, sql`delete from usage_daily where account_id = ${accountId}`),
    raw(
      db,
      sql`insert into usage_daily (account_id, kind, subject, name, day, count)
      select account_id, 'user', user_email, name, day, count(*) from usage_events where account_id = ${accountId} and user_email is not null
      group by user_email, name, day
      union all
      select account_id, 'account', account_domain, name, day, count(*) from usage_events where account_id = ${accountId} and account_domain is not null
      group by account_domain, name, day`,
    ),
    raw(
      db,
      sql`update usage_scores set basis = coalesce((select sum(count) from usage_daily d where d.account_id = usage_scores.account_id
      and d.kind = usage_scores.kind and d.subject = usage_scores.subject), 0) where account_id = ${accountId}`,
    ),
  ]);
}

/** The organization's IANA zone: its days are the score's days. */
export async function orgZone(db: Db, accountId: string): Promise<string> {
  const row = await db.get<{ zone: string }>(sql`select default_timezone as zone from accounts where id = ${accountId}`);
  return row?.zone ?? 'UTC';
}
