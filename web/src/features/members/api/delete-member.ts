import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';

export function useDeleteMember() {
  return useRefreshingMutation(
    async (id: string) => (await call(api.members[':id'].$delete({ param: { id } }))).data,
    [['members'], ['teams']],
  );
}
