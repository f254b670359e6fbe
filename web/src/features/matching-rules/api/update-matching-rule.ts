import { useQueryClient } from '@tanstack/react-query';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { api, call, ifMatch } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

/**
 * Saves a new version of the rule (the server raises its version number). If-Match names the version
 * the editor loaded, so someone else's newer edit is not overwritten: the server answers 412 instead.
 */
export function useUpdateMatchingRule(id: string) {
  const qc = useQueryClient();
  return useCachedMutation(
    matchingRuleQuery(id).queryKey,
    async (json: MatchingRuleInput): Promise<MatchingRuleDto> => {
      const version = qc.getQueryData(matchingRuleQuery(id).queryKey)?.version;
      const headers = ifMatch(version);
      return (await call(api['matching-rules'][':id'].$put({ param: { id }, json }, headers))).data as MatchingRuleDto;
    },
    [[...matchingRulesKey, 'list']],
    'Matching rule updated',
  );
}
