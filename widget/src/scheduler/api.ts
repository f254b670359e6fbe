import type { BookingDto, PublicLinkDto } from '@contracts/booking';
import type { PublicRelayLinkDto, RelaySessionDto } from '@contracts/relay-sessions';
import type { ApiErrorObject } from '@contracts/common';
import { TEXT } from './messages';
import type { Slot } from './time';
import type { Utm } from '../embed/utm';

export type ManagedBookingDto = BookingDto & {
  prospectTimezone: string;
  canChange: boolean;
  cancellationReason: string | null;
  guests?: string[];
};
export type PublicUserDto = {
  name: string;
  avatarUrl: string | null;
  company: string;
  greeting: string;
  about: string;
  profileLinks: { label: string; url: string }[];
  links: { name: string; slug: string; meetingTypeName: string; url: string }[];
};
export type BookingBody = {
  start: string;
  timezone: string;
  name: string;
  email: string;
  answers: Record<string, string>;
  guests: string[];
  /** The page URL's utm_* parameters, or the tab's remembered landing ones (embed/utm.ts). */
  utm?: Utm;
};

/** A failed call: `network` when no answer came back at all; otherwise the HTTP status and JSON:API errors. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorObject[] = [],
    readonly network = false,
  ) {
    super(errors[0]?.detail ?? (network ? 'We could not reach the server. Check your connection and try again.' : TEXT.unexpected));
  }
  /** The first error's code, e.g. 'slot_taken'. */
  get code() {
    return this.errors[0]?.code;
  }
  /** Whether the same request may be sent again as-is: nothing definite came back. */
  get retryable() {
    return this.network || this.status >= 500;
  }
}

/** A random UUID, also outside secure contexts where crypto.randomUUID is missing. */
export function uuid(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const b = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one attempt at a form: kept when the attempt got no definite answer (a
 * network error or a 5xx), so a retry cannot book twice; a fresh key once the server has answered.
 */
export function idempotencyKeys() {
  let key = uuid();
  return {
    get current() {
      return key;
    },
    settle(error?: unknown) {
      if (!(error instanceof ApiFailure && error.retryable)) key = uuid();
    },
  };
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The public booking API (no cookies, CORS-open); `base` is '' on the app's own pages, the app's origin in the widget. */
export function createApi(base = '', fetchImpl?: Fetch) {
  const enc = encodeURIComponent;
  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await (fetchImpl ?? fetch)(base + path, {
        credentials: 'omit',
        ...init,
        headers: { accept: 'application/json', ...init?.headers },
      });
    } catch {
      throw new ApiFailure(0, [], true);
    }
    let body: any = null;
    try {
      const text = await res.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!res.ok) throw new ApiFailure(res.status, Array.isArray(body?.errors) ? body.errors : []);
    return body as T;
  }
  const post = <T>(path: string, body: unknown, key?: string) =>
    call<T>(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    });
  const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

  return {
    link: (slug: string) => call<{ data: PublicLinkDto }>(`/api/public/links/${enc(slug)}`).then((r) => r.data),
    linkSlots: (slug: string, from: string, to: string, timezone: string) =>
      call<{ slots: Slot[] }>(`/api/public/links/${enc(slug)}/slots?${query({ from, to, timezone })}`).then((r) => r.slots),
    book: (slug: string, body: BookingBody, key: string) =>
      post<{ data: BookingDto }>(`/api/public/links/${enc(slug)}/bookings`, body, key).then((r) => r.data),
    booking: (id: string, token: string) =>
      call<{ data: ManagedBookingDto }>(`/api/public/bookings/${enc(id)}?${query({ token })}`).then((r) => r.data),
    bookingSlots: (id: string, token: string, from: string, to: string, timezone: string) =>
      call<{ slots: Slot[] }>(`/api/public/bookings/${enc(id)}/slots?${query({ token, from, to, timezone })}`).then((r) => r.slots),
    reschedule: (id: string, body: { token: string; start: string; timezone: string }, key: string) =>
      post<{ data: ManagedBookingDto }>(`/api/public/bookings/${enc(id)}/reschedule`, body, key).then((r) => r.data),
    cancel: (id: string, body: { token: string; reason: string }, key: string) =>
      post<{ data: ManagedBookingDto }>(`/api/public/bookings/${enc(id)}/cancel`, body, key).then((r) => r.data),
    user: (slug: string) => call<{ data: PublicUserDto }>(`/api/public/users/${enc(slug)}`).then((r) => r.data),
    relayLink: (token: string) => call<{ data: PublicRelayLinkDto }>(`/api/public/relay-links/${enc(token)}`).then((r) => r.data),
    startRelay: (token: string, body: { sessionId: string; timezone: string; name?: string; email?: string; utm?: Utm }) =>
      post<{ data: RelaySessionDto }>(`/api/public/relay-links/${enc(token)}/sessions`, body).then((r) => r.data),
    relaySlots: (id: string, from: string, to: string, timezone: string) =>
      call<{ data: Slot[] }>(`/api/public/relay-sessions/${enc(id)}/slots?${query({ from, to, timezone })}`).then((r) => r.data),
    bookRelay: (id: string, start: string, key: string) =>
      post<{ data: RelaySessionDto }>(`/api/public/relay-sessions/${enc(id)}/bookings`, { start }, key).then((r) => r.data),
  };
}
export type PublicApi = ReturnType<typeof createApi>;
