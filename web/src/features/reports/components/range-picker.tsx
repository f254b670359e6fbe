import { REPORT_RANGE_LABELS, REPORT_RANGES, type ReportRange, type ResolvedRange } from '@contracts/reports';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { ReportParams } from '../api/report-params';
import { Select } from '@web/components/ui/select';
import { labelledOptions } from '@web/components/ui/named-options';

/** The quarters a picker offers: this one and the seven before it. */
function recentQuarters(today = new Date()) {
  const out: string[] = [];
  let y = today.getFullYear();
  let q = Math.floor(today.getMonth() / 3) + 1;
  for (let i = 0; i < 8; i++) {
    out.push(`${y}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      y -= 1;
    }
  }
  return out;
}

type Props = { params: ReportParams; resolved?: ResolvedRange; onChange: (patch: Partial<Record<keyof ReportParams, string | null>>) => void };

/** Today, last 7, 14 and 28 days, last N days, a quarter or custom days; the resolved days and zone are named under it. */
export function RangePicker({ params, resolved, onChange }: Props) {
  const customInvalid = params.range === 'custom' && params.from && params.to && params.from > params.to;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="report-range">Date range</Label>
          <Select id="report-range" className="sm:w-48" value={params.range} onChange={(e) => onChange({ range: e.target.value as ReportRange })}>
            {labelledOptions(REPORT_RANGES, REPORT_RANGE_LABELS)}
          </Select>
        </div>
        {params.range === 'last_n_days' && (
          <div className="grid gap-1">
            <Label htmlFor="report-days">Number of days</Label>
            <Input id="report-days" type="number" min={1} max={366} inputMode="numeric" className="w-28" value={params.days ?? ''} placeholder="90" onChange={(e) => onChange({ days: e.target.value })} />
          </div>
        )}
        {params.range === 'quarter' && (
          <div className="grid gap-1">
            <Label htmlFor="report-quarter">Quarter</Label>
            <Select id="report-quarter" className="sm:w-48" value={params.quarter ?? recentQuarters()[0]} onChange={(e) => onChange({ quarter: e.target.value })}>
              {recentQuarters().map((q) => (
                <option key={q} value={q}>
                  {q.replace('-', ' ')}
                </option>
              ))}
            </Select>
          </div>
        )}
        {params.range === 'custom' && (
          <>
            <div className="grid gap-1">
              <Label htmlFor="report-from">From</Label>
              <Input id="report-from" type="date" className="w-40" value={params.from ?? ''} onChange={(e) => onChange({ from: e.target.value })} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="report-to">To</Label>
              <Input id="report-to" type="date" className="w-40" value={params.to ?? ''} aria-invalid={!!customInvalid} onChange={(e) => onChange({ to: e.target.value })} />
            </div>
          </>
        )}
      </div>
      {customInvalid ? (
        <p className="text-sm text-destructive" role="alert">
          The end date must not be before the start date
        </p>
      ) : (
        resolved && (
          <p className="text-xs text-muted-foreground" data-testid="report-range">
            {resolved.from === resolved.to ? resolved.from : `${resolved.from} to ${resolved.to}`} · days in the organization time zone ({resolved.timezone.replace(/_/g, ' ')})
          </p>
        )
      )}
    </div>
  );
}
