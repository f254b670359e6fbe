import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';
import type { DistributionRequest } from './save-types';

/** Creates a rule at the end of the sequence, or the fallback pod. */
export function useCreateDistributionRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: DistributionRequest): Promise<DistributionRuleDto> =>
      (await call(api['distribution-rules'].$post({ json: json as never }))).data as DistributionRuleDto,
    onSuccess: (data) => {
      qc.setQueryData(distributionRuleQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'list'] });
      toast.success(data.kind === 'fallback_pod' ? 'Fallback pod created' : 'Distribution rule created');
    },
  });
}
