import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../contracts/routers';
import { appendQueryParams, resolveRedirect, type RedirectInput } from './redirects';

const fallbacks = {
  bookedUrl: 'https://acme.test/thanks',
  notBookedUrl: 'https://acme.test/later',
  disqualifiedUrl: 'https://acme.test/sorry',
};
const rule = (id: string, type: RedirectRule['type'], country: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({
  id,
  name: `Rule ${id}`,
  type,
  conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: country }],
  url: `https://acme.test/${id}`,
  queryParams: [],
  ...extra,
});
const rules = [
  rule('r-de', 'booked', 'Germany'),
  rule('r-in', 'booked', 'India'),
  rule('nb-in', 'not_booked', 'India'),
  rule('dq-in', 'disqualified', 'India'),
];

function input(over: Partial<RedirectInput> = {}): RedirectInput {
  return { redirectRules: rules, fallbacks, queryParams: [], context: { answers: { country: 'India' } }, ...over };
}

describe('resolveRedirect precedence', () => {
  type Row = [string, Parameters<typeof resolveRedirect>[0], RedirectInput, { url: string; source: string; ruleId?: string | null }];
  const rows: Row[] = [
    [
      'booked: the matching rule override wins',
      'booked',
      input({ matchingRule: { redirectOverrideUrl: 'https://acme.test/vip' }, pod: { postBookingRedirectUrl: 'https://acme.test/pod' } }),
      { url: 'https://acme.test/vip', source: 'matching_rule' },
    ],
    [
      'booked: then the pod post-booking redirect',
      'booked',
      input({ matchingRule: { redirectOverrideUrl: null }, pod: { postBookingRedirectUrl: 'https://acme.test/pod' } }),
      { url: 'https://acme.test/pod', source: 'pod' },
    ],
    [
      'booked: then the first passing booked rule',
      'booked',
      input(),
      { url: 'https://acme.test/r-in', source: 'redirect_rule', ruleId: 'r-in' },
    ],
    [
      'booked: then the router URL',
      'booked',
      input({ context: { answers: { country: 'France' } } }),
      { url: fallbacks.bookedUrl, source: 'fallback', ruleId: null },
    ],
    [
      'not booked: pods do not apply',
      'not_booked',
      input({ pod: { postBookingRedirectUrl: 'https://acme.test/pod' } }),
      { url: 'https://acme.test/nb-in', source: 'redirect_rule' },
    ],
    [
      'not booked: a redistribution pod redirect wins',
      'not_booked',
      input({ redistributionPod: { redistributionRedirectUrl: 'https://acme.test/call-you' } }),
      { url: 'https://acme.test/call-you', source: 'pod', ruleId: null },
    ],
    [
      'not booked: a redistribution pod without one leaves the rules',
      'not_booked',
      input({ redistributionPod: { redistributionRedirectUrl: null } }),
      { url: 'https://acme.test/nb-in', source: 'redirect_rule' },
    ],
    [
      'booked: a redistribution pod does not apply',
      'booked',
      input({ redistributionPod: { redistributionRedirectUrl: 'https://acme.test/call-you' } }),
      { url: 'https://acme.test/r-in', source: 'redirect_rule' },
    ],
    ['not booked: the router URL', 'not_booked', input({ redirectRules: [] }), { url: fallbacks.notBookedUrl, source: 'fallback' }],
    ['disqualified: a disqualified rule', 'disqualified', input(), { url: 'https://acme.test/dq-in', source: 'redirect_rule' }],
    [
      'disqualified: never a booked rule',
      'disqualified',
      input({ redirectRules: [rules[1]] }),
      { url: fallbacks.disqualifiedUrl, source: 'fallback' },
    ],
    [
      'rules without conditions never match',
      'booked',
      input({ redirectRules: [{ ...rules[1], conditions: [] }] }),
      { url: fallbacks.bookedUrl, source: 'fallback' },
    ],
  ];
  it.each(rows)('%s', (_name, outcome, given, expected) => {
    expect(resolveRedirect(outcome, given)).toMatchObject(expected);
  });

  it('names the winning redirect rule', () => {
    expect(resolveRedirect('booked', input())).toEqual({
      url: 'https://acme.test/r-in',
      source: 'redirect_rule',
      ruleId: 'r-in',
      ruleName: 'Rule r-in',
    });
  });
});

describe('query parameters', () => {
  const answers = { email: 'pat+1@acme.com', company: 'Acme & Sons', interests: ['a b', 'c'], blank: '  ' };

  it('appends answers encoded, keeping the existing query string and fragment', () => {
    const url = appendQueryParams(
      'https://acme.test/thanks?ref=ad#top',
      [
        { key: 'email', formField: 'email' },
        { key: 'co', formField: 'company' },
      ],
      answers,
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('ref')).toBe('ad');
    expect(parsed.searchParams.get('email')).toBe('pat+1@acme.com');
    expect(parsed.searchParams.get('co')).toBe('Acme & Sons');
    expect(url).toContain('co=Acme+%26+Sons');
    expect(url).toContain('email=pat%2B1%40acme.com');
    expect(parsed.hash).toBe('#top');
  });

  it('joins multi-select answers and leaves out blank or missing ones', () => {
    const url = appendQueryParams(
      'https://acme.test/x',
      [
        { key: 'i', formField: 'interests' },
        { key: 'b', formField: 'blank' },
        { key: 'm', formField: 'missing' },
      ],
      answers,
    );
    expect(new URL(url).searchParams.get('i')).toBe('a b,c');
    expect(url).not.toContain('b=');
    expect(url).not.toContain('m=');
  });

  it('leaves the URL untouched when nothing is appended', () => {
    expect(appendQueryParams('https://acme.test', [{ key: 'm', formField: 'missing' }], answers)).toBe('https://acme.test');
  });

  it('appends the router parameters and then the winning rule parameters', () => {
    const r = rule('r-q', 'booked', 'India', { url: 'https://acme.test/q?x=1', queryParams: [{ key: 'src', formField: 'company' }] });
    const resolved = resolveRedirect(
      'booked',
      input({
        redirectRules: [r],
        queryParams: [{ key: 'email', formField: 'email' }],
        context: { answers: { ...answers, country: 'India' } },
      }),
    );
    expect(resolved.url).toBe('https://acme.test/q?x=1&email=pat%2B1%40acme.com&src=Acme+%26+Sons');
  });

  it('fallback URLs carry the router parameters too', () => {
    expect(
      resolveRedirect(
        'disqualified',
        input({ redirectRules: [], queryParams: [{ key: 'email', formField: 'email' }], context: { answers } }),
      ).url,
    ).toBe('https://acme.test/sorry?email=pat%2B1%40acme.com');
  });
});

describe('appendQueryParams on a URL it cannot parse', () => {
  it('leaves the URL as it is rather than failing the redirect', () => {
    expect(appendQueryParams('/relative/thanks', [{ key: 'c', formField: 'country' }], { country: 'India' })).toBe('/relative/thanks');
    expect(
      appendQueryParams(
        'https://acme.test/x',
        [
          { key: 'c', formField: 'country' },
          { key: 'r', formField: 'roles' },
        ],
        { country: 'India', roles: ['a', 'b'] },
      ),
    ).toBe('https://acme.test/x?c=India&r=a%2Cb');
  });
});
