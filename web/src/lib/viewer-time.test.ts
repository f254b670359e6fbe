import { describe, expect, it } from 'vitest';
import { instantIn } from './viewer-time';

describe('instantIn', () => {
  it('reads an instant in the given zone, not the browser’s', () => {
    expect(instantIn('2026-11-29T03:30:00Z', 'America/Chicago')).toBe('Nov 28, 2026, 9:30 PM');
    expect(instantIn('2026-11-29T03:30:00Z', 'Asia/Kolkata')).toBe('Nov 29, 2026, 9:00 AM');
    expect(instantIn('2026-11-29T03:30:00Z', 'Asia/Kolkata', false)).toBe('Nov 29, 2026');
  });
});
