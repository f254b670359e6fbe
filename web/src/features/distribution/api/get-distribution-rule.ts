import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistributionRuleDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { distributionKey } from './list-distribution-rules';

export const distributionRuleQuery = (id: string) =>
  queryOptions({
    queryKey: [...distributionKey, 'detail', id],
    queryFn: async (): Promise<DistributionRuleDto> =>
      (await call(api['distribution-rules'][':id'].$get({ param: { id } }))).data as DistributionRuleDto,
  });

export const useDistributionRule = (id: string | null) => useQuery({ ...distributionRuleQuery(id ?? ''), enabled: !!id });
