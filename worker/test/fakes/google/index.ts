/**
 * Strict local stand-ins for Google's OAuth 2.0 (accounts.google.com authorize page, oauth2.googleapis.com
 * token and revoke) and Calendar API v3 (www.googleapis.com/calendar/v3): calendarList, freeBusy, events
 * list with sync tokens (410 fullSyncRequired once invalidated), insert/patch/delete/get with
 * conferenceData (Meet links) and attendees' responseStatus, events.watch and channels.stop.
 * Requests are refused the way Google documents: a missing or expired bearer token is 401, a bad body 400,
 * a stale If-Match 412, a deleted event 410, and canned 429s carry Retry-After.
 *
 * One shared state serves the three hosts (the token endpoint must know the codes the authorize page
 * issued). Tests keep apart by using their own account e-mails. Control routes live under /__fake/.
 * Split by resource: state.ts (shared state), oauth.ts, calendar.ts, control.ts.
 */

import { errorBody, json, takeFailure, type Answer } from '../calendar-kit';
import { googleCalendar } from './calendar';
import { googleControl } from './control';
import { googleOAuth } from './oauth';
import { API_ERROR, createGoogleState, type FakeGoogleOptions } from './state';

export type { FakeGoogleOptions, GEvent, GoogleChannel } from './state';

export const GOOGLE_AUTH_HOST = 'accounts.google.com';
export const GOOGLE_TOKEN_HOST = 'oauth2.googleapis.com';
export const GOOGLE_API_HOST = 'www.googleapis.com';

export function createFakeGoogle(options: FakeGoogleOptions = {}) {
  const s = createGoogleState(options);
  const { access, fails } = s;
  const { authorizePage, approve, token, revoke } = googleOAuth(s);
  const { calendarApi } = googleCalendar(s);
  const { control } = googleControl(s);

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__fake/')) return control(req, url);
    if (url.host === GOOGLE_AUTH_HOST) {
      if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET') return authorizePage(url);
      if (url.pathname === '/o/oauth2/v2/auth/approve' && req.method === 'POST') return approve(req);
      return { status: 404, html: '<h1>404. That’s an error.</h1>' };
    }
    if (url.host === GOOGLE_TOKEN_HOST) {
      if (url.pathname === '/token') return token(req);
      if (url.pathname === '/revoke' && req.method === 'POST') return revoke(req);
      return errorBody(404, 'not_found', 'Not Found');
    }
    if (!url.pathname.startsWith('/calendar/v3/')) return API_ERROR(404, 'Not Found', 'notFound');
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const t = bearer ? access.get(bearer) : undefined;
    if (!t || t.expiresAt < Date.now())
      return API_ERROR(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'authError',
        'UNAUTHENTICATED',
      );
    const failure = takeFailure(fails, url.pathname);
    if (failure)
      return failure.status === 429 ? { ...API_ERROR(429, 'Rate Limit Exceeded', 'rateLimitExceeded'), headers: failure.headers } : failure;
    if (
      req.method !== 'GET' &&
      req.method !== 'DELETE' &&
      req.body &&
      !(req.headers.get('content-type') ?? '').startsWith('application/json')
    )
      return API_ERROR(400, 'Content-Type must be application/json', 'parseError');
    return calendarApi(req, url, t.email);
  }

  return {
    async handle(req: Request): Promise<Response> {
      return json(await route(req));
    },
    channels: s.channels,
  };
}
