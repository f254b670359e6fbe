/**
 * A strict stand-in for the sending side of Segment: what a Segment source library (analytics-node) posts
 * to its host's HTTP Tracking API, and what a Segment webhook destination posts. It builds only the
 * documented shapes (https://segment.com/docs/connections/sources/catalog/libraries/server/http-api/ and
 * https://segment.com/docs/connections/spec/common/): every call has `type`, `messageId`, `timestamp` (or
 * `originalTimestamp` for browser-side calls), `context.library`, `userId` or `anonymousId`; `batch` wraps
 * calls with the batch's `sentAt`; each request carries Basic auth with the write key as user name and an
 * empty password, `Content-Type: application/json`, and stays under Segment's 32 KB per call and 500 KB
 * per batch (it refuses to send more, as the library would split or drop it).
 */

type Call = Record<string, unknown> & { type: string; messageId: string };
const LIBRARY = { name: '@segment/analytics-node', version: '2.1.2' };
const MAX_CALL = 32 * 1024;
const MAX_BATCH = 500 * 1024;

export function createSegmentSource(opts: {
  host: string;
  writeKey: string;
  fetcher: (url: string, init: RequestInit) => Promise<Response>;
}) {
  const headers = {
    authorization: `Basic ${btoa(`${opts.writeKey}:`)}`,
    'content-type': 'application/json',
    'user-agent': `${LIBRARY.name}/${LIBRARY.version}`,
  };
  const base = (type: string, at: Date, who: { userId?: string; anonymousId?: string }): Call => {
    if (!who.userId && !who.anonymousId) throw new Error('Segment requires userId or anonymousId');
    return {
      type,
      ...who,
      messageId: `node-next-${at.getTime()}-${crypto.randomUUID()}`,
      timestamp: at.toISOString(),
      context: { library: LIBRARY },
      integrations: {},
      _metadata: { jsRuntime: 'cloudflare-worker' },
    };
  };
  const post = async (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    if (text.length > (path.endsWith('/batch') ? MAX_BATCH : MAX_CALL)) throw new Error(`Segment refuses ${text.length} bytes on ${path}`);
    const res = await opts.fetcher(`${opts.host}${path}`, { method: 'POST', headers, body: text });
    const answer = await res.text();
    return { status: res.status, body: answer ? JSON.parse(answer) : null };
  };

  return {
    track(t: {
      userId?: string;
      anonymousId?: string;
      event: string;
      properties?: Record<string, unknown>;
      at?: Date;
      email?: string;
    }): Call {
      const call: Call = { ...base('track', t.at ?? new Date(), t), event: t.event, properties: t.properties ?? {} };
      if (t.email) (call.context as Record<string, unknown>).traits = { email: t.email };
      return call;
    },
    identify(i: { userId: string; traits: Record<string, unknown>; at?: Date }): Call {
      return { ...base('identify', i.at ?? new Date(), i), traits: i.traits };
    },
    /** POST /v1/batch with the batch's sentAt, as the library flushes its queue. */
    batch: (calls: Call[], sentAt = new Date()) => post('/v1/batch', { batch: calls, sentAt: sentAt.toISOString() }),
    /** POST /v1/track: one call, its type implied by the path. */
    trackOne: (call: Call) => post('/v1/track', { ...call, sentAt: new Date().toISOString() }),
    /**
     * What a webhook destination posts: one call as Segment stored it, with receivedAt, sentAt and the
     * sender's originalTimestamp (its clock may be off), and no `timestamp` of its own.
     */
    webhook(call: Call, clientSkewMs: number, path = '') {
      const now = Date.now();
      const original = new Date(Date.parse(String(call.timestamp)) + clientSkewMs).toISOString();
      const stored = {
        ...call,
        originalTimestamp: original,
        sentAt: new Date(now + clientSkewMs).toISOString(),
        receivedAt: new Date(now).toISOString(),
      };
      delete (stored as Record<string, unknown>).timestamp;
      return post(path, stored);
    },
  };
}
