// What the two Zoom hosts share: users (one per consent), grants, tokens, meetings and their reports.
import type { AccessToken, Grant, PageToken, ReportRow, ZoomMeeting, ZoomUser } from './schema';

export type ZoomState = ReturnType<typeof createZoomState>;

export function createZoomState(now: () => number) {
  const users = new Map<string, ZoomUser>();
  const grants = new Map<string, Grant>();
  const access = new Map<string, AccessToken>();
  const refresh = new Map<string, string>();
  const meetings = new Map<number, ZoomMeeting>();
  const reports = new Map<number, ReportRow[]>();
  const reportCalls = new Map<number, number>();
  const pageTokens = new Map<string, PageToken>();
  const counters = { nextMeetingId: 81_000_000_000 + Math.floor(Math.random() * 1_000_000_000), users: 0 };
  return { now, users, grants, access, refresh, meetings, reports, reportCalls, pageTokens, counters };
}
