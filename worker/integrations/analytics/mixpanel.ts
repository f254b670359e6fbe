import { vendorUrl } from '../vendor-url';
import { outcomeOf, type AnalyticsClient } from './adapter';

// Mixpanel Ingestion API: POST /import?strict=1&project_id=..., Basic auth with the project's API
// secret; events carry time, distinct_id and $insert_id (https://developer.mixpanel.com/reference/import-events).

export const MIXPANEL_HOST = 'api.mixpanel.com';

/** Mixpanel's $insert_id allows 36 characters of [A-Za-z0-9_-]: a UUID without its dashes fits. */
const insertId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 36);

export function mixpanelClient(env: { VENDOR_BASE_URL?: string }, fetcher: typeof fetch = fetch): AnalyticsClient {
  return {
    async track(credentials, events) {
      const body = events.map((e) => ({
        event: e.event,
        properties: { ...e.properties, time: e.timestamp, distinct_id: e.distinctId, $insert_id: insertId(e.messageId) },
      }));
      const url = vendorUrl(env, MIXPANEL_HOST, `/import?strict=1&project_id=${encodeURIComponent(credentials.projectId)}`);
      const res = await fetcher(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa(`${credentials.apiSecret}:`)}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
      });
      return outcomeOf('Mixpanel', res);
    },
  };
}
