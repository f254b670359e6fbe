// Billing: what a customer pays. The product has no billing of its own to stand in for a vendor here
// (an unconnected organization simply has no plan or MRR on its accounts); Stripe is the vendor client.

/** A customer as the sync and the webhooks store it. */
export type BillingCustomer = { customerId: string; email: string | null; name: string; deleted: boolean };

/** A subscription reduced to what an account shows: status, plan name, MRR in cents and its currency. */
export type BillingSubscription = {
  subscriptionId: string;
  customerId: string;
  status: string;
  plan: string;
  mrrCents: number;
  currency: string;
};

/** One page of a cursor-paginated list: `next` is the cursor of the following page, null after the last. */
export type Page<T> = { items: T[]; next: string | null };

export interface BillingClient {
  /** Checks the key with a real read; answers whether it is live or test mode. */
  verify(apiKey: string): Promise<{ livemode: boolean }>;
  customers(apiKey: string, after: string | null): Promise<Page<BillingCustomer>>;
  /** Product names, for plans whose price has no nickname. */
  products(apiKey: string, after: string | null): Promise<Page<{ id: string; name: string }>>;
  subscriptions(apiKey: string, after: string | null, products: Readonly<Record<string, string>>): Promise<Page<BillingSubscription>>;
}

/** A failed call with Stripe's error type; `retryable` says whether trying again later can help. */
export class BillingError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
