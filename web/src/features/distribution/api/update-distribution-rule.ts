import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';
import type { DistributionRequest } from './save-types';

/** Saves the rule and brings its pod's members in line; the round robin view is refreshed too. */
export function useUpdateDistributionRule(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: DistributionRequest): Promise<DistributionRuleDto> =>
      (await call(api['distribution-rules'][':id'].$put({ param: { id }, json: json as never }))).data as DistributionRuleDto,
    onSuccess: (data) => {
      qc.setQueryData(distributionRuleQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'list'] });
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'round-robin', id] });
      toast.success(data.kind === 'fallback_pod' ? 'Fallback pod updated' : 'Distribution rule updated');
    },
  });
}
