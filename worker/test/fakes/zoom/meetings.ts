// The REST API v2 on api.zoom.us: /users/me, the user's meetings (create, list, get, patch, delete) with the
// fields Zoom checks, behind the bearer check and the canned failures a test queued; reports in reports.ts.
import type { Answer } from '../kit';
import type { ZoomReports } from './reports';
import { START_TIME, json, token, zoomError, type AccessToken, type ReportRow, type ZoomMeeting, type ZoomUser } from './schema';
import type { ZoomState } from './state';

export function meetingBody(m: ZoomMeeting) {
  return {
    uuid: m.uuid,
    id: m.id,
    host_id: m.hostId,
    topic: m.topic,
    type: m.type,
    status: 'waiting',
    start_time: m.startTime,
    duration: m.duration,
    timezone: m.timezone,
    agenda: m.agenda,
    created_at: m.createdAt,
    start_url: m.startUrl,
    join_url: m.joinUrl,
    password: m.password,
    settings: { join_before_host: false, waiting_room: true },
  };
}

export function zoomApi(
  s: ZoomState,
  reportsApi: ZoomReports,
  control: (req: Request, url: URL, user: ZoomUser, bearer: string) => Promise<Answer>,
) {
  const { now, users, access, refresh, meetings, counters } = s;
  const { participantsReport, storeReport } = reportsApi;

  function checkFields(body: Record<string, unknown>, partial: boolean): Answer | null {
    const { topic, type, start_time, duration, timezone, agenda } = body;
    if (topic !== undefined && (typeof topic !== 'string' || topic.length > 200)) return zoomError(400, 300, 'Invalid field: topic');
    if (type !== undefined && ![1, 2, 3, 8].includes(type as number)) return zoomError(400, 300, 'Invalid field: type');
    if (!partial && (type ?? 2) === 2 && start_time === undefined)
      return zoomError(400, 300, 'start_time is required for a scheduled meeting.');
    if (
      start_time !== undefined &&
      (typeof start_time !== 'string' || !START_TIME.test(start_time) || Number.isNaN(Date.parse(start_time)))
    )
      return zoomError(400, 300, 'Invalid field: start_time');
    if (duration !== undefined && (!Number.isInteger(duration) || (duration as number) < 1 || (duration as number) > 1440))
      return zoomError(400, 300, 'Invalid field: duration');
    if (timezone !== undefined && typeof timezone !== 'string') return zoomError(400, 300, 'Invalid field: timezone');
    if (agenda !== undefined && (typeof agenda !== 'string' || agenda.length > 2000)) return zoomError(400, 300, 'Invalid field: agenda');
    return null;
  }

  async function readJson(req: Request): Promise<{ body: Record<string, unknown> } | { refused: Answer }> {
    const refused = zoomError(400, 300, 'Request Body should be a valid JSON object.');
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json') return { refused };
    try {
      const body = await req.json();
      if (!body || typeof body !== 'object' || Array.isArray(body)) return { refused };
      return { body: body as Record<string, unknown> };
    } catch {
      return { refused };
    }
  }

  async function api(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname === '/__fake/revoke-refresh' && req.method === 'POST') {
      const { refreshToken } = (await req.json()) as { refreshToken: string };
      refresh.delete(refreshToken);
      return json(204, null);
    }
    // Like revoke-refresh, no token: a browser test knows the meeting (its join link) but never the host's token.
    const reportPath = /^\/__fake\/report\/(\d+)$/.exec(url.pathname);
    if (reportPath && req.method === 'POST') {
      const m = meetings.get(Number(reportPath[1]));
      if (!m) return zoomError(404, 3001, `Meeting does not exist: ${reportPath[1]}.`);
      return storeReport(m.id, (await req.json()) as { participants?: Partial<ReportRow>[] });
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!bearer) return zoomError(401, 124, 'Invalid access token.');
    const grant = access.get(bearer);
    if (!grant || grant.expiresAt <= now()) return zoomError(401, 124, grant ? 'Access token is expired.' : 'Invalid access token.');
    const user = users.get(grant.userId)!;
    if (url.pathname.startsWith('/__fake/')) return control(req, url, user, bearer);
    const canned = user.failNext.shift();
    if (canned) return canned;
    const path = url.pathname;
    if (path === '/v2/users/me' && req.method === 'GET')
      return json(200, {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        display_name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        type: 2,
        account_id: user.accountId,
        status: 'active',
      });
    if (path === '/v2/users/me/meetings') {
      if (req.method === 'GET') {
        const own = [...meetings.values()]
          .filter((m) => m.hostId === user.id)
          .map((m) => ({
            uuid: m.uuid,
            id: m.id,
            host_id: m.hostId,
            topic: m.topic,
            type: m.type,
            start_time: m.startTime,
            duration: m.duration,
            timezone: m.timezone,
            agenda: m.agenda,
            created_at: m.createdAt,
            join_url: m.joinUrl,
          }));
        return json(200, { page_size: 300, total_records: own.length, next_page_token: '', meetings: own });
      }
      if (req.method !== 'POST') return zoomError(405, 300, 'Method not allowed');
      const read = await readJson(req);
      if ('refused' in read) return read.refused;
      const bad = checkFields(read.body, false);
      if (bad) return bad;
      const b = read.body as Record<string, string | number | undefined>;
      const id = counters.nextMeetingId++;
      const password = Math.random().toString(36).slice(2, 8);
      const m: ZoomMeeting = {
        uuid: crypto.randomUUID(),
        id,
        hostId: user.id,
        topic: (b.topic as string) ?? 'Zoom meeting',
        type: (b.type as number) ?? 2,
        startTime: b.start_time as string,
        duration: (b.duration as number) ?? 60,
        timezone: (b.timezone as string) ?? 'UTC',
        agenda: (b.agenda as string) ?? '',
        createdAt: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        joinUrl: `https://us05web.zoom.us/j/${id}?pwd=${password}`,
        startUrl: `https://us05web.zoom.us/s/${id}?zak=${token('zak')}`,
        password,
      };
      meetings.set(id, m);
      return json(201, meetingBody(m));
    }
    const report = /^\/v2\/report\/meetings\/([^/]+)\/participants$/.exec(path);
    if (report) return req.method === 'GET' ? participantsReport(url, user, grant, report[1]) : zoomError(405, 300, 'Method not allowed');
    const match = /^\/v2\/meetings\/(\d+)$/.exec(path);
    if (match) {
      const m = meetings.get(Number(match[1]));
      if (!m || m.hostId !== user.id) return zoomError(404, 3001, `Meeting does not exist: ${match[1]}.`);
      if (req.method === 'GET') return json(200, meetingBody(m));
      if (req.method === 'DELETE') {
        meetings.delete(m.id);
        return json(204, null);
      }
      if (req.method === 'PATCH') {
        const read = await readJson(req);
        if ('refused' in read) return read.refused;
        const bad = checkFields(read.body, true);
        if (bad) return bad;
        const b = read.body as Record<string, string | number | undefined>;
        Object.assign(m, {
          ...(b.topic !== undefined ? { topic: b.topic } : {}),
          ...(b.start_time !== undefined ? { startTime: b.start_time } : {}),
          ...(b.duration !== undefined ? { duration: b.duration } : {}),
          ...(b.timezone !== undefined ? { timezone: b.timezone } : {}),
          ...(b.agenda !== undefined ? { agenda: b.agenda } : {}),
        });
        return json(204, null);
      }
      return zoomError(405, 300, 'Method not allowed');
    }
    return zoomError(404, 404, 'The requested resource does not exist.');
  }

  return { api };
}
