// Calendar arithmetic on integer day numbers (days since 1970-01-01) and minutes, so that local
// wall-clock reasoning never needs a Date object. Algorithms after H. Hinnant's civil calendar.

export const MINUTES_PER_DAY = 1440;
export const MS_PER_MINUTE = 60_000;

/** Day number (days since 1970-01-01) of a proleptic Gregorian date; month is 1..12. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Calendar date of a day number. */
export function civilFromDays(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Weekday of a day number, 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Day number of a 'YYYY-MM-DD' string; throws on anything else so bad data fails loudly. */
export function parseIsoDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Invalid date: ${date}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const dayNumber = daysFromCivil(year, month, day);
  const back = civilFromDays(dayNumber);
  if (back.year !== year || back.month !== month || back.day !== day) throw new RangeError(`Invalid date: ${date}`);
  return dayNumber;
}

/** 'YYYY-MM-DD' for a day number. */
export function formatIsoDate(dayNumber: number): string {
  const { year, month, day } = civilFromDays(dayNumber);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes after midnight of an 'HH:mm' string ('24:00' is 1440). */
export function parseTimeOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Invalid time of day: ${time}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > MINUTES_PER_DAY) throw new RangeError(`Invalid time of day: ${time}`);
  return minutes;
}

/** Floor division that stays correct for negative numerators. */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** Non-negative remainder. */
export function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}
