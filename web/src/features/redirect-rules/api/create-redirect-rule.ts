import type { RedirectRuleDto, RedirectRuleInput } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { redirectRulesKey } from './list-redirect-rules';

/** Adds a rule at the end of its outcome's sequence. */
export function useCreateRedirectRule() {
  return useRefreshingMutation(
    async (json: RedirectRuleInput): Promise<RedirectRuleDto> =>
      (await call(api['redirect-rules'].$post({ json: json as never }))).data as RedirectRuleDto,
    [[...redirectRulesKey, 'list']],
    'Redirect rule created',
  );
}
