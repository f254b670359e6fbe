import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MatchingRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { matchingRulesQuery } from './list-matching-rules';

/** Saves the evaluation order; the list moves at once and snaps back if the server refuses. */
export function useReorderMatchingRules() {
  const qc = useQueryClient();
  const key = matchingRulesQuery.queryKey;
  return useMutation({
    mutationFn: async (rules: MatchingRuleDto[]): Promise<MatchingRuleDto[]> =>
      (await call(api['matching-rules'].sequence.$put({ json: { ids: rules.map((r) => r.id) } }))).data as MatchingRuleDto[],
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
