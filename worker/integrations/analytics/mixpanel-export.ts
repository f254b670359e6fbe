import { vendorUrl } from '../vendor-url';
import { AnalyticsError } from './adapter';

// Mixpanel Raw Event Export API: GET https://data.mixpanel.com/api/2.0/export?project_id=&from_date=&to_date=
// (dates YYYY-MM-DD, inclusive, in the project's timezone), HTTP Basic auth with the project's API secret as
// user name (or a service account); the answer is JSONL, one `{ event, properties: { time (seconds),
// distinct_id, $insert_id, ... } }` a line (https://developer.mixpanel.com/reference/raw-event-export).
// The API allows 60 queries an hour and 3 a second: a 429 is retried after its Retry-After.

export const MIXPANEL_DATA_HOST = 'data.mixpanel.com';
const MAX_TRIES = 3;

/** One exported event: its name, who did it, when (epoch ms) and its properties. */
export type ExportedEvent = {
  event: string;
  distinctId: string;
  insertId: string | null;
  time: number;
  properties: Record<string, unknown>;
};

/** Parses the export's JSONL; lines that are not events are skipped. */
export function parseExport(text: string): ExportedEvent[] {
  const out: ExportedEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let e: { event?: unknown; properties?: Record<string, unknown> };
    try {
      e = JSON.parse(line);
    } catch {
      continue;
    }
    const p = e.properties ?? {};
    if (typeof e.event !== 'string' || typeof p.time !== 'number' || p.distinct_id == null) continue;
    out.push({
      event: e.event,
      distinctId: String(p.distinct_id),
      insertId: typeof p.$insert_id === 'string' ? p.$insert_id : null,
      time: p.time * 1000,
      properties: p,
    });
  }
  return out;
}

export async function exportMixpanelEvents(
  env: { VENDOR_BASE_URL?: string },
  credentials: { projectId: string; apiSecret: string },
  range: { fromDate: string; toDate: string },
  opts: { fetcher?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<ExportedEvent[]> {
  const fetcher = opts.fetcher ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const query = new URLSearchParams({ project_id: credentials.projectId, from_date: range.fromDate, to_date: range.toDate });
  const url = vendorUrl(env, MIXPANEL_DATA_HOST, `/api/2.0/export?${query}`);
  for (let attempt = 1; ; attempt++) {
    const res = await fetcher(url, {
      headers: { authorization: `Basic ${btoa(`${credentials.apiSecret}:`)}`, accept: 'text/plain' },
    });
    if (res.ok) return parseExport(await res.text());
    const excerpt = (await res.text()).slice(0, 300);
    const retryAfter = Number(res.headers.get('retry-after') ?? '1');
    if (res.status === 429 && attempt < MAX_TRIES) {
      await sleep(Math.min(Math.max(retryAfter, 1), 60) * 1000);
      continue;
    }
    throw new AnalyticsError(
      `Mixpanel answered ${res.status}: ${excerpt}`,
      res.status === 429 || res.status >= 500,
      res.status,
      res.status === 429 ? retryAfter : null,
      excerpt,
    );
  }
}
