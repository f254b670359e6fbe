import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { api, call } from '@web/lib/api';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

/**
 * Saves a new version of the rule (the server raises its version number). If-Match names the version
 * the editor loaded, so someone else's newer edit is not overwritten: the server answers 412 instead.
 */
export function useUpdateMatchingRule(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MatchingRuleInput): Promise<MatchingRuleDto> => {
      const version = qc.getQueryData(matchingRuleQuery(id).queryKey)?.version;
      const headers = version === undefined ? undefined : { headers: { 'if-match': `W/"${version}"` } };
      return (await call(api['matching-rules'][':id'].$put({ param: { id }, json }, headers))).data as MatchingRuleDto;
    },
    onSuccess: (data) => {
      qc.setQueryData(matchingRuleQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...matchingRulesKey, 'list'] });
      toast.success('Matching rule updated');
    },
  });
}
