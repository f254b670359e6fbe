import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchingRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { matchingRulesKey } from './list-matching-rules';

export const matchingRuleQuery = (id: string) =>
  queryOptions({
    queryKey: [...matchingRulesKey, 'detail', id],
    queryFn: async (): Promise<MatchingRuleDto> =>
      (await call(api['matching-rules'][':id'].$get({ param: { id } }))).data as MatchingRuleDto,
  });

export const useMatchingRule = (id: string | null) => useQuery({ ...matchingRuleQuery(id ?? ''), enabled: !!id });
