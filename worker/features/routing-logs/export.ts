import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { OUTCOME_LABELS, ROUTING_LOG_VIEW_LABELS } from '../../contracts/routing-sessions';
import { toBase64 } from '../../integrations/calendar/ics-invite';
import { dispatch, prepareEmail } from '../mail/service';
import { viaLine } from './explain';
import * as repo from './repo';
import { filterFor, toRow, VIEW_OUTCOME, type LogFilter } from './service';

export const EXPORT_MESSAGE = 'Your report is on the way. It will reach your inbox within 10 minutes.';
export const MAX_EXPORT_ROWS = 10_000;
// An outbox row (attachment included) must stay under D1's 2 MB row limit; base64 grows the CSV by a third.
const MAX_ATTACHMENT_BASE64 = 1_500_000;

const FIELDS = ['Logged at', 'Prospect', 'Prospect e-mail', 'Assigned to', 'Router used', 'Via', 'Booked by', 'Outcome', 'Reason', 'Source URL', 'UTM source', 'UTM medium', 'UTM campaign', 'UTM term', 'UTM content', 'Answers'];

function csvOf(rows: repo.SessionListRow[]) {
  const data = rows.map((r) => {
    const row = toRow(r);
    const utm = r.attribution.utm ?? {};
    return [
      row.loggedAt,
      row.prospect.name,
      row.prospect.email,
      row.assignee?.name ?? '',
      row.router.deleted ? `${row.router.name} (deleted)` : row.router.name,
      viaLine(row.via, row.viaName) ?? '',
      row.bookedBy ?? '',
      OUTCOME_LABELS[row.outcome],
      row.outcomeReason ?? '',
      r.attribution.pageUrl,
      utm.source ?? '',
      utm.medium ?? '',
      utm.campaign ?? '',
      utm.term ?? '',
      utm.content ?? '',
      JSON.stringify(r.answers),
    ];
  });
  // Prospects type these values; a leading = or + must not run as a formula in a spreadsheet.
  return Papa.unparse({ fields: FIELDS, data }, { escapeFormulae: true });
}

/** Builds the CSV of the filtered logs and e-mails it to the caller through the outbox. */
export async function exportLogs(env: Env, db: Db, caller: Caller, f: LogFilter, now = new Date()) {
  const rows = await repo.listSessions(db, { ...filterFor(caller, f), outcome: VIEW_OUTCOME[f.view] }, MAX_EXPORT_ROWS);
  let kept = rows;
  let content = toBase64(csvOf(kept));
  // Very long answers can make even fewer rows too big: shrink until the attachment fits, and say so.
  while (content.length > MAX_ATTACHMENT_BASE64 && kept.length > 1) {
    kept = kept.slice(0, Math.max(1, Math.floor((kept.length * MAX_ATTACHMENT_BASE64) / content.length * 0.9)));
    content = toBase64(csvOf(kept));
  }
  const filters = [ROUTING_LOG_VIEW_LABELS[f.view], f.search?.trim() && `search "${f.search.trim()}"`, f.routerId && 'one router'].filter(Boolean).join(', ');
  const lines = [
    `Hi ${caller.name},`,
    '',
    `Your routing log export (${filters}) is attached: ${kept.length} ${kept.length === 1 ? 'prospect' : 'prospects'}.`,
  ];
  if (kept.length < rows.length) lines.push(`The file holds the newest ${kept.length} of ${rows.length} matching prospects; narrow the filters to export the rest.`);
  else if (rows.length === MAX_EXPORT_ROWS) lines.push(`Exports hold at most ${MAX_EXPORT_ROWS} prospects; narrow the filters to export older ones.`);
  const email = prepareEmail(db, {
    kind: 'routing_log_export',
    to: caller.email,
    subject: 'Your routing log export',
    text: lines.join('\n'),
    accountId: caller.accountId,
    attachments: [{ filename: `routing-logs-${now.toISOString().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', content }],
  });
  await email.stmt.run();
  await dispatch(env, email.id);
  return { message: EXPORT_MESSAGE };
}

/** The CSV header line of a routing log export (the chunked e-mailed export writes it once, first). */
export const LOG_CSV_HEADER = Papa.unparse({ fields: FIELDS, data: [] }).trimEnd();

/**
 * One page of the filtered log as CSV lines without the header, newest first after the keyset, with the
 * keyset to continue from: the exports feature builds a file of any size page by page from these.
 */
export async function logCsvPage(db: Db, caller: Caller, f: LogFilter, after: repo.Keyset | undefined, limit: number) {
  const rows = await repo.listSessions(db, { ...filterFor(caller, f), outcome: VIEW_OUTCOME[f.view] }, limit, after);
  const csv = csvOf(rows);
  const last = rows[rows.length - 1];
  return { lines: rows.length ? csv.slice(csv.indexOf('\r\n') + 2) : '', rows: rows.length, next: rows.length === limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}
