import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

export const useDeleteMatchingRule = () =>
  useDeleteMutation((id) => call(api['matching-rules'][':id'].$delete({ param: { id } })), 'Matching rule deleted', {
    detail: (id) => matchingRuleQuery(id).queryKey,
    lists: [[...matchingRulesKey, 'list']],
  });
