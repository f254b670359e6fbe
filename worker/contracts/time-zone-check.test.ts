import { describe, expect, it } from 'vitest';
import { isValidTimezone } from './common';
import { isValidTimeZone } from './availability';

// The zone checks remember the names the runtime knew; the answers stay those of Intl, asked again or not.
describe('the time zone checks', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['Europe/Berlin ', false],
    ['<script>', false],
  ])('%s -> %s, the first time and every time after', (zone, known) => {
    for (let i = 0; i < 3; i++) {
      expect(isValidTimezone(zone)).toBe(known);
      expect(isValidTimeZone(zone)).toBe(known);
    }
  });

  it('refuses the empty name for availability, as before', () => {
    expect(isValidTimeZone('')).toBe(false);
  });
});
