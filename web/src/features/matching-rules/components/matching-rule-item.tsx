import * as React from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { MatchingRuleDto } from '@contracts/distribution';
import { Badge } from '@web/components/ui/badge';
import { RuleActionsMenu } from '@web/components/rules/rule-actions-menu';
import { PositionBadge } from '@web/components/rules/rule-list';
import { cn } from '@web/lib/utils';
import { MATCH_BY_LABELS, MODULE_TYPE_LABELS } from './matching-rule-labels';

type Props = {
  rule: MatchingRuleDto;
  index: number;
  handle: React.ReactNode;
  dragging: boolean;
  assignee: string;
  canEdit: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
  onEdit: () => void;
};

/** One rule in the sequence: its place, what it matches on, who it assigns, and its actions. */
export function MatchingRuleItem({ rule, index, handle, dragging, assignee, canEdit, onDuplicate, onDelete, onEdit }: Props) {
  const d = rule.definition;
  const matchBy = d.matchBy.by === 'form_field' ? `${d.matchBy.formField} → ${d.matchBy.crmField}` : MATCH_BY_LABELS[d.matchBy.by];
  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-card p-3 shadow-sm transition-shadow sm:gap-3',
        dragging && 'ring-2 ring-primary',
      )}
    >
      {handle}
      <PositionBadge index={index} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/matching-rules/${rule.id}`} className="truncate font-medium hover:underline">
            {rule.name}
          </Link>
          {d.fuzzy && <Badge variant="warning">Fuzzy</Badge>}
          <Badge variant="outline" className="text-muted-foreground" title={`Version ${rule.version}`}>
            v{rule.version}
          </Badge>
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">Module type</dt>
            <dd className="font-medium text-foreground/80">
              {MODULE_TYPE_LABELS[d.moduleType]}
              {d.moduleType === 'custom_object' && d.customObjectType ? ` (${d.customObjectType})` : ''}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Match by</dt>
            <dd className="text-foreground/80">{matchBy}</dd>
          </div>
          {d.conditions.length > 0 && (
            <div className="flex gap-1">
              <dt className="sr-only">Conditions</dt>
              <dd>
                +{d.conditions.length} condition{d.conditions.length === 1 ? '' : 's'}
              </dd>
            </div>
          )}
          <div className="flex items-center gap-1">
            <dt>
              <UserRound className="h-3.5 w-3.5" aria-label="Assignee" />
            </dt>
            <dd className="text-foreground/80">{assignee}</dd>
          </div>
        </dl>
      </div>
      <RuleActionsMenu name={rule.name} canEdit={canEdit} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} />
    </div>
  );
}
