import type { ReportParams } from '../api/report-params';
import type { ResolvedRange } from '@contracts/reports';
import { RangePicker } from './range-picker';

/** The filter row of a report: the range and whatever else the report narrows by. */
export function ReportFilters({ params, resolved, onChange, children }: { params: ReportParams; resolved?: ResolvedRange; onChange: (patch: Partial<Record<keyof ReportParams, string | null>>) => void; children?: React.ReactNode }) {
  return (
    <section aria-label="Report filters" className="mb-5 flex flex-wrap items-start gap-4 rounded-lg border bg-card p-4">
      <RangePicker params={params} resolved={resolved} onChange={onChange} />
      {children}
    </section>
  );
}

/** A figure with its label, for the summary row of a report. */
export function Stat({ label, value, hint, testId }: { label: string; value: React.ReactNode; hint?: string; testId?: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-card p-3" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}
