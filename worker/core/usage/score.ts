import type { UsageLevel, UsagePeriod } from '../../contracts/product-usage';
import { emailDomain, normaliseEmail, registrableDomain } from '../routing/identity';
import { isFreeEmailDomain } from '../routing/free-email-domains';
import { zoneOffsetMinutes } from '../time/zone-offset';
import { DAY_MS } from '../../contracts/scheduling-constants';

// The product usage score, pure: counts per subject, event name and org-local day go in; a score of
// 0-100 and its level come out. The worker keeps the counts incrementally (one SQL trigger per stored
// event) and the same function scores them, so an incremental score and a full recount agree.

/** One tab's activation settings: the core events, the advanced events (none when absent) and the window. */
export type UsageSettings = { events: string[]; advancedEvents?: string[]; periodDays: UsagePeriod };

/** The points one advanced event adds on top of the core share when it is fully earned. */
export const ADVANCED_POINTS = 10;
/** Stored events of one subject on one org-local day. */
export type DailyCount = { name: string; day: number; count: number };
export type UsageScore = { score: number | null; level: UsageLevel };

/** The org-local day number (days since 1970-01-01 in the zone) an instant falls on. */
export function localDay(epochMs: number, zone: string): number {
  return Math.floor((epochMs + zoneOffsetMinutes(zone, epochMs) * 60_000) / DAY_MS);
}

/** The first day of the window that ends today: a 7-day period is today and the six days before. */
export const windowStart = (today: number, periodDays: number) => today - periodDays + 1;

/** How many active days of one event earn its full share: once a week of the period. */
export const activeDaysTarget = (periodDays: number) => Math.max(1, Math.round(periodDays / 7));

/** Spec levels: high from 70, medium from 40, otherwise low; not applicable with no activation events. */
export function levelOf(score: number | null): UsageLevel {
  if (score === null) return 'not_applicable';
  return score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low';
}

/**
 * The score of one subject today. Every chosen event earns a fraction (0-1) by the number of distinct
 * days in the window it happened on, up to once a week. Core events make up the score: each core event
 * is an equal share of 100. Each advanced event adds up to ADVANCED_POINTS (10) on top; the total is
 * capped at 100 (with advanced events only, the score is their points alone). Events outside the window
 * or not chosen do not count; with no events chosen the score is not applicable.
 */
export function scoreOf(daily: readonly DailyCount[], settings: UsageSettings, today: number): UsageScore {
  const advanced = settings.advancedEvents ?? [];
  if (settings.events.length === 0 && advanced.length === 0) return { score: null, level: 'not_applicable' };
  const from = windowStart(today, settings.periodDays);
  const target = activeDaysTarget(settings.periodDays);
  const days = new Map<string, Set<number>>([...settings.events, ...advanced].map((e) => [e, new Set()]));
  for (const d of daily) if (d.count > 0 && d.day >= from && d.day <= today) days.get(d.name)?.add(d.day);
  const earned = (names: string[]) => names.reduce((sum, e) => sum + Math.min(days.get(e)!.size, target) / target, 0);
  const core = settings.events.length ? (100 * earned(settings.events)) / settings.events.length : 0;
  const score = Math.min(100, Math.round(core + ADVANCED_POINTS * earned(advanced)));
  return { score, level: levelOf(score) };
}

/** One event as stored: its source id, name, subject keys and org-local day. */
export type StoredUsageEvent = {
  source: string;
  eventId: string;
  name: string;
  userEmail: string | null;
  accountDomain: string | null;
  day: number;
};

/** A user's key is the e-mail, lower-cased; an account's the e-mail's company domain (none for free mail). */
export function subjectsOf(
  email: string | null | undefined,
  accountDomain?: string | null,
): { userEmail: string | null; accountDomain: string | null } {
  const userEmail = normaliseEmail(email);
  const explicit = registrableDomain(accountDomain);
  const fromEmail = emailDomain(userEmail);
  return { userEmail, accountDomain: explicit ?? (fromEmail && !isFreeEmailDomain(fromEmail) ? fromEmail : null) };
}

/** The per-day counts of a set of events, each (source, id) once: the full recount the trigger keeps incrementally. */
export function recount(events: readonly StoredUsageEvent[], kind: 'user' | 'account', subject: string): DailyCount[] {
  const seen = new Set<string>();
  const counts = new Map<string, DailyCount>();
  for (const e of events) {
    const key = `${e.source}\u0000${e.eventId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if ((kind === 'user' ? e.userEmail : e.accountDomain) !== subject) continue;
    const k = `${e.day}\u0000${e.name}`;
    const c = counts.get(k);
    if (c) c.count++;
    else counts.set(k, { name: e.name, day: e.day, count: 1 });
  }
  return [...counts.values()];
}

/** The counts as the worker keeps them: stored ids, and per (kind, subject) the per-day counts. */
export type UsageCounts = { stored: Set<string>; daily: Map<string, Map<string, DailyCount>> };
export const emptyCounts = (): UsageCounts => ({ stored: new Set(), daily: new Map() });

/**
 * One arriving event applied as the `usage_events_count` trigger applies it: nothing when its
 * (source, id) is stored already, else one more on its day for its user and its account.
 * Returns whether it was new.
 */
export function applyEvent(counts: UsageCounts, e: StoredUsageEvent): boolean {
  const key = `${e.source}\u0000${e.eventId}`;
  if (counts.stored.has(key)) return false;
  counts.stored.add(key);
  const bump = (subjectKey: string) => {
    let m = counts.daily.get(subjectKey);
    if (!m) counts.daily.set(subjectKey, (m = new Map()));
    const k = `${e.day}\u0000${e.name}`;
    const c = m.get(k);
    if (c) c.count++;
    else m.set(k, { name: e.name, day: e.day, count: 1 });
  };
  if (e.userEmail) bump(`user\u0000${e.userEmail}`);
  if (e.accountDomain) bump(`account\u0000${e.accountDomain}`);
  return true;
}

/** A subject's per-day counts out of the incremental state. */
export const dailyOf = (counts: UsageCounts, kind: 'user' | 'account', subject: string): DailyCount[] => [
  ...(counts.daily.get(`${kind}\u0000${subject}`)?.values() ?? []),
];
