import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../contracts/branding';
import { linkAppearance, pageMeta } from './page-brand';

const theme = { ...DEFAULT_THEME, primaryColor: '#0f766e' };

describe('linkAppearance', () => {
  it.each([
    ['a link on the default colours takes the organization colour', '#4f46e5', '#4F46E5', '#0f766e', '#0f766e'],
    ['a link with its own link colour keeps both', '#be123c', '#4f46e5', '#be123c', '#4f46e5'],
    ['a link with its own button colour keeps both', '#4f46e5', '#111111', '#4f46e5', '#111111'],
  ])('%s', (_, linkColor, buttonColor, link, button) => {
    expect(linkAppearance({ linkColor, buttonColor, language: 'en' }, theme)).toEqual({
      linkColor: link,
      buttonColor: button,
      language: 'en',
    });
  });
});

describe('pageMeta', () => {
  const none = { title: null, description: null, image: null };
  const org = { title: 'Acme bookings', description: 'Book Acme', image: 'https://x.test/og.png', favicon: 'https://x.test/f.png' };
  const fallback = { title: 'Intro with Ursula', description: 'A call' };
  it.each([
    [
      'the link first',
      { title: 'Mine', description: 'My text', image: 'https://x.test/mine.png' },
      org,
      ['Mine', 'My text', 'https://x.test/mine.png'],
    ],
    ['then the organization', none, org, ['Acme bookings', 'Book Acme', 'https://x.test/og.png']],
    ['then the page fallback', none, { ...none, favicon: null }, ['Intro with Ursula', 'A call', null]],
  ] as const)('%s', (_, own, o, [title, description, image]) => {
    expect(pageMeta(own, o, fallback)).toEqual({ title, description, image, favicon: o.favicon });
  });
});
