import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ManualCalibration } from '@contracts/round-robin';
import type { RoundRobinSnapshotDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { roundRobinKey, roundRobinQuery } from './round-robin';

/** Adjusts a member's meeting count with a reason (a manual_calibration entry in the log). */
export function useAdjustRoundRobin(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: ManualCalibration): Promise<RoundRobinSnapshotDto> =>
      (await call(api['distribution-rules'][':id']['round-robin'].adjust.$post({ param: { id }, json }))).data as RoundRobinSnapshotDto,
    onSuccess: (data) => {
      qc.setQueryData(roundRobinQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...roundRobinKey(id), 'log'] });
      toast.success('Meeting count adjusted');
    },
  });
}
