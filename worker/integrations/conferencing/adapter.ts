import type { ConferencingProvider } from '../../contracts/conferencing';

/** What a conference is created or moved for: one meeting, its time and a title the attendees see. */
export type ConferenceRequest = {
  meetingId: string;
  topic: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** The host's IANA zone, shown by tools that display one. */
  timezone: string;
};

/** A created conference: where attendees join, and the tool's own id to move or delete it later. */
export type Conference = { joinUrl: string; externalId: string };

/**
 * Why a call to a tool failed, so the caller knows what to do: `auth` (the credentials no longer work:
 * the integration is expired), `rate_limited` (try again after `retryAfterSeconds`), `not_found` (the
 * conference is gone), `invalid` (the tool refused the request: retrying changes nothing), `unavailable`
 * (the tool is down or unreachable: retry with backoff).
 */
export class ConferencingError extends Error {
  constructor(
    readonly kind: 'auth' | 'rate_limited' | 'not_found' | 'invalid' | 'unavailable',
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ConferencingError';
  }
}

/**
 * One conferencing tool. `create` is idempotent per meeting where the tool allows it (Daily rooms are
 * named after the meeting; Zoom meetings carry the meeting id in their agenda and are looked up before a
 * second create); `update` moves it, or answers null when the tool no longer has it (the caller makes a
 * new one); `remove` treats "already gone" as done.
 */
export interface ConferencingAdapter {
  readonly provider: ConferencingProvider;
  create(request: ConferenceRequest, opts?: { mayExist: boolean }): Promise<Conference>;
  update(externalId: string, request: ConferenceRequest): Promise<Conference | null>;
  remove(externalId: string): Promise<void>;
}

/**
 * The built-in tool: the member's own conference link (a personal meeting room). Nothing outside is
 * called; every meeting of the member joins at the same address.
 */
export function conferenceLinkAdapter(url: string): ConferencingAdapter {
  return {
    provider: 'conference_link',
    create: async () => ({ joinUrl: url, externalId: '' }),
    update: async () => ({ joinUrl: url, externalId: '' }),
    remove: async () => {},
  };
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), bounded to [1, 3600]. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 30;
  const n = Number(header);
  const seconds = Number.isFinite(n) ? n : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.min(3600, Math.max(1, Math.ceil(seconds))) : 30;
}
