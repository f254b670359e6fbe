import { describe, expect, it } from 'vitest';
import { muxPlaybackIdOf } from './mux-url';

describe('muxPlaybackIdOf', () => {
  it('reads the playback id of a stream, player or thumbnail URL', () => {
    expect(muxPlaybackIdOf('https://stream.mux.com/EcHgOK9coz5K4rjSwOkoE7Y7O01201YMIC200RI6lNxnhs.m3u8')).toBe(
      'EcHgOK9coz5K4rjSwOkoE7Y7O01201YMIC200RI6lNxnhs',
    );
    expect(muxPlaybackIdOf(' https://player.mux.com/abc123 ')).toBe('abc123');
    expect(muxPlaybackIdOf('https://player.mux.com/abc123/?autoplay=1')).toBe('abc123');
    expect(muxPlaybackIdOf('https://image.mux.com/abc123/thumbnail.jpg?width=80&time=2')).toBe('abc123');
    expect(muxPlaybackIdOf('https://image.mux.com/abc123/thumbnail.png')).toBe('abc123');
    expect(muxPlaybackIdOf('https://image.mux.com/abc123/thumbnail.webp')).toBe('abc123');
  });

  it('refuses anything else', () => {
    for (const url of [
      'http://stream.mux.com/abc123.m3u8',
      'https://stream.mux.com.evil.test/abc123.m3u8',
      'https://evil.test/stream.mux.com/abc123.m3u8',
      'https://stream.mux.com/abc123.mp4',
      'https://stream.mux.com/abc-123.m3u8',
      'https://image.mux.com/abc123/animated.gif',
      'https://image.mux.com/abc123/thumbnail.gif',
      'https://player.mux.com/abc123/extra',
      'https://user@player.mux.com/abc123',
      'https://player.mux.com:8443/abc123',
      'https://vimeo.com/76979871',
      'not a url',
      '',
    ])
      expect(muxPlaybackIdOf(url), url).toBeNull();
  });
});
