import { hc } from 'hono/client';
import type { AppType } from '../../../worker/app';
import { ApiRequestError, TOKEN_EXPIRED_ERROR } from './api-error';

const CSRF_COOKIE = 'rw_csrf';

function csrfToken() {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : '';
}

/** Every call carries the session cookie; non-GET calls echo the CSRF cookie in a header (spec section 7). */
async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (method !== 'GET' && method !== 'HEAD') {
    if (!csrfToken()) await fetch('/api/auth/session?optional=1', { credentials: 'same-origin' });
    headers.set('x-csrf-token', csrfToken());
  }
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
}

export const api = hc<AppType>('/api', { fetch: apiFetch });

/** Awaits a typed call; non-2xx answers become ApiRequestError, a CRM token expiry sends the user to /crm-failure. */
export async function call<T>(
  request: Promise<{ ok: boolean; status: number; headers?: Headers; json(): Promise<T>; text(): Promise<string> }>,
): Promise<Exclude<T, { errors: unknown }>> {
  let res;
  try {
    res = await request;
  } catch {
    throw new ApiRequestError(0, [{ status: '0', code: 'network', detail: 'Network error. Check your connection and try again.' }]);
  }
  if (res.status === 204) return undefined as never;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const errors = (body as { errors?: ApiRequestError['errors'] })?.errors ?? [
      { status: String(res.status), code: 'error', detail: `Request failed (${res.status})` },
    ];
    const retryAfter = Number(res.headers?.get('retry-after'));
    const error = new ApiRequestError(res.status, errors, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
    if (error.tokenExpired && !window.location.pathname.startsWith('/crm-failure')) window.location.assign('/crm-failure');
    throw error;
  }
  return body as never;
}

/**
 * The request options of a save that must not overwrite someone else's newer edit: If-Match names the
 * version the editor loaded (a weak ETag), and the server answers 412 when it has moved on. None without one.
 */
export const ifMatch = (version: number | undefined) => (version === undefined ? undefined : { headers: { 'if-match': `W/"${version}"` } });

export { ApiRequestError, TOKEN_EXPIRED_ERROR };
