import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { matchingRuleQuery } from './get-matching-rule';
import { matchingRulesKey } from './list-matching-rules';

export function useDeleteMatchingRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['matching-rules'][':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: matchingRuleQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: [...matchingRulesKey, 'list'] });
      toast.success('Matching rule deleted');
    },
    onError: (e) => toast.error(e.message),
  });
}
