import { EnrichmentAuthError, EnrichmentError, EnrichmentRateLimitedError } from './adapter';

/** How a client reaches its provider: the fetch to use and the base URL of each host (vendorUrl). */
export type EnrichmentTransport = {
  fetch: typeof fetch;
  url: (host: string, path: string) => string;
  /** Waits between retries; tests may shorten it. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export type Answer = { status: number; body: unknown };

const MAX_ATTEMPTS = 3;
/** A Retry-After longer than this is not waited for: the caller is told the provider is rate limited. */
const MAX_WAIT_MS = 5_000;

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function retryAfterMs(res: Response, attempt: number): number {
  const header = res.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = header ? Date.parse(header) : NaN;
  if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  return 250 * 2 ** attempt;
}

async function bodyOf(res: Response): Promise<unknown> {
  const raw = await res.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * One call with the retries every provider needs: 429 waits for Retry-After (or backs off) and tries
 * again, a 5xx or a dropped connection tries again after a short backoff, 401/403 become an auth
 * error. Other statuses come back to the client, which knows what its provider means by them.
 */
export async function send(
  t: EnrichmentTransport,
  provider: string,
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<Answer> {
  const sleep = t.sleep ?? abortableSleep;
  let last: Answer | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let res: Response;
    try {
      res = await t.fetch(url, { ...init, signal });
    } catch (e) {
      if (signal?.aborted) throw e;
      if (attempt === MAX_ATTEMPTS - 1) throw new EnrichmentError(provider, `${provider} could not be reached: ${String(e)}`);
      await sleep(250 * 2 ** attempt, signal);
      continue;
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new EnrichmentAuthError(provider);
    }
    if (res.status === 429) {
      const wait = retryAfterMs(res, attempt);
      await res.body?.cancel();
      if (wait > MAX_WAIT_MS || attempt === MAX_ATTEMPTS - 1) throw new EnrichmentRateLimitedError(provider, Math.ceil(wait / 1000));
      await sleep(wait, signal);
      continue;
    }
    if (res.status >= 500) {
      last = { status: res.status, body: await bodyOf(res) };
      if (attempt < MAX_ATTEMPTS - 1) await sleep(250 * 2 ** attempt, signal);
      continue;
    }
    return { status: res.status, body: await bodyOf(res) };
  }
  throw new EnrichmentError(provider, `${provider} answered ${last?.status ?? 'nothing'}`);
}

/** A JSON object from an answer body, or an empty one. */
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * What every key-signed provider client shares: its transport and key, one call to a host with send's
 * retries, and the reading of a status (a miss is null; anything else but 200 is that provider's error).
 */
export abstract class KeyedEnrichmentClient {
  abstract readonly provider: string;
  constructor(
    protected readonly t: EnrichmentTransport,
    protected readonly apiKey: string,
  ) {}

  protected call(host: string, path: string, init: RequestInit, signal?: AbortSignal): Promise<Answer> {
    return send(this.t, this.provider, this.t.url(host, path), init, signal);
  }

  /**
   * A lookup POSTed as JSON with the provider's own `headers` (its key), as Crustdata's and Ocean.io's
   * company lookups go: the answer, or null on a miss (see `missed`).
   */
  protected async postLookup(
    host: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    vendor: string,
    signal?: AbortSignal,
  ) {
    const init = { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const a = await this.call(host, path, init, signal);
    return this.missed(a, vendor) ? null : a;
  }

  /** True when the answer is a miss; throws unless it is a 200, named as the vendor calls itself. */
  protected missed(a: Answer, vendor: string, misses: number[] = [404]): boolean {
    if (misses.includes(a.status)) return true;
    if (a.status !== 200) throw new EnrichmentError(this.provider, `${vendor} answered ${a.status}`);
    return false;
  }
}
