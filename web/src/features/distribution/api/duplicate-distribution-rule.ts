import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';

/** A copy named 'Copy of …' with the same members, conditions and calibration, added last in the sequence. */
export function useDuplicateDistributionRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<DistributionRuleDto> =>
      (await call(api['distribution-rules'][':id'].duplicate.$post({ param: { id } }))).data as DistributionRuleDto,
    onSuccess: (data) => {
      qc.setQueryData(distributionRuleQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'list'] });
      toast.success('Distribution rule duplicated');
    },
    onError: (e) => toast.error(e.message),
  });
}
