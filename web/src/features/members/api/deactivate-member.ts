import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export function useDeactivateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(api.members[':id'].deactivate.$post({ param: { id } }))).data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['members'] });
      void qc.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
