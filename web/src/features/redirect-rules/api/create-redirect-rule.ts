import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RedirectRuleDto, RedirectRuleInput } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { redirectRulesKey } from './list-redirect-rules';

/** Adds a rule at the end of its outcome's sequence. */
export function useCreateRedirectRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: RedirectRuleInput): Promise<RedirectRuleDto> =>
      (await call(api['redirect-rules'].$post({ json: json as never }))).data as RedirectRuleDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...redirectRulesKey, 'list'] });
      toast.success('Redirect rule created');
    },
  });
}
