import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RedirectRuleDto, RedirectRuleType } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { redirectRulesQuery } from './list-redirect-rules';

/** Saves one outcome's evaluation order; the list moves at once and snaps back if the server refuses. */
export function useReorderRedirectRules(type: RedirectRuleType) {
  const qc = useQueryClient();
  const key = redirectRulesQuery(type).queryKey;
  return useMutation({
    mutationFn: async (rules: RedirectRuleDto[]): Promise<RedirectRuleDto[]> =>
      (await call(api['redirect-rules'].sequence.$put({ json: { type, ids: rules.map((r) => r.id) } }))).data as RedirectRuleDto[],
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
