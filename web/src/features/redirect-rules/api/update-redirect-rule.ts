import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RedirectRuleDto, RedirectRuleInput } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { redirectRulesKey } from './list-redirect-rules';

/** Saves a rule; a changed type moves it to the end of the other outcome's sequence. */
export function useUpdateRedirectRule(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: RedirectRuleInput): Promise<RedirectRuleDto> =>
      (await call(api['redirect-rules'][':id'].$put({ param: { id }, json: json as never }))).data as RedirectRuleDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...redirectRulesKey, 'list'] });
      toast.success('Redirect rule updated');
    },
  });
}
