import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useDeleteGroup() {
  return useMutationThen(async (id: string) => (await call(api.groups[':id'].$delete({ param: { id } }))).data, storeTeam);
}
