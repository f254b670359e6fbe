import { monthlyCents, type SubscriptionLine } from '../../core/billing/mrr';
import type { BillingCustomer, BillingSubscription } from './adapter';

// Stripe's documented objects as they arrive (https://docs.stripe.com/api/customers/object,
// https://docs.stripe.com/api/subscriptions/object), reduced to what the product keeps.

type WirePrice = {
  unit_amount?: number | null;
  nickname?: string | null;
  currency?: string;
  product?: string | { id: string; name?: string } | null;
  recurring?: { interval?: string; interval_count?: number } | null;
};
export type WireSubscription = {
  id: string;
  object?: string;
  customer: string | { id: string };
  status: string;
  currency?: string;
  items?: { data?: { price?: WirePrice | null; quantity?: number | null }[] };
};
export type WireProduct = { id: string; name?: string };
export type WireCustomer = { id: string; object?: string; email?: string | null; name?: string | null; deleted?: boolean };

const INTERVALS = new Set(['day', 'week', 'month', 'year']);

function lineOf(item: { price?: WirePrice | null; quantity?: number | null }): SubscriptionLine | null {
  const p = item.price;
  const interval = p?.recurring?.interval;
  if (!p || !interval || !INTERVALS.has(interval)) return null;
  return {
    unitAmount: typeof p.unit_amount === 'number' ? p.unit_amount : null,
    interval: interval as SubscriptionLine['interval'],
    intervalCount: p.recurring?.interval_count ?? 1,
    quantity: item.quantity ?? 1,
  };
}

/** Product names by product id, as the sync read them (GET /v1/products). */
export type ProductNames = Readonly<Record<string, string>>;

/** The plan's name: the price's nickname, else its product's name, else the product id. */
function planOf(price: WirePrice | null | undefined, products: ProductNames): string {
  if (!price) return '';
  if (price.nickname) return price.nickname;
  const product = price.product;
  if (product && typeof product === 'object') return product.name || product.id;
  if (!product) return '';
  return Object.hasOwn(products, product) ? products[product] : product;
}

export function toSubscription(s: WireSubscription, products: ProductNames = {}): BillingSubscription {
  const items = s.items?.data ?? [];
  const lines = items.map(lineOf);
  // The plan is the line that weighs most in a month (the main product, not an add-on seat).
  let main = items[0];
  let best = -1;
  items.forEach((item, i) => {
    const l = lines[i];
    const cents = l ? monthlyCents('active', [l]) : 0;
    if (cents > best) [main, best] = [item, cents];
  });
  return {
    subscriptionId: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : s.customer.id,
    status: s.status,
    plan: planOf(main?.price, products).slice(0, 200),
    mrrCents: monthlyCents(
      s.status,
      lines.filter((l): l is SubscriptionLine => l !== null),
    ),
    currency: (s.currency ?? main?.price?.currency ?? '').toLowerCase(),
  };
}

export const toCustomer = (c: WireCustomer): BillingCustomer => ({
  customerId: c.id,
  email: c.email ?? null,
  name: (c.name ?? '').slice(0, 200),
  deleted: c.deleted === true,
});
