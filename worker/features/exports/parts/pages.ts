import Papa from 'papaparse';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import {
  conversionTable,
  distributionTable,
  rangeCaption,
  type ConversionReportQuery,
  type DistributionReportQuery,
  type ExportKind,
} from '../../../contracts/reports';
import { ROUTING_LOG_VIEW_LABELS } from '../../../contracts/routing-sessions';
import { LOG_CSV_HEADER, logCsvPage, type LogFilter } from '../../routing-logs/service';
import { conversionReport, distributionReport } from '../../reports/service';

/** Rows per queue message: a few thousand, so one step stays well inside a worker's memory and time. */
export const ROWS_PER_PART = 2000;
/** A part's CSV stays under this many characters (D1 rows are at most 2 MB); a page of long answers is halved until it fits. */
export const MAX_PART_CHARS = 900_000;

export type Page = { csv: string; rows: number; next: string | null; caption: string };

const csv = (table: string[][]) => Papa.unparse(table, { escapeFormulae: true });

type Keyset = { createdAt: number; id: string };

const logCaption = (f: LogFilter) =>
  [
    ROUTING_LOG_VIEW_LABELS[f.view],
    f.search?.trim() && `search "${f.search.trim()}"`,
    f.routerId && 'one router',
    f.since && `since ${f.since.slice(0, 10)}`,
  ]
    .filter(Boolean)
    .join(', ');

/** What an export holds, in words, for its e-mail ("Meeting Booked, search \"acme\"", "All routers, Last 28 days (...)"). */
export async function captionOf(db: Db, caller: Caller, kind: ExportKind, params: Record<string, unknown>, requestedAt: number) {
  if (kind === 'routing_logs') return logCaption({ view: 'all-prospects', ...params } as LogFilter);
  return (await nextPage(db, caller, kind, params, null, requestedAt)).caption;
}

/** The next page of an export, from the cursor the previous page left (null: from the start). */
export async function nextPage(
  db: Db,
  caller: Caller,
  kind: ExportKind,
  params: Record<string, unknown>,
  cursor: string | null,
  requestedAt: number,
): Promise<Page> {
  if (kind === 'routing_logs') {
    const f = { view: 'all-prospects', ...params } as LogFilter;
    const after = cursor ? (JSON.parse(cursor) as Keyset) : undefined;
    const caption = logCaption(f);
    for (let limit = ROWS_PER_PART; ; limit = Math.max(1, Math.floor(limit / 2))) {
      const page = await logCsvPage(db, caller, f, after, limit);
      const body = cursor ? page.lines : page.rows ? `${LOG_CSV_HEADER}\r\n${page.lines}` : LOG_CSV_HEADER;
      if (body.length <= MAX_PART_CHARS || limit === 1) {
        // Each part ends with a line break so parts concatenate into one file.
        return { csv: body ? `${body}\r\n` : '', rows: page.rows, next: page.next ? JSON.stringify(page.next) : null, caption };
      }
    }
  }
  if (kind === 'conversion_report') {
    const r = await conversionReport(db, caller, params as ConversionReportQuery, requestedAt);
    return {
      csv: `${csv(conversionTable(r))}\r\n`,
      rows: r.trend.length,
      next: null,
      caption: `${r.router ? r.router.name : 'All routers'}, ${rangeCaption(r.range)}`,
    };
  }
  const r = await distributionReport(db, caller, params as DistributionReportQuery, requestedAt);
  return {
    csv: `${csv(distributionTable(r))}\r\n`,
    rows: r.members.length,
    next: null,
    caption: `${r.router ? r.router.name : 'All routers and relays'}, ${rangeCaption(r.range)}`,
  };
}

export const EXPORT_TITLES: Record<ExportKind, string> = {
  routing_logs: 'routing log',
  conversion_report: 'conversion report',
  distribution_report: 'distribution report',
};
