import * as React from 'react';
import { Link2 } from 'lucide-react';
import type { RedirectRuleDto } from '@contracts/routers';
import { conditionSummary, type ListOption } from '@web/components/rules/condition-model';
import { RuleActionsMenu } from '@web/components/rules/rule-actions-menu';
import { PositionBadge } from '@web/components/rules/rule-list';
import { cn } from '@web/lib/utils';

type Props = {
  rule: RedirectRuleDto;
  index: number;
  handle: React.ReactNode;
  dragging: boolean;
  lists?: ListOption[] | null;
  canEdit: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** One redirect rule in its outcome's sequence: conditions, the URL and its query parameters. */
export function RedirectRuleItem({ rule, index, handle, dragging, lists, canEdit, onEdit, onDuplicate, onDelete }: Props) {
  const conditions = rule.conditions.map((c) => conditionSummary(c, lists));
  return (
    <div className={cn('flex gap-2 rounded-lg border bg-card p-3 shadow-sm sm:gap-3', dragging && 'ring-2 ring-primary')}>
      <div className="flex shrink-0 items-start gap-1 pt-0.5">
        {handle}
        <PositionBadge index={index} />
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <button type="button" onClick={onEdit} className="w-fit truncate text-left font-medium hover:underline">
          {rule.name}
        </button>
        <ul className="grid gap-0.5 text-xs" aria-label="Conditions">
          {conditions.slice(0, 3).map((c, i) => (
            <li key={i} className="flex gap-1.5">
              <span className="w-8 shrink-0 text-[10px] font-semibold uppercase tracking-wider text-primary">{i === 0 ? 'If' : 'and'}</span>
              <span className="min-w-0 truncate text-foreground/80">{c}</span>
            </li>
          ))}
          {conditions.length > 3 && <li className="pl-9.5 text-muted-foreground">+{conditions.length - 3} more</li>}
        </ul>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <Link2 className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="truncate font-mono">{rule.url}</span>
          {rule.queryParams.length > 0 && <span className="shrink-0">+ {rule.queryParams.map((p) => p.key).join(', ')}</span>}
        </p>
      </div>
      <RuleActionsMenu name={rule.name} canEdit={canEdit} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} />
    </div>
  );
}
