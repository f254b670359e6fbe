import { describe, expect, it } from 'vitest';
import { classifyExternalLink } from './external-link';
import { sniffVideo } from './sniff-video';

describe('classifyExternalLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184', 'loom', 'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184'],
    ['https://loom.com/embed/0281766FA2D04BB788EAF19E65135184', 'loom', 'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184'],
  ])('%s is %s', (link, provider, embedUrl) => {
    expect(classifyExternalLink(link)).toEqual({ provider, embedUrl });
  });

  it.each([
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://evil-youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=<script>',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://www.loom.com/pricing',
    'https://wistia.com/medias/abc123',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('refuses %s', (link) => {
    expect(classifyExternalLink(link)).toBeNull();
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffVideo', () => {
  it.each([
    [bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    [bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]), 'video/mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]), 'video/quicktime'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B\u0082\u0084webm'), 'video/webm'],
  ])('tells %#', (b, type) => {
    expect(sniffVideo(b)).toBe(type);
  });

  it.each([
    bytes([0x89], 'PNG\r\n\u001a\n'),
    bytes([0, 0, 0, 0x20], 'ftypheic'),
    bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'),
    bytes('<html>'),
    new Uint8Array(0),
  ])('refuses %#', (b) => {
    expect(sniffVideo(b)).toBeNull();
  });
});
