import { describe, expect, it } from 'vitest';
import { inkOnDark } from './brand';

const lum = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  const ch = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * ch((n >> 16) & 255) + 0.7152 * ch((n >> 8) & 255) + 0.0722 * ch(n & 255);
};
const onSurface = (hex: string) => (lum(hex) + 0.05) / (lum('#151a26') + 0.05);

describe('inkOnDark', () => {
  it.each(['#4f46e5', '#be123c', '#0f766e', '#000000'])('lightens %s until it reads at 4.5:1 on the dark surface', (hex) => {
    const ink = inkOnDark(hex);
    expect(onSurface(ink)).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps a colour that already reads', () => expect(inkOnDark('#fde68a')).toBe('#fde68a'));
});
