import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistributionKind, DistributionRuleDto, MatchingRuleDto } from '@contracts/distribution';
import type { FormDto, FormSummaryDto } from '@contracts/forms';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';

// What the router wizard picks from. Keys sit under 'routers' so this feature never reads another's cache.
const optionsKey = ['routers', 'options'] as const;

/** Native and marketing forms. */
export const formOptionsQuery = queryOptions({
  queryKey: [...optionsKey, 'forms'],
  queryFn: async (): Promise<FormSummaryDto[]> => (await call(api.forms.$get({ query: {} }))).data as FormSummaryDto[],
});

/** One form with its questions or mapping: the fields query parameters can take their value from. */
export const formDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...optionsKey, 'form', id],
    queryFn: async (): Promise<FormDto> => (await call(api.forms[':id'].$get({ param: { id } }))).data as FormDto,
  });

export const meetingTypeOptionsQuery = queryOptions({
  queryKey: [...optionsKey, 'meeting-types'],
  queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
});

export const matchingRuleOptionsQuery = queryOptions({
  queryKey: [...optionsKey, 'matching-rules'],
  queryFn: async (): Promise<MatchingRuleDto[]> => (await call(api['matching-rules'].$get())).data as MatchingRuleDto[],
});

export const distributionOptionsQuery = (kind: DistributionKind) =>
  queryOptions({
    queryKey: [...optionsKey, 'distribution-rules', kind],
    queryFn: async (): Promise<DistributionRuleDto[]> =>
      (await call(api['distribution-rules'].$get({ query: { kind } }))).data as DistributionRuleDto[],
  });

export const useFormOptions = () => useQuery(formOptionsQuery);
export const useFormDetail = (id: string) => useQuery({ ...formDetailQuery(id), enabled: !!id });
export const useMeetingTypeOptions = () => useQuery(meetingTypeOptionsQuery);
export const useMatchingRuleOptions = () => useQuery(matchingRuleOptionsQuery);
export const useDistributionOptions = (kind: DistributionKind) => useQuery(distributionOptionsQuery(kind));
