import * as v from 'valibot';
import { singleLine } from './common';
import type { Attribution, DecisionRecord, RuleVersion } from './routing-decision';
import type { FieldValue } from './routing';
import { LOG_ROUTER_KINDS, type AvailableRouterKind } from './router-kinds';
import { ROUTING_LOG_VIEWS, type AssigneeState, type RouterVia, type RoutingLogView, type SessionOutcome } from './routing-sessions';

// The routing log's list and detail (authenticated).

export const routingLogsQuery = v.object({
  view: v.optional(v.picklist(ROUTING_LOG_VIEWS), 'all-prospects'),
  search: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Search'))),
  routerId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(200)), '50'),
});
export const routingLogExportSchema = v.object({
  view: v.optional(v.picklist(ROUTING_LOG_VIEWS), 'all-prospects'),
  search: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Search'))),
  routerId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export type RoutingLogRowDto = {
  id: string;
  loggedAt: string;
  prospect: { name: string; email: string };
  assignee: { id: string; name: string } | null;
  assigneeState: AssigneeState | null;
  router: { id: string | null; name: string; deleted: boolean };
  via: RouterVia | null;
  /** The rule or pod name the via line names. */
  viaName: string | null;
  outcome: SessionOutcome;
  outcomeReason: string | null;
  /** Who booked: the prospect themself through the widget, or null when nothing was booked. */
  bookedBy: string | null;
  /** Where a relay session was booked from (spec section 3): {product}_app, relay_link, pod_link; null for other routers. */
  bookedBySource?: string | null;
  meetingId: string | null;
};

export type RoutingLogPageDto = { data: RoutingLogRowDto[]; nextCursor: string | null; counts: Record<RoutingLogView, number> };

export type RoutingLogDetailDto = RoutingLogRowDto & {
  sourceUrl: string;
  attribution: Attribution;
  submittedEntries: { field: string; label: string; value: FieldValue }[];
  crmMatches: { id: string; module: string; name: string; email: string | null; domain: string | null; ownerName: string | null }[];
  meeting: { id: string; start: string; end: string; status: string; durationMinutes: number; hostName: string } | null;
  /** Null for logs written before routers recorded their details (router-deleted notice). */
  decision: DecisionRecord | null;
  /** Rules as they are now, so the page can say "This rule has been deleted" or show a newer version. */
  currentRules: { id: string; name: string; version: number | null; deleted: boolean }[];
  people: Record<string, string>;
  crmOwnerUpdated: boolean;
  crmOwnerField: string | null;
  /** Plain sentences explaining the flow, first to last. */
  explanation: string[];
};

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
export type SessionTallies = {
  processed: number;
  assigned: number;
  booked: number;
  notBooked: number;
  disqualified: number;
  pending: number;
};

/** GET /api/routing-logs: the page, the view counts and the tallies, over the same filters. */
export type RoutingLogListDto = RoutingLogPageDto & { tallies: SessionTallies };

export type RoutingLogDetailViewDto = RoutingLogDetailDto & { timeline: TimelineStep[] };

/** Which kind of router the sessions came from (the campaign log views show only campaign sessions). */
export const SESSION_ROUTER_KINDS = LOG_ROUTER_KINDS;
export type SessionRouterKind = AvailableRouterKind;
const routerKindField = v.optional(v.picklist(SESSION_ROUTER_KINDS, 'Choose a router kind'));

const idField = v.optional(v.pipe(v.string(), v.maxLength(64)));
/**
 * A range and the drill-down of a router's funnel: a start (the router cards link their 28 days) and an end, and the
 * sessions of one pod, one rep, or one rule that matched them.
 */
const narrowing = {
  routerKind: routerKindField,
  since: v.optional(v.pipe(v.string(), v.isoTimestamp('Invalid date'))),
  until: v.optional(v.pipe(v.string(), v.isoTimestamp('Invalid date'))),
  podId: idField,
  assigneeId: idField,
  ruleId: idField,
};

export const routingLogsListQuery = v.object({ ...routingLogsQuery.entries, ...narrowing });

/** The export takes the same range as the list, so what is e-mailed is what the page counts. */
export const routingLogsExportBody = v.object({ ...routingLogExportSchema.entries, ...narrowing });

const parts = (iso: string, zone: string) => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
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
    .map((p) =>
      'text' in p ? p.text : 'time' in p ? timelineTime(p.time, zone) : 'url' in p ? p.url : 'rule' in p ? `'${p.name}'` : p.name,
    )
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
