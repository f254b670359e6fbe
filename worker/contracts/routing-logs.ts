import * as v from 'valibot';
import { routingLogExportSchema, routingLogsQuery, type RoutingLogDetailDto, type RoutingLogPageDto, type RuleVersion } from './routing-sessions';

// The routing log's timeline: sentences made of plain text and references (people, CRM records, rules,
// instants, links), so the browser can show every time in the viewer's zone and link every name.

/** One piece of a timeline sentence. */
export type TimelinePart =
  | { text: string }
  | { person: string; name: string }
  | { record: string; module: string; name: string }
  | { rule: string; kind: RuleVersion['kind']; name: string }
  | { time: string }
  | { url: string };

export type TimelineStep = {
  /** When it happened (ISO); null when the record does not say. */
  at: string | null;
  parts: TimelinePart[];
  /** Why each other member was not picked, one sentence each. */
  others?: TimelinePart[][];
  /** The share arithmetic behind a round-robin pick, one line per member, for a disclosure. */
  arithmetic?: string[];
};

/** Counts of a set of sessions under the one definition the router cards and the log views share. */
export type SessionTallies = { processed: number; assigned: number; booked: number; notBooked: number; disqualified: number; pending: number };

/** GET /api/routing-logs: the page, the view counts and the tallies, over the same filters. */
export type RoutingLogListDto = RoutingLogPageDto & { tallies: SessionTallies };

export type RoutingLogDetailViewDto = RoutingLogDetailDto & { timeline: TimelineStep[] };

/** Which kind of router the sessions came from (the campaign log views show only campaign sessions). */
export const SESSION_ROUTER_KINDS = ['inbound', 'relay', 'campaign'] as const;
export type SessionRouterKind = (typeof SESSION_ROUTER_KINDS)[number];
const routerKindField = v.optional(v.picklist(SESSION_ROUTER_KINDS, 'Choose a router kind'));

/** The list query with an optional start of the range (the router cards link their 28 days). */
export const routingLogsListQuery = v.object({
  ...routingLogsQuery.entries,
  routerKind: routerKindField,
  since: v.optional(v.pipe(v.string(), v.isoTimestamp('Invalid date'))),
});

/** The export takes the same range as the list, so what is e-mailed is what the page counts. */
export const routingLogsExportBody = v.object({
  ...routingLogExportSchema.entries,
  routerKind: routerKindField,
  since: v.optional(v.pipe(v.string(), v.isoTimestamp('Invalid date'))),
});

const parts = (iso: string, zone: string) => {
  const f = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });
  return Object.fromEntries(f.formatToParts(new Date(iso)).map((p) => [p.type, p.value])) as Record<string, string>;
};

/** 'Thu 26 Nov, 10:00 AM' in the given IANA zone; the page names the zone once, not after every time. */
export function timelineTime(iso: string, zone: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  try {
    const p = parts(iso, zone);
    return `${p.weekday} ${p.day} ${p.month}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
  } catch {
    return iso;
  }
}

/** A timeline sentence as plain text, times in the given zone. */
export function timelineText(sentence: TimelinePart[], zone: string): string {
  return sentence
    .map((p) => ('text' in p ? p.text : 'time' in p ? timelineTime(p.time, zone) : 'url' in p ? p.url : 'rule' in p ? `'${p.name}'` : p.name))
    .join('');
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** Puts names to the ids a free-text detail may carry; an id nobody can name becomes words. */
export function scrubIds(s: string, names: ReadonlyMap<string, string>): string {
  let out = s;
  for (const [id, name] of [...names].sort((a, b) => b[0].length - a[0].length)) {
    // Only whole ids: a short id must not rewrite part of a word.
    if (id) out = out.replace(new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g'), () => name);
  }
  return out.replace(UUID, 'an unknown record');
}
