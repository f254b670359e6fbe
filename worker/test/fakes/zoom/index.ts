/**
 * A strict local stand-in for Zoom: the OAuth app endpoints on zoom.us (authorize page with an "Allow"
 * button, /oauth/token for the authorization-code and refresh-token grants with HTTP Basic client
 * authentication and optional PKCE, /oauth/revoke) and the REST API on api.zoom.us (/v2/users/me,
 * /v2/users/me/meetings, /v2/meetings/{id}, /v2/report/meetings/{id}/participants). It answers Zoom's wire format: tokens expire after
 * `expires_in` seconds (401 code 124 "Invalid access token." after that), refresh tokens rotate (an
 * old one is invalid_grant), unknown meetings are 404 code 3001, malformed bodies 300.
 *
 * One app is registered (FAKE_ZOOM_APP); every consent creates a new Zoom user, so tests running side
 * by side never see each other's meetings. Test-only control routes (never Zoom paths), all on
 * api.zoom.us and authorised by the user's own access token unless noted:
 *   GET /__fake/meetings                      the user's meetings, as stored
 *   POST /__fake/fail-next {status, retryAfter?, count?}   canned answers for the next API calls
 *   POST /__fake/expire-access                the user's current access token expires now
 *   POST /__fake/revoke-refresh {refreshToken} (no auth) the refresh token stops working (app uninstalled)
 *   POST /__fake/report/{meetingId} {participants} (no auth) the meeting ended: its participants report exists from
 *                                             now on (rows in Zoom's report fields; until then the report is 404 code 3001)
 *   GET /__fake/report-calls/{meetingId}      how often the report was asked for, every page counted
 *
 * The participants report pages as Zoom's does: page_size 1-300 (default 30), an opaque next_page_token
 * valid 15 minutes that only continues the same meeting's report, '' on the last page.
 *
 * Split by resource: schema.ts, state.ts, oauth.ts, meetings.ts, reports.ts, control.ts.
 */
import { respond } from '../kit';
import { zoomControl } from './control';
import { meetingBody, zoomApi } from './meetings';
import { zoomOAuth } from './oauth';
import { zoomReports } from './reports';
import { json } from './schema';
import { createZoomState } from './state';

export { FAKE_ZOOM_APP } from './schema';
export const ZOOM_OAUTH_HOST = 'zoom.us';
export const ZOOM_API_HOST = 'api.zoom.us';

export function createFakeZoom(now: () => number = Date.now) {
  const s = createZoomState(now);
  const { consentPage, consent, tokenEndpoint, revokeEndpoint } = zoomOAuth(s);
  const { control } = zoomControl(s, meetingBody);
  const { api } = zoomApi(s, zoomReports(s), control);
  const answer = (a: Parameters<typeof respond>[0]) => respond(a, 'application/json;charset=UTF-8');

  return {
    /** zoom.us: the OAuth app endpoints. */
    oauth: {
      async handle(req: Request): Promise<Response> {
        const url = new URL(req.url);
        if (url.pathname === '/oauth/authorize' && req.method === 'GET') return consentPage(url);
        if (url.pathname === '/oauth/authorize/consent' && req.method === 'GET') return consent(url);
        if (url.pathname === '/oauth/token') return answer(await tokenEndpoint(req));
        if (url.pathname === '/oauth/revoke') return answer(await revokeEndpoint(req));
        return answer(json(404, { error: 'not_found', reason: 'Not found' }));
      },
    },
    /** api.zoom.us: the REST API v2. */
    api: { handle: async (req: Request) => answer(await api(req)) },
  };
}
