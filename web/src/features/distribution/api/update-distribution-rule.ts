import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call, ifMatch } from '@web/lib/api';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';
import type { DistributionRequest } from './save-types';

/**
 * Saves the rule and brings its pod's members in line; the round robin view is refreshed too.
 * If-Match names the version the editor loaded, so someone else's newer edit answers 412 instead of being overwritten.
 */
export function useUpdateDistributionRule(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: DistributionRequest): Promise<DistributionRuleDto> => {
      const version = qc.getQueryData(distributionRuleQuery(id).queryKey)?.version;
      const headers = ifMatch(version);
      return (await call(api['distribution-rules'][':id'].$put({ param: { id }, json: json as never }, headers)))
        .data as DistributionRuleDto;
    },
    onSuccess: (data) => {
      qc.setQueryData(distributionRuleQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'list'] });
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'round-robin', id] });
      toast.success(data.kind === 'fallback_pod' ? 'Fallback pod updated' : 'Distribution rule updated');
    },
  });
}
