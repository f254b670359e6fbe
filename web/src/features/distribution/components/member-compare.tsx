import * as React from 'react';
import { Columns3 } from 'lucide-react';
import type { RoundRobinMemberDto } from '@contracts/distribution';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { cn } from '@web/lib/utils';
import { MAX_COMPARE_MEMBERS, MIN_COMPARE_MEMBERS, levelText, memberComparisonError, percent } from './round-robin-model';
import { FieldError } from '@web/components/ui/form-field';

type Props = { members: RoundRobinMemberDto[]; selected: string[]; onClear: () => void };

const STATS: { label: string; value: (m: RoundRobinMemberDto) => number; format?: (n: number) => string }[] = [
  { label: 'Level', value: (m) => m.level, format: levelText },
  { label: 'Weight', value: (m) => m.weight },
  { label: 'Share', value: (m) => m.share, format: percent },
  { label: 'Assigned', value: (m) => m.assigned },
  { label: 'Completed', value: (m) => m.completed },
  { label: 'Upcoming', value: (m) => m.upcoming },
  { label: 'Cancelled', value: (m) => m.cancelled },
  { label: 'No show', value: (m) => m.noShow },
];

/** Pick 2 to 3 members in the table, then see their numbers side by side. */
export function MemberCompare({ members, selected, onClear }: Props) {
  const [error, setError] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  React.useEffect(() => {
    if (error && !memberComparisonError(selected)) setError(null);
  }, [selected, error]);

  const compare = () => {
    const problem = memberComparisonError(selected);
    setError(problem);
    if (!problem) setOpen(true);
  };
  const chosen = selected.map((id) => members.find((m) => m.userId === id)).filter((m): m is RoundRobinMemberDto => !!m);

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={compare}>
          <Columns3 /> Compare members{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
        {selected.length > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
        )}
        {!error && (
          <span className="text-xs text-muted-foreground">
            Select {MIN_COMPARE_MEMBERS} to {MAX_COMPARE_MEMBERS} members in the table.
          </span>
        )}
      </div>
      <FieldError>{error}</FieldError>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Compare members</DialogTitle>
            <DialogDescription>This period’s numbers, side by side. The highest value in each row is highlighted.</DialogDescription>
          </DialogHeader>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground">
                    <span className="sr-only">Statistic</span>
                  </th>
                  {chosen.map((m) => (
                    <th key={m.userId} scope="col" className="px-3 py-2 text-right font-semibold">
                      {m.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {STATS.map((s) => {
                  const values = chosen.map(s.value);
                  const max = Math.max(...values);
                  return (
                    <tr key={s.label} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
                        {s.label}
                      </th>
                      {chosen.map((m, i) => (
                        <td
                          key={m.userId}
                          className={cn(
                            'px-3 py-2 text-right tabular-nums',
                            values[i] === max && max > 0 && values.some((x) => x !== max) && 'font-semibold text-primary',
                          )}
                        >
                          {(s.format ?? String)(values[i])}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
