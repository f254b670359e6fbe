// The Microsoft Graph fake's reads of a calendar: calendarView (instances of a time window, paged by $top and
// $skip or Prefer: odata.maxpagesize) and calendarView/delta (a full round, then what changed or left the
// window as @removed), times in the Prefer: outlook.timezone zone (UTC by default), $select applied.
// https://learn.microsoft.com/graph/api/calendar-list-calendarview, https://learn.microsoft.com/graph/api/event-delta
import { newId, type Answer } from '../calendar-kit';
import { dateTimeIn, instantOf, instancesIn, zoneOf, type DateTimeTimeZone, type MsCalendar, type MsEvent } from './series';

const GRAPH = 'https://graph.microsoft.com';

export const GRAPH_ERROR = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message, innerError: { 'request-id': newId(), date: new Date().toISOString() } } },
});

// The event resource's v1.0 properties: $select may name only these.
const EVENT_PROPERTIES = new Set(
  'allowNewTimeProposals attendees body bodyPreview categories changeKey createdDateTime end hasAttachments hideAttendees iCalUId id importance isAllDay isCancelled isDraft isOnlineMeeting isOrganizer isReminderOn lastModifiedDateTime location locations onlineMeeting onlineMeetingProvider onlineMeetingUrl organizer originalEndTimeZone originalStart originalStartTimeZone recurrence reminderMinutesBeforeStart responseRequested responseStatus sensitivity seriesMasterId showAs start subject transactionId type webLink'.split(
    ' ',
  ),
);
// What the fake implements of each function's query options; anything else is refused, not ignored.
const VIEW_PARAMS = new Set(['startDateTime', 'endDateTime', '$select', '$top', '$skip']);
// The delta function on calendarView takes no $select, $filter, $orderby or $search.
const DELTA_PARAMS = new Set(['startDateTime', 'endDateTime', '$deltatoken', '$skiptoken']);

const time = (t: DateTimeTimeZone, allDay: boolean, zone: string): DateTimeTimeZone =>
  allDay ? { dateTime: `${t.dateTime.slice(0, 10)}T00:00:00.0000000`, timeZone: zone } : dateTimeIn(instantOf(t), zone);

/** An event as Graph answers it: an etag, times in the asked zone (an all-day one keeps its dates), $select applied. */
export function toApi(e: MsEvent, zone = 'UTC', select?: string[]) {
  const { deleted: _d, cancelled: _c, ...rest } = e;
  const full: Record<string, unknown> = {
    '@odata.etag': `W/"${e.changeKey}"`,
    ...rest,
    start: time(e.start, e.isAllDay, zone),
    end: time(e.end, e.isAllDay, zone),
  };
  if (!select) return full;
  return Object.fromEntries(Object.entries(full).filter(([k]) => k === 'id' || k === '@odata.etag' || select.includes(k)));
}

function prefer(req: Request): { zone: string; pageSize?: number } {
  const header = req.headers.get('prefer') ?? '';
  const zone = /outlook\.timezone="([^"]+)"/.exec(header)?.[1];
  const size = Number(/odata\.maxpagesize=(\d+)/.exec(header)?.[1]);
  return { zone: zone && zoneOf(zone) ? zone : 'UTC', pageSize: size > 0 ? size : undefined };
}

function unknownParam(url: URL, allowed: Set<string>): Answer | null {
  const bad = [...url.searchParams.keys()].find((k) => !allowed.has(k));
  return bad ? GRAPH_ERROR(400, 'BadRequest', `Unrecognized query argument specified: '${bad}'.`) : null;
}

function windowOf(url: URL): { from: number; to: number } | Answer {
  const s = url.searchParams.get('startDateTime');
  const e = url.searchParams.get('endDateTime');
  if (!s || !e || Number.isNaN(Date.parse(s)) || Number.isNaN(Date.parse(e)))
    return GRAPH_ERROR(
      400,
      'ErrorInvalidParameter',
      'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
    );
  return { from: Date.parse(s), to: Date.parse(e) };
}

const link = (url: URL, params: Record<string, string>) => {
  const u = new URL(url.pathname, GRAPH);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
};

/** GET /me/calendars/{id}/calendarView: the window's instances, never a series master. */
export function calendarView(cal: MsCalendar, url: URL, req: Request): Answer {
  const refused = unknownParam(url, VIEW_PARAMS);
  if (refused) return refused;
  const range = windowOf(url);
  if ('status' in range) return range;
  const select = url.searchParams
    .get('$select')
    ?.split(',')
    .map((s) => s.trim());
  const unknown = select?.find((p) => !EVENT_PROPERTIES.has(p));
  if (unknown)
    return GRAPH_ERROR(400, 'RequestBroker--ParseUri', `Could not find a property named '${unknown}' on type 'microsoft.graph.event'.`);
  const [top, skip] = ['$top', '$skip'].map((k) => (url.searchParams.has(k) ? Number(url.searchParams.get(k)) : undefined));
  if (
    (top !== undefined && !(Number.isInteger(top) && top >= 1 && top <= 1000)) ||
    (skip !== undefined && !(Number.isInteger(skip) && skip >= 0))
  )
    return GRAPH_ERROR(400, 'BadRequest', 'Invalid $top or $skip value.');
  const { zone, pageSize } = prefer(req);
  // $top sets the page size (Outlook pages with $skip); without it Prefer: odata.maxpagesize, else 10.
  const size = top ?? pageSize ?? 10;
  const from = skip ?? 0;
  const all = instancesIn(cal, range.from, range.to, { withCancelled: false });
  const value = all.slice(from, from + size).map((e) => toApi(e, zone, select));
  const next =
    from + size < all.length
      ? { '@odata.nextLink': link(url, { ...Object.fromEntries(url.searchParams), $skip: String(from + size) }) }
      : {};
  return { status: 200, body: { value, ...next } };
}

type Round = { from: number; to: number; seen: Map<string, string> };
type DeltaBook = { rounds: Map<string, Round>; pages: Map<string, { value: unknown[]; rest: string }> };
const books = new WeakMap<MsCalendar, DeltaBook>();

/**
 * GET /me/calendars/{id}/calendarView/delta. A deltaLink remembers its window and what the round saw; the
 * next round answers instances that are new or changed and @removed for those gone (deleted, cancelled
 * occurrences, series cut short, moved out of the window). A link of an older generation answers 410.
 */
export function delta(cal: MsCalendar, url: URL, req: Request): Answer {
  const refused = unknownParam(url, DELTA_PARAMS);
  if (refused) return refused;
  const book = books.get(cal) ?? { rounds: new Map(), pages: new Map() };
  books.set(cal, book);
  const { zone, pageSize } = prefer(req);
  const size = pageSize ?? 10;
  const paged = (value: unknown[], key: string): Answer => {
    if (value.length <= size) return { status: 200, body: { value, '@odata.deltaLink': link(url, { $deltatoken: key }) } };
    const skip = newId();
    book.pages.set(skip, { value: value.slice(size), rest: key });
    return { status: 200, body: { value: value.slice(0, size), '@odata.nextLink': link(url, { $skiptoken: skip }) } };
  };
  const skipToken = url.searchParams.get('$skiptoken');
  if (skipToken) {
    const page = book.pages.get(skipToken);
    if (!page) return GRAPH_ERROR(400, 'BadRequest', 'The skip token is invalid.');
    return paged(page.value, page.rest);
  }
  const token = url.searchParams.get('$deltatoken');
  let round: Round;
  if (token) {
    const known = book.rounds.get(token);
    if (!known || Number(token.split('.')[0]) !== cal.generation)
      return GRAPH_ERROR(410, 'SyncStateNotFound', 'The sync state generation is not found.');
    round = known;
  } else {
    const range = windowOf(url);
    if ('status' in range) return range;
    round = { ...range, seen: new Map() };
  }
  const seen = new Map<string, string>();
  const value: unknown[] = [];
  for (const e of instancesIn(cal, round.from, round.to, { withCancelled: true })) {
    const print = JSON.stringify(toApi(e));
    seen.set(e.id, print);
    if (round.seen.get(e.id) !== print) value.push(toApi(e, zone));
  }
  for (const id of round.seen.keys())
    if (!seen.has(id)) value.push({ '@odata.type': '#microsoft.graph.event', id, '@removed': { reason: 'deleted' } });
  const key = `${cal.generation}.${newId()}`;
  book.rounds.set(key, { from: round.from, to: round.to, seen });
  return paged(value, key);
}
