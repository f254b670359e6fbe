import { formatInTimeZone } from 'date-fns-tz';

/** The spec's rule for the member comparison (section 5). */
export const COMPARE_MEMBERS_MESSAGE = 'Comparing round robin members: minimum 2, maximum 3';
export const MIN_COMPARE_MEMBERS = 2;
export const MAX_COMPARE_MEMBERS = 3;

/** Null when the selection can be compared, otherwise the spec's message. */
export function memberComparisonError(selected: readonly string[]): string | null {
  return selected.length < MIN_COMPARE_MEMBERS || selected.length > MAX_COMPARE_MEMBERS ? COMPARE_MEMBERS_MESSAGE : null;
}

/** The reset date: the end of the current period, as a date in the pod's zone. */
export function resetDateLabel(period: { start: string; end: string } | null, timeZone: string): string {
  return period ? formatInTimeZone(period.end, timeZone, 'MMM d, yyyy') : 'Starts with the first meeting';
}

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
export const levelText = (n: number) => String(Math.round(n * 100) / 100);
