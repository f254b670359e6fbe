import * as v from 'valibot';
import { AvailabilitySchema, timeToMinutes, type Availability, type TimeInterval } from '@contracts/availability';

export type TimeFormat = '12h' | '24h';
/** Validation messages keyed by dot path relative to the edited value ('weekly.1.0', 'overrides.2.date'). */
export type ErrorMap = Record<string, string>;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Weekly hours are stored Sunday first, but most calendars read Monday first. */
export const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_INTERVAL: TimeInterval = { start: '09:00', end: '17:00' };

const STEP = 15;
const pad = (n: number) => String(n).padStart(2, '0');
export const minutesToTime = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** Start times run 00:00-23:45 and end times 00:15-24:00, in 15-minute steps; an off-grid saved value stays selectable. */
export function timeOptions(kind: 'start' | 'end', current?: string): string[] {
  const list: string[] = [];
  const [from, to] = kind === 'start' ? [0, 1440 - STEP] : [STEP, 1440];
  for (let m = from; m <= to; m += STEP) list.push(minutesToTime(m));
  if (current && !list.includes(current)) {
    list.push(current);
    list.sort();
  }
  return list;
}

/** 'HH:mm' as the organization writes times: '1:30 PM' or '13:30'. */
export function formatTime(time: string, format: TimeFormat): string {
  if (format === '24h') return time;
  const minutes = timeToMinutes(time) % 1440;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes % 60)} ${suffix}`;
}

/** An interval whose end is at or before its start runs into the next day. */
export const crossesMidnight = (interval: TimeInterval) => timeToMinutes(interval.end) <= timeToMinutes(interval.start);

export const formatInterval = (interval: TimeInterval, format: TimeFormat) =>
  `${formatTime(interval.start, format)} – ${formatTime(interval.end, format)}${crossesMidnight(interval) ? ' (next day)' : ''}`;

/** A sensible next interval: an hour after the last one ends, or the usual working day when there is none. */
export function nextInterval(intervals: TimeInterval[]): TimeInterval {
  const last = intervals[intervals.length - 1];
  if (!last) return { ...DEFAULT_INTERVAL };
  const lastEnd = crossesMidnight(last) ? 1440 : timeToMinutes(last.end);
  const start = Math.min(lastEnd + 60, 1440 - 60);
  return { start: minutesToTime(start), end: minutesToTime(start + 60) };
}

/** The contract's own checks (overlaps, duplicate override dates, vacation order) as messages by path. */
export function availabilityIssues(value: Availability): ErrorMap {
  const result = v.safeParse(AvailabilitySchema, value);
  const errors: ErrorMap = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Flattens react-hook-form's nested error object into dot paths, so the editor reads them like its own. */
export function flattenFieldErrors(errors: unknown, prefix = ''): ErrorMap {
  const out: ErrorMap = {};
  if (!errors || typeof errors !== 'object') return out;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && node.message) out[prefix.replace(/\.$/, '') || ''] = node.message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types' || key === 'root') continue;
    Object.assign(out, flattenFieldErrors(child, `${prefix}${key}.`));
  }
  if (node.root) Object.assign(out, flattenFieldErrors(node.root, prefix));
  return out;
}

/** Errors under one path, re-keyed relative to it ('weekly.1.0' under 'weekly.1' becomes '0'). */
export function errorsUnder(errors: ErrorMap, path: string): ErrorMap {
  const out: ErrorMap = {};
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) {
    if (key === path) out[''] = message;
    else if (key.startsWith(prefix)) out[key.slice(prefix.length)] = message;
  }
  return out;
}

/** The first message of an interval row: its own overlap message, else a start or end message. */
export const intervalError = (errors: ErrorMap, index: number) =>
  errors[String(index)] ?? errors[`${index}.start`] ?? errors[`${index}.end`];

/** Today's calendar date in a zone, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Weekday (0 = Sunday) of a 'YYYY-MM-DD' date, independent of the browser zone. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2025-03-04' as 'Tue, Mar 4, 2025'. */
export function formatDate(
  date: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

export const cloneIntervals = (intervals: readonly TimeInterval[]) => intervals.map((i) => ({ ...i }));
