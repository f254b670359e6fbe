import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { useOptimisticReorder } from '@web/lib/use-optimistic-reorder';
import { distributionRulesQuery } from './list-distribution-rules';

/** Saves the evaluation order; the list moves at once and snaps back if the server refuses. */
export function useReorderDistributionRules() {
  return useOptimisticReorder(
    distributionRulesQuery('rule').queryKey,
    async (rules: DistributionRuleDto[]) =>
      (await call(api['distribution-rules'].sequence.$put({ json: { ids: rules.map((r) => r.id) } }))).data as DistributionRuleDto[],
  );
}
