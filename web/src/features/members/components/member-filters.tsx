import * as React from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@contracts/common';
import { SearchInput } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { Label } from '@web/components/ui/label';
import { labelledOptions } from '@web/components/ui/named-options';

export type Filters = { q: string; role: Role | ''; teamId: string };

/** Search (debounced), role and team filters above the member lists. */
export function MemberFilters({
  value,
  onChange,
  teams,
}: {
  value: Filters;
  onChange: (next: Partial<Filters>) => void;
  teams: { value: string; label: string }[];
}) {
  const [q, setQ] = React.useState(value.q);
  React.useEffect(() => setQ(value.q), [value.q]);
  React.useEffect(() => {
    if (q === value.q) return;
    const t = setTimeout(() => onChange({ q }), 250);
    return () => clearTimeout(t);
  }, [q, value.q, onChange]);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchInput id="member-search" label="Search members" value={q} onChange={setQ} className="flex-1 sm:max-w-xs" />
      <div className="flex gap-2">
        <Label htmlFor="member-role-filter" className="sr-only">
          Filter by role
        </Label>
        <Select
          id="member-role-filter"
          className="sm:w-40"
          value={value.role}
          onChange={(e) => onChange({ role: e.target.value as Role | '' })}
        >
          <option value="">All roles</option>
          {labelledOptions(ROLES, ROLE_LABELS)}
        </Select>
        <Label htmlFor="member-team-filter" className="sr-only">
          Filter by team
        </Label>
        <Select id="member-team-filter" className="sm:w-44" value={value.teamId} onChange={(e) => onChange({ teamId: e.target.value })}>
          <option value="">All teams</option>
          {teams.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
