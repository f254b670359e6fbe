import * as React from 'react';
import { Link } from 'react-router';
import { History, Users } from 'lucide-react';
import type { DistributionRuleDto } from '@contracts/distribution';
import { conditionSummary } from '@web/components/rules/condition-model';
import { Badge } from '@web/components/ui/badge';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { RuleActionsMenu } from '@web/components/rules/rule-actions-menu';
import { Checkbox } from '@web/components/ui/switch';
import { PositionBadge } from '@web/components/rules/rule-list';
import { cn } from '@web/lib/utils';
import type { PodNames } from '../hooks/use-pod-names';
import { DISTRIBUTION_LABELS, METHOD_LABELS } from './distribution-labels';

type RuleActionProps = {
  rule: DistributionRuleDto;
  canEdit: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDuplicate?: () => void;
  onDelete: () => void;
  onOpen: () => void;
  onHistory: () => void;
};
type Props = RuleActionProps & { names: PodNames; index?: number; handle?: React.ReactNode; dragging?: boolean };

/** A rule or the fallback pod: team, distribution, method, members with weights and its conditions. */
export function DistributionRuleCard({ names, index, handle, dragging, ...actions }: Props) {
  const { rule, selected } = actions;
  const d = rule.definition;
  const conditions = d.conditions.map((c) => conditionSummary(c, names.lists));
  return (
    <div
      data-testid="rule-card"
      className={cn(
        'flex gap-2 rounded-lg border bg-card p-3 shadow-sm sm:gap-3',
        dragging && 'ring-2 ring-primary',
        selected && 'border-primary/60 bg-accent/30',
      )}
    >
      <div className="flex shrink-0 items-start gap-1 pt-0.5">
        {handle}
        {index !== undefined && <PositionBadge index={index} />}
      </div>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-2">
        {/* Title, version, Compare and the menu share one row whose title alone gives way, so at 390 px
            nothing overlaps: the title is cut with an ellipsis (its full text stays in the link). */}
        <div className="flex min-w-0 items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-1.5">
            <Link
              to={`/distribution-rules/${rule.id}`}
              className="block min-w-0 max-w-full truncate font-medium hover:underline"
              data-testid="rule-title"
            >
              {rule.name}
            </Link>
            <Badge variant="outline" className="shrink-0 text-muted-foreground">
              v{rule.version}
            </Badge>
          </div>
          <RuleActions {...actions} />
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <Item label="Team" value={names.team(d.teamId)} />
          <Item label="Distribution" value={DISTRIBUTION_LABELS[d.distribution]} />
          <Item label="Method" value={METHOD_LABELS[d.method]} />
          {d.meetingTypeOverrideId && <Item label="Meeting type" value={names.meetingType(d.meetingTypeOverrideId)} />}
        </dl>
        <PodMembers rule={rule} names={names} />
        {conditions.length > 0 && (
          <ul className="grid grid-cols-1 gap-0.5 text-xs" aria-label="Conditions">
            {conditions.slice(0, 3).map((c, i) => (
              <li key={i} className="flex gap-1.5">
                <span className="w-8 shrink-0 text-[10px] font-semibold uppercase tracking-wider text-primary">
                  {i === 0 ? 'If' : 'and'}
                </span>
                <span className="min-w-0 text-foreground/80 [overflow-wrap:anywhere]">{c}</span>
              </li>
            ))}
            {conditions.length > 3 && <li className="pl-9.5 text-muted-foreground">+{conditions.length - 3} more</li>}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Compare, and the rule's menu: everything the card was given but what it shows itself. */
function RuleActions({ rule, canEdit, selected, onSelect, onDuplicate, onDelete, onOpen, onHistory }: RuleActionProps) {
  return (
    <div className="flex shrink-0 items-start gap-1">
      <label
        className="flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-2 text-xs text-muted-foreground hover:bg-muted"
        title="Select to compare"
      >
        <Checkbox checked={selected} onCheckedChange={(c) => onSelect(c === true)} aria-label={`Compare ${rule.name}`} />
        <span className="hidden sm:inline">Compare</span>
      </label>
      <RuleActionsMenu name={rule.name} canEdit={canEdit} onEdit={onOpen} onDuplicate={onDuplicate} onDelete={onDelete}>
        <DropdownMenuItem onSelect={onHistory}>
          <History /> Round robin history
        </DropdownMenuItem>
      </RuleActionsMenu>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0">{label}</dt>
      <dd className="min-w-0 font-medium text-foreground/80 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** Who takes turns: weighted chips for selected members, the team for all members, groups otherwise. */
export function PodMembers({ rule, names }: { rule: DistributionRuleDto; names: PodNames }) {
  const d = rule.definition;
  if (d.distribution === 'round_robin_select') {
    return (
      <ul className="flex flex-wrap gap-1.5" aria-label="Members and weights">
        {d.members.map((m) => (
          <li key={m.userId} className="inline-flex items-center gap-1.5 rounded-full border bg-background py-0.5 pl-2 pr-1 text-xs">
            {names.user(m.userId)}
            <span className="rounded-full bg-primary/10 px-1.5 text-[11px] font-semibold tabular-nums text-primary" title="Weight">
              ×{m.weight}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (d.distribution === 'round_robin_group' && d.groups) {
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-xs">
        <Users className="h-3.5 w-3.5 text-muted-foreground" aria-hidden />
        <span className="font-medium">{names.group(d.groups.primaryGroupId)}</span>
        {d.groups.additionalGroupIds.length > 0 && (
          <span className="text-muted-foreground">with {d.groups.additionalGroupIds.map(names.group).join(' and ')}</span>
        )}
      </p>
    );
  }
  const members = names.teamMembers(d.teamId);
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Users className="h-3.5 w-3.5" aria-hidden />
      {members ? `All ${members.length} members: ${members.map((m) => m.name).join(', ')}` : 'All team members'}
    </p>
  );
}
