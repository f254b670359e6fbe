import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchingRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'matching-rules', so one invalidation refreshes the list and details. */
export const matchingRulesKey = ['matching-rules'] as const;

/** The matching rules in evaluation order. */
export const matchingRulesQuery = queryOptions({
  queryKey: [...matchingRulesKey, 'list'],
  queryFn: async (): Promise<MatchingRuleDto[]> => (await call(api['matching-rules'].$get())).data as MatchingRuleDto[],
});

export const useMatchingRules = () => useQuery(matchingRulesQuery);
