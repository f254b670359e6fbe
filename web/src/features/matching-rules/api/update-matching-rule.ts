import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { api, call } from '@web/lib/api';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

/** Saves a new version of the rule (the server raises its version number). */
export function useUpdateMatchingRule(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MatchingRuleInput): Promise<MatchingRuleDto> => (await call(api['matching-rules'][':id'].$put({ param: { id }, json }))).data as MatchingRuleDto,
    onSuccess: (data) => {
      qc.setQueryData(matchingRuleQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...matchingRulesKey, 'list'] });
      toast.success('Matching rule updated');
    },
  });
}
