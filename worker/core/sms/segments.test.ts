import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SMS_MAX_SEGMENTS, smsEncoding, smsLength } from './segments';

describe('smsLength', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['Hello', 'GSM-7', 5, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['{'.repeat(81), 'GSM-7', 162, 2],
    ['é à ñ Ø', 'GSM-7', 7, 1],
    ['Hi 👋', 'UCS-2', 5, 1],
    ['“quoted”', 'UCS-2', 8, 1],
    ['x'.repeat(69) + '😀', 'UCS-2', 71, 2],
    ['x'.repeat(70), 'GSM-7', 70, 1],
    ['ü'.repeat(70) + 'ç', 'UCS-2', 71, 2],
  ])('%j is %s, %i units, %i parts', (text, encoding, units, segments) => {
    const n = smsLength(text);
    expect(n.encoding).toBe(encoding);
    expect(n.units).toBe(units);
    expect(n.segments).toBe(segments);
  });

  it('an emoji lowers the limit from 1,530 to 670', () => {
    expect(smsLength('a'.repeat(1530)).exceeded).toBe(false);
    expect(smsLength('a'.repeat(1531)).exceeded).toBe(true);
    expect(smsLength('a'.repeat(668) + '🙂').exceeded).toBe(false);
    expect(smsLength('a'.repeat(669) + '🙂').exceeded).toBe(true);
    expect(smsLength('a'.repeat(700)).limit).toBe(1530);
    expect(smsLength('a'.repeat(700) + '🙂').limit).toBe(670);
  });

  const gsmChar = fc.constantFrom(...'abcXYZ 019@£$!?.,\n{}[]€^~|\\');
  const anyChar = fc.oneof(gsmChar, fc.constantFrom('😀', 'é', '“', '你', 'ß', 'Ω'));

  it('property: appending a character never lowers units or parts', () => {
    fc.assert(
      fc.property(
        fc.array(anyChar, { maxLength: 400 }).map((a) => a.join('')),
        anyChar,
        (text, ch) => {
          const a = smsLength(text);
          const b = smsLength(text + ch);
          if (a.encoding === b.encoding) {
            expect(b.units).toBeGreaterThan(a.units);
            expect(b.segments).toBeGreaterThanOrEqual(a.segments);
          } else expect(b.encoding).toBe('UCS-2');
        },
      ),
    );
  });

  it('property: parts hold every unit and none is wasted', () => {
    fc.assert(
      fc.property(
        fc.array(anyChar, { maxLength: 2000 }).map((a) => a.join('')),
        (text) => {
          const n = smsLength(text);
          if (n.units === 0) {
            expect(n.segments).toBe(0);
            return;
          }
          const single = n.encoding === 'GSM-7' ? 160 : 70;
          const multi = n.encoding === 'GSM-7' ? 153 : 67;
          if (n.segments === 1) expect(n.units).toBeLessThanOrEqual(single);
          else {
            expect(n.units).toBeLessThanOrEqual(n.segments * multi);
            expect(n.units).toBeGreaterThan((n.segments - 1) * multi);
          }
          expect(n.exceeded).toBe(n.segments > SMS_MAX_SEGMENTS);
        },
      ),
    );
  });

  it('property: a GSM-only text stays GSM-7 and one non-GSM character makes it UCS-2', () => {
    fc.assert(
      fc.property(
        fc.array(gsmChar, { maxLength: 300 }).map((a) => a.join('')),
        fc.constantFrom('😀', '你', '“'),
        (text, odd) => {
          expect(smsEncoding(text)).toBe('GSM-7');
          expect(smsEncoding(text + odd)).toBe('UCS-2');
          expect(smsLength(text + odd).limit).toBeLessThan(smsLength(text).limit);
        },
      ),
    );
  });
});
