import type { ManualCalibration } from '@contracts/round-robin';
import type { RoundRobinSnapshotDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { roundRobinKey, roundRobinQuery } from './round-robin';

/** Adjusts a member's meeting count with a reason (a manual_calibration entry in the log). */
export function useAdjustRoundRobin(id: string) {
  return useCachedMutation(
    roundRobinQuery(id).queryKey,
    async (json: ManualCalibration): Promise<RoundRobinSnapshotDto> =>
      (await call(api['distribution-rules'][':id']['round-robin'].adjust.$post({ param: { id }, json }))).data as RoundRobinSnapshotDto,
    [[...roundRobinKey(id), 'log']],
    'Meeting count adjusted',
  );
}
