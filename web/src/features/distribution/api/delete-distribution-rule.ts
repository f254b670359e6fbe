import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { distributionRuleQuery } from './get-distribution-rule';
import { distributionKey } from './list-distribution-rules';

export const useDeleteDistributionRule = () =>
  useDeleteMutation((id) => call(api['distribution-rules'][':id'].$delete({ param: { id } })), 'Distribution rule deleted', {
    detail: (id) => distributionRuleQuery(id).queryKey,
    lists: [[...distributionKey, 'list']],
  });
