import { plainVendorMessage } from '../../core/crm/mapped-fields';
import { CrmError, CrmRateLimitedError, CrmRecordNotFoundError, CrmTokenExpiredError } from './adapter';

/** A vendor answer other than success, 401, 404 or 429: 5xx may pass on retry, 4xx will not. */
export class CrmHttpError extends CrmError {
  constructor(
    crm: string,
    readonly status: number,
    message: string,
  ) {
    super(crm, message);
    this.name = 'CrmHttpError';
  }
}
import { retryAfterSeconds, type VendorCredentials, type VendorSession } from './vendor';
import type { StandInEnv } from '../stand-ins';
import { vendorUrl } from '../vendor-url';

export type VendorCall = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Absolute URL (from session.url or a vendor's next link). */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Vendor headers that say when a limit resets, read after Retry-After. */
  resetHeaders?: string[];
  /** Answers with these statuses are returned to the caller instead of raising (e.g. 404 on a lookup, 409 on create). */
  accept?: number[];
};

/** How a vendor puts its credential on a request (Bearer token by default; Freshsales: Token token=...). */
export type Authorize = (credentials: VendorCredentials) => Record<string, string>;

export const bearer: Authorize = (c) => ({ authorization: `Bearer ${c.kind === 'oauth' ? c.accessToken : c.apiKey}` });

async function errorText(res: Response) {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    const first = Array.isArray(body) ? body[0] : body;
    const msg =
      first?.message ?? first?.error_description ?? first?.error ?? (first?.errors as { message?: string }[] | undefined)?.[0]?.message;
    // Parsed whole before it is cut: a vendor's nested JSON becomes its messages, in plain words.
    if (typeof msg === 'string') return plainVendorMessage(msg).slice(0, 300);
    // JSON with no message where vendors usually put it: its messages wherever they are, never the JSON itself.
    return `${plainVendorMessage(text)} (HTTP ${res.status})`.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300) || `HTTP ${res.status}`;
}

/**
 * One vendor API call with the shared rules: the session's credential on it; a 401 refreshes the OAuth
 * token once and retries (a second 401, or an API key refused, is CrmTokenExpiredError); 429 is
 * CrmRateLimitedError with the vendor's wait; 404 CrmRecordNotFoundError; other failures CrmError with
 * the vendor's message (never the token). Returns the parsed JSON (null for 204).
 */
export async function vendorJson<T>(
  provider: string,
  session: VendorSession,
  call: VendorCall,
  authorize: Authorize = bearer,
): Promise<{ status: number; body: T }> {
  let credentials = session.credentials();
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = { accept: 'application/json', ...authorize(credentials), ...call.headers };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const res = await session.fetch(call.url, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    if (res.status === 401) {
      await res.body?.cancel();
      if (attempt === 0 && credentials.kind === 'oauth' && credentials.refreshToken) {
        credentials = await session.refresh();
        continue;
      }
      throw new CrmTokenExpiredError(provider);
    }
    if (call.accept?.includes(res.status)) {
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    }
    if (res.status === 429)
      throw new CrmRateLimitedError(provider, retryAfterSeconds(res, Date.now(), call.resetHeaders) ?? (await res.body?.cancel(), null));
    if (res.status === 404) {
      await res.body?.cancel();
      throw new CrmRecordNotFoundError(provider, new URL(call.url).pathname.split('/').pop() ?? '');
    }
    if (!res.ok) throw new CrmHttpError(provider, res.status, `${provider} answered ${res.status}: ${await errorText(res)}`);
    if (res.status === 204) return { status: 204, body: null as T };
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

/** A session over credentials just entered, to prove them on the vendor before anything is stored: nothing to refresh yet. */
export function probeSession(env: StandInEnv, credentials: VendorCredentials): VendorSession {
  return {
    credentials: () => credentials,
    refresh: async () => credentials,
    url: (host, path = '') => vendorUrl(env, host, path),
    fetch: (input, init) => fetch(input, init),
  };
}
