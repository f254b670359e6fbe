import { vendorUrl } from '../vendor-url';
import { BillingError, type BillingClient, type Page } from './adapter';
import { toCustomer, toSubscription, type WireCustomer, type WireProduct, type WireSubscription } from './stripe-wire';

// Stripe's REST API (https://docs.stripe.com/api): Bearer auth with the restricted key, a pinned
// Stripe-Version, form-encoded parameters, cursor pagination (limit, starting_after, has_more) and
// errors as {error: {type, message}}. A 429 or a 5xx is retried after its Retry-After (at most a couple
// of short waits inline); a longer wait is the caller's (the queue's) to take.

export const STRIPE_HOST = 'api.stripe.com';
export const STRIPE_API_VERSION = '2024-06-20';
export const STRIPE_PAGE_SIZE = 100;
const MAX_INLINE_WAIT_S = 2;
const RETRIES = 2;

type Env = { VENDOR_BASE_URL?: string; APP_ENV?: string; REAL_VENDORS?: string };
type ListAnswer<T> = { object: 'list'; data: T[]; has_more: boolean };

/** Stripe's form encoding of a GET's parameters: arrays as key[]=a&key[]=b. */
export function formEncode(params: Record<string, string | number | string[] | null | undefined>): string {
  const out = new URLSearchParams();
  for (const [k, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(`${k}[]`, v);
    else out.append(k, String(value));
  }
  return out.toString();
}

const defaultSleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function stripeClient(env: Env, fetcher: typeof fetch = fetch, sleep = defaultSleep): BillingClient {
  async function get<T>(apiKey: string, path: string, params: Parameters<typeof formEncode>[0]): Promise<T> {
    const url = vendorUrl(env, STRIPE_HOST, `${path}?${formEncode(params)}`);
    for (let attempt = 0; ; attempt++) {
      const res = await fetcher(url, {
        headers: { authorization: `Bearer ${apiKey}`, 'stripe-version': STRIPE_API_VERSION, accept: 'application/json' },
      });
      if (res.ok) return (await res.json()) as T;
      const body = (await res.json().catch(() => null)) as { error?: { type?: string; message?: string } } | null;
      const type = body?.error?.type ?? 'api_error';
      const message = body?.error?.message ?? `Stripe answered ${res.status}`;
      const retryable = res.status === 429 || res.status >= 500 || res.headers.get('stripe-should-retry') === 'true';
      const retryAfter = Number(res.headers.get('retry-after') ?? '') || null;
      const wait = retryAfter ?? 2 ** attempt * 0.5;
      if (retryable && attempt < RETRIES && wait <= MAX_INLINE_WAIT_S) {
        await sleep(wait * 1000);
        continue;
      }
      throw new BillingError(message, res.status, type, retryable, retryable ? (retryAfter ?? 30) : null);
    }
  }

  async function page<W, T>(apiKey: string, path: string, after: string | null, map: (w: W) => T, extra = {}): Promise<Page<T>> {
    const list = await get<ListAnswer<W & { id: string }>>(apiKey, path, { limit: STRIPE_PAGE_SIZE, starting_after: after, ...extra });
    const last = list.data.at(-1);
    return { items: list.data.map(map), next: list.has_more && last ? last.id : null };
  }

  return {
    async verify(apiKey) {
      const list = await get<ListAnswer<{ livemode?: boolean }>>(apiKey, '/v1/customers', { limit: 1 });
      return { livemode: list.data[0]?.livemode ?? apiKey.startsWith('rk_live_') };
    },
    customers: (apiKey, after) => page<WireCustomer, ReturnType<typeof toCustomer>>(apiKey, '/v1/customers', after, toCustomer),
    products: (apiKey, after) =>
      page<WireProduct, { id: string; name: string }>(apiKey, '/v1/products', after, (p) => ({ id: p.id, name: p.name ?? '' })),
    subscriptions: (apiKey, after, products) =>
      page<WireSubscription, ReturnType<typeof toSubscription>>(apiKey, '/v1/subscriptions', after, (s) => toSubscription(s, products), {
        status: 'all',
      }),
  };
}
