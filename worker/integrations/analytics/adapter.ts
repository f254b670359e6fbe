// Event streams: meeting and routing events sent to an analytics tool (Segment, Mixpanel) through the
// same delivery machinery as webhooks. The built-in destination that needs no outside service is the
// signed webhook itself; these clients speak each vendor's documented HTTP tracking API.

/** One event as every destination receives it. */
export type TrackedEvent = {
  /** Stable per event and destination: the vendor de-duplicates retries by it. */
  messageId: string;
  event: string;
  /** Who the event is about: the prospect's e-mail, or the meeting id when there is none. */
  distinctId: string;
  timestamp: number;
  properties: Record<string, unknown>;
};

export type TrackOutcome = { status: number; excerpt: string };

export interface AnalyticsClient {
  track(credentials: Record<string, string>, events: TrackedEvent[]): Promise<TrackOutcome>;
}

/** A failed call; `retryable` says whether trying again later can help. */
export class AnalyticsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number,
    readonly retryAfterSeconds: number | null,
    readonly excerpt: string,
  ) {
    super(message);
  }
}

/** Turns a vendor's HTTP answer into an outcome or an AnalyticsError. */
export async function outcomeOf(vendor: string, res: Response): Promise<TrackOutcome> {
  const text = (await res.text()).slice(0, 500);
  if (res.ok) return { status: res.status, excerpt: text };
  const retryAfter = res.status === 429 ? Number(res.headers.get('retry-after') ?? '30') : null;
  throw new AnalyticsError(
    `${vendor} answered ${res.status}: ${text}`,
    res.status === 429 || res.status >= 500,
    res.status,
    retryAfter,
    text,
  );
}
