// Test-only control routes on api.zoom.us authorised by the user's own token: the meetings as stored, report
// calls, an access token expired now, and canned failures (a 429 with Zoom's rate-limit headers).
import { type Answer, queueFailNext } from '../kit';
import { json, zoomError, type ZoomMeeting, type ZoomUser } from './schema';
import type { ZoomState } from './state';

export function zoomControl(s: ZoomState, meetingBody: (m: ZoomMeeting) => unknown) {
  const { now, access, meetings, reportCalls } = s;

  async function control(req: Request, url: URL, user: ZoomUser, bearer: string): Promise<Answer> {
    const callsPath = /^\/__fake\/report-calls\/(\d+)$/.exec(url.pathname);
    if (callsPath && req.method === 'GET') return json(200, { calls: reportCalls.get(Number(callsPath[1])) ?? 0 });
    if (url.pathname === '/__fake/meetings' && req.method === 'GET')
      return json(200, { meetings: [...meetings.values()].filter((m) => m.hostId === user.id).map(meetingBody) });
    if (url.pathname === '/__fake/expire-access' && req.method === 'POST') {
      access.get(bearer)!.expiresAt = now();
      return json(204, null);
    }
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, user.failNext, ({ status, retryAfter }) =>
        status === 429
          ? zoomError(429, 429, 'You have reached the maximum per-second rate limit for this API. Try again later.', {
              'retry-after': String(retryAfter),
              'x-ratelimit-category': 'Medium',
              'x-ratelimit-type': 'QPS',
            })
          : zoomError(status, status >= 500 ? 500 : 300, 'Canned failure from the fake.'),
      );
    }
    return zoomError(404, 404, 'The requested resource does not exist.');
  }

  return { control };
}
