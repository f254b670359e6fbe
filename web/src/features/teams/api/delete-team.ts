import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';

export function useDeleteTeam() {
  return useRefreshingMutation((id: string) => call(api.teams[':id'].$delete({ param: { id } })), [['teams', 'list'], ['members']]);
}
