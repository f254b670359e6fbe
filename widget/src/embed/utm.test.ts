import { describe, expect, it } from 'vitest';
import { currentUtm, rememberUtm, utmFromUrl } from './utm';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};
const none = { source: null, medium: null, campaign: null, term: null, content: null };

describe('UTM attribution', () => {
  it.each([
    [
      'https://acme.test/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=routing&utm_content=ad1',
      { source: 'google', medium: 'cpc', campaign: 'spring', term: 'routing', content: 'ad1' },
    ],
    ['https://acme.test/demo?utm_source=linkedin&ref=x', { ...none, source: 'linkedin' }],
    ['https://acme.test/demo?utm_source=%20', null],
    ['https://acme.test/demo', null],
    ['not a url', null],
  ])('%s', (href, expected) => {
    expect(utmFromUrl(href)).toEqual(expected);
  });

  it('clips values to 300 characters', () => {
    expect(utmFromUrl(`https://acme.test/?utm_campaign=${'x'.repeat(400)}`)!.campaign).toHaveLength(300);
  });

  it('falls back to the landing page’s parameters remembered for the tab', () => {
    const store = memory();
    rememberUtm('https://acme.test/?utm_source=google&utm_campaign=spring', store);
    rememberUtm('https://acme.test/pricing', store);
    expect(currentUtm('https://acme.test/demo', store)).toEqual({ ...none, source: 'google', campaign: 'spring' });
  });

  it('prefers the page’s own parameters as a set, never mixing two campaigns', () => {
    const store = memory();
    rememberUtm('https://acme.test/?utm_source=google&utm_campaign=spring', store);
    expect(currentUtm('https://acme.test/demo?utm_source=newsletter', store)).toEqual({ ...none, source: 'newsletter' });
  });

  it('works without storage, or with storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberUtm('https://acme.test/?utm_source=x', broken)).not.toThrow();
    expect(currentUtm('https://acme.test/', broken)).toEqual(none);
    expect(currentUtm('https://acme.test/', null)).toEqual(none);
  });
});
