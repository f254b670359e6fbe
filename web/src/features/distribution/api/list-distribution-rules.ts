import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistributionKind, DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'distribution-rules', so one invalidation refreshes it all. */
export const distributionKey = ['distribution-rules'] as const;

/** Rules (kind 'rule') in evaluation order, or the fallback pod (kind 'fallback_pod'). */
export const distributionRulesQuery = (kind: DistributionKind) =>
  queryOptions({
    queryKey: [...distributionKey, 'list', kind],
    queryFn: async (): Promise<DistributionRuleDto[]> =>
      (await call(api['distribution-rules'].$get({ query: { kind } }))).data as DistributionRuleDto[],
  });

export const useDistributionRules = (kind: DistributionKind) => useQuery(distributionRulesQuery(kind));
