import type { UpdateMemberInput } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { memberQuery } from './get-member';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves a member; lists and team rosters show the member's name, role and teams, so they are refreshed. */
export function useUpdateMember(id: string) {
  return useCachedMutation(
    memberQuery(id).queryKey,
    async (json: UpdateMemberInput) => (await call(api.members[':id'].$patch({ param: { id }, json }))).data,
    [['members', 'list'], ['teams']],
  );
}
