import { describe, expect, it } from 'vitest';
import { monthlyCents, type SubscriptionLine } from './mrr';
import { matchCustomer, matchKeys } from './match';

const line = (unitAmount: number | null, interval: SubscriptionLine['interval'], quantity = 1, intervalCount = 1): SubscriptionLine => ({
  unitAmount,
  interval,
  intervalCount,
  quantity,
});

describe('MRR of a subscription', () => {
  it.each([
    ['monthly: amount x quantity', 'active', [line(4900, 'month', 3)], 14700],
    ['yearly: a twelfth', 'active', [line(120000, 'year')], 10000],
    ['yearly, rounded once at the end', 'active', [line(99900, 'year')], 8325],
    ['weekly: x 52 / 12', 'active', [line(1000, 'week')], 4333],
    ['daily: x 365 / 12', 'active', [line(100, 'day', 2)], 6083],
    ['every 3 months: a third', 'active', [line(30000, 'month', 1, 3)], 10000],
    ['every 2 years: a twenty-fourth', 'active', [line(24000, 'year', 1, 2)], 1000],
    ['several lines add up', 'active', [line(5000, 'month', 2), line(60000, 'year')], 15000],
    ['past due still counts', 'past_due', [line(5000, 'month')], 5000],
    ['a trial is not revenue yet', 'trialing', [line(5000, 'month')], 0],
    ['canceled is nothing', 'canceled', [line(5000, 'month')], 0],
    ['unpaid is nothing', 'unpaid', [line(5000, 'month')], 0],
    ['incomplete is nothing', 'incomplete', [line(5000, 'month')], 0],
    ['a tiered price (no unit amount) is skipped', 'active', [line(null, 'month', 5), line(700, 'month')], 700],
    ['no lines', 'active', [], 0],
    ['quantity zero', 'active', [line(5000, 'month', 0)], 0],
  ] as const)('%s', (_name, status, lines, cents) => {
    expect(monthlyCents(status, lines)).toBe(cents);
  });

  it('is always an integer number of cents', () => {
    for (const amount of [1, 7, 333, 99999])
      for (const interval of ['day', 'week', 'month', 'year'] as const)
        expect(Number.isInteger(monthlyCents('active', [line(amount, interval, 3)]))).toBe(true);
  });
});

describe('matching a Stripe customer to a CRM account', () => {
  const candidates = {
    accountsByDomain: new Map([
      ['acme.com', 'acc-acme'],
      ['gmail.com', 'acc-gmail'],
    ]),
    accountOfContactEmail: new Map([['pat@gmail.com', 'acc-pat']]),
  };

  it.each([
    ['billing@acme.com', 'acc-acme'],
    ['Billing@EU.Acme.com', 'acc-acme'],
    ['pat@gmail.com', 'acc-pat'],
    ['someone@gmail.com', null],
    ['x@unknown.io', null],
    [null, null],
    ['not an address', null],
  ])('%s -> %s', (email, account) => {
    expect(matchCustomer(email, candidates)).toBe(account);
  });

  it('a contact e-mail wins over the domain', () => {
    expect(matchCustomer('cfo@acme.com', { ...candidates, accountOfContactEmail: new Map([['cfo@acme.com', 'acc-other']]) })).toBe(
      'acc-other',
    );
  });

  it('asks for addresses and company domains only, each once', () => {
    expect(matchKeys(['A@acme.com', 'b@acme.com', 'c@gmail.com', null])).toEqual({
      emails: ['a@acme.com', 'b@acme.com', 'c@gmail.com'],
      domains: ['acme.com'],
    });
  });
});
