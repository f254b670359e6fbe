import { useQuery } from '@tanstack/react-query';
import type { AssetTemplateDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { optionQueries } from '@web/lib/option-queries';

// What the campaign editor picks from. Keys sit under 'campaign-routers' so this feature never reads another's cache.
const optionsKey = ['campaign-routers', 'options'] as const;

const options = optionQueries(optionsKey);

export const useFormOptions = () => useQuery(options.forms);
export const useFormDetail = (id: string) => useQuery({ ...options.form(id), enabled: !!id });
export const useMeetingTypeOptions = () => useQuery(options.meetingTypes);
export const useMatchingRuleOptions = () => useQuery(options.matchingRules);
export const useTeamOptions = () => useQuery(options.teams);
/** A team with its members and groups: who can be assigned, and the groups of group round robin. */
export const useTeamDetail = (id: string) => useQuery({ ...options.team(id), enabled: !!id });

/** The organization's asset templates (the system one first) for the Asset template layout card. */
export const useAssetTemplateOptions = () =>
  useQuery({
    queryKey: [...optionsKey, 'asset-templates'],
    queryFn: async (): Promise<AssetTemplateDto[]> => (await call(api['asset-templates'].$get())).data as AssetTemplateDto[],
  });
