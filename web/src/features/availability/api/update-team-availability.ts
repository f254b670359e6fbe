import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { api, call } from '@web/lib/api';
import { teamAvailabilityQuery } from './get-team-availability';
import { availabilityToasts } from './toasts';

export function useUpdateTeamAvailability(teamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: Availability): Promise<Availability> =>
      (await call(api.teams[':id'].availability.$put({ param: { id: teamId }, json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(teamAvailabilityQuery(teamId).queryKey, data);
      availabilityToasts.saved();
    },
    onError: availabilityToasts.failed,
  });
}
