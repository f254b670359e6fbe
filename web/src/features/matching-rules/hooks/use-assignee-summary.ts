import { useQueries } from '@tanstack/react-query';
import type { MatchingAssignee } from '@contracts/routing';
import { teamDetailQuery, useMemberOptions, useTeamOptions } from '../api/list-options';

/** Turns rule assignees into short readable lines, loading the names of users, teams and groups they name. */
export function useAssigneeSummary(assignees: MatchingAssignee[]) {
  const members = useMemberOptions();
  const teams = useTeamOptions();
  const groupTeams = [...new Set(assignees.flatMap((a) => (a.type === 'group' ? [a.teamId] : [])))];
  const details = useQueries({ queries: groupTeams.map((id) => teamDetailQuery(id)) });
  const userName = new Map(members.data?.map((m) => [m.id, m.name]));
  const teamName = new Map(teams.data?.map((t) => [t.id, t.name]));
  const groupName = new Map(details.flatMap((d) => d.data?.groups.map((g) => [g.id, g.name] as const) ?? []));

  return (a: MatchingAssignee): string => {
    if (a.type === 'record_owner') return `Existing owner (${a.ownerProperty})`;
    const team = teamName.get(a.teamId) ?? 'a team';
    if (a.type === 'specific_user') return `${userName.get(a.userId) ?? 'A member'} · ${team}`;
    const names = a.groupIds.map((id) => groupName.get(id) ?? '…');
    return `${names.length === 1 ? 'Group' : 'Groups'} ${names.join(', ')} · ${team}`;
  };
}
