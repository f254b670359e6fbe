import type { FieldValue } from '../../contracts/routing';

/** A calendar day (date-only input) or an exact instant, both kept as epoch ms for comparison. */
export type DateValue = { kind: 'day' | 'instant'; ms: number; day: string };

/** Splits a field value into trimmed, non-empty text atoms; multi-select answers keep one atom per choice. */
export function toAtoms(value: FieldValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map((s) => String(s).trim()).filter((s) => s !== '');
  if (typeof value === 'boolean') return [value ? 'true' : 'false'];
  const text = String(value).trim();
  return text === '' ? [] : [text];
}

/** Case- and edge-whitespace-insensitive text key; inner whitespace runs collapse so "New  York" equals "new york". */
export function textKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a number as people type it in forms: "1,000", "$5,000", "25%", "500+" all count. A lone comma
 * ("1,5") is not treated as a thousands separator, so it stays non-numeric rather than becoming 15.
 */
export function parseNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let s = value.trim().replace(/\s+/g, '');
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s.startsWith('-')) sign = -1;
    s = s.slice(1);
  }
  s = s.replace(/^[$€£¥₹]/, '').replace(/[%+]$/, '');
  if (GROUPED.test(s)) s = s.replace(/,/g, '');
  if (!PLAIN.test(s)) return null;
  const n = Number(s) * sign;
  return Number.isFinite(n) ? n : null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** Parses ISO dates only: other formats (03/04/2024) are ambiguous between locales, so they are not guessed. */
export function parseDateValue(value: string | number): DateValue | null {
  if (typeof value === 'number') return null;
  const s = value.trim();
  const day = DAY.exec(s);
  if (day) {
    const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const check = new Date(ms).toISOString().slice(0, 10);
    return check === s ? { kind: 'day', ms, day: s } : null;
  }
  if (!INSTANT.test(s)) return null;
  const ms = Date.parse(s.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : { kind: 'instant', ms, day: new Date(ms).toISOString().slice(0, 10) };
}

/** Compares an actual date with a bound: a date-only bound compares calendar days so the bound day is included whole. */
export function compareDates(actual: DateValue, bound: DateValue): number {
  if (bound.kind === 'day' || actual.kind === 'day') return actual.day < bound.day ? -1 : actual.day > bound.day ? 1 : 0;
  return Math.sign(actual.ms - bound.ms);
}

/** Quoted display of a value for explanations. */
export function display(atoms: string[]): string {
  if (atoms.length === 0) return 'empty';
  return atoms.map((a) => `"${a}"`).join(', ');
}
