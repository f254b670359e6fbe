import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMemberInput } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { memberQuery } from './get-member';

/** Saves a member; lists and team rosters show the member's name, role and teams, so they are refreshed. */
export function useUpdateMember(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: UpdateMemberInput) => (await call(api.members[':id'].$patch({ param: { id }, json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(memberQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: ['members', 'list'] });
      void qc.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
