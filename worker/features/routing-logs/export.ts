import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { OUTCOME_LABELS } from '../../contracts/routing-sessions';
import { viaLine } from './explain';
import * as repo from './repo';
import { filterFor, toRow, VIEW_OUTCOME, type LogFilter } from './service';

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
