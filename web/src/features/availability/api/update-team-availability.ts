import { api, call } from '@web/lib/api';
import { teamAvailabilityQuery } from './get-team-availability';
import { useSaveAvailability } from './save-availability';

export const useUpdateTeamAvailability = (teamId: string) =>
  useSaveAvailability(
    async (json) => (await call(api.teams[':id'].availability.$put({ param: { id: teamId }, json }))).data,
    teamAvailabilityQuery(teamId).queryKey,
  );
