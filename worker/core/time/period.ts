import type { ResetPeriod } from '../../contracts/round-robin';
import { wallClockAt } from './zone-offset';
import { DAY_MS } from '../../contracts/scheduling-constants';

/** A reset period as UTC instants: start inclusive, end exclusive. */
export interface PeriodBounds {
  start: string;
  end: string;
}

/** Wall-clock fields of an instant in a zone (month is 1-12). */
function wallClock(ms: number, timeZone: string): { year: number; month: number; utcOfWall: number } {
  const [year, month, day, hour, minute, second] = wallClockAt(timeZone, ms);
  return { year, month, utcOfWall: Date.UTC(year, month - 1, day, hour, minute, second) };
}

/** The zone's UTC offset in ms at an instant (whole seconds, which is all IANA data needs). */
function offsetAt(ms: number, timeZone: string): number {
  const floored = Math.floor(ms / 1000) * 1000;
  return wallClock(floored, timeZone).utcOfWall - floored;
}

/**
 * First instant of a local calendar day. The offsets a day either side bracket any transition near
 * midnight: when local midnight exists twice (fall back) the earlier is taken; when it does not exist
 * (spring forward at 00:00, e.g. America/Asuncion) the day starts at the transition itself.
 */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const candidates = [...new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)])].map((offset) => wall - offset);
  const valid = candidates.filter((t) => t + offsetAt(t, timeZone) === wall);
  return valid.length ? Math.min(...valid) : Math.max(...candidates);
}

/** Start and end of the monthly or quarterly reset period containing the instant, in the organization's zone. */
export function periodBounds(instant: string | number, timeZone: string, period: ResetPeriod): PeriodBounds {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  const { year, month } = wallClock(ms, timeZone);
  const length = period === 'monthly' ? 1 : 3;
  const firstMonth = period === 'monthly' ? month : Math.floor((month - 1) / 3) * 3 + 1;
  const nextIndex = firstMonth - 1 + length;
  const start = startOfLocalDay(year, firstMonth, 1, timeZone);
  const end = startOfLocalDay(year + Math.floor(nextIndex / 12), (nextIndex % 12) + 1, 1, timeZone);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}
