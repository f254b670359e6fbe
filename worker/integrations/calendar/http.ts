import { vendorUrl } from '../vendor-url';
import { CalendarApiError, CalendarAuthError, RetryAfterError, retryAfterSeconds } from './adapter';

/** Hands out a valid access token; `force` refreshes even before expiry (after a 401). */
export type TokenSource = { token(force?: boolean): Promise<string> };

/**
 * What a vendor's calendar client holds: where the vendor's API is (its host and version root, reached
 * through the configured base), the token source its calls use, and how long a call may take.
 */
export abstract class CalendarApiClient {
  protected abstract readonly host: string;
  protected abstract readonly root: string;
  constructor(
    protected readonly env: { VENDOR_BASE_URL?: string },
    protected readonly auth: TokenSource,
    protected readonly timeoutMs?: number,
  ) {}

  /** The URL of an API path with its query; parameters left undefined are not sent. */
  protected url(path: string, query: Record<string, string | undefined> = {}) {
    const u = new URL(vendorUrl(this.env, this.host, `${this.root}${path}`));
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
    return u.toString();
  }
}

export type CallOptions = { method?: string; body?: unknown; headers?: Record<string, string>; okStatuses?: number[]; timeoutMs?: number };

/**
 * One provider API call with the bearer token: a 401 refreshes the token once and retries, a 429 or 503
 * becomes RetryAfterError with the provider's Retry-After, anything else not ok a CalendarApiError carrying
 * the provider's own message. Statuses listed in okStatuses (404, 410) come back to the caller.
 */
export async function apiCall(auth: TokenSource, url: string, opts: CallOptions = {}): Promise<Response> {
  const send = async (token: string) =>
    fetch(url, {
      method: opts.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined,
    });
  let res = await send(await auth.token());
  if (res.status === 401) {
    await res.body?.cancel();
    res = await send(await auth.token(true));
    if (res.status === 401) throw new CalendarAuthError('The provider refused a freshly refreshed token');
  }
  if (res.ok || opts.okStatuses?.includes(res.status)) return res;
  if (res.status === 429 || res.status === 503) {
    await res.body?.cancel();
    throw new RetryAfterError(retryAfterSeconds(res.headers.get('retry-after')), `${res.status} from ${new URL(url).host}`);
  }
  const text = await res.text();
  let message = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { error?: { message?: string; code?: string } | string; error_description?: string };
    message =
      typeof body.error === 'object'
        ? (body.error.message ?? body.error.code ?? message)
        : (body.error_description ?? body.error ?? message);
  } catch {
    // Not JSON: keep the text.
  }
  throw new CalendarApiError(res.status, `${res.status}: ${message}`);
}

export async function apiJson<T>(auth: TokenSource, url: string, opts: CallOptions = {}): Promise<T> {
  const res = await apiCall(auth, url, opts);
  return (await res.json()) as T;
}
