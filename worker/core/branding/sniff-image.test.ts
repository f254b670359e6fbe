import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff-image';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(Array(16).fill(0)));

describe('sniffImage', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF89a', bytes('GIF89a'), 'image/gif'],
    ['GIF87a', bytes('GIF87a'), 'image/gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['ICO with one image', bytes([0, 0, 1, 0, 1, 0]), 'image/x-icon'],
    ['SVG (can carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), null],
    ['HTML', bytes('<!doctype html><html>'), null],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    ['ICO-like with zero images', bytes([0, 0, 1, 0, 0, 0]), null],
    ['empty', new Uint8Array(), null],
  ])('%s', (_, b, type) => expect(sniffImage(b)).toBe(type));
});
