/**
 * A strict local CalDAV server (RFC 4791 / RFC 6764) standing in for iCloud, Fastmail or Nextcloud at
 * caldav.example.com: Basic auth (401 with WWW-Authenticate otherwise), /.well-known/caldav redirect,
 * PROPFIND for the principal, calendar home and calendars, REPORT calendar-query with a time-range
 * (calendar-data and getetag), PUT of calendar object resources (text/calendar only, no METHOD property,
 * If-None-Match / If-Match preconditions answered with 412), GET and DELETE. Control routes under /__fake/.
 */
import type { Answer } from './calendar-kit';
import { controlBody } from './kit';

export const CALDAV_HOST = 'caldav.example.com';

type DavObject = { ics: string; etag: string; start: number; end: number };
type DavCalendar = { id: string; name: string; objects: Map<string, DavObject>; ctag: number };
type DavAccount = { username: string; password: string; calendars: Map<string, DavCalendar> };

const XML_HEAD =
  '<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const response = (href: string, props: string) =>
  `<d:response><d:href>${esc(href)}</d:href><d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;
const multistatus = (parts: string[]): Answer => ({
  status: 207,
  text: `${XML_HEAD}${parts.join('')}</d:multistatus>`,
  contentType: 'application/xml; charset=utf-8',
});

/** DTSTART/DTEND of the first VEVENT as epoch ms (UTC or DATE values; enough for the fake's time-range). */
function times(ics: string): { start: number; end: number } {
  const get = (name: string) => {
    const m = new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(\\d{8})(?:T(\\d{6})Z?)?`, 'm').exec(ics);
    if (!m) return NaN;
    const [d, t = '000000'] = [m[1], m[2]];
    return Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8), +t.slice(0, 2), +t.slice(2, 4), +t.slice(4, 6));
  };
  const start = get('DTSTART');
  const end = get('DTEND');
  return { start, end: Number.isNaN(end) ? start + 86_400_000 : end };
}
const davTime = (s: string) =>
  Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(9, 11), +s.slice(11, 13), +s.slice(13, 15));

export function createFakeCaldav() {
  const accounts = new Map<string, DavAccount>();
  const fails: number[] = [];

  function auth(req: Request): DavAccount | null {
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!basic) return null;
    const [user, ...rest] = atob(basic).split(':');
    const a = accounts.get(user);
    return a && a.password === rest.join(':') ? a : null;
  }

  async function dav(req: Request, url: URL, a: DavAccount): Promise<Answer> {
    const path = decodeURIComponent(url.pathname);
    const home = `/dav/calendars/${a.username}/`;
    const principal = `/dav/principals/${a.username}/`;
    const body = req.method === 'PROPFIND' || req.method === 'REPORT' ? await req.text() : '';
    if (
      (req.method === 'PROPFIND' || req.method === 'REPORT') &&
      body &&
      !/^(text|application)\/xml/.test(req.headers.get('content-type') ?? '')
    )
      return { status: 415, text: 'Unsupported Media Type' };
    if (path === '/.well-known/caldav') return { status: 301, headers: { location: '/dav/' }, text: '' };
    if (req.method === 'PROPFIND' && (path === '/dav/' || path === principal)) {
      return multistatus([
        response(
          path,
          `<d:current-user-principal><d:href>${principal}</d:href></d:current-user-principal><c:calendar-home-set><d:href>${home}</d:href></c:calendar-home-set><d:resourcetype><d:collection/></d:resourcetype>`,
        ),
      ]);
    }
    if (req.method === 'PROPFIND' && path === home) {
      if ((req.headers.get('depth') ?? '1') !== '1')
        return multistatus([response(home, '<d:resourcetype><d:collection/></d:resourcetype>')]);
      return multistatus([
        response(home, '<d:resourcetype><d:collection/></d:resourcetype>'),
        ...[...a.calendars.values()].map((c) =>
          response(
            `${home}${c.id}/`,
            `<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>${esc(c.name)}</d:displayname><c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set><cs:getctag>${c.ctag}</cs:getctag><d:sync-token>${c.ctag}</d:sync-token>`,
          ),
        ),
      ]);
    }
    const m = new RegExp(`^${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^/]+)/(?:([^/]+\\.ics))?$`).exec(path);
    const cal = m ? a.calendars.get(m[1]) : undefined;
    if (!m || !cal) return { status: 404, text: 'Not Found' };
    const name = m[2];
    // The collection's CTag and sync-token change with every PUT or DELETE in it (what a client polls).
    if (!name && req.method === 'PROPFIND')
      return multistatus([
        response(
          path,
          `<d:supported-report-set><d:supported-report><d:report><c:calendar-query/></d:report></d:supported-report></d:supported-report-set><cs:getctag>${cal.ctag}</cs:getctag><d:sync-token>${cal.ctag}</d:sync-token>`,
        ),
      ]);
    if (!name && req.method === 'REPORT') {
      if (!/calendar-query/.test(body)) return { status: 403, text: 'Only calendar-query is supported here' };
      const range = /<[a-z]*:?time-range[^>]*start="(\d{8}T\d{6}Z)"[^>]*end="(\d{8}T\d{6}Z)"/.exec(body);
      const from = range ? davTime(range[1]) : -Infinity;
      const to = range ? davTime(range[2]) : Infinity;
      const withData = /calendar-data/.test(body);
      return multistatus(
        [...cal.objects]
          .filter(([, o]) => o.start < to && o.end > from)
          .map(([n, o]) =>
            response(
              `${home}${cal.id}/${n}`,
              `<d:getetag>${esc(o.etag)}</d:getetag>${withData ? `<c:calendar-data>${esc(o.ics)}</c:calendar-data>` : ''}`,
            ),
          ),
      );
    }
    if (!name) return { status: 405, text: 'Method Not Allowed' };
    const existing = cal.objects.get(name);
    if (req.method === 'GET')
      return existing
        ? { status: 200, text: existing.ics, contentType: 'text/calendar; charset=utf-8', headers: { etag: existing.etag } }
        : { status: 404, text: 'Not Found' };
    if (req.method === 'DELETE') {
      if (!existing) return { status: 404, text: 'Not Found' };
      const ifMatch = req.headers.get('if-match');
      if (ifMatch && ifMatch !== existing.etag) return { status: 412, text: 'Precondition Failed' };
      cal.objects.delete(name);
      cal.ctag += 1;
      return { status: 204 };
    }
    if (req.method === 'PUT') {
      if (!(req.headers.get('content-type') ?? '').startsWith('text/calendar')) return { status: 415, text: 'Unsupported Media Type' };
      const ics = await req.text();
      if (!ics.startsWith('BEGIN:VCALENDAR') || !/BEGIN:VEVENT/.test(ics)) return { status: 403, text: '<c:valid-calendar-data/>' };
      if (/^METHOD:/m.test(ics))
        return { status: 403, text: '<c:valid-calendar-object-resource/> calendar object resources must not carry METHOD' };
      if (req.headers.get('if-none-match') === '*' && existing) return { status: 412, text: 'Precondition Failed' };
      const ifMatch = req.headers.get('if-match');
      if (ifMatch && ifMatch !== existing?.etag) return { status: 412, text: 'Precondition Failed' };
      const etag = `"${crypto.randomUUID().slice(0, 8)}"`;
      cal.objects.set(name, { ics, etag, ...times(ics) });
      cal.ctag += 1;
      return { status: existing ? 204 : 201, headers: { etag } };
    }
    return { status: 405, text: 'Method Not Allowed' };
  }

  async function control(req: Request, url: URL): Promise<Answer> {
    const body = await controlBody<Record<string, any>>(req);
    if (url.pathname === '/__fake/accounts' && req.method === 'POST') {
      accounts.set(body.username, {
        username: body.username,
        password: body.password,
        calendars: new Map([
          ['personal', { id: 'personal', name: 'Personal', objects: new Map(), ctag: 1 }],
          ['work', { id: 'work', name: 'Work', objects: new Map(), ctag: 1 }],
        ]),
      });
      return { status: 204 };
    }
    const a = accounts.get(String(body.username ?? url.searchParams.get('username')));
    if (!a) return { status: 404, body: { error: 'no such account' } };
    if (url.pathname === '/__fake/events' && req.method === 'POST') {
      const cal = a.calendars.get(body.calendar ?? 'personal')!;
      const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fake//EN\r\nBEGIN:VEVENT\r\nUID:${body.uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:${body.start}\r\nDTEND:${body.end}\r\nSUMMARY:${body.summary ?? 'Busy'}\r\n${body.transp ? `TRANSP:${body.transp}\r\n` : ''}${body.status ? `STATUS:${body.status}\r\n` : ''}END:VEVENT\r\nEND:VCALENDAR\r\n`;
      cal.objects.set(`${body.uid}.ics`, { ics, etag: `"${crypto.randomUUID().slice(0, 8)}"`, ...times(ics) });
      cal.ctag += 1;
      return { status: 204 };
    }
    if (url.pathname === '/__fake/objects' && req.method === 'GET') {
      const cal = a.calendars.get(url.searchParams.get('calendar') ?? 'personal')!;
      return { status: 200, body: { objects: [...cal.objects].map(([name, o]) => ({ name, ics: o.ics })) } };
    }
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      fails.push(body.status);
      return { status: 204 };
    }
    return { status: 404, body: { error: 'unknown control route' } };
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__fake/')) return control(req, url);
    const a = auth(req);
    if (!a) return { status: 401, text: 'Unauthorized', headers: { 'www-authenticate': 'Basic realm="fake caldav"' } };
    const canned = fails.shift();
    if (canned) return { status: canned, text: 'Canned failure', headers: canned === 429 ? { 'retry-after': '5' } : undefined };
    return dav(req, url, a);
  }

  return {
    async handle(req: Request): Promise<Response> {
      const a = await route(req);
      const headers: Record<string, string> = { ...a.headers };
      if (a.body !== undefined)
        return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json', ...headers } });
      if (a.text !== undefined && a.status !== 204) headers['content-type'] ??= a.contentType ?? 'text/plain';
      return new Response(a.status === 204 || a.status === 301 ? null : (a.text ?? null), { status: a.status, headers });
    },
  };
}
