import { describe, expect, it } from 'vitest';
import { timedFireAt } from './timed';

const NY = 'America/New_York';

describe('timedFireAt', () => {
  it('minutes are elapsed time', () => {
    const start = Date.UTC(2026, 5, 10, 14, 0);
    expect(timedFireAt('meeting_before_start', { startAt: start, endAt: start + 1_800_000, zone: NY }, 30)).toBe(start - 1_800_000);
    expect(timedFireAt('meeting_after_end', { startAt: start, endAt: start + 1_800_000, zone: NY }, 15)).toBe(start + 2_700_000);
    expect(timedFireAt('meeting_before_start', { startAt: start, endAt: start, zone: NY }, 0)).toBe(start);
  });

  it('a day before a 9:00 meeting on the Sunday of spring-forward is 9:00 on Saturday (23 hours earlier)', () => {
    // 2026-03-08: New York moves from EST (-5) to EDT (-4) at 02:00.
    const start = Date.UTC(2026, 2, 8, 13, 0); // Sun 9:00 EDT
    const fire = timedFireAt('meeting_before_start', { startAt: start, endAt: start + 3_600_000, zone: NY }, 1440);
    expect(new Date(fire).toISOString()).toBe('2026-03-07T14:00:00.000Z'); // Sat 9:00 EST
    expect(start - fire).toBe(23 * 3_600_000);
    const twoDays = timedFireAt('meeting_before_start', { startAt: start + 86_400_000, endAt: start, zone: NY }, 2 * 1440);
    expect(new Date(twoDays).toISOString()).toBe('2026-03-07T14:00:00.000Z'); // Mon 9:00 EDT -> Sat 9:00 EST: 47 hours
  });

  it('a day after a meeting ending 17:00 on the Saturday before fall-back is 17:00 Sunday (25 hours later)', () => {
    // 2026-11-01: New York moves from EDT to EST at 02:00.
    const end = Date.UTC(2026, 9, 31, 21, 0); // Sat 17:00 EDT
    const fire = timedFireAt('meeting_after_end', { startAt: end - 3_600_000, endAt: end, zone: NY }, 1440 + 30);
    expect(new Date(fire).toISOString()).toBe('2026-11-01T22:30:00.000Z'); // Sun 17:30 EST
  });

  it('an unknown zone falls back to UTC days', () => {
    const start = Date.UTC(2026, 2, 9, 13, 0);
    expect(timedFireAt('meeting_before_start', { startAt: start, endAt: start, zone: 'Nowhere/Void' }, 1440)).toBe(start - 86_400_000);
  });
});
