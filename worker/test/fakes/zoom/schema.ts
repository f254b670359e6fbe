// Zoom's shapes (users, meetings, grants, tokens, report rows, page tokens), the one registered app, its
// scopes, and Zoom's answers: `{ code, message }` errors and OAuth's `{ reason, error }`.
import type { Answer } from '../kit';

export type ZoomUser = { id: string; email: string; firstName: string; lastName: string; accountId: string; failNext: Answer[] };
export type ZoomMeeting = {
  uuid: string;
  id: number;
  hostId: string;
  topic: string;
  type: number;
  startTime: string;
  duration: number;
  timezone: string;
  agenda: string;
  createdAt: string;
  joinUrl: string;
  startUrl: string;
  password: string;
};
export type Grant = {
  userId: string;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  expiresAt: number;
};
export type AccessToken = { userId: string; expiresAt: number; scopes: string[] };
export type ReportRow = {
  id: string;
  user_id: string;
  name: string;
  user_email: string;
  join_time: string;
  leave_time: string;
  duration: number;
  failover: boolean;
  status: string;
  customer_key: string;
};
export type PageToken = { meetingId: number; offset: number; pageSize: number; expiresAt: number };

/** The one OAuth app the fake knows: the one the worker uses outside production when no Zoom app is configured. */
export const FAKE_ZOOM_APP = { clientId: 'routewise-local-zoom', clientSecret: 'local-secret' } as const;
export const ZOOM_OAUTH_HOST = 'zoom.us';
export const ZOOM_API_HOST = 'api.zoom.us';

export const REPORT_SCOPE = 'report:read:list_meeting_participants:admin';
export const SCOPES = `meeting:write:meeting meeting:update:meeting meeting:delete:meeting meeting:read:list_meetings user:read:user ${REPORT_SCOPE}`;
export const START_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });
export const zoomError = (status: number, code: number, message: string, headers?: Record<string, string>) =>
  json(status, { code, message }, headers);
export const oauthError = (status: number, error: string, reason: string) => json(status, { reason, error });

export const token = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, '')}${crypto.randomUUID().replace(/-/g, '')}`;

export function basicClient(header: string | null): { id: string; secret: string } | null {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m) return null;
  try {
    const [id, ...rest] = atob(m[1]).split(':');
    return { id, secret: rest.join(':') };
  } catch {
    return null;
  }
}
