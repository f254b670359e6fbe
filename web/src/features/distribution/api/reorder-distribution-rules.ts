import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { distributionRulesQuery } from './list-distribution-rules';

/** Saves the evaluation order; the list moves at once and snaps back if the server refuses. */
export function useReorderDistributionRules() {
  const qc = useQueryClient();
  const key = distributionRulesQuery('rule').queryKey;
  return useMutation({
    mutationFn: async (rules: DistributionRuleDto[]): Promise<DistributionRuleDto[]> =>
      (await call(api['distribution-rules'].sequence.$put({ json: { ids: rules.map((r) => r.id) } }))).data as DistributionRuleDto[],
    onMutate: async (rules) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData(key);
      qc.setQueryData(key, rules);
      return { previous };
    },
    onError: (e, _rules, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
      toast.error(e.message);
    },
    onSuccess: (data) => {
      qc.setQueryData(key, data);
      toast.success('Sequence updated');
    },
  });
}
