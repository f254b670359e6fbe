import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export function useDeleteTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.teams[':id'].$delete({ param: { id } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['teams', 'list'] });
      void qc.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
