import { api, call } from '@web/lib/api';
import { memberAvailabilityQuery } from './get-member-availability';
import { myAvailabilityQuery } from './get-my-availability';
import { useSaveAvailability } from './save-availability';

/** Admins and Managers set a member's default availability; when it is their own, My Availability follows. */
export const useUpdateMemberAvailability = (memberId: string) =>
  useSaveAvailability(
    async (json) => (await call(api.members[':id'].availability.$put({ param: { id: memberId }, json }))).data,
    memberAvailabilityQuery(memberId).queryKey,
    [myAvailabilityQuery.queryKey],
  );
