import { AlertCircle } from 'lucide-react';
import { CRM_MODULE_LABELS } from '@contracts/crm';
import type { ImportModule } from '@contracts/crm-import';
import { Select } from '@web/components/ui/select';
import type { Spreadsheet } from '@web/components/ui/spreadsheet';
import { Table, TBody, TD, TH, TR, THeadRow } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';
import { customKeyFor, targetOptions } from './column-mapping';

/** A cell's value as text: empty for a missing one. */
export const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));

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
        Choose where each column goes.{' '}
        {module === 'account' ? 'Accounts are matched by domain' : `${CRM_MODULE_LABELS[module].many} are matched by email`}: existing
        records are updated, new ones created.
      </p>
      {general.map((p) => (
        <p key={p.message} role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <AlertCircle className="h-4 w-4" aria-hidden /> {p.message}
        </p>
      ))}
      <Table aria-label="Column mapping">
        <THeadRow>
          <TH className="normal-case">Column</TH>
          <TH className="hidden normal-case sm:table-cell">Example</TH>
          <TH className="normal-case">Field</TH>
        </THeadRow>
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
                  <Select
                    id={`map-${i}`}
                    aria-label={`Field for ${h}`}
                    value={current}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => onChange(h, e.target.value)}
                    className={cn('min-w-44')}
                  >
                    <option value={SKIP}>Don't import</option>
                    <optgroup label="Fields">
                      {builtIns.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Custom field">
                      <option value={current.startsWith('custom:') ? current : custom}>
                        Custom: {(current.startsWith('custom:') ? current : custom).slice(7)}
                      </option>
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
