import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';

export function useDeactivateMember() {
  return useRefreshingMutation(
    async (id: string) => (await call(api.members[':id'].deactivate.$post({ param: { id } }))).data,
    [['members'], ['teams']],
  );
}
