import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RoundRobinSnapshotDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { roundRobinKey, roundRobinQuery } from './round-robin';

/** Starts or ends a member's vacation: on vacation they are left out of assignment. */
export function useSetVacation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: { memberId: string; onVacation: boolean }): Promise<RoundRobinSnapshotDto> =>
      (await call(api['distribution-rules'][':id']['round-robin'].vacation.$post({ param: { id }, json }))).data as RoundRobinSnapshotDto,
    onSuccess: (data, vars) => {
      qc.setQueryData(roundRobinQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...roundRobinKey(id), 'log'] });
      toast.success(vars.onVacation ? 'Member is on vacation' : 'Member is back from vacation');
    },
    onError: (e) => toast.error(e.message),
  });
}
