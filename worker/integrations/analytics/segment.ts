import { vendorUrl } from '../vendor-url';
import { outcomeOf, type AnalyticsClient } from './adapter';

// Segment HTTP Tracking API: POST /v1/batch, Basic auth with the write key as user name
// (https://segment.com/docs/connections/sources/catalog/libraries/server/http-api/).

export const SEGMENT_HOST = 'api.segment.io';

export function segmentClient(env: { VENDOR_BASE_URL?: string }, fetcher: typeof fetch = fetch): AnalyticsClient {
  return {
    async track(credentials, events) {
      const batch = events.map((e) => ({
        type: 'track',
        event: e.event,
        userId: e.distinctId,
        properties: e.properties,
        timestamp: new Date(e.timestamp).toISOString(),
        messageId: e.messageId,
        context: { library: { name: 'routewise', version: '1' } },
      }));
      const res = await fetcher(vendorUrl(env, SEGMENT_HOST, '/v1/batch'), {
        method: 'POST',
        headers: { authorization: `Basic ${btoa(`${credentials.writeKey}:`)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ batch, sentAt: new Date().toISOString() }),
      });
      return outcomeOf('Segment', res);
    },
  };
}
