import { MRR_STATUSES } from '../../contracts/billing';

/** One line of a subscription as MRR reads it: the price's amount and billing period, and the quantity. */
export type SubscriptionLine = {
  /** The price's unit amount in the currency's smallest unit (cents); null for tiered prices. */
  unitAmount: number | null;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  quantity: number;
};

// Monthly share of one period's amount: a year is 12 months, a week 52/12 of a month's weeks, a day 365/12.
const MONTHS_PER_PERIOD = { month: 1, year: 12, week: 12 / 52, day: 12 / 365 } as const;

/**
 * Monthly recurring revenue of a subscription in cents: the sum of amount x quantity over its lines,
 * each scaled to a month (yearly / 12, weekly x 52 / 12, daily x 365 / 12, every n periods / n), rounded
 * once at the end. Discounts, coupons, taxes and metered usage are not counted; a status that is not
 * paying (trialing, canceled, unpaid, incomplete) contributes nothing.
 */
export function monthlyCents(status: string, lines: readonly SubscriptionLine[]): number {
  if (!(MRR_STATUSES as readonly string[]).includes(status)) return 0;
  let total = 0;
  for (const l of lines) {
    if (l.unitAmount === null || !(l.interval in MONTHS_PER_PERIOD)) continue;
    const periods = MONTHS_PER_PERIOD[l.interval] * Math.max(1, l.intervalCount);
    total += (l.unitAmount * Math.max(0, l.quantity)) / periods;
  }
  return Math.round(total);
}
