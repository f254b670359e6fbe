import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { dayInZone } from './keys';

const ZONES = ['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Apia', 'UTC'];
const DAY_MS = 86_400_000;

/** The calendar day of an instant in a zone, straight from Intl: what the kept tables must agree with. */
const intlDay = (zone: string, ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

afterEach(() => vi.restoreAllMocks());

describe('dayInZone', () => {
  it('agrees with Intl for any zone and instant, in any order (kept tables are rebuilt when an instant leaves their window)', () => {
    const from = Date.UTC(2015, 0, 1);
    const to = Date.UTC(2035, 0, 1);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ZONES), fc.integer({ min: from, max: to })), { minLength: 1, maxLength: 20 }), (asks) => {
        for (const [zone, ms] of asks) expect(dayInZone(zone)(ms)).toBe(intlDay(zone, ms));
      }),
      { numRuns: 60 },
    );
  });

  it('reads a zone kept from an earlier day-of function without asking Intl again', () => {
    const at = Date.UTC(2026, 10, 30, 12);
    expect(dayInZone('America/Denver')(at)).toBe('2026-11-30');
    // `format` is a getter on the prototype: each use reads it.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: string }, 'format', 'get');
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // A later rollup for the same organization zone, days and months around it.
    const dayOf = dayInZone('America/Denver');
    expect(dayOf(at + 3 * DAY_MS)).toBe('2026-12-03');
    expect(dayOf(at - 200 * DAY_MS)).toBe('2026-05-14');
    expect(format).not.toHaveBeenCalled();
    expect(parts).not.toHaveBeenCalled();
  });
});
