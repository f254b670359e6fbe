import { useQueries } from '@tanstack/react-query';
import type { DistributionRuleDto } from '@contracts/distribution';
import { teamDetailQuery, useMeetingTypeOptions, useTeamOptions } from '../api/list-options';
import { useRoutingLists } from '@web/lib/routing-lists';

/** Names of the teams, members, groups, meeting types and lists the given rules point at. */
export type PodNames = {
  team: (id: string) => string;
  user: (id: string) => string;
  group: (id: string) => string;
  meetingType: (id: string) => string;
  teamMembers: (teamId: string) => { id: string; name: string }[] | undefined;
  lists: { id: string; name: string }[] | null;
};

export function usePodNames(rules: DistributionRuleDto[]): PodNames {
  const teams = useTeamOptions();
  const meetingTypes = useMeetingTypeOptions();
  const lists = useRoutingLists();
  const teamIds = [...new Set(rules.map((r) => r.definition.teamId))];
  const details = useQueries({ queries: teamIds.map((id) => teamDetailQuery(id)) });
  const teamName = new Map(teams.data?.map((t) => [t.id, t.name]));
  const userName = new Map(details.flatMap((d) => d.data?.members.map((m) => [m.id, m.name] as const) ?? []));
  const groupName = new Map(details.flatMap((d) => d.data?.groups.map((g) => [g.id, g.name] as const) ?? []));
  const typeName = new Map(meetingTypes.data?.map((t) => [t.id, t.name]));
  const loadingTeams = details.some((d) => d.isPending);
  const membersOf = new Map(details.flatMap((d) => (d.data ? [[d.data.id, d.data.members] as const] : [])));
  return {
    team: (id) => teamName.get(id) ?? '…',
    user: (id) => userName.get(id) ?? (loadingTeams ? '…' : 'Former member'),
    group: (id) => groupName.get(id) ?? '…',
    meetingType: (id) => typeName.get(id) ?? '…',
    teamMembers: (teamId) => membersOf.get(teamId),
    lists: lists.data ?? null,
  };
}
