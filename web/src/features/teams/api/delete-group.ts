import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(api.groups[':id'].$delete({ param: { id } }))).data,
    onSuccess: (team) => storeTeam(qc, team),
  });
}
