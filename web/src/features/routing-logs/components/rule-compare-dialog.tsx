import { ROUTING_REASONS } from '@contracts/routing';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';
import { cn } from '@web/lib/utils';
import { useCurrentRule } from '../api/get-current-rule';
import type { CompareTarget } from '@web/components/decision/rules-accordion';
import { diffDefinitions } from './rule-diff';

/** The rule as the decision used it next to the rule as it is now, setting by setting. */
export function RuleCompareDialog({ target, onClose }: { target: CompareTarget | null; onClose: () => void }) {
  const knownDeleted = !!target?.current?.deleted;
  const current = useCurrentRule(target?.id ?? '', target?.table ?? 'matching', !!target && !knownDeleted);
  const deleted = knownDeleted || (current.error instanceof ApiRequestError && current.error.status === 404);
  const loading = !!target && !deleted && current.isPending;
  const rows = target && !loading ? diffDefinitions(target.used, deleted || current.isError ? undefined : current.data?.definition) : [];
  const changes = rows.filter((r) => r.changed).length;
  const currentLabel = current.data ? `Current (v${current.data.version})` : 'Current';

  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Compare rule: {target?.name}</DialogTitle>
          <DialogDescription>
            {deleted
              ? ROUTING_REASONS.ruleDeleted
              : loading
                ? 'Loading the current version…'
                : current.isError
                  ? `We couldn't load the current version: ${current.error.message}`
                  : changes === 0
                    ? 'The rule has not changed since this prospect was routed.'
                    : `${changes} ${changes === 1 ? 'setting has' : 'settings have'} changed since this prospect was routed.`}
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <Skeleton className="h-48" />
        ) : (
          <div className="overflow-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 font-medium">Setting</th>
                  <th className="px-3 py-2 font-medium">Used{target?.usedVersion != null ? ` (v${target.usedVersion})` : ''}</th>
                  {!deleted && <th className="px-3 py-2 font-medium">{currentLabel}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key} className={cn('border-t align-top', r.changed && 'bg-amber-50')}>
                    <th scope="row" className="px-3 py-1.5 text-left font-normal text-muted-foreground">
                      {r.key}
                      {r.changed && <span className="sr-only"> (changed)</span>}
                    </th>
                    <td className="wrap-anywhere px-3 py-1.5">{r.used}</td>
                    {!deleted && <td className={cn('wrap-anywhere px-3 py-1.5', r.changed && 'font-medium')}>{r.current}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
