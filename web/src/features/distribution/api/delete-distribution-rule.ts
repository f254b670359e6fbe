import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';

export function useDeleteDistributionRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['distribution-rules'][':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: distributionRuleQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: [...distributionKey, 'list'] });
      toast.success('Distribution rule deleted');
    },
    onError: (e) => toast.error(e.message),
  });
}
