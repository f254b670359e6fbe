import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RedirectRuleDto } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { redirectRulesKey } from './list-redirect-rules';

/** A copy named 'Copy of …' with the same conditions, URL and query parameters, placed right after the original. */
export function useDuplicateRedirectRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<RedirectRuleDto> =>
      (await call(api['redirect-rules'][':id'].duplicate.$post({ param: { id } }))).data as RedirectRuleDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...redirectRulesKey, 'list'] });
      toast.success('Redirect rule duplicated');
    },
    onError: (e) => toast.error(e.message),
  });
}
