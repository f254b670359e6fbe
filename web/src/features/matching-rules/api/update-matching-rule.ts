import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { api } from '@web/lib/api';
import { useVersionedSave } from '@web/lib/cache-mutation';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

/**
 * Saves a new version of the rule (the server raises its version number). If-Match names the version
 * the editor loaded, so someone else's newer edit is not overwritten: the server answers 412 instead.
 */
export function useUpdateMatchingRule(id: string) {
  return useVersionedSave<MatchingRuleInput, MatchingRuleDto>(
    api['matching-rules'][':id'],
    id,
    matchingRuleQuery(id),
    [[...matchingRulesKey, 'list']],
    'Matching rule updated',
  );
}
