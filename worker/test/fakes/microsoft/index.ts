/**
 * Strict local stand-ins for the Microsoft identity platform (login.microsoftonline.com: authorize page,
 * v2.0 token endpoint with PKCE) and Microsoft Graph v1.0 calendars (graph.microsoft.com): calendars,
 * calendarView and calendarView/delta (view.ts), events and recurring series with their moved and
 * deleted occurrences (series.ts), Teams online meetings and transactionId de-duplication,
 * attendees' responses, and subscriptions whose creation first POSTs a validationToken to the notification
 * URL and needs it echoed as text/plain. Errors use Graph's `{ error: { code, message } }`; canned 429s carry Retry-After.
 *
 * Split by resource: state.ts (shared state), identity.ts (OAuth), graph.ts, control.ts.
 */
import { json, takeFailure, type Answer } from '../calendar-kit';
import { microsoftControl } from './control';
import { microsoftGraph } from './graph';
import { microsoftIdentity } from './identity';
import { createMicrosoftState } from './state';
import { GRAPH_ERROR } from './view';

export const MICROSOFT_LOGIN_HOST = 'login.microsoftonline.com';
export const GRAPH_HOST = 'graph.microsoft.com';
export function createFakeMicrosoft() {
  const s = createMicrosoftState();
  const { access, fails } = s;
  const { authorizePage, approve, token } = microsoftIdentity(s);
  const { graph } = microsoftGraph(s);
  const { control } = microsoftControl(s);

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__fake/')) return control(req, url);
    if (url.host === MICROSOFT_LOGIN_HOST) {
      if (/^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(url.pathname) && req.method === 'GET') return authorizePage(url);
      if (/^\/[^/]+\/oauth2\/v2\.0\/authorize\/approve$/.test(url.pathname) && req.method === 'POST') return approve(req);
      if (/^\/[^/]+\/oauth2\/v2\.0\/token$/.test(url.pathname)) return token(req);
      return { status: 404, html: '<h1>404</h1>' };
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const t = bearer ? access.get(bearer) : undefined;
    if (!bearer) return GRAPH_ERROR(401, 'InvalidAuthenticationToken', 'Access token is empty.');
    if (!t || t.expiresAt < Date.now())
      return GRAPH_ERROR(401, 'InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.');
    const failure = takeFailure(fails, url.pathname);
    if (failure)
      return failure.status === 429 ? { ...GRAPH_ERROR(429, 'TooManyRequests', 'Too many requests.'), headers: failure.headers } : failure;
    if ((req.method === 'POST' || req.method === 'PATCH') && !(req.headers.get('content-type') ?? '').startsWith('application/json'))
      return GRAPH_ERROR(415, 'UnsupportedMediaType', 'Content-Type must be application/json.');
    return graph(req, url, t.email);
  }

  return {
    async handle(req: Request): Promise<Response> {
      return json(await route(req));
    },
  };
}
