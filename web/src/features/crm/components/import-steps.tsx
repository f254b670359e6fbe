import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { CRM_MODULE_LABELS, type CrmImportDto, type ImportModule } from '@contracts/crm';
import { Select } from '@web/components/ui/select';
import { Progress } from '@web/components/ui/progress';
import type { Spreadsheet } from '@web/components/ui/spreadsheet';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';
import { customKeyFor, targetOptions } from './column-mapping';
import type { RowProblem } from './import-row-check';

const PREVIEW_ROWS = 5;
const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const LISTED_PROBLEMS = 50;

/** The rows the server will refuse, each with its reason: they are counted as failed, never stored. */
export function RowProblemsNotice({ problems }: { problems: RowProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="grid gap-1.5 rounded-md border border-destructive/40 bg-destructive/5 p-3" role="region" aria-label="Rows that will not be imported">
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
      {problems.length > LISTED_PROBLEMS && <p className="text-xs text-muted-foreground">Showing the first {LISTED_PROBLEMS} of {problems.length.toLocaleString()}.</p>}
    </div>
  );
}

/** The first rows of the file as read, each checked through the current mapping, before the columns are mapped. */
export function PreviewStep({ sheet, fileName, problems = [] }: { sheet: Spreadsheet; fileName: string; problems?: RowProblem[] }) {
  const problemOf = new Map(problems.map((p) => [p.row, p.message]));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{fileName}</span> · {sheet.rows.length.toLocaleString()} {sheet.rows.length === 1 ? 'row' : 'rows'} · {sheet.headers.length} columns. The first{' '}
        {Math.min(PREVIEW_ROWS, sheet.rows.length)} rows:
      </p>
      <Table aria-label="File preview">
        <THead>
          <TR className="hover:bg-transparent">
            <TH className="whitespace-nowrap normal-case">Row</TH>
            <TH className="whitespace-nowrap normal-case">Check</TH>
            {sheet.headers.map((h) => (
              <TH key={h} className="whitespace-nowrap normal-case">
                {h}
              </TH>
            ))}
          </TR>
        </THead>
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

export const SKIP = '';

/** One select per column: skip it, send it to a built-in field, or keep it as a custom field. */
export function MappingStep({
  sheet,
  module,
  mapping,
  onChange,
  problems,
}: {
  sheet: Spreadsheet;
  module: ImportModule;
  mapping: Record<string, string>;
  onChange: (column: string, target: string) => void;
  problems: { column: string; message: string }[];
}) {
  const builtIns = targetOptions(module);
  const general = problems.filter((p) => !p.column);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Choose where each column goes. {module === 'account' ? 'Accounts are matched by domain' : `${CRM_MODULE_LABELS[module].many} are matched by email`}: existing records are updated, new ones
        created.
      </p>
      {general.map((p) => (
        <p key={p.message} role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <AlertCircle className="h-4 w-4" aria-hidden /> {p.message}
        </p>
      ))}
      <Table aria-label="Column mapping">
        <THead>
          <TR className="hover:bg-transparent">
            <TH className="normal-case">Column</TH>
            <TH className="hidden normal-case sm:table-cell">Example</TH>
            <TH className="normal-case">Field</TH>
          </TR>
        </THead>
        <TBody>
          {sheet.headers.map((h, i) => {
            const example = sheet.rows.map((r) => r[h]).find((v) => v !== null && v !== undefined);
            const error = problems.find((p) => p.column === h)?.message;
            const custom = `custom:${customKeyFor(h)}`;
            const current = mapping[h] ?? SKIP;
            return (
              <TR key={h}>
                <TD className="font-medium">{h}</TD>
                <TD className="hidden max-w-48 truncate text-muted-foreground sm:table-cell">{show(example)}</TD>
                <TD>
                  <Select id={`map-${i}`} aria-label={`Field for ${h}`} value={current} aria-invalid={error ? true : undefined} onChange={(e) => onChange(h, e.target.value)} className={cn('min-w-44')}>
                    <option value={SKIP}>Don't import</option>
                    <optgroup label="Fields">
                      {builtIns.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Custom field">
                      <option value={current.startsWith('custom:') ? current : custom}>Custom: {(current.startsWith('custom:') ? current : custom).slice(7)}</option>
                    </optgroup>
                  </Select>
                  {error && (
                    <p role="alert" className="mt-1 text-xs font-medium text-destructive">
                      {error}
                    </p>
                  )}
                </TD>
              </TR>
            );
          })}
        </TBody>
      </Table>
    </div>
  );
}

/** Live counts while chunks go up, then the outcome with the rows that failed and why. */
export function ProgressStep({ status, progress, error, total }: { status: string; progress: CrmImportDto | null; error: string | null; total: number }) {
  const processed = progress?.processed ?? 0;
  const counts = [
    { label: 'Created', value: progress?.created ?? 0 },
    { label: 'Updated', value: progress?.updated ?? 0 },
    { label: 'Failed', value: progress?.failed ?? 0 },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">
            {status === 'done' ? (
              <span className="inline-flex items-center gap-1.5 text-green-700">
                <CheckCircle2 className="h-4 w-4" aria-hidden /> Import complete
              </span>
            ) : status === 'failed' ? (
              'Import stopped'
            ) : status === 'cancelled' ? (
              'Import cancelled'
            ) : (
              'Importing…'
            )}
          </span>
          <span className="tabular-nums text-muted-foreground" aria-live="polite">
            {processed.toLocaleString()} of {total.toLocaleString()} rows
          </span>
        </div>
        <Progress value={processed} max={total} label="Import progress" />
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {counts.map((c) => (
          <div key={c.label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{c.label}</dt>
            <dd className={cn('text-xl font-semibold tabular-nums', c.label === 'Failed' && c.value > 0 && 'text-destructive')}>{c.value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {progress && progress.errors.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Rows not imported</p>
          <ul className="max-h-40 overflow-y-auto rounded-md border p-2 text-sm" aria-label="Rows not imported">
            {progress.errors.map((e) => (
              <li key={`${e.row}-${e.message}`} className="py-0.5">
                <span className="font-medium tabular-nums">Row {e.row}:</span> {e.message}
              </li>
            ))}
          </ul>
          {progress.failed > progress.errors.length && <p className="text-xs text-muted-foreground">Showing the first {progress.errors.length} of {progress.failed} failed rows.</p>}
        </div>
      )}
    </div>
  );
}
