import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedirectRuleDto, RedirectRuleType } from '@contracts/routers';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'redirect-rules', so one invalidation refreshes every tab. */
export const redirectRulesKey = ['redirect-rules'] as const;

/** One outcome's rules in evaluation order. */
export const redirectRulesQuery = (type: RedirectRuleType) =>
  queryOptions({
    queryKey: [...redirectRulesKey, 'list', type],
    queryFn: async (): Promise<RedirectRuleDto[]> =>
      (await call(api['redirect-rules'].$get({ query: { type } }))).data as RedirectRuleDto[],
  });

export const useRedirectRules = (type: RedirectRuleType) => useQuery(redirectRulesQuery(type));
