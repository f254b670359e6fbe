import type { MatchingRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { useOptimisticReorder } from '@web/lib/use-optimistic-reorder';
import { matchingRulesQuery } from './list-matching-rules';

/** Saves the evaluation order; the list moves at once and snaps back if the server refuses. */
export function useReorderMatchingRules() {
  return useOptimisticReorder(
    matchingRulesQuery.queryKey,
    async (rules: MatchingRuleDto[]) =>
      (await call(api['matching-rules'].sequence.$put({ json: { ids: rules.map((r) => r.id) } }))).data as MatchingRuleDto[],
  );
}
