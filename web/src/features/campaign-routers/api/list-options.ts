import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetTemplateDto } from '@contracts/assets';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { FormDto, FormSummaryDto } from '@contracts/forms';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import type { TeamDetailDto, TeamDto } from '@contracts/teams';
import { api, call } from '@web/lib/api';

// What the campaign editor picks from. Keys sit under 'campaign-routers' so this feature never reads another's cache.
const optionsKey = ['campaign-routers', 'options'] as const;

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
    enabled: !!id,
    queryFn: async (): Promise<FormDto> => (await call(api.forms[':id'].$get({ param: { id } }))).data as FormDto,
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

export const useTeamOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'teams'],
    queryFn: async (): Promise<TeamDto[]> => (await call(api.teams.$get())).data as TeamDto[],
  });

/** A team with its members and groups: who can be assigned, and the groups of group round robin. */
export const useTeamDetail = (id: string) =>
  useQuery({
    queryKey: [...optionsKey, 'team', id],
    enabled: !!id,
    queryFn: async (): Promise<TeamDetailDto> => (await call(api.teams[':id'].$get({ param: { id } }))).data as TeamDetailDto,
  });

/** The organization's asset templates (the system one first) for the Asset template layout card. */
export const useAssetTemplateOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'asset-templates'],
    queryFn: async (): Promise<AssetTemplateDto[]> => (await call(api['asset-templates'].$get())).data as AssetTemplateDto[],
  });
