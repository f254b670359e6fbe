import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { Columns2 } from 'lucide-react';
import type { DistributionRuleDto } from '@contracts/distribution';
import { Badge } from '@web/components/ui/badge';
import { Select } from '@web/components/ui/select';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { distributionRuleQuery } from '../api/get-distribution-rule';
import { useDistributionRules } from '../api/list-distribution-rules';
import { usePodNames } from '../hooks/use-pod-names';
import { compareRows } from './compare-model';
import { BackLink } from './distribution-rule-editor-page';
import { LoadError, PageSkeleton } from './loaded-rule';
import { useInstantFormat } from '@web/lib/viewer-time';

/** /distribution-rules/compare?ids=a,b: two rules (or pods) side by side, differences highlighted. */
export function CompareRulesPage() {
  const at = useInstantFormat();
  const [params, setParams] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, 2);
  const [onlyDiff, setOnlyDiff] = React.useState(false);
  const rules = useDistributionRules('rule');
  const fallback = useDistributionRules('fallback_pod');
  const all = [...(rules.data ?? []), ...(fallback.data ?? [])];
  const picked = useQueries({ queries: ids.map((id) => distributionRuleQuery(id)) });
  const loaded = picked.map((q) => q.data).filter((d): d is DistributionRuleDto => !!d);
  const names = usePodNames(loaded);

  const choose = (slot: 0 | 1, id: string) => {
    const next = [ids[0] ?? '', ids[1] ?? ''];
    next[slot] = id;
    setParams({ ids: next.join(',') }, { replace: true });
  };

  const pickers = (
    <div className="mb-4 grid gap-3 sm:grid-cols-2">
      {([0, 1] as const).map((slot) => (
        <div key={slot} className="grid gap-1.5">
          <label htmlFor={`compare-${slot}`} className="text-sm font-medium">
            {slot === 0 ? 'Compare' : 'With'}
          </label>
          <Select id={`compare-${slot}`} value={ids[slot] ?? ''} onChange={(e) => choose(slot, e.target.value)}>
            <option value="" hidden>
              Select a rule or pod
            </option>
            {all.map((r) => (
              <option key={r.id} value={r.id} disabled={r.id === ids[slot === 0 ? 1 : 0]}>
                {r.name}
                {r.kind === 'fallback_pod' ? ' (fallback pod)' : ''}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </div>
  );

  const failed = picked.find((q) => q.isError);
  let body: React.ReactNode;
  if (ids.length < 2 || ids.some((id) => !id)) {
    body = (
      <EmptyState
        icon={<Columns2 className="h-10 w-10" aria-hidden />}
        title="Pick two to compare"
        description="Compare a rule with a rule, or a pod with a pod, field by field."
      />
    );
  } else if (failed?.error) {
    body = <LoadError error={failed.error} what="distribution rule" retry={() => void failed.refetch()} />;
  } else if (loaded.length < 2) {
    body = <PageSkeleton label="Loading comparison" />;
  } else {
    const [a, b] = loaded;
    const rows = compareRows(a, b, names, at);
    const differing = rows.filter((r) => r.differs).length;
    const shown = onlyDiff ? rows.filter((r) => r.differs) : rows;
    body = (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {differing === 0
              ? 'These two are configured the same.'
              : `${differing} field${differing === 1 ? '' : 's'} differ${differing === 1 ? 's' : ''}.`}
          </p>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={onlyDiff} onCheckedChange={setOnlyDiff} aria-label="Show differences only" /> Show differences only
          </label>
        </div>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">
              {a.name} compared with {b.name}
            </caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="w-60 px-3 py-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Field
                </th>
                {[a, b].map((r) => (
                  <th key={r.id} scope="col" className="px-3 py-2">
                    <Link to={`/distribution-rules/${r.id}`} className="font-semibold hover:underline">
                      {r.name}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, i) => (
                <React.Fragment key={row.label}>
                  {(i === 0 || shown[i - 1].section !== row.section) && (
                    <tr className="border-t bg-muted/20">
                      <th colSpan={3} scope="colgroup" className="px-3 py-1.5 text-left text-xs font-semibold text-muted-foreground">
                        {row.section}
                      </th>
                    </tr>
                  )}
                  <tr className={cn('border-t align-top', row.differs && 'bg-amber-50/70')}>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <span className="flex flex-wrap items-center gap-2">
                        {row.label}
                        {row.differs && <Badge variant="warning">Differs</Badge>}
                      </span>
                    </th>
                    {[row.a, row.b].map((lines, j) => (
                      <td key={j} className={cn('px-3 py-2', row.differs && 'font-medium')}>
                        <ul className="grid gap-0.5">
                          {lines.map((l, k) => (
                            <li key={k} className="wrap-anywhere">
                              {l}
                            </li>
                          ))}
                        </ul>
                      </td>
                    ))}
                  </tr>
                </React.Fragment>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );
  }

  return (
    <div>
      <BackLink />
      <PageHeader title="Compare distribution rules" description="Side by side, with the fields that differ highlighted." />
      {pickers}
      {body}
    </div>
  );
}
