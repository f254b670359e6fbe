import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

/** Creates a rule at the end of the sequence; a reviewed duplicate says so in its toast. */
export const useCreateMatchingRule = ({ duplicate = false } = {}) =>
  useCachedMutation(
    (data: MatchingRuleDto) => matchingRuleQuery(data.id).queryKey,
    async (json: MatchingRuleInput) => (await call(api['matching-rules'].$post({ json }))).data as MatchingRuleDto,
    [[...matchingRulesKey, 'list']],
    duplicate ? 'Matching rule duplicated' : 'Matching rule created',
  );
