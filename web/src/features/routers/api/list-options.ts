import { useQuery } from '@tanstack/react-query';
import type { DistributionKind } from '@contracts/distribution';
import { optionQueries } from '@web/lib/option-queries';

// What the router wizard picks from. Keys sit under 'routers' so this feature never reads another's cache.
const options = optionQueries(['routers', 'options']);

export const formOptionsQuery = options.forms;
export const formDetailQuery = options.form;
export const meetingTypeOptionsQuery = options.meetingTypes;
export const matchingRuleOptionsQuery = options.matchingRules;
export const distributionOptionsQuery = options.distributionRules;

export const useFormOptions = () => useQuery(formOptionsQuery);
export const useFormDetail = (id: string) => useQuery({ ...formDetailQuery(id), enabled: !!id });
export const useMeetingTypeOptions = () => useQuery(meetingTypeOptionsQuery);
export const useMatchingRuleOptions = () => useQuery(matchingRuleOptionsQuery);
export const useDistributionOptions = (kind: DistributionKind) => useQuery(distributionOptionsQuery(kind));
