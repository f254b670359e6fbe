import type { RedirectRuleDto, RedirectRuleType } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { useOptimisticReorder } from '@web/lib/use-optimistic-reorder';
import { redirectRulesQuery } from './list-redirect-rules';

/** Saves one outcome's evaluation order; the list moves at once and snaps back if the server refuses. */
export function useReorderRedirectRules(type: RedirectRuleType) {
  return useOptimisticReorder(
    redirectRulesQuery(type).queryKey,
    async (rules: RedirectRuleDto[]) =>
      (await call(api['redirect-rules'].sequence.$put({ json: { type, ids: rules.map((r) => r.id) } }))).data as RedirectRuleDto[],
  );
}
