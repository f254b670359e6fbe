/**
 * A strict local stand-in for Stripe's REST API on api.stripe.com (https://docs.stripe.com/api): GET
 * /v1/customers, /v1/products and /v1/subscriptions, newest first, with cursor pagination (limit 1-100,
 * starting_after naming an object of the list, has_more). Every call needs `Authorization: Bearer <key>`
 * of a known account (401 otherwise) and a Stripe-Version header (400 without); an unknown parameter, a
 * bad limit or a missing cursor object is a 400; errors are {error: {type, message}}. A test can queue
 * canned failures (a 429 with Retry-After). /v1/subscriptions without status=all leaves canceled ones out,
 * as Stripe does. Webhook payloads are signed by signStripeEvent exactly as Stripe signs them.
 *
 * FAKE_STRIPE_KEY exists from the start. Test-only control routes (never Stripe paths):
 *   POST /__fake/accounts                  (no auth) a new account: {apiKey}
 *   POST /__fake/objects                   (Bearer) {customers?, products?, subscriptions?}: added or replaced by id
 *   POST /__fake/fail-next                 (Bearer) {status, retryAfter?, count?}
 *   GET  /__fake/requests                  (Bearer) the account's API calls: [{path, query, stripeVersion}]
 */

import { type Answer, bearerOf, queueFailNext, respond } from './kit';

export const STRIPE_HOST = 'api.stripe.com';
export const FAKE_STRIPE_KEY = 'rk_test_RoutewiseDevKey0123456789';

type Obj = { id: string; created: number; [k: string]: unknown };
type Account = {
  key: string;
  lists: Record<'customers' | 'products' | 'subscriptions', Obj[]>;
  failNext: Answer[];
  requests: { path: string; query: string; stripeVersion: string | null }[];
};

const LIST_PARAMS: Record<string, string[]> = {
  customers: ['limit', 'starting_after', 'ending_before', 'email', 'expand[]'],
  products: ['limit', 'starting_after', 'ending_before', 'active', 'expand[]'],
  subscriptions: ['limit', 'starting_after', 'ending_before', 'status', 'customer', 'price', 'expand[]'],
};
const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'trialing', 'paused'];

const error = (status: number, type: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { error: { type, message } },
  headers,
});

let clock = 1_700_000_000;

export function createFakeStripe() {
  const accounts = new Map<string, Account>();
  const add = (key: string) => {
    const a: Account = { key, lists: { customers: [], products: [], subscriptions: [] }, failNext: [], requests: [] };
    accounts.set(key, a);
    return a;
  };
  add(FAKE_STRIPE_KEY);

  function list(account: Account, name: keyof Account['lists'], url: URL): Answer {
    for (const k of url.searchParams.keys())
      if (!LIST_PARAMS[name].includes(k)) return error(400, 'invalid_request_error', `Received unknown parameter: ${k}`);
    const rawLimit = url.searchParams.get('limit') ?? '10';
    const limit = Number(rawLimit);
    if (!/^\d+$/.test(rawLimit) || limit < 1 || limit > 100)
      return error(400, 'invalid_request_error', 'Invalid integer: limit must be between 1 and 100');
    let items = [...account.lists[name]].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    if (name === 'subscriptions') {
      const status = url.searchParams.get('status');
      if (status && status !== 'all' && !SUBSCRIPTION_STATUSES.includes(status))
        return error(400, 'invalid_request_error', `Invalid status: ${status}`);
      items = status === 'all' ? items : status ? items.filter((s) => s.status === status) : items.filter((s) => s.status !== 'canceled');
      const customer = url.searchParams.get('customer');
      if (customer) items = items.filter((s) => s.customer === customer);
    }
    const after = url.searchParams.get('starting_after');
    if (after) {
      const at = items.findIndex((o) => o.id === after);
      if (at < 0) return error(400, 'invalid_request_error', `No such object: '${after}'`);
      items = items.slice(at + 1);
    }
    const page = items.slice(0, limit);
    return { status: 200, body: { object: 'list', url: `/v1/${name}`, has_more: items.length > limit, data: page } };
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const path = url.pathname;
    if (path === '/__fake/accounts' && req.method === 'POST')
      return { status: 201, body: { apiKey: add(`rk_test_${crypto.randomUUID().replace(/-/g, '')}`).key } };
    const key = bearerOf(req);
    const account = accounts.get(key);
    if (!account) {
      const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
      return error(401, 'invalid_request_error', key ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.');
    }
    if (path === '/__fake/objects' && req.method === 'POST') {
      const body = (await req.json()) as Partial<Record<keyof Account['lists'], Obj[]>>;
      for (const name of ['customers', 'products', 'subscriptions'] as const)
        for (const o of body[name] ?? []) {
          const obj = { ...o, created: o.created ?? clock++ };
          account.lists[name] = [...account.lists[name].filter((x) => x.id !== o.id), obj];
        }
      return { status: 204 };
    }
    if (path === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, account.failNext, ({ status, retryAfter }) =>
        status === 429
          ? error(429, 'invalid_request_error', 'Too many requests hit the API too quickly.', { 'retry-after': String(retryAfter) })
          : error(status, 'api_error', 'Canned failure from the fake.'),
      );
    }
    if (path === '/__fake/requests') return { status: 200, body: { requests: account.requests } };
    const name = /^\/v1\/(customers|products|subscriptions)$/.exec(path)?.[1] as keyof Account['lists'] | undefined;
    if (!name) return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
    if (req.method !== 'GET') return error(405, 'invalid_request_error', `Only GET is served by this fake at ${path}.`);
    const stripeVersion = req.headers.get('stripe-version');
    account.requests.push({ path, query: url.search, stripeVersion });
    if (!stripeVersion || !/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(stripeVersion))
      return error(400, 'invalid_request_error', `Invalid Stripe API version: ${stripeVersion ?? ''}`);
    const canned = account.failNext.shift();
    if (canned) return canned;
    return list(account, name, url);
  }

  return { handle: async (req: Request) => respond(await route(req)) };
}

/** A subscription object as Stripe sends it, from the few facts a test cares about. */
export function stripeSubscription(s: {
  id: string;
  customer: string;
  status: string;
  items: {
    amount: number | null;
    interval: 'day' | 'week' | 'month' | 'year';
    quantity?: number;
    nickname?: string | null;
    product?: string;
  }[];
  created?: number;
}) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    currency: 'usd',
    ...(s.created ? { created: s.created } : {}),
    items: {
      object: 'list',
      data: s.items.map((i, n) => ({
        id: `si_${s.id}_${n}`,
        object: 'subscription_item',
        quantity: i.quantity ?? 1,
        price: {
          id: `price_${s.id}_${n}`,
          object: 'price',
          currency: 'usd',
          unit_amount: i.amount,
          nickname: i.nickname ?? null,
          product: i.product ?? `prod_${s.id}`,
          recurring: { interval: i.interval, interval_count: 1 },
        },
      })),
    },
  };
}

/** An event as Stripe delivers it to an endpoint, with the Stripe-Signature header it would carry. */
export async function signStripeEvent(
  secret: string,
  event: { id: string; type: string; created: number; object: Record<string, unknown> },
  signedAt = Math.floor(Date.now() / 1000),
) {
  const body = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2024-06-20',
    created: event.created,
    type: event.type,
    livemode: false,
    data: { object: event.object },
  });
  return { body, signature: await stripeSignature(secret, body, signedAt) };
}

/** Stripe-Signature for a body: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed with the whole whsec_ secret>. */
export async function stripeSignature(secret: string, body: string, t: number): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(`${t}.${body}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `t=${t},v1=${hex}`;
}
