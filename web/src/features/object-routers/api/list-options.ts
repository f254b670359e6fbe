import { useQuery } from '@tanstack/react-query';
import type { DistributionRuleDto } from '@contracts/distribution';
import type { ObjectRouterCrmDto } from '@contracts/object-routers';
import { api, call } from '@web/lib/api';
import { optionQueries } from '@web/lib/option-queries';

// What the object router form picks from. Keys sit under 'object-routers' so this feature never reads another's cache.
const optionsKey = ['object-routers', 'options'] as const;

/** The connected CRMs (an object router reads and writes one of them). */
export const useCrmOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'crms'],
    queryFn: async (): Promise<ObjectRouterCrmDto[]> => (await call(api['object-routers'].crms.$get())).data,
  });

export const useMatchingRuleOptions = () => useQuery(optionQueries(optionsKey).matchingRules);

export const usePodOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'pods'],
    queryFn: async (): Promise<DistributionRuleDto[]> =>
      (await call(api['distribution-rules'].$get({ query: {} }))).data as DistributionRuleDto[],
  });
