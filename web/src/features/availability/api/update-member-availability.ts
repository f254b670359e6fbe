import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { api, call } from '@web/lib/api';
import { memberAvailabilityQuery } from './get-member-availability';
import { myAvailabilityQuery } from './get-my-availability';
import { availabilityToasts } from './toasts';

/** Admins and Managers set a member's default availability; when it is their own, My Availability follows. */
export function useUpdateMemberAvailability(memberId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: Availability): Promise<Availability> =>
      (await call(api.members[':id'].availability.$put({ param: { id: memberId }, json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(memberAvailabilityQuery(memberId).queryKey, data);
      void qc.invalidateQueries({ queryKey: myAvailabilityQuery.queryKey });
      availabilityToasts.saved();
    },
    onError: availabilityToasts.failed,
  });
}
