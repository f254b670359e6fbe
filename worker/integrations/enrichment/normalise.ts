import { EMPLOYEE_RANGES, REVENUE_RANGES } from '../../contracts/enrichment';

// Each provider names countries, sizes and revenue its own way ("United States", "us", "USA"; "51-200",
// 180; "$10M-$50M", 12_000_000). They are folded into one shape so a condition written once works for all.

const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  us: 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uae: 'AE',
  'south korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'czech republic': 'CZ',
  holland: 'NL',
};

let byName: Map<string, string> | null = null;
// Withdrawn and reserved codes whose English names collide with a current country (DD "Germany" in some ICU builds).
const RETIRED = new Set(['AA', 'AN', 'BU', 'CS', 'DD', 'EU', 'EZ', 'FX', 'NT', 'QO', 'SU', 'TP', 'UN', 'YU', 'ZR', 'ZZ']);

function names(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (RETIRED.has(code) || (code[0] === 'X' && code !== 'XK')) continue;
      const name = display.of(code);
      // First code wins: FR before FX (Metropolitan France), which shares its English name.
      if (name && name !== code && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), code);
    }
  }
  return byName;
}

/** An ISO 3166 alpha-2 code for a country name or code, or null. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (/^[A-Za-z]{2}$/.test(text)) return ALIASES[text.toLowerCase()] ?? text.toUpperCase();
  const key = text.toLowerCase().replace(/\s+/g, ' ');
  return ALIASES[key] ?? names().get(key) ?? null;
}

/** The English name of an ISO code ("US" -> "United States"). */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) ?? null;
}

const EMPLOYEE_BOUNDS = [10, 50, 200, 500, 1000, 5000, 10000];
const REVENUE_BOUNDS = [1e6, 1e7, 5e7, 1e8, 5e8, 1e9];

/** The employee band a headcount falls in. */
export function employeeRange(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 1) return null;
  const i = EMPLOYEE_BOUNDS.findIndex((b) => count <= b);
  return EMPLOYEE_RANGES[i === -1 ? EMPLOYEE_RANGES.length - 1 : i];
}

/** The revenue band of an annual revenue in US dollars. */
export function revenueRange(usd: number | null | undefined): string | null {
  if (usd === null || usd === undefined || !Number.isFinite(usd) || usd < 0) return null;
  const i = REVENUE_BOUNDS.findIndex((b) => usd < b);
  return REVENUE_RANGES[i === -1 ? REVENUE_RANGES.length - 1 : i];
}

/** A number from a provider value ("1,200", 1200, "1.2k" is not guessed): null when it is not plainly numeric. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const n = Number(value.replace(/[,\s$]/g, ''));
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * A headcount band like "51-200", "10001+", "1K-5K", "1,001-5,000 employees" read as one figure: the
 * middle of the band (its lower bound when open-ended), so a provider's band maps onto ours even where
 * the bounds differ (Clearbit's "1K-5K" -> 3000 -> "1001-5000").
 */
export function bandFigure(band: unknown): number | null {
  if (typeof band !== 'string') return null;
  const nums = [...band.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kK])?/g)].map((m) => Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1));
  if (!nums.length) return null;
  return nums.length > 1 ? Math.round((nums[0] + nums[1]) / 2) : nums[0];
}

/** Revenue bands such as Ocean's "10-50M" or "500-1000M" and ">1000M", in dollars at their lower bound. */
export function revenueBandLowerBound(band: unknown): number | null {
  if (typeof band !== 'string') return null;
  const m = /(\d+(?:\.\d+)?)\s*(?:-\s*\d+(?:\.\d+)?)?\s*([KMB])/i.exec(band.replace(/[$,]/g, ''));
  if (!m) return null;
  const unit = { K: 1e3, M: 1e6, B: 1e9 }[m[2].toUpperCase() as 'K' | 'M' | 'B'];
  return Number(m[1]) * unit;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
export { text as textOf };
