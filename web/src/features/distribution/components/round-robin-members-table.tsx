import type { RoundRobinMemberDto } from '@contracts/distribution';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox, Switch } from '@web/components/ui/switch';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';
import { levelText, percent } from './round-robin-model';

type Props = {
  members: RoundRobinMemberDto[];
  canEdit: boolean;
  selected: string[];
  onSelect: (memberId: string, on: boolean) => void;
  onAdjust: (memberId: string) => void;
  onVacation: (memberId: string, onVacation: boolean) => void;
  vacationPending: string | null;
};

const NUM = 'text-right tabular-nums';

/** Each member's level, outcomes this period and weightage, with vacation and adjust actions. */
export function RoundRobinMembersTable({ members, canEdit, selected, onSelect, onAdjust, onVacation, vacationPending }: Props) {
  return (
    <Table>
      <THeadRow>
        <TH className="w-10">
          <span className="sr-only">Compare</span>
        </TH>
        <TH>Member</TH>
        <TH className={NUM}>Level</TH>
        <TH className={NUM}>Assigned</TH>
        <TH className={cn(NUM, 'hidden md:table-cell')}>Completed</TH>
        <TH className={cn(NUM, 'hidden md:table-cell')}>Upcoming</TH>
        <TH className={cn(NUM, 'hidden lg:table-cell')}>Cancelled</TH>
        <TH className={cn(NUM, 'hidden lg:table-cell')}>No show</TH>
        <TH className={NUM}>Weightage</TH>
        <TH className="text-center">Vacation</TH>
        {canEdit && <ActionsTH className="w-20" />}
      </THeadRow>
      <TBody>
        {members.map((m) => (
          <TR key={m.userId} className={cn(!m.active && 'text-muted-foreground', selected.includes(m.userId) && 'bg-accent/40')}>
            <TD>
              <Checkbox
                checked={selected.includes(m.userId)}
                onCheckedChange={(c) => onSelect(m.userId, c === true)}
                aria-label={`Select ${m.name} to compare`}
              />
            </TD>
            <TD>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{m.name}</span>
                {!m.active && <Badge variant="secondary">Removed</Badge>}
                {m.onVacation && <Badge variant="warning">On vacation</Badge>}
              </div>
              <p className="text-xs text-muted-foreground md:hidden">
                {m.completed} completed · {m.upcoming} upcoming · {m.cancelled} cancelled · {m.noShow} no show
              </p>
            </TD>
            <TD className={cn(NUM, 'font-semibold')}>{levelText(m.level)}</TD>
            <TD className={NUM}>{m.assigned}</TD>
            <TD className={cn(NUM, 'hidden md:table-cell')}>{m.completed}</TD>
            <TD className={cn(NUM, 'hidden md:table-cell')}>{m.upcoming}</TD>
            <TD className={cn(NUM, 'hidden lg:table-cell')}>{m.cancelled}</TD>
            <TD className={cn(NUM, 'hidden lg:table-cell')}>{m.noShow}</TD>
            <TD className={NUM}>
              <div className="grid justify-items-end gap-1">
                <span>
                  <span className="font-medium">{m.weight}</span>
                  <span className="text-muted-foreground"> · {percent(m.share)}</span>
                </span>
                <span className="h-1 w-16 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <span className="block h-full rounded-full bg-primary" style={{ width: percent(m.share) }} />
                </span>
              </div>
            </TD>
            <TD className="text-center">
              <Switch
                checked={m.onVacation}
                onCheckedChange={(on) => onVacation(m.userId, on)}
                disabled={!canEdit || !m.active || vacationPending === m.userId}
                aria-label={`${m.name} on vacation`}
              />
            </TD>
            {canEdit && (
              <TD>
                <Button size="sm" variant="outline" onClick={() => onAdjust(m.userId)} disabled={!m.active} aria-label={`Adjust ${m.name}`}>
                  Adjust
                </Button>
              </TD>
            )}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
