import { daysFromCivil, formatIsoDate, parseIsoDate } from '../time/civil-date';
import type { DayOf } from './keys';

/** A report's date range as the user picks it. */
export type RangeSpec =
  | { range: 'today' }
  | { range: 'last_7_days' | 'last_14_days' | 'last_28_days' }
  | { range: 'last_n_days'; days: number }
  | { range: 'quarter'; quarter?: string }
  | { range: 'custom'; from: string; to: string };

/** Inclusive calendar days in the organization's zone. */
export type DayRange = { from: string; to: string; days: number };

const FIXED: Record<string, number> = { last_7_days: 7, last_14_days: 14, last_28_days: 28 };

/** Parses "2026-Q4" into its first and last day. */
export function quarterDays(q: string): { from: string; to: string } | null {
  const m = /^(\d{4})-Q([1-4])$/.exec(q);
  if (!m) return null;
  const year = Number(m[1]);
  const first = (Number(m[2]) - 1) * 3 + 1;
  const from = daysFromCivil(year, first, 1);
  const next = first + 3 > 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, first + 3, 1);
  return { from: formatIsoDate(from), to: formatIsoDate(next - 1) };
}

/** The quarter holding a day, as "2026-Q4". */
export const quarterOf = (day: string) => `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/**
 * Resolves a range to inclusive days in the organization's zone: "last N days" are the N days ending
 * today, a quarter defaults to the current one, custom takes the days as given (from before to).
 */
export function resolveRange(spec: RangeSpec, now: number, dayOf: DayOf): DayRange {
  const today = dayOf(now);
  const back = (n: number) => ({ from: formatIsoDate(parseIsoDate(today) - (n - 1)), to: today });
  let r: { from: string; to: string };
  if (spec.range === 'today') r = { from: today, to: today };
  else if (spec.range === 'last_n_days') r = back(spec.days);
  else if (spec.range === 'quarter') r = quarterDays(spec.quarter ?? quarterOf(today)) ?? quarterDays(quarterOf(today))!;
  else if (spec.range === 'custom') r = spec.from <= spec.to ? { from: spec.from, to: spec.to } : { from: spec.to, to: spec.from };
  else r = back(FIXED[spec.range]);
  return { ...r, days: parseIsoDate(r.to) - parseIsoDate(r.from) + 1 };
}

/** Every day of a range, in order (for a trend with a point on days without data). */
export function daysOf(r: { from: string; to: string }): string[] {
  const out: string[] = [];
  for (let d = parseIsoDate(r.from); d <= parseIsoDate(r.to); d++) out.push(formatIsoDate(d));
  return out;
}
