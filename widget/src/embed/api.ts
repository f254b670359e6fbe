import type { BookingDto } from '@contracts/booking';
import type { PublicRouterDto, SessionCloseDto, SessionStateDto, Submission, SubmissionResultDto } from '@contracts/routing-sessions';
import { ApiFailure } from '../scheduler/api';
import type { Slot } from '../scheduler/time';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The public routing API as the widget calls it from the host page: cross-origin to the app, no
 * cookies (the trusted-origin CORS check is what admits the page). Failures are ApiFailure, as on
 * the booking pages, so the scheduler's views read them the same way.
 */
export function createEmbedApi(origin: string, fetchImpl?: Fetch) {
  async function call<T>(path: string, method = 'GET', body?: unknown, key?: string): Promise<T> {
    // Every call is a CORS simple request: the JSON goes as text/plain and the key in the query, no custom header,
    // so the browser sends no preflight and the prospect waits one round trip less (the API reads both as the
    // JSON request and Idempotency-Key they stand for).
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'text/plain;charset=UTF-8';
    const url = key ? `${origin}${path}${path.includes('?') ? '&' : '?'}idempotencyKey=${encodeURIComponent(key)}` : origin + path;
    let res: Response;
    try {
      // A bodiless POST can be keepalive and outlive a redirect right after it.
      res = await (fetchImpl || fetch)(url, {
        method,
        body: body ? JSON.stringify(body) : undefined,
        headers,
        credentials: 'omit',
        keepalive: method == 'POST' && !body,
      });
    } catch {
      throw new ApiFailure(0, [], true);
    }
    let json: any = null;
    try {
      json = JSON.parse(await res.text());
    } catch {
      // An empty or non-JSON body: only the status tells.
    }
    if (!res.ok) throw new ApiFailure(res.status, json && Array.isArray(json.errors) ? json.errors : []);
    return json && json.data !== undefined ? json.data : json;
  }
  const sessions = (id: string) => `/api/public/routing-sessions/${encodeURIComponent(id)}`;
  const routers = (id: string) => `/api/public/routers/${encodeURIComponent(id)}`;

  return {
    /** The router's form mapping; asking is also what marks the installation verified. */
    router: (routerId: string) => call<PublicRouterDto>(routers(routerId)),
    submit: (routerId: string, body: Submission, key: string) =>
      call<SubmissionResultDto>(`${routers(routerId)}/submissions`, 'POST', body, key),
    slots: (sessionId: string, from: string, to: string, timezone: string) =>
      call<{ slots: Slot[] }>(`${sessions(sessionId)}/slots?${new URLSearchParams({ from, to, timezone })}`).then((r) => r.slots),
    book: (sessionId: string, body: { start: string; timezone: string }, key: string) =>
      call<BookingDto>(`${sessions(sessionId)}/bookings`, 'POST', body, key),
    /** Where the session stands: asked once the not-booked wait is over, in case it was redistributed. */
    state: (sessionId: string) => call<SessionStateDto>(sessions(sessionId)),
    close: (sessionId: string) => call<SessionCloseDto>(`${sessions(sessionId)}/close`, 'POST'),
    /** A booking by its manage token: the confirmation asks again while its video link is being made. */
    booking: (id: string, token: string) =>
      call<BookingDto>(`/api/public/bookings/${encodeURIComponent(id)}?${new URLSearchParams({ token })}`),
  };
}
export type EmbedApi = ReturnType<typeof createEmbedApi>;
