import { AlertCircle } from 'lucide-react';
import type { Spreadsheet } from '@web/components/ui/spreadsheet';
import { Table, TBody, TD, TH, TR, THeadRow } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';
import type { RowProblem } from './import-row-check';
import { show } from './import-steps';

const PREVIEW_ROWS = 5;
const LISTED_PROBLEMS = 50;

/** The rows the server will refuse, each with its reason: they are counted as failed, never stored. */
export function RowProblemsNotice({ problems }: { problems: RowProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      className="grid gap-1.5 rounded-md border border-destructive/40 bg-destructive/5 p-3"
      role="region"
      aria-label="Rows that will not be imported"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-destructive">
        <AlertCircle className="h-4 w-4 shrink-0" aria-hidden />
        {problems.length.toLocaleString()} {problems.length === 1 ? 'row' : 'rows'} will not be imported and will be counted as failed:
      </p>
      <ul className="max-h-32 overflow-y-auto text-sm">
        {problems.slice(0, LISTED_PROBLEMS).map((p) => (
          <li key={p.row} className="wrap-anywhere py-0.5">
            <span className="font-medium tabular-nums">Row {p.row}:</span> {p.message}
          </li>
        ))}
      </ul>
      {problems.length > LISTED_PROBLEMS && (
        <p className="text-xs text-muted-foreground">
          Showing the first {LISTED_PROBLEMS} of {problems.length.toLocaleString()}.
        </p>
      )}
    </div>
  );
}

/** The first rows of the file as read, each checked through the current mapping, before the columns are mapped. */
export function PreviewStep({ sheet, fileName, problems = [] }: { sheet: Spreadsheet; fileName: string; problems?: RowProblem[] }) {
  const problemOf = new Map(problems.map((p) => [p.row, p.message]));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{fileName}</span> · {sheet.rows.length.toLocaleString()}{' '}
        {sheet.rows.length === 1 ? 'row' : 'rows'} · {sheet.headers.length} columns. The first {Math.min(PREVIEW_ROWS, sheet.rows.length)}{' '}
        rows:
      </p>
      <Table aria-label="File preview">
        <THeadRow>
          <TH className="whitespace-nowrap normal-case">Row</TH>
          <TH className="whitespace-nowrap normal-case">Check</TH>
          {sheet.headers.map((h) => (
            <TH key={h} className="whitespace-nowrap normal-case">
              {h}
            </TH>
          ))}
        </THeadRow>
        <TBody>
          {sheet.rows.slice(0, PREVIEW_ROWS).map((row, i) => {
            const problem = problemOf.get(i + 2);
            return (
              <TR key={i} data-invalid={problem ? true : undefined} className={cn(problem && 'bg-destructive/5')}>
                <TD className="tabular-nums text-muted-foreground">{i + 2}</TD>
                <TD className="min-w-40">
                  {problem ? (
                    <span className="inline-flex items-start gap-1 text-xs font-medium text-destructive">
                      <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden /> {problem}
                    </span>
                  ) : (
                    <span className="text-xs text-muted-foreground">Ready</span>
                  )}
                </TD>
                {sheet.headers.map((h) => (
                  <TD key={h} className="max-w-48 truncate whitespace-nowrap" title={show(row[h])}>
                    {show(row[h])}
                  </TD>
                ))}
              </TR>
            );
          })}
        </TBody>
      </Table>
      <RowProblemsNotice problems={problems} />
    </div>
  );
}
