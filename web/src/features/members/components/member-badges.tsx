import { ROLE_LABELS, type Role } from '@contracts/common';
import type { MemberDto } from '@contracts/members';
import { Badge } from '@web/components/ui/badge';

export function RoleCell({ role, isBooker }: { role: Role; isBooker?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-sm">{ROLE_LABELS[role]}</span>
      {isBooker && <Badge variant="secondary">Booker</Badge>}
    </div>
  );
}

const STATUS: Record<MemberDto['status'], { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  active: { label: 'Active', variant: 'success' },
  deactivated: { label: 'Deactivated', variant: 'warning' },
  deleted: { label: 'Deleted', variant: 'destructive' },
};

export const StatusBadge = ({ status }: { status: MemberDto['status'] }) => (
  <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>
);

/** Up to two team names, then a count; the full list is in the title. */
export function TeamsCell({ teams }: { teams: { id: string; name: string }[] }) {
  if (!teams.length) return <span className="text-sm text-muted-foreground">No team</span>;
  const rest = teams.length - 2;
  return (
    <div className="flex flex-wrap gap-1" title={teams.map((t) => t.name).join(', ')}>
      {teams.slice(0, 2).map((t) => (
        <Badge key={t.id} variant="outline" className="font-normal">
          {t.name}
        </Badge>
      ))}
      {rest > 0 && <span className="text-xs text-muted-foreground">+{rest} more</span>}
    </div>
  );
}
