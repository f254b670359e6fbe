import { describe, expect, it } from 'vitest';
import { buttonContrast, contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#4f46e5', '#ffffff', 6.29],
  ])('%s on %s is %s:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));
  it('is symmetric', () => expect(contrastRatio('#ffffff', '#0f766e')).toBe(contrastRatio('#0f766e', '#ffffff')));
});

describe('buttonContrast', () => {
  it.each([
    ['#4f46e5', '#ffffff', true],
    ['#0f766e', '#ffffff', true],
    // Light enough for dark text to read.
    ['#ef4444', '#111827', true],
    ['#fde68a', '#111827', true],
    // Mid tones: neither text colour reaches 4.5:1 (white 4.48 and 4.23), so the page warns.
    ['#777777', '#ffffff', false],
    ['#8b5cf6', '#ffffff', false],
  ])('%s takes %s text, AA %s', (primary, text, passesAA) => {
    expect(buttonContrast(primary)).toMatchObject({ text, passesAA });
  });
});
