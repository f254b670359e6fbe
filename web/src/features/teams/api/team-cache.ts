import type { QueryClient } from '@tanstack/react-query';
import type { TeamDetailDto } from '@contracts/teams';
import { teamQuery } from './get-team';

/** Team writes answer with the whole team: store it, and refresh the lists that show counts and memberships. */
export function storeTeam(qc: QueryClient, team: TeamDetailDto) {
  qc.setQueryData(teamQuery(team.id).queryKey, team);
  void qc.invalidateQueries({ queryKey: ['teams', 'list'] });
  void qc.invalidateQueries({ queryKey: ['members'] });
}
