import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { api, call } from '@web/lib/api';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

/** Creates a rule at the end of the sequence; a reviewed duplicate says so in its toast. */
export function useCreateMatchingRule({ duplicate = false } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MatchingRuleInput): Promise<MatchingRuleDto> =>
      (await call(api['matching-rules'].$post({ json }))).data as MatchingRuleDto,
    onSuccess: (data) => {
      qc.setQueryData(matchingRuleQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...matchingRulesKey, 'list'] });
      toast.success(duplicate ? 'Matching rule duplicated' : 'Matching rule created');
    },
  });
}
