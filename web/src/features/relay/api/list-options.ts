import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistributionKind, DistributionRuleDto, MatchingRuleDto } from '@contracts/distribution';
import type { FormDto, FormSummaryDto } from '@contracts/forms';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';

// What the relay wizard and the booking flow pick from; keys under 'relays' so no other feature's cache is read.
const optionsKey = ['relays', 'options'] as const;

type Member = { id: string; name: string; email: string; isBooker: boolean; status: string };
type Team = { id: string; name: string };

export const useFormOptions = () =>
  useQuery(
    queryOptions({
      queryKey: [...optionsKey, 'forms'],
      queryFn: async (): Promise<FormSummaryDto[]> => (await call(api.forms.$get({ query: {} }))).data as FormSummaryDto[],
    }),
  );
export const useFormDetail = (id: string) =>
  useQuery({
    queryKey: [...optionsKey, 'form', id],
    queryFn: async (): Promise<FormDto> => (await call(api.forms[':id'].$get({ param: { id } }))).data as FormDto,
    enabled: !!id,
  });
export const useMeetingTypeOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'meeting-types'],
    queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
  });
export const useMatchingRuleOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'matching-rules'],
    queryFn: async (): Promise<MatchingRuleDto[]> => (await call(api['matching-rules'].$get())).data as MatchingRuleDto[],
  });
export const useDistributionOptions = (kind: DistributionKind) =>
  useQuery({
    queryKey: [...optionsKey, 'distribution-rules', kind],
    queryFn: async (): Promise<DistributionRuleDto[]> =>
      (await call(api['distribution-rules'].$get({ query: { kind } }))).data as DistributionRuleDto[],
  });
export const useTeamOptions = () =>
  useQuery({ queryKey: [...optionsKey, 'teams'], queryFn: async (): Promise<Team[]> => (await call(api.teams.$get())).data as Team[] });
export const useMemberOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'members'],
    queryFn: async (): Promise<Member[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data as unknown as Member[],
  });
/** The CRM's fields of the module the relay updates (contact for "both": they share the person fields). */
export const useCrmFieldOptions = (module: 'lead' | 'contact') =>
  useQuery({
    queryKey: [...optionsKey, 'crm-fields', module],
    queryFn: async () => (await call(api.crm.fields.$get({ query: { module } }))).data as { key: string; label: string }[],
  });
