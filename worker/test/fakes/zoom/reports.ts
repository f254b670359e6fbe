// The participants report (GET /v2/report/meetings/{id}/participants): the admin report scope, pages of at
// most 300 with an opaque next_page_token valid 15 minutes; a test stores a meeting's report once it ended.
import { REPORT_SCOPE, json, token, zoomError, type AccessToken, type ReportRow, type ZoomUser } from './schema';
import type { Answer } from '../kit';
import type { ZoomState } from './state';

export type ZoomReports = ReturnType<typeof zoomReports>;

export function zoomReports(s: ZoomState) {
  const { now, meetings, reports, reportCalls, pageTokens } = s;

  // GET /report/meetings/{meetingId}/participants: Heavy rate limit label, admin report scope, pages of at most 300.
  function participantsReport(url: URL, user: ZoomUser, grant: AccessToken, id: string): Answer {
    if (!grant.scopes.includes(REPORT_SCOPE))
      return zoomError(400, 4711, `Invalid access token, does not contain scopes:[${REPORT_SCOPE}].`);
    const meetingId = Number(id);
    const m = meetings.get(meetingId);
    if (!/^\d+$/.test(id) || !m || m.hostId !== user.id) return zoomError(404, 3001, `Meeting does not exist: ${id}.`);
    reportCalls.set(meetingId, (reportCalls.get(meetingId) ?? 0) + 1);
    const rows = reports.get(meetingId);
    if (!rows) return zoomError(404, 3001, `Meeting does not exist: ${id}.`);
    const sizeParam = url.searchParams.get('page_size');
    const pageSize = sizeParam === null ? 30 : Number(sizeParam);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 300) return zoomError(400, 300, 'Invalid field: page_size');
    const tokenParam = url.searchParams.get('next_page_token');
    let offset = 0;
    if (tokenParam) {
      const t = pageTokens.get(tokenParam);
      if (!t || t.meetingId !== meetingId || t.expiresAt <= now()) return zoomError(400, 300, 'The next page token is invalid or expired.');
      offset = t.offset;
    }
    const page = rows.slice(offset, offset + pageSize);
    let next = '';
    if (offset + pageSize < rows.length) {
      next = token('np');
      pageTokens.set(next, { meetingId, offset: offset + pageSize, pageSize, expiresAt: now() + 15 * 60_000 });
    }
    return json(200, {
      page_count: Math.ceil(rows.length / pageSize),
      page_size: pageSize,
      total_records: rows.length,
      next_page_token: next,
      participants: page,
    });
  }

  function storeReport(meetingId: number, body: { participants?: Partial<ReportRow>[] }): Answer {
    const rows = (body.participants ?? []).map((p): ReportRow => {
      const join = p.join_time ?? new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const leave = p.leave_time ?? join;
      return {
        id: p.id ?? '',
        user_id: p.user_id ?? String(16_778_240 + Math.floor(Math.random() * 1_000_000)),
        name: p.name ?? '',
        user_email: p.user_email ?? '',
        join_time: join,
        leave_time: leave,
        duration: Math.max(0, Math.round((Date.parse(leave) - Date.parse(join)) / 1000)),
        failover: false,
        status: 'in_meeting',
        customer_key: '',
      };
    });
    reports.set(meetingId, rows);
    return json(204, null);
  }

  return { participantsReport, storeReport };
}
