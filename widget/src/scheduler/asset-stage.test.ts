// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicAssetPageDto } from '@contracts/assets';
import { mountAssetStage } from './asset-stage';

const page = (asset: PublicAssetPageDto['asset'], position: PublicAssetPageDto['position'] = 'left_30'): PublicAssetPageDto => ({
  position,
  showProfileInfo: true,
  showLogo: true,
  asset,
});

function mount(p: PublicAssetPageDto) {
  const app = document.createElement('div');
  const card = document.createElement('div');
  app.appendChild(card);
  mountAssetStage(app, card, p);
  return { app, card };
}

describe('mountAssetStage', () => {
  it('leaves the card alone without an asset', () => {
    const { app, card } = mount(page(null));
    expect(app.firstElementChild).toBe(card);
  });

  it.each([
    [{ category: 'image', url: '/api/assets?assetId=a/1', provider: null }, 'IMG', 'src', '/api/assets?assetId=a/1'],
    [{ category: 'video', url: '/api/assets?assetId=a/2', provider: null }, 'VIDEO', 'src', '/api/assets?assetId=a/2'],
    [
      { category: 'external', url: 'https://player.vimeo.com/video/76979871', provider: 'vimeo' },
      'IFRAME',
      'src',
      'https://player.vimeo.com/video/76979871',
    ],
  ] as const)('puts a %j asset beside the card in the template position', (asset, tag, attr, value) => {
    const { app, card } = mount(page({ ...asset, name: 'Tour', poster: null }, 'right_30'));
    const stage = app.firstElementChild as HTMLElement;
    expect(stage.className).toBe('rw-stage');
    expect(stage.dataset.position).toBe('right_30');
    const media = stage.querySelector('.rw-asset')!.firstElementChild as HTMLElement;
    expect(media.tagName).toBe(tag);
    expect(media.getAttribute(attr)).toBe(value);
    expect(stage.lastElementChild).toBe(card);
  });

  it('plays a background video muted on a loop, and a side video with controls', () => {
    const bg = mount(page({ category: 'video', name: 'V', url: '/v', provider: null, poster: null }, 'center')).app.querySelector('video')!;
    expect([bg.hasAttribute('autoplay'), bg.hasAttribute('loop'), bg.hasAttribute('controls'), bg.hasAttribute('muted')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const side = mount(page({ category: 'video', name: 'V', url: '/v', provider: null, poster: null }, 'left')).app.querySelector('video')!;
    expect([side.hasAttribute('autoplay'), side.hasAttribute('controls')]).toEqual([false, true]);
  });

  it("plays a Mux video's HLS stream natively, its thumbnail as the poster (shown where the stream cannot play)", () => {
    const stream = 'https://stream.mux.com/pb123.m3u8';
    const poster = 'https://image.mux.com/pb123/thumbnail.jpg';
    const video = mount(page({ category: 'video', name: 'Demo', url: stream, provider: null, poster }, 'left')).app.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(stream);
    expect(video.getAttribute('poster')).toBe(poster);
    expect(video.hasAttribute('controls')).toBe(true);
    const file = mount(page({ category: 'video', name: 'V', url: '/v', provider: null, poster: null }, 'left')).app.querySelector('video')!;
    expect(file.hasAttribute('poster')).toBe(false);
  });
});
